import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { InvitedBadge } from '../../../../components/invited-badge.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session.ts';
import { useMyEvents } from '../api/my-events-api.ts';
import { AllEventsTable } from './all-events-table.tsx';
import { CreateEventDialog } from './create-event-dialog.tsx';

/**
 * /my-events: every event the user belongs to, each opening at its own address, and the events
 * they are invited to, whose invitation they answer there.
 */
export function MyEventsPage() {
  const { event: current, member } = useSession();
  const events = useMyEvents();
  const { t } = useLingui();
  const isEventflowAdmin = member.permissions === 'eventflowAdmin';
  const [isCreating, setIsCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t`My Events`}
        description={t`The events you belong to, and those you are invited to.`}
        actions={
          isEventflowAdmin ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setIsCreating(true)}
            >
              <Trans>Create event</Trans>
            </Button>
          ) : null
        }
      />
      {events.isPending ? (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          role="status"
          aria-busy="true"
          aria-label={t`Loading`}
        >
          <Skeleton h={120} />
          <Skeleton h={120} />
        </SimpleGrid>
      ) : events.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(events.error)}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {[...events.data.events]
            .sort((a, b) => a.eventName.localeCompare(b.eventName))
            .map((event) => {
              const eventName = event.eventName;
              const dates = `${formatDate(event.startDate)} – ${formatDate(event.endDate)}`;
              return (
                <Card key={event.id} withBorder radius="md" padding="lg">
                  <Stack gap="xs">
                    <Text fw={700} fz="lg">
                      {event.eventName}
                    </Text>
                    {event.id === current.id ? (
                      <Badge variant="light" w="fit-content">
                        <Trans>You're here</Trans>
                      </Badge>
                    ) : null}
                    {event.isInvited ? <InvitedBadge w="fit-content" /> : null}
                    <Text size="sm" c="dimmed">
                      {event.startDate ? dates : t`Dates to be announced`}
                    </Text>
                    <Group>
                      <Button
                        component="a"
                        href={event.appUrl}
                        variant="light"
                        rightSection={<IconExternalLink size={16} aria-hidden />}
                        aria-label={
                          event.isInvited
                            ? t`See the invitation to ${eventName}`
                            : t`Open event ${eventName}`
                        }
                      >
                        {event.isInvited ? t`See invitation` : t`Open event`}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              );
            })}
        </SimpleGrid>
      )}
      {isEventflowAdmin ? (
        <Stack component="section" aria-labelledby="all-events-heading" mt="xl" gap="sm">
          <Title order={2} fz="lg" id="all-events-heading">
            <Trans>All events</Trans>
          </Title>
          <AllEventsTable />
          <CreateEventDialog opened={isCreating} onClose={() => setIsCreating(false)} />
        </Stack>
      ) : null}
    </>
  );
}
