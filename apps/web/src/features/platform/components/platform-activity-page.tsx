import { t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
/** What an entry's actor is when not a person, in the language the app speaks now. */
const actorKindsOf = () => ({ person: '', token: tNow`API token`, system: tNow`System` });

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
  const { t } = useLingui();
  const actorKinds = actorKindsOf();
  const options = usePlatformActivityOptions();
  const choices = (words: string[] | undefined, labels: (word: string) => string) =>
    (words ?? []).map((word) => ({ value: word, label: labels(word) }));

  const columns: TableColumn<PlatformActivityEntry>[] = [
    {
      id: 'at',
      header: t`When`,
      sortKey: 'at',
      phone: 'title',
      cell: (entry) => <Text size="sm">{formatDateTime(entry.at)}</Text>,
    },
    {
      id: 'actor',
      header: t`Who`,
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
      header: t`What`,
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
      header: t`Record`,
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
      header: t`Event`,
      defaultHidden: true,
      cell: (entry) =>
        entry.event ? (
          entry.event.name ? (
            <RecordLink to={platformPaths.record(entry.event.id)}>{entry.event.name}</RecordLink>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>Deleted event</Trans>
            </Text>
          )
        ) : (
          '—'
        ),
    },
    { id: 'changes', header: t`Changes`, cell: (entry) => <Changes entry={entry} /> },
  ];

  return (
    <PagedListPage
      noun={{ one: t`entry`, many: t`entries` }}
      title={t`Activity`}
      description={t`What was done to the installation: events created, changed, copied and deleted, platform admins granted and removed, the first-run setup, restores and erasures. Times are in your own time zone; the days of the filters are UTC days.`}
      actions={
        <HeaderLink to={platformPaths.list} back icon={IconArrowLeft}>
          <Trans>Back to events</Trans>
        </HeaderLink>
      }
      search={{ label: t`Search the activity`, placeholder: t`Person, record or event` }}
      filters={[
        {
          name: 'action',
          label: t`Action`,
          placeholder: t`Any action`,
          options: choices(options.data?.actions, actionText),
        },
        {
          name: 'kind',
          label: t`Kind`,
          placeholder: t`Any kind`,
          options: choices(options.data?.kinds, kindText),
        },
        {
          name: 'actor',
          label: t`Person`,
          placeholder: t`Anyone`,
          options: (options.data?.actors ?? []).map((actor) => {
            const name = actor.name;
            return {
              value: actor.id,
              label:
                actor.type === 'token'
                  ? t`${name} (API token)`
                  : actor.name || actorKinds[actor.type] || actor.id,
            };
          }),
        },
        { name: 'from', label: t`From`, placeholder: t`Any day`, day: true },
        { name: 'to', label: t`To`, placeholder: t`Any day`, day: true },
      ]}
      source={{
        sorts: platformActivitySorts,
        defaultSort: { key: 'at', desc: true },
        usePage: usePlatformActivityPage,
      }}
      empty={{
        icon: <IconHistory size={34} />,
        title: t`No activity yet`,
        children: t`Events made, changed and copied, platform admins granted, setups and restores appear here as they happen.`,
      }}
      columns={columns}
      rowName={entryName}
      tableId="platform-activity"
      tableLabel={t`Platform activity`}
    />
  );
}
