import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const actorTypeLabels: Record<string, MessageDescriptor> = {
  token: msg`API token`,
  system: msg`System`,
};

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
  const { t, i18n } = useLingui();
  const { state, query } = usePagedList({
    sorts: activitySorts,
    defaultSort: { key: 'at', desc: true },
    usePage: useActivityPage,
  });
  const actors = useActivityActors();
  const exporting = useExportMenu({
    path: (format) => activityExportPath(event.id, format, state.apiParams),
    noun: t`entries`,
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
      label: t`Person`,
      placeholder: t`Anyone`,
      searchable: true,
      options: (actors.data?.items ?? []).map((actor) => {
        const name = actor.name;
        return { value: actor.id, label: actor.type === 'token' ? t`${name} (API token)` : name };
      }),
    },
    {
      name: 'area',
      label: t`Area`,
      placeholder: t`Any area`,
      options: activityAreas.map((area) => ({
        value: area,
        label: terms(activityAreaLabels[area]),
      })),
    },
    {
      name: 'kind',
      label: t`Record type`,
      placeholder: t`Any record`,
      searchable: true,
      options: Object.keys(activityRecordKindLabels)
        .map((kind) => ({ value: kind, label: kindLabel(kind) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
    },
    {
      name: 'action',
      label: t`Action`,
      placeholder: t`Any action`,
      options: activityActionLabels,
    },
    { name: 'from', label: t`From`, placeholder: t`Any day`, day: true },
    { name: 'to', label: t`To`, placeholder: t`Any day`, day: true },
  ];

  const columns: TableColumn<ActivityEntry>[] = [
    {
      id: 'at',
      header: t`When`,
      sortKey: 'at',
      cell: (entry) => (
        <Text size="sm" component="time" dateTime={entry.at} style={{ whiteSpace: 'nowrap' }}>
          {formatDateTimeIn(entry.at, timeZone)}
        </Text>
      ),
    },
    {
      id: 'actor',
      header: t`Who`,
      cell: (entry) => {
        const actorType = actorTypeLabels[entry.actor.type];
        return (
          <Stack gap={0}>
            <Text size="sm">{entry.actor.name || t`Someone`}</Text>
            {actorType && entry.actor.name !== 'System' ? (
              <Text size="xs" c="dimmed">
                {i18n._(actorType)}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      id: 'record',
      header: t`What`,
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
      header: t`Action`,
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
      header: t`Changes`,
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
      noun={{ one: t`entry`, many: t`entries` }}
      title={t`Activity`}
      description={t`Who changed what in the event, newest first. Times are ${timeZone} time.`}
      actions={exporting.menu}
      search={{ label: t`Search activity`, placeholder: t`Record or person name` }}
      filters={filters}
      intro={
        <>
          {recordFilter ? (
            <Alert variant="light" icon={<IconFilter size={18} aria-hidden />} p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm">
                  {recordName ? (
                    <Trans>Showing the changes of one record: {recordName}.</Trans>
                  ) : (
                    <Trans>Showing the changes of one record.</Trans>
                  )}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => state.setFilter('recordId', null)}
                >
                  <Trans>Show every record</Trans>
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
        title: t`No activity yet`,
        children: t`Every change to the event’s teams, users, forms, tasks, content, suppliers and settings shows here, with who made it and what it was before.`,
      }}
      columns={columns}
      rowName={(entry) => `${entry.record.name} ${entry.action}`}
      tableId="activity"
      tableLabel={t`Activity`}
    />
  );
}
