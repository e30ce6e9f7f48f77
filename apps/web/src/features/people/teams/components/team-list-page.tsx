import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Text } from '@mantine/core';
import { isAdmin } from '@showdesk/domain/people/permissions';
import { teamSorts } from '@showdesk/domain/people/team-inputs';
import type { TeamSummary } from '@showdesk/domain/people/teams';
import { IconFileImport, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { PagedListPage } from '../../../../components/list-page.tsx';
import { nameColumn } from '../../../../components/lists/columns.tsx';
import { useSession } from '../../../../lib/session.ts';
import { useTeamPage, useTeamTypeOptions } from '../api/teams-api.ts';
import { teamPaths } from './team-paths.ts';

/**
 * /admin/teams (moderator+): the event's teams a page at a time by name, searchable, filtered by
 * team type and stand share.
 */
export function TeamListPage() {
  const { member } = useSession();
  const { t } = useLingui();
  const roleLabels = { parent: t`Parent team`, child: t`Stand share` };
  // Admin-only: for moderators it fails with a 403 and the team type column and filter stay hidden.
  const teamTypes = useTeamTypeOptions();
  const typeNames = new Map((teamTypes.data?.teamTypes ?? []).map((type) => [type.id, type.name]));

  const columns: TableColumn<TeamSummary>[] = [
    nameColumn((team) => teamPaths.team(team.id)),
    {
      id: 'owner',
      header: t`Owner`,
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
            <Trans>No owner</Trans>
          </Text>
        ),
    },
    { id: 'members', header: t`Members`, sortKey: 'members', cell: (team) => team.memberCount },
    ...(teamTypes.isSuccess
      ? [
          {
            id: 'teamType',
            header: t`Team type`,
            cell: (team: TeamSummary) =>
              team.teamTypeId ? (
                (typeNames.get(team.teamTypeId) ?? '—')
              ) : (
                <Text size="sm" c="dimmed">
                  <Trans>None</Trans>
                </Text>
              ),
          },
        ]
      : []),
    {
      id: 'standShare',
      header: t`Stand share`,
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
    <PagedListPage
      noun={{ one: 'team', many: 'teams' }}
      add={teamPaths.addTeam}
      description={t`Exhibitor teams, their owners and members.`}
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
              <Trans>Import teams</Trans>
            </Button>
          ) : null}
        </>
      }
      search={t`Team name, owner name or email`}
      filters={[
        ...(teamTypes.data
          ? [
              {
                name: 'teamTypeId',
                label: t`Team type`,
                placeholder: t`All team types`,
                options: { none: t`No team type`, ...Object.fromEntries(typeNames) },
              },
            ]
          : []),
        {
          name: 'standShareRole',
          label: t`Stand share`,
          placeholder: t`All teams`,
          options: {
            parent: t`Parent teams`,
            child: t`Stand shares`,
            none: t`Not sharing a stand`,
          },
        },
      ]}
      source={{ sorts: teamSorts, defaultSort: 'name', usePage: useTeamPage }}
      empty={{
        icon: <IconUsersGroup size={34} />,
        children: t`Each exhibitor is a team with an owner and members. Add a team and its owner gets a welcome email to set their password.`,
      }}
      columns={columns}
      rowName={(team) => team.name}
    />
  );
}
