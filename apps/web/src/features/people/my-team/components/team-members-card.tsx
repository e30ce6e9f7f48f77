import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { MyTeam } from '@showdesk/domain/people/my-team';
import { teamPickSuffixes } from '@showdesk/domain/people/team-rules';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InvitedBadge } from '../../../../components/invited-badge.tsx';

export const fullName = (person: { firstName: string; surname: string }) =>
  `${person.firstName} ${person.surname}`.trim();

/** "3 of 10 members": the team's size against the event's team member limit. */
export const memberCountText = (team: MyTeam) => {
  const count = team.members.length;
  const limit = team.teamMemberLimit;
  return t`${count} of ${limit} members`;
};

/**
 * The team's members (owner first) and whether they have logged in yet. The owner adds more
 * until the team member limit, then the button reads '(Team Full)' and is disabled.
 */
export function TeamMembersCard({ team }: { team: MyTeam }) {
  const { t } = useLingui();
  const isOwner = team.role === 'owner';
  const limit = team.teamMemberLimit;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="members-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg" id="members-title">
              <Trans>Members</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              {memberCountText(team)}
            </Text>
          </div>
          {isOwner ? <AddMemberButton isFull={team.isFull} /> : null}
        </Group>
        {isOwner && team.isFull ? (
          <Text size="sm" c="dimmed">
            <Trans>
              Your team has reached the event's limit of {limit} members, owner included. Ask the
              organisers if you need more places.
            </Trans>
          </Text>
        ) : null}
        <Table verticalSpacing="sm" aria-label={t`Team members`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Member</Trans>
              </Table.Th>
              <Table.Th w={110}>
                <Trans>Logged in</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {fullName(member) || member.email}
                    </Text>
                    {member.isOwner ? (
                      <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                        <Trans>Owner</Trans>
                      </Badge>
                    ) : null}
                    {member.isInvited ? <InvitedBadge /> : null}
                  </Group>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
                    {member.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {member.isInvited ? t`Invited` : member.hasLoggedIn ? t`Yes` : t`Not yet`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

function AddMemberButton({ isFull }: { isFull: boolean }) {
  const icon = <IconUserPlus size={16} aria-hidden />;
  if (isFull) {
    const suffix = teamPickSuffixes.teamFull;
    return (
      <Button disabled leftSection={icon}>
        <Trans>Add team member {suffix}</Trans>
      </Button>
    );
  }
  return (
    <Button component={Link} to="/my-team/add-team-member" leftSection={icon}>
      <Trans>Add team member</Trans>
    </Button>
  );
}
