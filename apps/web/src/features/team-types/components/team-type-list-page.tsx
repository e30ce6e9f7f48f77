import {
  Anchor,
  Button,
  Card,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTeamTypes } from '../api/team-types-api.ts';

const addButton = (label: string) => (
  <Button
    component={Link}
    to="/admin/team-types/add"
    leftSection={<IconPlus size={16} aria-hidden />}
  >
    {label}
  </Button>
);

/** /admin/team-types (admin): the event's team types and how many teams each has. */
export function TeamTypeListPage() {
  const teamTypes = useTeamTypes();
  const list = [...(teamTypes.data?.teamTypes ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      <PageHeader
        title="Team types"
        description="Groups of teams, e.g. sponsors or caterers. A team is in one team type at most."
        actions={addButton('Add team type')}
      />
      {teamTypes.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={String(i)} h={36} />
          ))}
        </Stack>
      ) : teamTypes.isError ? (
        <ErrorAlert error={teamTypes.error} />
      ) : list.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="sm" ta="center" py="lg">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconCategory size={34} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              No team types yet
            </Title>
            <Text c="dimmed" maw={440}>
              Team types let you filter teams and give each group its own dashboard cards.
            </Text>
            {addButton('Add your first team type')}
          </Stack>
        </Card>
      ) : (
        <Card withBorder radius="md" padding={0} maw={720}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Teams</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((teamType) => (
                <Table.Tr key={teamType.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/team-types/${encodeURIComponent(teamType.id)}`}
                      fw={500}
                    >
                      {teamType.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{teamType.teamIds.length}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </>
  );
}
