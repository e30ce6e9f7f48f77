import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { isTeamFull, teamPickSuffixes } from '@showdesk/domain/people/team-rules';
import type { TeamDetail, TeamMember } from '@showdesk/domain/people/teams';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDeleteConfirm } from '../../../../components/data-table/archive-selection.tsx';
import { InvitedBadge } from '../../../../components/invited-badge.tsx';
import { useTeamMemberLimit } from '../api/team-member-limit-api.ts';
import { useRemoveTeamMember } from '../api/teams-api.ts';
import { fullName, teamPaths } from './team-paths.ts';

/**
 * A team's members (owner first), each linking to their page, with remove; the way to add one,
 * or '(Team Full)' once the team reached the event's member limit.
 */
export function TeamMembers({ team }: { team: TeamDetail }) {
  const limit = useTeamMemberLimit();
  const isFull = limit.data !== undefined && isTeamFull(team.memberCount, limit.data);
  const removing = useDeleteConfirm<TeamMember>({
    noun: 'member',
    verb: 'Remove',
    remove: useRemoveTeamMember(team.id),
    idOf: (member) => member.id,
    nameOf: fullName,
    describe: (member) => `${fullName(member)} will no longer be a member of ${team.name}.`,
    deleted: (member) => `${fullName(member)} was removed from the team`,
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Title order={2} fz="lg">
              Members
            </Title>
            {limit.data !== undefined ? (
              <Text size="sm" c="dimmed">
                {`${team.memberCount} of ${limit.data}`}
              </Text>
            ) : null}
            {isFull ? (
              <Badge color="orange" variant="light">
                {teamPickSuffixes.teamFull}
              </Badge>
            ) : null}
          </Group>
          <Button
            component={Link}
            to={teamPaths.addMember(team.id)}
            variant="light"
            size="sm"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            Add member
          </Button>
        </Group>
        {/* Phones show the email under the name, so no column runs over another. */}
        <Table verticalSpacing="xs" aria-label="Team members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th visibleFrom="sm">Email</Table.Th>
              <Table.Th>Logged in</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Group gap={6} wrap="wrap" align="center">
                    <Anchor
                      component={Link}
                      to={teamPaths.member(team.id, member.id)}
                      size="sm"
                      style={{ overflowWrap: 'break-word' }}
                    >
                      {fullName(member)}
                    </Anchor>
                    {member.isOwner ? (
                      <Badge size="sm" variant="light">
                        Owner
                      </Badge>
                    ) : null}
                    {member.isInvited ? <InvitedBadge /> : null}
                  </Group>
                  <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'break-word' }}>
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {member.isInvited ? 'Invited' : member.hasLoggedIn ? 'Yes' : 'Not yet'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {member.isOwner ? null : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${fullName(member)}`}
                      onClick={() => removing.ask(member)}
                    >
                      Remove
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      {removing.dialog}
    </Card>
  );
}
