import {
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isAdmin } from '@showdesk/domain/permissions';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';
import { useTeams, useTeamTypeOptions } from '../api/teams-api.ts';
import { TeamsEmptyState } from './teams-empty-state.tsx';

const roleLabels = { parent: 'Parent', child: 'Stand share' } as const;

/** /admin/teams (moderator+): the event's teams by name, searchable and filterable by type. */
export function TeamListPage() {
  const { member } = useSession();
  const [search, setSearch] = useState('');
  const [teamTypeId, setTeamTypeId] = useState<string | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const teams = useTeams({ search: debouncedSearch, teamTypeId });
  // Admin-only: for moderators it fails with a 403 and the filter stays hidden.
  const teamTypes = useTeamTypeOptions();
  const typeNames = new Map((teamTypes.data?.teamTypes ?? []).map((t) => [t.id, t.name]));
  // Moderators can't read team types, so they see no names to show.
  const showTypes = teamTypes.isSuccess;
  const isFiltered = Boolean(debouncedSearch.trim() || teamTypeId);
  const list = teams.data?.teams ?? [];

  return (
    <>
      <PageHeader
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
            <Button
              component={Link}
              to="/admin/teams/add-team"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add team
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <Group gap="md" align="flex-end">
          <TextInput
            label="Search teams"
            placeholder="Team name, owner name or email"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={320}
            type="search"
          />
          {teamTypes.data ? (
            <Select
              label="Team type"
              placeholder="All team types"
              data={teamTypes.data.teamTypes.map((t) => ({ value: t.id, label: t.name }))}
              value={teamTypeId}
              onChange={setTeamTypeId}
              clearable
              w={240}
            />
          ) : null}
        </Group>
        {teams.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={String(i)} h={36} />
            ))}
          </Stack>
        ) : teams.isError ? (
          <ErrorAlert error={teams.error} />
        ) : list.length === 0 && !isFiltered ? (
          <TeamsEmptyState />
        ) : (
          <>
            <Text size="sm" c="dimmed" role="status">
              {`${list.length} ${list.length === 1 ? 'team' : 'teams'}`}
            </Text>
            {list.length === 0 ? (
              <Stack align="flex-start" gap="xs">
                <Text>No teams match your search.</Text>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => {
                    setSearch('');
                    setTeamTypeId(null);
                  }}
                >
                  Clear search
                </Button>
              </Stack>
            ) : (
              <Card withBorder radius="md" padding={0}>
                <Table.ScrollContainer minWidth={640}>
                  <Table striped highlightOnHover verticalSpacing="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Name</Table.Th>
                        <Table.Th>Owner</Table.Th>
                        <Table.Th>Members</Table.Th>
                        {showTypes ? <Table.Th>Team type</Table.Th> : null}
                        <Table.Th>Stand share</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((team) => (
                        <Table.Tr key={team.id}>
                          <Table.Td>
                            <Anchor
                              component={Link}
                              to={`/admin/teams/${encodeURIComponent(team.id)}`}
                              fw={500}
                            >
                              {team.name}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>
                            {team.owner ? (
                              <Stack gap={0}>
                                <Text size="sm">
                                  {`${team.owner.firstName} ${team.owner.surname}`.trim()}
                                </Text>
                                <Text size="xs" c="dimmed">
                                  {team.owner.email}
                                </Text>
                              </Stack>
                            ) : (
                              '—'
                            )}
                          </Table.Td>
                          <Table.Td>{team.memberCount}</Table.Td>
                          {showTypes ? (
                            <Table.Td>
                              {team.teamTypeId ? (typeNames.get(team.teamTypeId) ?? '—') : '—'}
                            </Table.Td>
                          ) : null}
                          <Table.Td>
                            {team.standShareRole ? roleLabels[team.standShareRole] : '—'}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Card>
            )}
          </>
        )}
      </Stack>
    </>
  );
}
