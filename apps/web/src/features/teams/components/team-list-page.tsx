import { Anchor, Badge, Button, Text } from '@mantine/core';
import { isAdmin } from '@showdesk/domain/permissions';
import { teamSorts } from '@showdesk/domain/team-inputs';
import type { TeamSummary } from '@showdesk/domain/teams';
import { IconFileImport, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { ListFilter, ListPage } from '../../../components/list-page.tsx';
import { useListState } from '../../../lib/list-state.ts';
import { useSession } from '../../../lib/session.ts';
import { useTeamPage, useTeamTypeOptions } from '../api/teams-api.ts';

const roleLabels = { parent: 'Parent team', child: 'Stand share' } as const;

/**
 * /admin/teams (moderator+): the event's teams a page at a time by name, searchable, filtered by
 * team type and stand share.
 */
export function TeamListPage() {
  const { member } = useSession();
  const state = useListState({ sorts: teamSorts, defaultSort: { key: 'name', desc: false } });
  const teams = useTeamPage(state.apiParams);
  // Admin-only: for moderators it fails with a 403 and the team type column and filter stay hidden.
  const teamTypes = useTeamTypeOptions();
  const typeNames = new Map((teamTypes.data?.teamTypes ?? []).map((t) => [t.id, t.name]));

  const columns: TableColumn<TeamSummary>[] = [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      phone: 'title',
      cell: (team) => (
        <Anchor component={Link} to={`/admin/teams/${encodeURIComponent(team.id)}`} fw={500}>
          {team.name}
        </Anchor>
      ),
    },
    {
      id: 'owner',
      header: 'Owner',
      sortKey: 'owner',
      cell: (team) =>
        team.owner ? (
          <>
            <Text size="sm">{`${team.owner.firstName} ${team.owner.surname}`.trim()}</Text>
            <Text size="xs" c="dimmed" truncate="end" maw={180} title={team.owner.email}>
              {team.owner.email}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No owner
          </Text>
        ),
    },
    { id: 'members', header: 'Members', sortKey: 'members', cell: (team) => team.memberCount },
    ...(teamTypes.isSuccess
      ? [
          {
            id: 'teamType',
            header: 'Team type',
            cell: (team: TeamSummary) =>
              team.teamTypeId ? (
                (typeNames.get(team.teamTypeId) ?? '—')
              ) : (
                <Text size="sm" c="dimmed">
                  None
                </Text>
              ),
          },
        ]
      : []),
    {
      id: 'standShare',
      header: 'Stand share',
      sortKey: 'standShare',
      cell: (team) =>
        team.standShareRole ? (
          <Badge variant="light" color={team.standShareRole === 'parent' ? 'grape' : 'brand'}>
            {roleLabels[team.standShareRole]}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];

  return (
    <ListPage
      add={{ label: 'Add team', to: '/admin/teams/add-team', first: 'Add your first team' }}
      title="Teams"
      description="Exhibitor teams, their owners and members."
      actions={
        <>
          {/* Importing teams is for admins (spec section 6). */}
          {isAdmin(member.permissions) ? (
            <Button
              component={Link}
              to="/admin/teams/import"
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
            >
              Import teams
            </Button>
          ) : null}
        </>
      }
      search={{ label: 'Search teams', placeholder: 'Team name, owner name or email' }}
      filters={
        <>
          {teamTypes.data ? (
            <ListFilter
              state={state}
              name="teamTypeId"
              label="Team type"
              placeholder="All team types"
              options={[
                { value: 'none', label: 'No team type' },
                ...teamTypes.data.teamTypes.map((t) => ({ value: t.id, label: t.name })),
              ]}
            />
          ) : null}
          <ListFilter
            state={state}
            name="standShareRole"
            label="Stand share"
            placeholder="All teams"
            options={[
              { value: 'parent', label: 'Parent teams' },
              { value: 'child', label: 'Stand shares' },
              { value: 'none', label: 'Not sharing a stand' },
            ]}
          />
        </>
      }
      state={state}
      query={teams}
      empty={{
        icon: <IconUsersGroup size={34} />,
        title: 'No teams yet',
        children:
          'Each exhibitor is a team with an owner and members. Add a team and its owner gets a welcome email to set their password.',
      }}
      table={{
        tableId: 'teams',
        label: 'Teams',
        noun: { one: 'team', many: 'teams' },
        columns,
        getRowId: (team) => team.id,
        rowName: (team) => team.name,
      }}
    />
  );
}
