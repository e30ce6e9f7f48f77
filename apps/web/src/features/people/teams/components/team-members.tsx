import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const limit = useTeamMemberLimit();
  const teamName = team.name;
  const memberCount = team.memberCount;
  const limitCount = limit.data;
  const isFull = limit.data !== undefined && isTeamFull(team.memberCount, limit.data);
  const removing = useDeleteConfirm<TeamMember>({
    noun: 'member',
    verb: 'Remove',
    remove: useRemoveTeamMember(team.id),
    idOf: (member) => member.id,
    nameOf: fullName,
    describe: (member) => {
      const name = fullName(member);
      return t`${name} will no longer be a member of ${teamName}.`;
    },
    deleted: (member) => {
      const name = fullName(member);
      return t`${name} was removed from the team`;
    },
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Title order={2} fz="lg">
              <Trans>Members</Trans>
            </Title>
            {limit.data !== undefined ? (
              <Text size="sm" c="dimmed">
                {t`${memberCount} of ${limitCount}`}
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
            <Trans>Add member</Trans>
          </Button>
        </Group>
        {/* Phones show the email under the name, so no column runs over another. */}
        <Table verticalSpacing="xs" aria-label={t`Team members`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Name</Trans>
              </Table.Th>
              <Table.Th visibleFrom="sm">
                <Trans>Email</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Logged in</Trans>
              </Table.Th>
              <Table.Th>
                <VisuallyHidden>
                  <Trans>Actions</Trans>
                </VisuallyHidden>
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
                        <Trans>Owner</Trans>
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
                    {member.isInvited ? t`Invited` : member.hasLoggedIn ? t`Yes` : t`Not yet`}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {member.isOwner ? null : (
                    <RemoveButton name={fullName(member)} onClick={() => removing.ask(member)} />
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

/** A member's remove button, named for screen readers. */
function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      aria-label={t`Remove ${name}`}
      onClick={onClick}
    >
      <Trans>Remove</Trans>
    </Button>
  );
}
