import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Skeleton, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useAllEvents } from '../api/my-events-api.ts';

/** Every event of the installation, for an eventflowAdmin, newest first. */
export function AllEventsTable() {
  const { t } = useLingui();
  const events = useAllEvents(true);
  if (events.isPending) return <Skeleton h={120} role="status" aria-label={t`Loading`} />;
  if (events.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(events.error)}
      </Alert>
    );
  }
  const rows = [...events.data.events].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Event</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Dates</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Host names</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Text fw={600}>{event.name}</Text>
                <Text size="xs" c="dimmed">
                  {event.slug}
                </Text>
              </Table.Td>
              <Table.Td>
                {formatDate(event.startDate)} – {formatDate(event.endDate)}
              </Table.Td>
              <Table.Td>
                {event.hostnames.map((host) => (
                  <Anchor
                    key={host}
                    href={`//${host}${window.location.port ? `:${window.location.port}` : ''}`}
                    size="sm"
                    display="block"
                  >
                    {host}
                  </Anchor>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
