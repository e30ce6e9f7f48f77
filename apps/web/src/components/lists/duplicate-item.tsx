import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { feedback } from '../../lib/feedback.ts';
import { errorMessage } from '../../lib/field-errors.ts';

interface DuplicateSetup<R> {
  /** The copy's mutation, by the row's id. */
  mutation: {
    mutate(
      id: string,
      callbacks: { onSuccess: (copy: R) => void; onError: (error: Error) => void },
    ): void;
    isPending: boolean;
    variables?: string;
  };
  /** The copy's title, for "<title> was added", and where it opens. */
  added: (copy: R) => { title: string; to: string };
}

/**
 * A row menu's "Duplicate": the copy is made, a toast says so and its page opens. `isBusy` tells
 * the row whose copy is being made.
 */
export function useDuplicateItem<R>({ mutation, added }: DuplicateSetup<R>) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const copy = (id: string) =>
    mutation.mutate(id, {
      onSuccess: (result) => {
        const { title, to } = added(result);
        feedback('success', t`${title} was added`);
        navigate(to);
      },
      onError: (error) => feedback('error', errorMessage(error)),
    });
  return {
    isBusy: (row: { id: string }) => mutation.isPending && mutation.variables === row.id,
    item: (row: { id: string }) => (
      <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => copy(row.id)}>
        <Trans>Duplicate</Trans>
      </Menu.Item>
    ),
  };
}
