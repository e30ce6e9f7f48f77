import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Stack, Title } from '@mantine/core';
import { canHaveStandShares } from '@showdesk/domain/people/team-rules';
import type { TeamDetail } from '@showdesk/domain/people/teams';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { Fact } from '../../../../components/fact.tsx';
import { HistoryPanel } from '../../../../components/history/history-panel.tsx';
import { CardsPageSkeleton } from '../../../../components/record-state.tsx';
import { useDeleteTeam, useTeam, useTeamOptions, useTeamTypeOptions } from '../api/teams-api.ts';
import { TeamCustomFieldsCard } from './team-custom-fields-card.tsx';
import { TeamMembers } from './team-members.tsx';
import { teamPaths } from './team-paths.ts';
import { TeamRecordPage } from './team-record-page.tsx';
import { TeamTasksCard } from './team-tasks-card.tsx';

const teamLink = teamPaths.team;

/**
 * /admin/teams/:teamId: the team's details, its progress on the tasks that apply to it, custom
 * field values, stand shares and members; links to edit it and add members; delete.
 */
export function TeamPage() {
  const { teamId = '' } = useParams();
  const { t } = useLingui();
  const query = useTeam(teamId);
  const remove = useDeleteTeam(teamId);
  const teamTypes = useTeamTypeOptions();
  const typeName = (team: TeamDetail) =>
    teamTypes.data?.teamTypes.find((type) => type.id === team.teamTypeId)?.name;
  return (
    <TeamRecordPage
      query={query}
      id={teamId}
      skeleton={<CardsPageSkeleton heights={[180, 260]} />}
      // What kind of team it is: organisers, else its team type; a team of no type says nothing.
      description={(team) => (team.isOrganiser ? t`Organiser team` : typeName(team))}
      actions={(team) => (
        <>
          <Button
            component={Link}
            to={teamPaths.edit(team.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            <Trans>Edit team</Trans>
          </Button>
          {canHaveStandShares(team) ? (
            <Button
              component={Link}
              to={teamPaths.addStandShare(team.id)}
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              <Trans>Add stand share</Trans>
            </Button>
          ) : null}
        </>
      )}
      remove={{
        mutation: remove,
        consequence: () => t`Its members stay users of the event but lose their team.`,
      }}
    >
      {(team) => (
        <Stack gap="lg">
          <TeamFacts team={team} />
          <TeamTasksCard teamId={team.id} />
          <TeamCustomFieldsCard team={team} />
          <TeamMembers team={team} />
          <HistoryPanel record={{ kind: 'team', id: team.id }} />
        </Stack>
      )}
    </TeamRecordPage>
  );
}

/** The team's owner, type and stand-share links. */
function TeamFacts({ team }: { team: TeamDetail }) {
  const { t } = useLingui();
  const teams = useTeamOptions();
  const teamTypes = useTeamTypeOptions();
  const names = new Map((teams.data?.teams ?? []).map((team) => [team.id, team.name]));
  const typeName = teamTypes.data?.teamTypes.find((type) => type.id === team.teamTypeId)?.name;
  const owner = team.owner;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          <Trans>Details</Trans>
        </Title>
        <Fact label={t`Owner`}>
          {owner ? `${owner.firstName} ${owner.surname} (${owner.email})` : '—'}
        </Fact>
        <Fact label={t`Members`}>{team.memberCount}</Fact>
        {teamTypes.isSuccess ? (
          <Fact label={t`Team type`}>{typeName ?? t`No team type`}</Fact>
        ) : null}
        <Fact label={t`Stand share`}>
          {team.standShareRole === 'child' ? (
            <Badge variant="light">
              <Trans>Stand share</Trans>
            </Badge>
          ) : team.standShareRole === 'parent' ? (
            <Badge variant="light" color="grape">
              <Trans>Parent team</Trans>
            </Badge>
          ) : (
            t`None`
          )}
        </Fact>
        {team.parentTeamId ? (
          <Fact label={t`Shares the stand of`}>
            <Anchor component={Link} to={teamLink(team.parentTeamId)}>
              {names.get(team.parentTeamId) ?? t`Parent team`}
            </Anchor>
          </Fact>
        ) : null}
        {team.childTeamIds.length > 0 ? (
          <Fact label={t`Stand shares`}>
            <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {team.childTeamIds.map((id) => (
                <li key={id}>
                  <Anchor component={Link} to={teamLink(id)}>
                    {names.get(id) ?? t`Stand share`}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Fact>
        ) : null}
      </Stack>
    </Card>
  );
}
