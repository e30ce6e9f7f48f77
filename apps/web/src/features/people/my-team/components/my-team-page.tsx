import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
        <HistoryPanel path="/my-team/history" title={t`Team history`} />
      </Stack>
    </>
  );
}

/** Who the caller is in the team, and what kind of team it is. */
function TeamSummary({ team }: { team: MyTeam }) {
  const { t } = useLingui();
  const owner = team.members.find((m) => m.isOwner);
  const parentTeamName = team.parentTeamName;
  const ownerName = owner ? fullName(owner) : t`Your team owner`;
  const kind =
    team.standShareRole === 'child'
      ? parentTeamName
        ? t`Stand share of ${parentTeamName}`
        : t`Stand share`
      : team.standShareRole === 'parent'
        ? t`Shares its stand`
        : null;
  return (
    <Text component="span" c="dimmed">
      <Group component="span" gap="xs" mt={4} wrap="wrap">
        <Badge component="span" variant="light" color={team.role === 'owner' ? 'brand' : 'gray'}>
          {team.role === 'owner' ? t`Team owner` : t`Team member`}
        </Badge>
        {team.teamTypeName ? (
          <Badge component="span" variant="light" color="blue">
            {team.teamTypeName}
          </Badge>
        ) : null}
        {team.isOrganiser ? (
          <Badge component="span" variant="light" color="grape">
            <Trans>Organiser team</Trans>
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
          ? t`You own this team: you add its members and fill in its details.`
          : t`${ownerName} owns this team and manages its members and details.`}
      </Text>
    </Text>
  );
}
