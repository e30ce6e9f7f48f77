import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { IconArchive, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type ListSource, useListState } from '../../lib/list-state.ts';
import {
  type ArchiveMutation,
  type Mutation,
  useArchiveSelection,
  useDeleteConfirm,
} from '../data-table/archive-selection.tsx';
import type { TableColumn } from '../data-table/data-table.tsx';
import {
  actionsColumn,
  DeleteItem,
  MenuLink,
  type RowLink,
  rowLinkItems,
} from '../data-table/row-menu.tsx';
import {
  capitalise,
  HeaderLink,
  type ListFilterProps,
  type ListNoun,
  ListPage,
} from '../list-page.tsx';

/** What the active and the archived screens of a list say for themselves. */
export interface ListScreenProps {
  /** The archived records' screen (its action unarchives). */
  isArchived: boolean;
  description: string;
  /** The active screen's links to neighbouring lists, before its "Archived" link. */
  links?: ReactNode;
  /** The first-use empty state: its icon (the archived screen's is the archive box) and text. */
  empty: { icon?: ReactNode; children: ReactNode };
}

interface ArchivableListProps<T extends { id: string }> extends ListScreenProps {
  noun: ListNoun;
  paths: { list: string; archived: string; add: string };
  /** The records, a page at a time, filtered by `isArchived`. */
  source: ListSource<T>;
  search: string;
  filters?: ListFilterProps[];
  /** The list's own columns; the row menu's column comes after them. */
  columns: TableColumn<T>[];
  nameOf: (row: T) => string;
  /**
   * Archiving selected rows together (and one row from its menu, unless `inRowMenu` is false);
   * the toast's note after "N suppliers archived: …" (and "… unarchived: back in the suppliers
   * list" unless said otherwise). None: the rows have no checkboxes.
   */
  archive?: {
    mutation: ArchiveMutation;
    archivedNote: string;
    unarchivedNote?: string;
    inRowMenu?: boolean;
  };
  /** Deleting a row, asked first: what goes with it, or the whole question. */
  remove: {
    mutation: Mutation<string, unknown>;
    consequence?: ReactNode;
    sentence?: (name: string) => ReactNode;
  };
  /** Where a row is edited: the row menu starts with "Edit", linking there. */
  edit?: (id: string) => string;
  /** The row menu's links to the row's other screens, after "Edit". */
  rowLinks?: RowLink[];
  /** The row menu's own items, after its links and before "Archive" and "Delete". */
  menu?: (row: T) => ReactNode;
  /** While a row is worked on, its menu button spins (default: while it is being archived). */
  isBusy?: (row: T) => boolean | undefined;
  /** Dialogs and the like. */
  children?: ReactNode;
}

/**
 * A list screen's state and its page of records, the active ones or the archived ones (the
 * `isArchived` filter added to the screen's own).
 */
export function useArchivablePage<T, S extends string>(
  isArchived: boolean,
  { usePage, ...options }: ListSource<T, S>,
) {
  const state = useListState(options);
  const query = usePage(`${state.apiParams}&filter=isArchived:${isArchived}`);
  return { state, query };
}

/**
 * The active and the archived screens of a list of archivable records: each links to the other,
 * its title, empty state and table named after the noun; rows selected and archived or
 * unarchived together; each row's menu ending in Archive and Delete (asked first).
 */
export function ArchivableList<T extends { id: string }>(props: ArchivableListProps<T>) {
  const { noun, isArchived, archive, source } = props;
  const { state, query } = useArchivablePage(isArchived, source);
  const { t } = useLingui();
  const nouns = noun.many;
  const archiving = useArchiveSelection({
    isArchived,
    noun,
    archive: archive?.mutation,
    archivedNote: archive?.archivedNote ?? '',
    unarchivedNote: archive?.unarchivedNote ?? t`back in the ${nouns} list`,
  });
  const deleting = useDeleteConfirm<T>({
    noun: noun.one,
    remove: props.remove.mutation,
    idOf: (row) => row.id,
    nameOf: props.nameOf,
    consequence: props.remove.consequence,
    sentence: props.remove.sentence,
    onDeleted: (row) => archiving.forget(row.id),
  });
  const isArchiving = (row: T) =>
    archive?.mutation.isPending && archive.mutation.variables?.ids.includes(row.id);
  const columns = [
    ...props.columns,
    actionsColumn<T>({
      nameOf: props.nameOf,
      isBusy: props.isBusy ?? isArchiving,
      items: (row) => (
        <>
          {props.edit ? (
            <MenuLink to={props.edit(row.id)} icon={IconPencil}>
              <Trans>Edit</Trans>
            </MenuLink>
          ) : null}
          {rowLinkItems(props.rowLinks, row.id)}
          {props.menu?.(row)}
          {archive && archive.inRowMenu !== false ? (
            <Menu.Item
              leftSection={archiving.action.icon}
              onClick={() => archiving.setArchived([row.id])}
            >
              {archiving.action.label}
            </Menu.Item>
          ) : null}
          <DeleteItem onClick={() => deleting.ask(row)} />
        </>
      ),
    }),
  ];
  const tableId = noun.many.replaceAll(' ', '-');

  return (
    <ListPage
      noun={noun}
      title={isArchived ? t`Archived ${nouns}` : capitalise(noun.many)}
      description={props.description}
      actions={
        isArchived ? (
          <HeaderLink to={props.paths.list} back>
            {t`Back to ${nouns}`}
          </HeaderLink>
        ) : (
          <>
            {props.links}
            <HeaderLink to={props.paths.archived}>
              <Trans>Archived</Trans>
            </HeaderLink>
          </>
        )
      }
      add={isArchived ? undefined : props.paths.add}
      search={props.search}
      filters={props.filters}
      bulkActions={archiving.bulkActions}
      state={state}
      query={query}
      empty={{
        icon: props.empty.icon ?? <IconArchive size={34} />,
        title: isArchived ? t`No archived ${nouns}` : t`No ${nouns} yet`,
        children: props.empty.children,
      }}
      columns={columns}
      rowName={props.nameOf}
      tableId={isArchived ? `${tableId}-archived` : tableId}
      selection={archiving.selection}
    >
      {deleting.dialog}
      {props.children}
    </ListPage>
  );
}
