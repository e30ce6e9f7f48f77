import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { MyTeam } from '@showdesk/domain/people/my-team';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { fullName } from './team-members-card.tsx';

/**
 * The teams sharing this team's stand (its child teams). A stand share itself is told why it
 * has none: a stand share can't have stand shares of its own.
 */
export function StandSharesCard({ team }: { team: MyTeam }) {
  const { t } = useLingui();
  const isChild = team.standShareRole === 'child';
  // Members of an ordinary team have nothing to see or do here.
  if (!isChild && team.role !== 'owner' && team.standShares.length === 0) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="stand-shares-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg" id="stand-shares-title">
              <Trans>Stand shares</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              {isChild
                ? t`Your team is a stand share: it shares the stand of another team.`
                : t`Teams that share your stand. Each has its own owner and members.`}
            </Text>
          </div>
          {team.canAddStandShare ? (
            <Button
              component={Link}
              to={`/my-team/add-stand-share/${encodeURIComponent(team.id)}`}
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              <Trans>Add stand share</Trans>
            </Button>
          ) : null}
        </Group>
        {isChild ? (
          <Text size="sm">
            <Trans>A stand share can't have stand shares of its own.</Trans>
          </Text>
        ) : team.standShares.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No stand shares yet.</Trans>
          </Text>
        ) : (
          <Table verticalSpacing="sm" aria-label={t`Stand shares`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Team</Trans>
                </Table.Th>
                <Table.Th w={100} ta="right">
                  <Trans>Members</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.standShares.map((share) => (
                <Table.Tr key={share.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {share.name}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'break-word' }}>
                      {share.owner ? <OwnerLine owner={share.owner} /> : t`No owner`}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{share.memberCount}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

/** A stand share's owner: name and email. */
function OwnerLine({ owner }: { owner: { firstName: string; surname: string; email: string } }) {
  const { t } = useLingui();
  const name = fullName(owner);
  const email = owner.email;
  return t`Owner: ${name} (${email})`;
}
