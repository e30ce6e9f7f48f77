import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import type { RowSelectionState } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { feedback } from '../../lib/feedback.ts';
import { errorMessage } from '../../lib/field-errors.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/** What a list needs of a mutation (react-query's, any error type). */
export interface Mutation<V, R> {
  mutate(
    variables: V,
    callbacks: { onSuccess: (result: R) => void; onError: (error: Error) => void },
  ): void;
  isPending: boolean;
  /** What the pending call works on. */
  variables?: V;
}
export type ArchiveMutation = Mutation<{ ids: string[]; isArchived: boolean }, { updated: number }>;

interface ArchiveSelectionOptions {
  /** The list shows archived records: its action unarchives. */
  isArchived: boolean;
  noun: { one: string; many: string };
  /** None: the list's rows are archived one by one, in their own way (no selection). */
  archive?: ArchiveMutation;
  /** What the toast adds after "N forms archived: …" and "… unarchived: …". */
  archivedNote: string;
  unarchivedNote: string;
}

/**
 * A list's selected rows and the bar that archives (or, in the archived list, unarchives)
 * them together; `setArchived` does the same for one row's menu. Pass `selection` and
 * `bulkActions` to `ListPage` (both empty without `archive`).
 */
export function useArchiveSelection(options: ArchiveSelectionOptions) {
  const { isArchived, noun, archive } = options;
  const [selected, setSelected] = useState<RowSelectionState>({});
  const selectedIds = Object.keys(selected);
  const { t } = useLingui();
  const count = (n: number) => (n === 1 ? `1 ${noun.one}` : `${n} ${noun.many}`);
  const Icon = isArchived ? IconArchiveOff : IconArchive;
  const label = isArchived ? t`Unarchive` : t`Archive`;
  const nouns = noun.many;
  const selectedCount = count(selectedIds.length);

  const setArchived = (ids: string[]) =>
    archive?.mutate(
      { ids, isArchived: !isArchived },
      {
        onSuccess: ({ updated }) => {
          setSelected((old) =>
            Object.fromEntries(Object.entries(old).filter(([id]) => !ids.includes(id))),
          );
          const counted = count(updated);
          const note = isArchived ? options.unarchivedNote : options.archivedNote;
          feedback(
            'success',
            isArchived ? t`${counted} unarchived: ${note}` : t`${counted} archived: ${note}`,
          );
        },
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );

  const bulkActions =
    archive && selectedIds.length > 0 ? (
      <Group gap="sm" role="region" aria-label={t`Selected ${nouns}`}>
        <Text size="sm" fw={500}>
          <Trans>{selectedCount} selected</Trans>
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<Icon size={14} aria-hidden />}
          loading={archive.isPending}
          onClick={() => setArchived(selectedIds)}
        >
          {label}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => setSelected({})}>
          <Trans>Clear selection</Trans>
        </Button>
      </Group>
    ) : null;

  return {
    selection: archive ? { selected, onChange: setSelected } : undefined,
    bulkActions,
    setArchived,
    /** The row menu's archive item: its icon and label. */
    action: { icon: <Icon size={16} aria-hidden />, label },
    /** Forgets a row that is gone (deleted). */
    forget: (id: string) => setSelected(({ [id]: _gone, ...rest }) => rest),
  };
}

interface DeleteConfirmOptions<T> {
  noun: string;
  /** The action where it is not deleting: "Remove" asks "Remove this member?", "Remove member". */
  verb?: string;
  remove: Mutation<string, unknown>;
  idOf: (row: T) => string;
  nameOf: (row: T) => string;
  /** What is lost besides the record ("with its fields, …"), after “name” will be deleted. */
  consequence?: ReactNode;
  /** The whole question instead, where it does not read “name” will be deleted <consequence>. */
  sentence?: (name: string) => ReactNode;
  /** The question from the row itself, where its name does not say enough (empty while closed). */
  describe?: (row: T) => ReactNode;
  /** The toast after deleting, where it does not read “name was deleted”. */
  deleted?: string | ((row: T) => string);
  onDeleted?: (row: T) => void;
}

/**
 * Deleting a row of a list: `ask(row)` opens the confirmation, which says what goes with it;
 * confirmed, the row is deleted and a toast says so. Render `dialog` inside the page.
 */
export function useDeleteConfirm<T>(options: DeleteConfirmOptions<T>) {
  const { remove, noun, verb, deleted } = options;
  const [deleting, setDeleting] = useState<T | null>(null);
  const { t } = useLingui();
  const confirm = () => {
    if (!deleting) return;
    const row = deleting;
    remove.mutate(options.idOf(row), {
      onSuccess: () => {
        setDeleting(null);
        options.onDeleted?.(row);
        const text = typeof deleted === 'function' ? deleted(row) : deleted;
        const name = options.nameOf(row);
        feedback('success', text ?? t`${name} was deleted`);
      },
      onError: (error) => {
        setDeleting(null);
        feedback('error', errorMessage(error));
      },
    });
  };
  const deletingName = deleting ? options.nameOf(deleting) : '';
  const consequence = options.consequence;
  const dialog = (
    <ConfirmDialog
      opened={deleting !== null}
      title={verb ? t`${verb} this ${noun}?` : t`Delete this ${noun}?`}
      confirmLabel={verb ? t`${verb} ${noun}` : t`Delete ${noun}`}
      isPending={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setDeleting(null)}
    >
      {options.describe ? (
        deleting ? (
          options.describe(deleting)
        ) : null
      ) : options.sentence ? (
        options.sentence(deleting ? options.nameOf(deleting) : '')
      ) : (
        <>
          <Trans>
            “{deletingName}” will be deleted {consequence}
          </Trans>
        </>
      )}
    </ConfirmDialog>
  );
  return { ask: setDeleting, dialog };
}
