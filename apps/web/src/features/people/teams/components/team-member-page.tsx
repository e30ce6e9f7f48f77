import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Stack, Title } from '@mantine/core';
import { isAdmin, type Permission } from '@showdesk/domain/people/permissions';
import { type TeamMemberDetail, teamMessages } from '@showdesk/domain/people/teams';
import { IconCrown, IconUser, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { Fact } from '../../../../components/fact.tsx';
import { HistoryPanel } from '../../../../components/history/history-panel.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { FormPageSkeleton, recordState } from '../../../../components/record-state.tsx';
import { currentLocale, said } from '../../../../i18n/i18n.ts';
import { useBreadcrumbLabel } from '../../../../lib/breadcrumb-labels.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useSession } from '../../../../lib/session.ts';
import { MemberEmailsCard } from '../../../messaging/emails/components/member-emails-card.tsx';
import { useRemoveTeamMember, useTeam, useTeamMember, useUpdateTeam } from '../api/teams-api.ts';
import { fullName, teamPaths } from './team-paths.ts';

/** The permission levels' names, in the language spoken now. */
const levelLabels = (): Record<Permission, string> => ({
  user: t`User`,
  moderator: t`Moderator`,
  admin: t({ message: 'Admin', context: 'role' }),
  eventflowAdmin: t`Eventflow admin`,
});

const loginFormat = () =>
  new Intl.DateTimeFormat(currentLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function lastLogin(member: TeamMemberDetail): string {
  if (member.isInvited) return t`Not yet: invited from another event, has not accepted`;
  if (!member.hasLoggedIn) return t`Not yet`;
  if (!member.lastLoginInTime) return t`Yes`;
  const when = loginFormat().format(new Date(member.lastLoginInTime));
  return t`Yes, last on ${when}`;
}

/**
 * /admin/teams/:teamId/:userId: one member of a team — who they are, their permission level
 * and logins; make them the owner, or take them out of the team (never the owner).
 */
export function TeamMemberPage() {
  const { teamId = '', userId = '' } = useParams();
  const query = useTeamMember(teamId, userId);
  // The team's name for its crumb, also when the member is gone (usually cached already).
  const team = useTeam(teamId);
  useBreadcrumbLabel(encodeURIComponent(teamId), team.data?.name ?? query.data?.teamName);
  useBreadcrumbLabel(encodeURIComponent(userId), query.data ? fullName(query.data) : undefined);

  const fallback = recordState({
    query,
    noun: 'Team Member',
    icon: <IconUser size={34} />,
    listPath: teamPaths.team(teamId),
    listName: 'Team',
    skeleton: <FormPageSkeleton formHeight={220} />,
  });
  if (fallback || !query.data) return fallback;
  return <MemberDetails member={query.data} />;
}

function MemberDetails({ member }: { member: TeamMemberDetail }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const teamName = member.teamName;
  const remove = useRemoveTeamMember(member.teamId);
  const update = useUpdateTeam(member.teamId);
  const [confirming, setConfirming] = useState<'remove' | 'owner' | null>(null);
  const name = fullName(member) || member.email;
  // The email log is the admins' (spec section 6).
  const canReadEmails = isAdmin(useSession().member.permissions);

  const confirmRemove = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        feedback('success', t`${name} was removed from ${teamName}`);
        navigate(teamPaths.team(member.teamId));
      },
      onError: (error) => {
        setConfirming(null);
        feedback('error', errorMessage(error));
      },
    });

  const confirmOwner = () =>
    update.mutate(
      { ownerId: member.id },
      {
        onSuccess: () => {
          setConfirming(null);
          feedback('success', t`${name} now owns ${teamName}`);
        },
        onError: (error) => {
          setConfirming(null);
          feedback('error', errorMessage(error));
        },
      },
    );

  return (
    <>
      <PageHeader
        title={name}
        description={
          member.isOwner ? (
            <Trans>
              Owner of{' '}
              <Anchor component={Link} to={teamPaths.team(member.teamId)} inherit>
                {teamName}
              </Anchor>
            </Trans>
          ) : (
            <Trans>
              Member of{' '}
              <Anchor component={Link} to={teamPaths.team(member.teamId)} inherit>
                {teamName}
              </Anchor>
            </Trans>
          )
        }
        actions={
          member.isOwner ? null : (
            <>
              <Button
                variant="default"
                leftSection={<IconCrown size={16} aria-hidden />}
                onClick={() => setConfirming('owner')}
              >
                <Trans>Make owner</Trans>
              </Button>
              <Button
                variant="outline"
                color="red"
                leftSection={<IconUserMinus size={16} aria-hidden />}
                onClick={() => setConfirming('remove')}
              >
                <Trans>Remove from team</Trans>
              </Button>
            </>
          )
        }
      />
      <Stack gap="lg" maw={720}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              <Trans>Details</Trans>
            </Title>
            <Fact label={t`Email`}>{member.email}</Fact>
            <Fact label={t`Permission level`}>{levelLabels()[member.permissions]}</Fact>
            <Fact label={t`Logged in`}>{lastLogin(member)}</Fact>
            <Fact label={t`Team owner`}>{member.isOwner ? t`Yes` : t`No`}</Fact>
          </Stack>
        </Card>
        {canReadEmails ? <MemberEmailsCard userId={member.id} /> : null}
        <HistoryPanel record={{ kind: 'user', id: member.id }} />
        {member.isOwner ? (
          <Alert color="blue" title={t`The owner can't be removed from the team`}>
            {said(teamMessages.removeOwner)}
            {t`. Open another member's page and choose Make owner (or change the owner with Edit team); then ${name} can be removed.`}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming === 'remove'}
        title={t`Remove from team?`}
        confirmLabel={t`Remove from team`}
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(null)}
      >
        {t`${name} will no longer be a member of ${teamName}. They stay a user of the event.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'owner'}
        title={t`Make this member the owner?`}
        confirmLabel={t`Make owner`}
        isDestructive={false}
        isPending={update.isPending}
        onConfirm={confirmOwner}
        onCancel={() => setConfirming(null)}
      >
        {t`${name} becomes the owner of ${teamName}; the current owner stays a member.`}
      </ConfirmDialog>
    </>
  );
}
