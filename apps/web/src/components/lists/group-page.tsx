import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { TranslatableKind } from '@showdesk/domain/platform/translations';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type DeleteMutation, deleteOf } from '../../lib/confirmed-delete.ts';
import type { ListNoun } from '../list-page.tsx';
import { RecordPage } from '../record-page.tsx';
import { FormPageSkeleton } from '../record-state.tsx';
import { TranslationsLink } from '../records/translations-link.tsx';
import type { useGroupArchive } from './group-archive.tsx';

interface Group {
  id: string;
  title: string;
  isArchived: boolean;
}

interface GroupPageProps<G extends Group> {
  query: UseQueryResult<G>;
  noun: ListNoun;
  icon: ReactNode;
  listPath: string;
  id: string;
  /** How many records the group holds, under its title: "3 suppliers". */
  members: { noun: ListNoun; count: (group: G) => number };
  archive: ReturnType<typeof useGroupArchive<G>>;
  remove: {
    /** The delete, by the group's id. */
    mutation: {
      mutate: (id: string, options: Parameters<DeleteMutation['mutate']>[1]) => void;
      isPending: boolean;
    };
    /** What deleting it leaves: "Its suppliers are kept." */
    consequence: string;
  };
  /** The groups' kind in the translations (its title is translated): the header's link. */
  translations: TranslatableKind;
  /** The group's form. */
  children: (group: G) => ReactNode;
}

/**
 * An ordered group's page: its title, "Archived" or how many records it holds, the archive
 * button (asked first where the feature asks) and delete; then the group's form.
 */
export function GroupPage<G extends Group>(props: GroupPageProps<G>) {
  const { archive, members, remove } = props;
  return (
    <RecordPage
      query={props.query}
      noun={props.noun}
      icon={props.icon}
      listPath={props.listPath}
      id={props.id}
      title={(group) => group.title}
      description={(group) => {
        if (group.isArchived)
          return (
            <Badge size="sm" variant="outline" color="gray" component="span">
              <Trans>Archived</Trans>
            </Badge>
          );
        const count = members.count(group);
        return `${count} ${count === 1 ? members.noun.one : members.noun.many}`;
      }}
      actions={(group) => (
        <>
          <TranslationsLink kind={props.translations} recordId={group.id} />
          {archive.button(group)}
          {archive.dialog}
        </>
      )}
      remove={{
        mutation: deleteOf(remove.mutation, props.id),
        consequence: () => remove.consequence,
      }}
      skeleton={<FormPageSkeleton formHeight={360} />}
    >
      {props.children}
    </RecordPage>
  );
}
