import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { RecordForm } from '../../../../components/record-form.tsx';
import { useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { clear, refusalFieldErrors } from './owner-refusals.ts';

interface OwnerMutation<T> {
  mutate: (input: T, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * A team owner's add form (a member, a stand share): its errors in the owner's terms, the
 * unsaved-changes question, and after a save the toast and the way back to /my-team.
 */
export function useOwnerForm<T>(mutation: OwnerMutation<T>, isDirty: boolean) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const guard = useUnsavedChanges(isDirty);
  return {
    errors,
    disabled: mutation.isPending,
    /** Shows what the form found; when nothing, sends `input` and says `done` once saved. */
    send: (found: FieldErrors, input: T | null, done: (input: T) => string) => {
      setErrors(found);
      setFailure(null);
      if (input === null || Object.keys(found).length > 0) return;
      mutation.mutate(input, {
        onSuccess: () => {
          feedback('success', done(input));
          guard.leave('/my-team');
        },
        onError: (error) => {
          setErrors(refusalFieldErrors(error));
          setFailure(error);
        },
      });
    },
    frame: (label: string, onSubmit: () => void, children: ReactNode) => (
      <>
        <RecordForm
          label={label}
          onSubmit={onSubmit}
          submitLabel={label}
          isPending={mutation.isPending}
          cancelTo="/my-team"
          save={{ errors, failure, guard: guard.dialog }}
          rephrase={clear}
        >
          {children}
        </RecordForm>
      </>
    ),
  };
}

/** The names a team owner must give (the API needs them only for someone new). */
export function namesGiven(
  person: { firstName: string; surname: string },
  keys: { firstName: string; surname: string },
): FieldErrors {
  const found: FieldErrors = {};
  if (!person.firstName.trim()) found[keys.firstName] = t`Enter a first name`;
  if (!person.surname.trim()) found[keys.surname] = t`Enter a surname`;
  return found;
}
