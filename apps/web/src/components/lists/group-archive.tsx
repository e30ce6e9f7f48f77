import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useState } from 'react';
import { feedback } from '../../lib/feedback.ts';
import { errorMessage } from '../../lib/field-errors.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

interface ArchivableGroup {
  id: string;
  title: string;
  isArchived: boolean;
}

interface GroupArchiveSetup<G extends ArchivableGroup> {
  /** The group's update (its id with the change). */
  update: {
    mutate(
      input: { id: string; isArchived: boolean },
      callbacks: { onSuccess: (saved: G) => void; onError: (error: Error) => void },
    ): void;
    isPending: boolean;
    variables?: { id: string };
  };
  /** The toasts: "Catering was archived: hidden from teams", "Catering was unarchived". */
  archived: (title: string) => string;
  unarchived: (title: string) => string;
  /** Where archiving does more than hide the group, it is asked first with these words. */
  ask?: { title: string; confirmLabel: string; question: (group: G | null) => string };
}

/**
 * Archiving and unarchiving one group, from its page or its list row: `toggle(group)` (asked
 * first when `ask` is given; render `dialog`), and the button and menu item that do it.
 */
export function useGroupArchive<G extends ArchivableGroup>(setup: GroupArchiveSetup<G>) {
  const { update, ask } = setup;
  const [asking, setAsking] = useState<G | null>(null);
  const { t } = useLingui();
  const setArchived = (group: G, isArchived: boolean) =>
    update.mutate(
      { id: group.id, isArchived },
      {
        onSuccess: (saved) => {
          setAsking(null);
          feedback(
            'success',
            isArchived ? setup.archived(saved.title) : setup.unarchived(saved.title),
          );
        },
        onError: (error) => {
          setAsking(null);
          feedback('error', errorMessage(error));
        },
      },
    );
  /** Archive (after asking, where it asks) or unarchive the group. */
  const toggle = (group: G) =>
    group.isArchived
      ? setArchived(group, false)
      : ask
        ? setAsking(group)
        : setArchived(group, true);
  /** The group being archived or unarchived. */
  const pendingId = update.isPending ? update.variables?.id : undefined;
  const iconOf = (group: G) =>
    group.isArchived ? (
      <IconArchiveOff size={16} aria-hidden />
    ) : (
      <IconArchive size={16} aria-hidden />
    );
  const labelOf = (group: G) => (group.isArchived ? t`Unarchive` : t`Archive`);

  return {
    pendingId,
    toggle,
    /** The group page's button. */
    button: (group: G) => (
      <Button
        variant="default"
        leftSection={iconOf(group)}
        loading={pendingId === group.id}
        onClick={() => toggle(group)}
      >
        {labelOf(group)}
      </Button>
    ),
    /** The list row menu's item. */
    menuItem: (group: G) => (
      <Menu.Item leftSection={iconOf(group)} onClick={() => toggle(group)}>
        {labelOf(group)}
      </Menu.Item>
    ),
    dialog: ask ? (
      <ConfirmDialog
        opened={asking !== null}
        title={ask.title}
        confirmLabel={ask.confirmLabel}
        isPending={update.isPending}
        onConfirm={() => asking && setArchived(asking, true)}
        onCancel={() => setAsking(null)}
      >
        {ask.question(asking)}
      </ConfirmDialog>
    ) : null,
  };
}
