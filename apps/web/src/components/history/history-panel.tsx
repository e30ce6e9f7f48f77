import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ActivityEntry } from '@showdesk/domain/activity/activity';
import {
  activityActionLabels,
  activityRecordKindLabels,
  activityWord,
} from '@showdesk/domain/activity/record-kinds';
import type { Page } from '@showdesk/domain/common/list-query';
import { hasPermission } from '@showdesk/domain/people/permissions';
import { IconChevronDown, IconHistory } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { api, eventPath, isApiError } from '../../lib/api-client.ts';
import { formatDateTimeIn } from '../../lib/format.ts';
import { useEventTimeZone, useSession } from '../../lib/session.ts';
import { useTerms } from '../../lib/terms.ts';
import { ErrorAlert } from '../error-alert.tsx';
import { Skeletons } from '../skeletons.tsx';
import { ChangeList } from './change-list.tsx';
import './history.css';

const pageSize = 10;

export interface HistoryPanelProps {
  /**
   * The record the panel is about (organisers): its history is
   * `/activity/records/<kind>/<id>`, its own entries need no name (its parts' do), and admins
   * get a link to its entries on the Activity page.
   */
  record?: { kind: string; id: string };
  /**
   * The history's API path under the event, where it is not a record's: a team's members read
   * `/my-team/history` and `/my-team/submissions/<id>/history`.
   */
  path?: string;
  /**
   * Changes when the record is saved (its updatedAt): the history is asked for again, so a
   * save shows in it at once.
   */
  version?: string | number | null;
  title?: string;
}

/** How an entry's action reads after its actor's name: "changed", "archived", "test sent". */
const actionPhrase = (action: string, locale: string) =>
  activityWord(activityActionLabels, action).toLocaleLowerCase(locale);

/**
 * A record's history, newest first: who did what and when (on the event's clock), each
 * field's value before → after, ten at a time with "Load more". One component for every
 * record page (task, team, user, form, submission, content page, supplier, settings) and a
 * team's own pages (My Team, their submission). Closed until asked for ("Show history"): a
 * record page costs no history read until someone wants it, and its screen reads as before.
 */
export function HistoryPanel({ record, path: givenPath, version, title }: HistoryPanelProps) {
  const { event, member } = useSession();
  const headingId = useId();
  const bodyId = useId();
  const [isOpen, setOpen] = useState(false);
  const { t, i18n } = useLingui();
  const path =
    givenPath ??
    (record
      ? `/activity/records/${encodeURIComponent(record.kind)}/${encodeURIComponent(record.id)}`
      : '');
  const activityLink =
    record && hasPermission(member.permissions, 'admin')
      ? `/admin/activity?filter=${encodeURIComponent(`recordId:${record.id}`)}`
      : null;
  const query = useInfiniteQuery({
    queryKey: ['events', event.id, 'history', path, version ?? null],
    enabled: isOpen && path !== '',
    // Asked again whenever the panel is shown: a change made on another page shows at once.
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      api.get<Page<ActivityEntry>>(
        eventPath(event.id, `${path}?page=${pageParam}&pageSize=${pageSize}`),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
  // A record the trail knows nothing of yet answers 404: nothing to show.
  const isUnknown = query.isError && isApiError(query.error, 404);
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const shownTotal = total.toLocaleString(i18n.locale);

  const body = query.isPending ? (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading history`}>
      <Skeletons count={3} h={44} />
    </Stack>
  ) : query.isError && !isUnknown ? (
    <ErrorAlert error={query.error} title={t`The history could not be loaded`} />
  ) : entries.length === 0 ? (
    <Group gap="xs" c="dimmed">
      <IconHistory size={18} aria-hidden />
      <Text size="sm" c="dimmed">
        <Trans>No changes recorded yet.</Trans>
      </Text>
    </Group>
  ) : (
    <>
      <Text size="sm" c="dimmed">
        {total === 1 ? (
          <Trans>1 change, newest first</Trans>
        ) : (
          <Trans>{shownTotal} changes, newest first</Trans>
        )}
      </Text>
      <Stack component="ol" gap={0} className="history-entries">
        {entries.map((entry) => (
          <HistoryEntry key={entry.id} entry={entry} record={record} />
        ))}
      </Stack>
      {query.hasNextPage ? (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Load more</Trans>
        </Button>
      ) : null}
      {query.isFetchNextPageError ? <ErrorAlert error={query.error} /> : null}
    </>
  );

  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {title ?? t`History`}
          </Title>
          <Group gap="sm" wrap="wrap">
            {activityLink ? (
              <Anchor component={Link} to={activityLink} size="sm">
                <Trans>See all in Activity</Trans>
              </Anchor>
            ) : null}
            <Button
              variant="default"
              size="xs"
              aria-expanded={isOpen}
              aria-controls={bodyId}
              rightSection={
                <IconChevronDown
                  size={14}
                  aria-hidden
                  style={{ transform: isOpen ? 'rotate(180deg)' : undefined }}
                />
              }
              onClick={() => setOpen((open) => !open)}
            >
              {isOpen ? t`Hide history` : t`Show history`}
            </Button>
          </Group>
        </Group>
        <Stack gap="sm" id={bodyId} display={isOpen ? undefined : 'none'}>
          {isOpen ? body : null}
        </Stack>
      </Stack>
    </Card>
  );
}

/** One entry: who, what they did (to which part, when not the record itself), when, changes. */
function HistoryEntry({
  entry,
  record,
}: {
  entry: ActivityEntry;
  record?: { kind: string; id: string };
}) {
  const timeZone = useEventTimeZone();
  const terms = useTerms();
  const { i18n } = useLingui();
  const isOwn = record && entry.record.kind === record.kind && entry.record.id === record.id;
  const part = isOwn
    ? null
    : `${terms(activityWord(activityRecordKindLabels, entry.record.kind))}${
        entry.record.name ? ` “${entry.record.name}”` : ''
      }`;
  return (
    <Stack component="li" gap={4} py="sm" className="history-entry">
      <Group gap={6} wrap="wrap" align="baseline">
        <Text size="sm" fw={600}>
          {entry.actor.name || <Trans>Someone</Trans>}
        </Text>
        <Text size="sm">
          {actionPhrase(entry.action, i18n.locale)}
          {part ? ` ${part}` : ''}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
          {formatDateTimeIn(entry.at, timeZone)}
        </Text>
      </Group>
      <ChangeList changes={entry.changes} action={entry.action} />
    </Stack>
  );
}
