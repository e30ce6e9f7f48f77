import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The teams list before the first team: what teams are, and the way to add one. */
export function TeamsEmptyState() {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconUsersGroup size={34} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No teams yet
        </Title>
        <Text c="dimmed" maw={440}>
          Each exhibitor is a team with an owner and members. Add a team and its owner gets a
          welcome email to set their password.
        </Text>
        <Button
          component={Link}
          to="/admin/teams/add-team"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add your first team
        </Button>
      </Stack>
    </Card>
  );
}
