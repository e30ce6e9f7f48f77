import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
import type { TableColumn } from '../data-table/data-table.tsx';
import { type ListFilterProps, RecordLink } from '../list-page.tsx';

/** Names, the first few of them: "Catering, AV +2". */
export const someOf = (names: string[], shown = 2) =>
  names.length <= shown
    ? names.join(', ')
    : `${names.slice(0, shown).join(', ')} +${names.length - shown}`;

/** Some team types' names, the first few of them (an unknown id: "Unknown type"). */
export const someTeamTypes = (ids: string[], names: Map<string, string>) =>
  someOf(ids.map((id) => names.get(id) ?? t`Unknown type`));

/** The filter of a list by one of the team types (`filter=teamTypeId:id`). */
export function teamTypeFilter(teamTypes: Array<{ id: string; name: string }>): ListFilterProps {
  return {
    name: 'teamTypeId',
    label: t`Team type`,
    placeholder: t`Any team type`,
    options: teamTypes.map((t) => ({ value: t.id, label: t.name })),
  };
}

/**
 * The "Title" column, first: the title as the link to the record's page, with its description
 * under it when the record has one, or the short `note` that the list gives instead.
 */
export function titleColumn<T extends { title: string; description?: string }>(
  to: (row: T) => string,
  note?: (row: T) => ReactNode,
): TableColumn<T> {
  return {
    id: 'title',
    header: t`Title`,
    sortKey: 'title',
    phone: 'title',
    cell: (row) =>
      note ? (
        <RecordTitle to={to(row)} note={note(row)}>
          {row.title}
        </RecordTitle>
      ) : (
        <RecordLink to={to(row)} description={row.description}>
          {row.title}
        </RecordLink>
      ),
  };
}

/** A title cell's link to the record's page, with a short dimmed note under it when there is one. */
export function RecordTitle({
  to,
  note,
  children,
}: {
  to: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <RecordLink to={to}>{children}</RecordLink>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The "Name" column, first: the name as the link to the record's page, with its description
 * under it when the record kind has one; `phone: 'title'` where the phone's cards lead with it.
 */
export function nameColumn<T extends { name: string; description?: string }>(
  to: (row: T) => string,
  setup: Pick<TableColumn<T>, 'phone'> = {},
): TableColumn<T> {
  return {
    id: 'name',
    header: t`Name`,
    sortKey: 'name',
    ...setup,
    cell: (row) => (
      <RecordLink to={to(row)} description={row.description}>
        {row.name}
      </RecordLink>
    ),
  };
}

/** The "Updated" column: the day a row last changed, sortable. */
export function updatedColumn<T extends { updatedAt: string }>(
  setup: { defaultHidden?: boolean } = {},
): TableColumn<T> {
  return {
    id: 'updated',
    header: t`Updated`,
    sortKey: 'updatedAt',
    ...setup,
    cell: (row) => formatDate(row.updatedAt),
  };
}

/** The "Groups" column of a list of grouped records: the first few groups' titles, or "None". */
export function groupsColumn<T>(titlesOf: (row: T) => string[]): TableColumn<T> {
  return {
    id: 'groups',
    header: t`Groups`,
    cell: (row) => {
      const titles = titlesOf(row);
      return titles.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>None</Trans>
        </Text>
      ) : (
        someOf(titles)
      );
    },
  };
}

/**
 * The filter of a list of grouped records by one of the active groups (`filter=name:id`); none
 * while the groups load, and none in the archived list.
 */
export function groupFilter(
  name: string,
  groups: Array<{ id: string; title: string; isArchived: boolean }> | undefined,
  isArchived: boolean,
): ListFilterProps[] {
  if (!groups || isArchived) return [];
  return [
    {
      name,
      label: t`Group`,
      placeholder: t`Any group`,
      options: groups
        .filter((group) => !group.isArchived)
        .map((group) => ({ value: group.id, label: group.title })),
    },
  ];
}
