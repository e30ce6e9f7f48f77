import { errorCodes } from '@showdesk/domain/common/errors';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

export interface FieldIssue {
  path: string;
  message: string;
}

/** The zod issue a field issue came from: its message is then said in the reader's language. */
const zodIssues = new WeakMap<FieldIssue, z.core.$ZodIssue>();
export const zodIssueOf = (issue: FieldIssue) => zodIssues.get(issue);

/**
 * A zod issue as a field issue, remembering where it came from and, given the value checked
 * (`root`), what was sent at its path (zod's wording of a wrong type names it).
 */
export function fieldIssue(issue: z.core.$ZodIssue, root?: unknown): FieldIssue {
  const field = { path: issue.path.join('.'), message: issue.message };
  const sent = root === undefined ? {} : { input: valueAt(root, issue.path) };
  zodIssues.set(field, { ...issue, ...sent } as z.core.$ZodIssue);
  return field;
}

const valueAt = (root: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null && Object.hasOwn(value, key)
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    root,
  );

/** A 400 with the spec's message for the record ('Invalid team', …) and the field paths. */
export function invalidInput(message: string, details: FieldIssue[]): AppError {
  return new AppError(errorCodes.validation, 400, message, details);
}

/**
 * Checks a body (or any input) in the service, so a refusal carries the spec's message for the
 * kind of record rather than the first field's. Routes that use it set `attachValidation`.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  message: string,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidInput(
    message,
    parsed.error.issues.map((issue) => fieldIssue(issue, value)),
  );
}
