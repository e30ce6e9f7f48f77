import {
  Alert,
  Button,
  Center,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Invitation } from '@showdesk/domain/people/invitations';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { StatusScreen } from '../../../../components/status-screen.tsx';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { logOut } from '../../../../lib/log-out.ts';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { usePublicEvent } from '../../../../lib/session.ts';
import { useAcceptInvitation, useDeclineInvitation, useInvitation } from '../api/invitation-api.ts';

/** "Ada Admin invited you to Harbour Expo as owner of Anchor Co." */
export function invitationSentence(invitation: Invitation): string {
  const who = invitation.invitedBy
    ? `${invitation.invitedBy.firstName} ${invitation.invitedBy.surname}`.trim()
    : '';
  const opening = who
    ? `${who} invited you to ${invitation.eventName}`
    : `You have been invited to ${invitation.eventName}`;
  const { team, teamRole } = invitation;
  if (!team) return `${opening}.`;
  const kind = team.isStandShare ? 'the stand share ' : '';
  return teamRole === 'owner'
    ? `${opening} as owner of ${kind}${team.name}.`
    : `${opening} as a member of ${kind}${team.name}.`;
}

/**
 * What a logged-in account sees on the host of an event it is invited to but has not joined
 * yet, instead of the app: who invited it to which team, with Accept and Decline (Decline asks
 * first). Accepting opens the app (onboarding as usual); declining leaves the event.
 */
export function InvitationScreen() {
  const publicEvent = usePublicEvent();
  const event = publicEvent.data?.event;
  const invitation = useInvitation(event?.id);
  const accept = useAcceptInvitation(event?.id ?? '');
  const decline = useDeclineInvitation(event?.id ?? '');
  const [isConfirming, setIsConfirming] = useState(false);
  useDocumentTitle('Your invitation', event?.name);

  if (decline.isSuccess) {
    return (
      <StatusScreen
        icon={<IconMailOpened size={34} />}
        title="Invitation Declined"
        actions={<Button onClick={() => logOut()}>Log out</Button>}
      >
        {`You declined the invitation to ${event?.name ?? 'this event'}. To join it later, ask an organiser to invite you again.`}
      </StatusScreen>
    );
  }

  const loadError = publicEvent.error ?? invitation.error;
  const logo = publicEvent.data?.branding.logo;

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        {loadError ? (
          <Stack gap="md">
            <Title order={1} fz={24}>
              Your Invitation
            </Title>
            <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
              {errorMessage(loadError)}
            </Alert>
            <Group>
              <Button
                onClick={() => {
                  void publicEvent.refetch();
                  void invitation.refetch();
                }}
              >
                Try again
              </Button>
              <Button variant="default" onClick={() => logOut()}>
                Log out
              </Button>
            </Group>
          </Stack>
        ) : !invitation.data ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label="Loading your invitation">
            <Skeleton h={28} w="60%" />
            <Skeleton h={16} />
            <Skeleton h={16} w="80%" />
            <Group>
              <Skeleton h={36} w={140} />
              <Skeleton h={36} w={100} />
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              {logo ? (
                <Image src={logo} alt={`${event?.name ?? ''} logo`} h={40} w="auto" fit="contain" />
              ) : (
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                  <IconMailOpened size={24} />
                </ThemeIcon>
              )}
              <Title order={1} fz={24}>
                You're Invited
              </Title>
            </Group>
            <Text>{invitationSentence(invitation.data)}</Text>
            <Text size="sm" c="dimmed">
              Accept to join the event with the account you are logged in with. Until then the
              event's pages and emails are not yours.
            </Text>
            {accept.error || decline.error ? (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {errorMessage(accept.error ?? decline.error)}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button onClick={() => accept.mutate()} loading={accept.isPending}>
                Accept invitation
              </Button>
              <Button
                variant="default"
                onClick={() => setIsConfirming(true)}
                disabled={accept.isPending}
              >
                Decline
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              Not you?{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => logOut()}>
                Log out
              </Button>
            </Text>
          </Stack>
        )}
      </Paper>
      <ConfirmDialog
        opened={isConfirming}
        title="Decline this invitation?"
        confirmLabel="Decline invitation"
        isPending={decline.isPending}
        onConfirm={() => decline.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
        onCancel={() => setIsConfirming(false)}
      >
        {`You won't join ${invitation.data?.eventName ?? 'the event'} or its team. To join later, an organiser has to invite you again.`}
      </ConfirmDialog>
    </Center>
  );
}
