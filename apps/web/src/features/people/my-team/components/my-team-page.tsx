import { Badge, Group, Stack, Text } from '@mantine/core';
import type { MyTeam } from '@showdesk/domain/people/my-team';
import { teamPickSuffixes } from '@showdesk/domain/people/team-rules';
import { HistoryPanel } from '../../../../components/history/history-panel.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { CardsPageSkeleton } from '../../../../components/record-state.tsx';
import { useMyTeam } from '../api/my-team-api.ts';
import { myTeamState } from './my-team-states.tsx';
import { StandSharesCard } from './stand-shares-card.tsx';
import { TeamFieldsCard } from './team-fields-card.tsx';
import { fullName, TeamMembersCard } from './team-members-card.tsx';

/**
 * /my-team: the caller's team, its members and stand shares, and the custom fields it sees.
 * Owners add members and stand shares and fill in the fields; members read them.
 */
export function MyTeamPage() {
  const query = useMyTeam();
  const fallback = myTeamState({ query, skeleton: <CardsPageSkeleton heights={[220, 160]} /> });
  if (fallback || !query.data) return fallback;
  const team = query.data;
  return (
    <>
      <PageHeader title={team.name} isName description={<TeamSummary team={team} />} />
      <Stack gap="lg">
        <TeamMembersCard team={team} />
        <StandSharesCard team={team} />
        <TeamFieldsCard team={team} />
        <HistoryPanel path="/my-team/history" title="Team history" />
      </Stack>
    </>
  );
}

/** Who the caller is in the team, and what kind of team it is. */
function TeamSummary({ team }: { team: MyTeam }) {
  const owner = team.members.find((m) => m.isOwner);
  const kind =
    team.standShareRole === 'child'
      ? team.parentTeamName
        ? `Stand share of ${team.parentTeamName}`
        : 'Stand share'
      : team.standShareRole === 'parent'
        ? 'Shares its stand'
        : null;
  return (
    <Text component="span" c="dimmed">
      <Group component="span" gap="xs" mt={4} wrap="wrap">
        <Badge component="span" variant="light" color={team.role === 'owner' ? 'brand' : 'gray'}>
          {team.role === 'owner' ? 'Team owner' : 'Team member'}
        </Badge>
        {team.teamTypeName ? (
          <Badge component="span" variant="light" color="blue">
            {team.teamTypeName}
          </Badge>
        ) : null}
        {team.isOrganiser ? (
          <Badge component="span" variant="light" color="grape">
            Organiser team
          </Badge>
        ) : null}
        {kind ? (
          <Badge component="span" variant="light" color="cyan">
            {kind}
          </Badge>
        ) : null}
        {team.isFull ? (
          <Badge component="span" variant="light" color="orange">
            {teamPickSuffixes.teamFull}
          </Badge>
        ) : null}
      </Group>
      <Text component="span" display="block" mt={6} size="sm">
        {team.role === 'owner'
          ? 'You own this team: you add its members and fill in its details.'
          : `${owner ? fullName(owner) : 'Your team owner'} owns this team and manages its members and details.`}
      </Text>
    </Text>
  );
}
