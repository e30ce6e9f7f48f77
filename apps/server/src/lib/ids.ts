import { randomUUID } from 'node:crypto';

/** Record ids are random UUIDs: unguessable and safe to show in URLs. */
export const newId = (): string => randomUUID();
