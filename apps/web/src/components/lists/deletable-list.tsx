import type { ReactNode } from 'react';
import { type Mutation, useDeleteConfirm } from '../data-table/archive-selection.tsx';
import { actionsColumn, DeleteItem, type RowLink, rowLinkItems } from '../data-table/row-menu.tsx';
import { PagedListPage, type PagedListPageProps } from '../list-page.tsx';

interface DeletableListProps<T extends { id: string }>
  extends Omit<PagedListPageProps<T>, 'rowName'> {
  /** What a row is called: its checkbox, its menu button and the delete question name it. */
  nameOf: (row: T) => string;
  /** Deleting a row, asked first: what goes with it, or the whole question. */
  remove: {
    mutation: Mutation<string, unknown>;
    consequence?: ReactNode;
    sentence?: (name: string) => ReactNode;
  };
  /** The row menu's links to the row's other screens, first. */
  rowLinks?: RowLink[];
  /** The row menu's own items, after its links and before "Delete". */
  menu?: (row: T) => ReactNode;
  /** While a row is worked on, its menu button spins. */
  isBusy?: (row: T) => boolean | undefined;
}

/**
 * A paged list whose rows are deleted from their menu (asked first): the list's own columns,
 * then each row's menu, its own items and "Delete" last.
 */
export function DeletableList<T extends { id: string }>({
  nameOf,
  remove,
  rowLinks,
  menu,
  isBusy,
  columns,
  children,
  ...props
}: DeletableListProps<T>) {
  const deleting = useDeleteConfirm<T>({
    noun: props.noun.one,
    remove: remove.mutation,
    idOf: (row) => row.id,
    nameOf,
    consequence: remove.consequence,
    sentence: remove.sentence,
  });
  return (
    <PagedListPage
      {...props}
      columns={[
        ...columns,
        actionsColumn<T>({
          nameOf,
          isBusy,
          items: (row) => (
            <>
              {rowLinkItems(rowLinks, row.id)}
              {menu?.(row)}
              <DeleteItem onClick={() => deleting.ask(row)} />
            </>
          ),
        }),
      ]}
      rowName={nameOf}
    >
      {deleting.dialog}
      {children}
    </PagedListPage>
  );
}
