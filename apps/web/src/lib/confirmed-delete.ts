import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from './feedback.ts';
import { errorMessage } from './field-errors.ts';

type DeleteOptions = { onSuccess: () => void; onError: (error: unknown) => void };

export interface DeleteMutation {
  mutate: (variables: undefined, options: DeleteOptions) => void;
  isPending: boolean;
}

/**
 * A record page's delete of its one record, from a delete by id (a list's hook, given the id
 * once the page asks).
 */
export function deleteOf(
  remove: { mutate: (id: string, options: DeleteOptions) => void; isPending: boolean },
  id: string,
): DeleteMutation {
  return { mutate: (_, options) => remove.mutate(id, options), isPending: remove.isPending };
}

/**
 * A record page's delete, asked first in a ConfirmDialog: on success a toast says what went
 * and the page leaves for the list; a refusal closes the dialog and shows why.
 */
export function useConfirmedDelete(remove: DeleteMutation, listPath: string) {
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  return {
    isConfirming,
    isPending: remove.isPending,
    ask: () => setIsConfirming(true),
    cancel: () => setIsConfirming(false),
    confirm: (name: string) =>
      remove.mutate(undefined, {
        onSuccess: () => {
          feedback('success', t`${name} was deleted`);
          navigate(listPath);
        },
        onError: (error) => {
          setIsConfirming(false);
          feedback('error', errorMessage(error));
        },
      }),
  };
}
