import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import type { MyTeam } from '@showdesk/domain/people/my-team';
import { hasPermission } from '@showdesk/domain/people/permissions';
import { IconLock, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { StatusScreen } from '../../../../components/status-screen.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useTerminology } from '../../../../lib/domain-word.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useSession } from '../../../../lib/session.ts';

interface MyTeamStateProps {
  query: { isError: boolean; error: unknown; data: MyTeam | undefined };
  /** The page is for the team's owner: a member is told so. */
  isOwnerOnly?: boolean;
  skeleton: ReactNode;
}

/**
 * What a my-team page shows instead of itself: a friendly screen for someone in no team (the
 * API's 404 'No team found for user with ID …', e.g. an organiser), the owner-only screen for a
 * member, the error of any other failure, the skeleton while loading. `null` to show the page.
 */
export function myTeamState({ query, isOwnerOnly = false, skeleton }: MyTeamStateProps) {
  if (query.isError && isApiError(query.error, 404)) return <NoTeam />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!query.data) return skeleton;
  if (isOwnerOnly && query.data.role !== 'owner') return <OwnerOnly />;
  return null;
}

/** What an owner's form page (adding a member, a stand share) shows instead of itself. */
export function ownerFormState(query: MyTeamStateProps['query']) {
  return myTeamState({ query, isOwnerOnly: true, skeleton: <FormPageSkeleton formHeight={320} /> });
}

function NoTeam() {
  const { member } = useSession();
  const terminology = useTerminology();
  const { t } = useLingui();
  const dashboard = terminology.dashboard;
  return (
    <StatusScreen
      icon={<IconUsersGroup size={34} />}
      title={t`You're Not In A Team`}
      actions={
        <Group justify="center" gap="sm">
          <Button component={Link} to="/">
            <Trans>Go to {dashboard}</Trans>
          </Button>
          {hasPermission(member.permissions, 'moderator') ? (
            <Button component={Link} to="/admin/teams" variant="default">
              <Trans>Manage teams</Trans>
            </Button>
          ) : null}
        </Group>
      }
    >
      <Trans>
        Your team shows here once an organiser or a team owner adds you to one. If you expected to
        be in a team, ask your team owner or the event's organisers.
      </Trans>
    </StatusScreen>
  );
}

function OwnerOnly() {
  const { t } = useLingui();
  return (
    <StatusScreen
      icon={<IconLock size={34} />}
      title={t`Only The Team Owner Can Do That`}
      actions={
        <Button component={Link} to="/my-team">
          <Trans>Back to My Team</Trans>
        </Button>
      }
    >
      <Trans>Your team owner adds members and stand shares. Ask them if someone is missing.</Trans>
    </StatusScreen>
  );
}
