import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type ActivityEntry, activitySorts } from '@showdesk/domain/activity/activity';
import {
  activityActionLabels,
  activityAreaLabels,
  activityAreas,
  activityRecordKindLabels,
  activityWord,
} from '@showdesk/domain/activity/record-kinds';
import { IconFilter, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { ChangeList } from '../../../components/history/change-list.tsx';
import { type ListFilterProps, ListPage } from '../../../components/list-page.tsx';
import { useExportMenu } from '../../../components/records/export-menu.tsx';
import { formatDateTimeIn } from '../../../lib/format.ts';
import { usePagedList } from '../../../lib/list-state.ts';
import { useEventTimeZone, useSession } from '../../../lib/session.ts';
import { useTerms } from '../../../lib/terms.ts';
import { activityExportPath, useActivityActors, useActivityPage } from '../api/activity-api.ts';
import { recordPagePath } from '../record-paths.ts';

const actionColours: Record<string, string> = {
  created: 'teal',
  updated: 'blue',
  deleted: 'red',
  archived: 'gray',
  restored: 'grape',
};

const actorTypeLabels: Record<string, string> = { token: 'API token', system: 'System' };

/**
 * /admin/activity (admins): every change in the event, newest first: when (on the event's
 * clock), who, what (linking to the record's page), the action and each field's value before
 * → after. Filters by person, area, record type, action and days; a search on the record's
 * and the person's names; the entries as XLSX or CSV. ?filter=recordId:<id> (a record's "See
 * all in Activity") shows one record's changes.
 */
export function ActivityPage() {
  const { event } = useSession();
  const timeZone = useEventTimeZone();
  const terms = useTerms();
  const { state, query } = usePagedList({
    sorts: activitySorts,
    defaultSort: { key: 'at', desc: true },
    usePage: useActivityPage,
  });
  const actors = useActivityActors();
  const exporting = useExportMenu({
    path: (format) => activityExportPath(event.id, format, state.apiParams),
    noun: 'entries',
    disabled: query.data?.total === 0,
  });

  const recordFilter = state.filter.recordId;
  const recordName = recordFilter
    ? query.data?.items.find((entry) => entry.record.id === recordFilter)?.record.name
    : undefined;

  const kindLabel = (kind: string) => terms(activityWord(activityRecordKindLabels, kind));
  const filters: ListFilterProps[] = [
    {
      name: 'actor',
      label: 'Person',
      placeholder: 'Anyone',
      searchable: true,
      options: (actors.data?.items ?? []).map((actor) => ({
        value: actor.id,
        label: actor.type === 'token' ? `${actor.name} (API token)` : actor.name,
      })),
    },
    {
      name: 'area',
      label: 'Area',
      placeholder: 'Any area',
      options: activityAreas.map((area) => ({
        value: area,
        label: terms(activityAreaLabels[area]),
      })),
    },
    {
      name: 'kind',
      label: 'Record type',
      placeholder: 'Any record',
      searchable: true,
      options: Object.keys(activityRecordKindLabels)
        .map((kind) => ({ value: kind, label: kindLabel(kind) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-GB')),
    },
    {
      name: 'action',
      label: 'Action',
      placeholder: 'Any action',
      options: activityActionLabels,
    },
    { name: 'from', label: 'From', placeholder: 'Any day', day: true },
    { name: 'to', label: 'To', placeholder: 'Any day', day: true },
  ];

  const columns: TableColumn<ActivityEntry>[] = [
    {
      id: 'at',
      header: 'When',
      sortKey: 'at',
      cell: (entry) => (
        <Text size="sm" component="time" dateTime={entry.at} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTimeIn(entry.at, timeZone)}
        </Text>
      ),
    },
    {
      id: 'actor',
      header: 'Who',
      cell: (entry) => (
        <Stack gap={0}>
          <Text size="sm">{entry.actor.name || 'Someone'}</Text>
          {actorTypeLabels[entry.actor.type] && entry.actor.name !== 'System' ? (
            <Text size="xs" c="dimmed">
              {actorTypeLabels[entry.actor.type]}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'record',
      header: 'What',
      phone: 'title',
      cell: (entry) => {
        const path = recordPagePath(entry);
        const name = entry.record.name || kindLabel(entry.record.kind);
        return (
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {kindLabel(entry.record.kind)}
            </Text>
            {path ? (
              <Anchor
                component={Link}
                to={path}
                size="sm"
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Anchor>
            ) : (
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'action',
      header: 'Action',
      cell: (entry) => (
        <Badge
          variant="light"
          tt="none"
          miw="max-content"
          color={actionColours[entry.action] ?? 'gray'}
        >
          {activityWord(activityActionLabels, entry.action)}
        </Badge>
      ),
    },
    {
      id: 'changes',
      header: 'Changes',
      cell: (entry) =>
        entry.changes.length > 0 ? (
          <ChangeList changes={entry.changes} action={entry.action} size="xs" />
        ) : (
          <Text size="xs" c="dimmed">
            —
          </Text>
        ),
    },
  ];

  return (
    <ListPage
      noun={{ one: 'entry', many: 'entries' }}
      title="Activity"
      description={`Who changed what in the event, newest first. Times are ${timeZone} time.`}
      actions={exporting.menu}
      search={{ label: 'Search activity', placeholder: 'Record or person name' }}
      filters={filters}
      intro={
        <>
          {recordFilter ? (
            <Alert variant="light" icon={<IconFilter size={18} aria-hidden />} p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">
                  Showing the changes of one record{recordName ? `: ${recordName}` : ''}.
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => state.setFilter('recordId', null)}
                >
                  Show every record
                </Button>
              </Group>
            </Alert>
          ) : null}
          {exporting.progress}
        </>
      }
      state={state}
      query={query}
      empty={{
        icon: <IconHistory size={30} />,
        title: 'No activity yet',
        children:
          'Every change to the event’s teams, users, forms, tasks, content, suppliers and settings shows here, with who made it and what it was before.',
      }}
      columns={columns}
      rowName={(entry) => `${entry.record.name} ${entry.action}`}
      tableId="activity"
      tableLabel="Activity"
    />
  );
}
