import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from './feedback.ts';
import { errorMessage } from './field-errors.ts';

export interface DeleteMutation {
  mutate: (
    variables: undefined,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
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
          feedback('success', `${name} was deleted`);
          navigate(listPath);
        },
        onError: (error) => {
          setIsConfirming(false);
          feedback('error', errorMessage(error));
        },
      }),
  };
}
