import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import type { ListSource } from '../../lib/list-state.ts';
import type { ListNoun } from '../list-page.tsx';
import { ArchivableList, type ListScreenProps } from './archivable-list.tsx';
import { titleColumn, updatedColumn } from './columns.tsx';

interface Group {
  id: string;
  title: string;
  updatedAt: string;
}

type FrameProps<G extends Group> = ComponentProps<typeof ArchivableList<G>>;

interface GroupListProps<G extends Group> extends ListScreenProps {
  noun: ListNoun;
  paths: { list: string; archived: string; add: string; record: (groupId: string) => string };
  source: ListSource<G>;
  /** The column that counts a group's records: "Suppliers", "Tasks". */
  members: { header: string; count: (group: G) => number };
  archive?: FrameProps<G>['archive'];
  /** What deleting a group leaves (its records stay). */
  remove: FrameProps<G>['remove'];
  /** The row menu's items after "Edit", when a group is archived in its own way. */
  menu?: (group: G) => ReactNode;
  isBusy?: (group: G) => boolean | undefined;
  children?: ReactNode;
}

/**
 * The active and the archived lists of one kind of group, by title: each group's title (to
 * its page), how many records it holds and when it changed; each edited, archived or deleted.
 */
export function GroupList<G extends Group>({ members, ...props }: GroupListProps<G>) {
  const { t } = useLingui();
  return (
    <ArchivableList<G>
      {...props}
      search={t`Search by title`}
      columns={[
        titleColumn((group) => props.paths.record(group.id)),
        {
          id: members.header.toLowerCase(),
          header: members.header,
          align: 'right',
          cell: members.count,
        },
        updatedColumn(),
      ]}
      nameOf={(group) => group.title}
      edit={props.paths.record}
    />
  );
}
