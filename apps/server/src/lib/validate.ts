import { errorCodes } from '@showdesk/domain/common/errors';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

export interface FieldIssue {
  path: string;
  message: string;
}

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
    parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  );
}
