import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const eventName = invitation.eventName;
  const { team, teamRole } = invitation;
  if (!team) {
    return who ? t`${who} invited you to ${eventName}.` : t`You have been invited to ${eventName}.`;
  }
  const teamName = team.name;
  const teamLabel = team.isStandShare ? t`the stand share ${teamName}` : teamName;
  if (teamRole === 'owner') {
    return who
      ? t`${who} invited you to ${eventName} as owner of ${teamLabel}.`
      : t`You have been invited to ${eventName} as owner of ${teamLabel}.`;
  }
  return who
    ? t`${who} invited you to ${eventName} as a member of ${teamLabel}.`
    : t`You have been invited to ${eventName} as a member of ${teamLabel}.`;
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
  const { t } = useLingui();
  useDocumentTitle(t`Your invitation`, event?.name);
  const eventName = event?.name;
  const invitedTo = invitation.data?.eventName;

  if (decline.isSuccess) {
    return (
      <StatusScreen
        icon={<IconMailOpened size={34} />}
        title={t`Invitation Declined`}
        actions={
          <Button onClick={() => logOut()}>
            <Trans>Log out</Trans>
          </Button>
        }
      >
        {eventName
          ? t`You declined the invitation to ${eventName}. To join it later, ask an organiser to invite you again.`
          : t`You declined the invitation to this event. To join it later, ask an organiser to invite you again.`}
      </StatusScreen>
    );
  }

  const loadError = publicEvent.error ?? invitation.error;
  const logo = publicEvent.data?.branding.logo;
  const logoName = event?.name ?? '';

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        {loadError ? (
          <Stack gap="md">
            <Title order={1} fz={24}>
              <Trans>Your Invitation</Trans>
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
                <Trans>Try again</Trans>
              </Button>
              <Button variant="default" onClick={() => logOut()}>
                <Trans>Log out</Trans>
              </Button>
            </Group>
          </Stack>
        ) : !invitation.data ? (
          <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading your invitation`}>
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
                <Image src={logo} alt={t`${logoName} logo`} h={40} w="auto" fit="contain" />
              ) : (
                <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                  <IconMailOpened size={24} />
                </ThemeIcon>
              )}
              <Title order={1} fz={24}>
                <Trans>You're Invited</Trans>
              </Title>
            </Group>
            <Text>{invitationSentence(invitation.data)}</Text>
            <Text size="sm" c="dimmed">
              <Trans>
                Accept to join the event with the account you are logged in with. Until then the
                event's pages and emails are not yours.
              </Trans>
            </Text>
            {accept.error || decline.error ? (
              <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {errorMessage(accept.error ?? decline.error)}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button onClick={() => accept.mutate()} loading={accept.isPending}>
                <Trans>Accept invitation</Trans>
              </Button>
              <Button
                variant="default"
                onClick={() => setIsConfirming(true)}
                disabled={accept.isPending}
              >
                <Trans>Decline</Trans>
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>
                Not you?{' '}
                <Button variant="subtle" size="compact-sm" onClick={() => logOut()}>
                  Log out
                </Button>
              </Trans>
            </Text>
          </Stack>
        )}
      </Paper>
      <ConfirmDialog
        opened={isConfirming}
        title={t`Decline this invitation?`}
        confirmLabel={t`Decline invitation`}
        isPending={decline.isPending}
        onConfirm={() => decline.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
        onCancel={() => setIsConfirming(false)}
      >
        {invitedTo
          ? t`You won't join ${invitedTo} or its team. To join later, an organiser has to invite you again.`
          : t`You won't join the event or its team. To join later, an organiser has to invite you again.`}
      </ConfirmDialog>
    </Center>
  );
}
