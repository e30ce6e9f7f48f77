import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  type EventCopy,
  type EventCopySummary,
  eventCopyStepLabels,
  type MovedDate,
} from '@showdesk/domain/platform/event-copy';
import {
  IconAlertCircle,
  IconArrowRight,
  IconCalendarOff,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { FormSkeleton } from '../../../../components/form-skeleton.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useRecordCrumb } from '../../../../lib/breadcrumb-labels.ts';
import { formatDateTimeIn } from '../../../../lib/format.ts';
import { platformPaths } from '../../paths.ts';
import { useEventCopy } from './copy-api.ts';

/** /admin/platform/copies/:copyId: a copy's progress, then what it copied and every date moved. */
export function CopyProgressPage() {
  const { copyId = '' } = useParams();
  const query = useEventCopy(copyId);
  const copy = query.data;
  useRecordCrumb(copyId, query, (c) => `Into ${c.name}`);
  return (
    <>
      <PageHeader
        title={copy?.status === 'finished' ? 'Copy finished' : 'Copying the event'}
        description="The source event is only read: it stays exactly as it was."
        actions={
          copy?.status === 'finished' ? (
            <Button
              component={Link}
              to={platformPaths.record(copy.targetEventId)}
              variant="default"
            >
              Open the new event’s details
            </Button>
          ) : undefined
        }
      />
      {query.error ? (
        <ErrorAlert error={query.error} title="This copy could not be loaded" />
      ) : !copy ? (
        <FormSkeleton />
      ) : copy.status === 'failed' ? (
        <Alert
          color="red"
          role="alert"
          title="The copy failed"
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          {copy.error ?? 'Something went wrong.'} The new event keeps what was copied before the
          failure; you may delete it and copy again.
        </Alert>
      ) : copy.status === 'finished' && copy.summary ? (
        <CopySummary summary={copy.summary} zones={copy} />
      ) : (
        <CopyProgress copy={copy} />
      )}
    </>
  );
}

function CopyProgress({ copy }: { copy: EventCopy }) {
  const percent = copy.total === 0 ? 0 : Math.round((copy.done / copy.total) * 100);
  const label =
    copy.status === 'queued'
      ? 'Waiting to start'
      : ((copy.step && eventCopyStepLabels[copy.step]) ?? 'Copying');
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text id="copy-step" fw={500} aria-live="polite">
          {label}…
        </Text>
        <Progress value={percent} animated aria-label={`Copy progress: ${label}`} />
        <Text size="sm" c="dimmed">
          Step {Math.min(copy.done + 1, copy.total)} of {copy.total}
        </Text>
      </Stack>
    </Card>
  );
}

const kindLabel = (kind: string) => kind.replaceAll('_', ' ');

/** The zones the summary's times read on: the source's before, the new event's after. */
type Zones = Pick<EventCopy, 'sourceTimeZone' | 'timeZone'>;

function CopySummary({ summary, zones }: { summary: EventCopySummary; zones: Zones }) {
  const counts = Object.entries(summary.counts).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Stack gap="lg">
      <Text>
        Every date moved by {summary.days} {Math.abs(summary.days) === 1 ? 'day' : 'days'}.
        {summary.invited > 0
          ? ` ${summary.invited} team ${summary.invited === 1 ? 'owner was' : 'owners were'} invited again.`
          : ''}
      </Text>
      <section aria-labelledby="copied-heading">
        <Title order={2} size="h4" id="copied-heading" mb="xs">
          What was copied
        </Title>
        {counts.length === 0 ? (
          <Text c="dimmed">Nothing but the new event itself was copied.</Text>
        ) : (
          <Table withTableBorder striped aria-labelledby="copied-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col" ta="right">
                  Copied
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {counts.map(([kind, n]) => (
                <Table.Tr key={kind}>
                  <Table.Td>{kindLabel(kind)}</Table.Td>
                  <Table.Td ta="right">{n}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>
      <section aria-labelledby="dates-heading">
        <Title order={2} size="h4" id="dates-heading" mb="xs">
          Dates moved
        </Title>
        <MovedDates dates={summary.dates} zones={zones} />
      </section>
    </Stack>
  );
}

type Sort = 'asc' | 'desc' | null;

/** A day as it is (YYYY-MM-DD); a moment on its event's clock, naming the zone. */
const shown = (value: string, timeZone: string) =>
  value.includes('T') ? `${formatDateTimeIn(value, timeZone)} (${timeZone})` : value;

function MovedDates({ dates, zones }: { dates: MovedDate[]; zones: Zones }) {
  const [sort, setSort] = useState<Sort>(null);
  if (dates.length === 0) {
    return (
      <EmptyState icon={<IconCalendarOff size={34} />} title="No dates to move">
        Nothing copied had a date.
      </EmptyState>
    );
  }
  const keyed = dates.map((date, position) => ({ ...date, position }));
  const sorted =
    sort === null
      ? keyed
      : [...keyed].sort(
          (a, b) =>
            (sort === 'asc' ? 1 : -1) * a.kind.localeCompare(b.kind) ||
            a.record.localeCompare(b.record),
        );
  const next: Record<string, Sort> = { null: 'asc', asc: 'desc', desc: null };
  const SortIcon =
    sort === 'asc' ? IconSortAscending : sort === 'desc' ? IconSortDescending : IconSelector;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder striped aria-labelledby="dates-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th
              scope="col"
              aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'}
            >
              <UnstyledButton onClick={() => setSort(next[String(sort)] ?? null)}>
                <Group gap={4} wrap="nowrap">
                  <span>Kind</span>
                  <SortIcon size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Table.Th>
            <Table.Th scope="col">Record</Table.Th>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Moved to</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((date) => (
            <Table.Tr key={date.position}>
              <Table.Td>{date.kind}</Table.Td>
              <Table.Td>{date.record}</Table.Td>
              <Table.Td>{date.field}</Table.Td>
              <Table.Td>{shown(date.before, zones.sourceTimeZone)}</Table.Td>
              <Table.Td>
                <IconArrowRight size={14} aria-label="moved to" />
              </Table.Td>
              <Table.Td>{shown(date.after, zones.timeZone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
