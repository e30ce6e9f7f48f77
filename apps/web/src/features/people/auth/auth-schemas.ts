import { useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';

type AuthSchemas = typeof import('@showdesk/domain/people/auth');

let loading: Promise<AuthSchemas> | undefined;

/**
 * The auth forms' schemas load as a chunk of their own, with zod, so the login page's first load
 * stays small; the auth layout starts the load as it renders, and the schemas arrive
 * while the member types. A failed load is forgotten, so the next submit tries again.
 */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('@showdesk/domain/people/auth').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Checks an auth form's input with its domain schema. Should the schemas not load (offline, or a
 * new deployment replaced the chunk), the input goes to the server as typed: the server checks
 * it with the same schema and the form shows its answer.
 */
export async function checkAuthInput<T>(
  pick: (schemas: AuthSchemas) => z.ZodType<T>,
  input: unknown,
): Promise<z.ZodSafeParseResult<T>> {
  let schemas: AuthSchemas;
  try {
    schemas = await loadAuthSchemas();
  } catch {
    return { success: true, data: input as T };
  }
  return pick(schemas).safeParse(input);
}

/**
 * An auth form's field errors and the check of its input (`checkAuthInput`): the values as the
 * schema reads them, or undefined after showing what it refuses. For the screens of the first
 * load, which must not carry zod (record forms use `useFieldErrors`).
 */
export function useAuthInputCheck() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    async check<T>(pick: (schemas: AuthSchemas) => z.ZodType<T>, input: unknown) {
      const parsed = await checkAuthInput(pick, input);
      setErrors(parsed.success ? {} : zodFieldErrors(parsed.error));
      return parsed.success ? parsed.data : undefined;
    },
  };
}
