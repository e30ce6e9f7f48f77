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
): T | null {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  reportInvalidRecord(deps, { ...where, issues: parsed.error.issues });
  return null;
}
