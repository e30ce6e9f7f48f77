import { useState } from 'react';
import type { z } from 'zod';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/field-errors.ts';
import { useFieldErrors } from '../record-form.tsx';
import { bindFields } from './field-binding.ts';

interface ClearingFormSetup<V, S extends z.ZodType> {
  /** The form's values before anything is typed, and again once saved. */
  empty: V;
  schema: S;
  mutation: {
    mutate: (
      input: z.output<S>,
      options: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  /** The field a refusal with no field errors is about (e.g. a wrong current password). */
  refusedAt: keyof V & string;
}

/**
 * A form that empties once saved, such as a change of password or email: its values bound to
 * their inputs (`field`), the check against the domain schema, and the save. The server's field
 * errors show on their fields; any other refusal on the field `refusedAt` names.
 */
export function useClearingForm<V, S extends z.ZodType>(setup: ClearingFormSetup<V, S>) {
  const [values, setValues] = useState(setup.empty);
  const { errors, setErrors, check } = useFieldErrors();
  const set = (patch: Partial<V>) => setValues((old) => ({ ...old, ...patch }));
  return {
    values,
    field: bindFields({ values, set, errors }),
    isPending: setup.mutation.isPending,
    /**
     * Checks `input` (and shows `more` errors, e.g. a confirmation that does not match), then
     * saves it; once saved the form empties and `onSaved` gets what was sent.
     */
    save(
      input: unknown,
      { more, onSaved }: { more?: FieldErrors; onSaved?: (sent: z.output<S>) => void } = {},
    ) {
      const checked = check(setup.schema, input, more);
      if (checked === undefined) return;
      setup.mutation.mutate(checked, {
        onSuccess: () => {
          onSaved?.(checked);
          setValues(setup.empty);
        },
        onError: (error) => {
          const fields = apiFieldErrors(error);
          setErrors(
            Object.keys(fields).length > 0 ? fields : { [setup.refusedAt]: errorMessage(error) },
          );
        },
      });
    },
  };
}
