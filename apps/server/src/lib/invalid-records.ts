import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';

/** Where a stored record that failed its check came from. */
export interface InvalidRecord {
  /** The kind of record, e.g. 'settings:branding' or 'corePage'. */
  entity: string;
  eventId: string;
  id: string;
  issues: unknown;
}

/**
 * A stored record that fails its strict schema is dropped from the result and reported (spec
 * section 5): logged, and sent to the error reporter when one is configured.
 */
export function reportInvalidRecord(
  deps: Pick<AppDeps, 'log' | 'reporter'>,
  record: InvalidRecord,
) {
  deps.log.warn({ record }, 'dropped an invalid stored record');
  deps.reporter.capture(new Error(`Invalid stored ${record.entity}`), { ...record });
}

/**
 * A stored record as the API shows it, or null when it fails its strict schema (then it is
 * reported, and the caller leaves it out).
 */
export function checkStoredRecord<T>(
  deps: Pick<AppDeps, 'log' | 'reporter'>,
  schema: z.ZodType<T>,
  candidate: unknown,
  where: { entity: string; eventId: string; id: string },
  memo?: CheckedRecordMemo<T>,
): T | null {
  const key = memo && `${where.eventId}/${where.id}`;
  const known = key === undefined ? undefined : memo?.get(key, candidate);
  if (known) return known;
  const parsed = schema.safeParse(candidate);
  if (parsed.success) {
    if (key !== undefined) return memo?.set(key, candidate, parsed.data) ?? parsed.data;
    return parsed.data;
  }
  reportInvalidRecord(deps, { ...where, issues: parsed.error.issues });
  return null;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The checked form of the records of one kind read last (up to `size`, the least recently read
 * forgotten first). A stored record equal to the one checked before has the same checked form,
 * so a list read again (an organiser paging back, the table refetching) compares each row with
 * what was checked (a deep comparison, some 15 times cheaper than a 40-field submission's
 * schema) instead of checking it again. Any difference, even one written outside the app,
 * checks it afresh. The checked forms are frozen: callers build their answers beside them.
 */
export class CheckedRecordMemo<T> {
  readonly #entries = new Map<string, { candidate: unknown; checked: T }>();
  readonly size: number;
  constructor(size: number) {
    this.size = size;
  }

  get(key: string, candidate: unknown): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry || !isDeepStrictEqual(entry.candidate, candidate)) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.checked;
  }

  set(key: string, candidate: unknown, checked: T): T {
    this.#entries.delete(key);
    if (this.#entries.size >= this.size) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    // The candidate is kept as read: frozen, a caller changing it later cannot make it equal
    // a record that was never checked.
    this.#entries.set(key, { candidate: deepFreeze(candidate), checked: deepFreeze(checked) });
    return checked;
  }
}
