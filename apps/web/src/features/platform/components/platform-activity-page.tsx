import { Stack, Text } from '@mantine/core';
import { activityValueText, type ValueFormats } from '@showdesk/domain/activity/change-text';
import { activityWord } from '@showdesk/domain/activity/record-kinds';
import {
  type PlatformActivityEntry,
  platformActivityActionLabels,
  platformActivityKindLabels,
  platformActivitySorts,
} from '@showdesk/domain/platform/platform-activity';
import { IconArrowLeft, IconHistory } from '@tabler/icons-react';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { HeaderLink, PagedListPage, RecordLink } from '../../../components/list-page.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { usePlatformActivityOptions, usePlatformActivityPage } from '../api/activity-api.ts';
import { platformPaths } from '../paths.ts';

const valueFormats: ValueFormats = { day: (day) => formatDay(day), moment: formatDateTime };
const actionText = (action: string) => activityWord(platformActivityActionLabels, action);
const kindText = (kind: string) => activityWord(platformActivityKindLabels, kind);
const actorKinds = { person: '', token: 'API token', system: 'System' } as const;

/** What an entry says happened, e.g. "Changed event Spring Fair". */
const entryName = (entry: PlatformActivityEntry) =>
  `${actionText(entry.action)} ${kindText(entry.record.kind).toLowerCase()} ${entry.record.name || entry.record.id}`;

/** The fields an entry changed, one a line: "Name: Spring Fair → Spring Fair 2028". */
function Changes({ entry }: { entry: PlatformActivityEntry }) {
  if (entry.changes.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {entry.changes.map((change) => (
        <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={500} size="sm">
            {change.label}:
          </Text>{' '}
          {entry.action === 'created' || change.before === null
            ? activityValueText(change.after, valueFormats)
            : `${activityValueText(change.before, valueFormats)} → ${activityValueText(change.after, valueFormats)}`}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * /admin/platform/activity (eventflowAdmin): what was done to the installation, newest first:
 * events created, changed, copied and deleted, platform admins granted and removed, the first-run
 * setup, restores and erasures, with who did it and what changed. Filtered by action, kind,
 * person and days; searched by name.
 */
export function PlatformActivityPage() {
  const options = usePlatformActivityOptions();
  const choices = (words: string[] | undefined, labels: (word: string) => string) =>
    (words ?? []).map((word) => ({ value: word, label: labels(word) }));

  const columns: TableColumn<PlatformActivityEntry>[] = [
    {
      id: 'at',
      header: 'When',
      sortKey: 'at',
      phone: 'title',
      cell: (entry) => <Text size="sm">{formatDateTime(entry.at)}</Text>,
    },
    {
      id: 'actor',
      header: 'Who',
      cell: (entry) => (
        <Stack gap={0}>
          <Text size="sm">{entry.actor.name || actorKinds[entry.actor.type] || '—'}</Text>
          {entry.actor.type !== 'person' && entry.actor.name ? (
            <Text size="xs" c="dimmed">
              {actorKinds[entry.actor.type]}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'action',
      header: 'What',
      cell: (entry) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {actionText(entry.action)}
          </Text>
          <Text size="xs" c="dimmed">
            {kindText(entry.record.kind)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'record',
      header: 'Record',
      cell: (entry) =>
        entry.record.kind === 'event' && entry.event?.name ? (
          <RecordLink to={platformPaths.record(entry.event.id)}>
            {entry.record.name || entry.event.name}
          </RecordLink>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.record.name || entry.record.id}
          </Text>
        ),
    },
    {
      id: 'event',
      header: 'Event',
      defaultHidden: true,
      cell: (entry) =>
        entry.event ? (
          entry.event.name ? (
            <RecordLink to={platformPaths.record(entry.event.id)}>{entry.event.name}</RecordLink>
          ) : (
            <Text size="sm" c="dimmed">
              Deleted event
            </Text>
          )
        ) : (
          '—'
        ),
    },
    { id: 'changes', header: 'Changes', cell: (entry) => <Changes entry={entry} /> },
  ];

  return (
    <PagedListPage
      noun={{ one: 'entry', many: 'entries' }}
      title="Activity"
      description="What was done to the installation: events created, changed, copied and deleted, platform admins granted and removed, the first-run setup, restores and erasures. Times are in your own time zone; the days of the filters are UTC days."
      actions={
        <HeaderLink to={platformPaths.list} back icon={IconArrowLeft}>
          Back to events
        </HeaderLink>
      }
      search={{ label: 'Search the activity', placeholder: 'Person, record or event' }}
      filters={[
        {
          name: 'action',
          label: 'Action',
          placeholder: 'Any action',
          options: choices(options.data?.actions, actionText),
        },
        {
          name: 'kind',
          label: 'Kind',
          placeholder: 'Any kind',
          options: choices(options.data?.kinds, kindText),
        },
        {
          name: 'actor',
          label: 'Person',
          placeholder: 'Anyone',
          options: (options.data?.actors ?? []).map((actor) => ({
            value: actor.id,
            label:
              actor.type === 'token'
                ? `${actor.name} (API token)`
                : actor.name || actorKinds[actor.type] || actor.id,
          })),
        },
        { name: 'from', label: 'From', placeholder: 'Any day', day: true },
        { name: 'to', label: 'To', placeholder: 'Any day', day: true },
      ]}
      source={{
        sorts: platformActivitySorts,
        defaultSort: { key: 'at', desc: true },
        usePage: usePlatformActivityPage,
      }}
      empty={{
        icon: <IconHistory size={34} />,
        title: 'No activity yet',
        children:
          'Events made, changed and copied, platform admins granted, setups and restores appear here as they happen.',
      }}
      columns={columns}
      rowName={entryName}
      tableId="platform-activity"
      tableLabel="Platform activity"
    />
  );
}
