import {
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { corePagePaths } from '@showdesk/domain/core-pages';
import { Link } from 'react-router';
import { MenuIcon } from '../../../components/menu-icon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/session.ts';

/**
 * The dashboard (/): a welcome for the member with their team, and the event's published areas.
 * The header, featured content and card layouts arrive with the content and configuration issues.
 */
export function DashboardPage() {
  const { user, team, teamRole, terminology, corePages, event } = useSession();
  const areas = corePages.filter((page) => page.isPublished && page.id !== 'dashboard');
  return (
    <>
      <PageHeader title={terminology.dashboard} />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="xl" className="dashboard-welcome">
          <Title order={2} fz={22}>
            Welcome{user.firstName ? `, ${user.firstName}` : ''}!
          </Title>
          <Text mt={6} c="dimmed">
            {team
              ? `You're ${teamRole === 'owner' ? 'the owner' : 'a member'} of ${team.name} at ${event.name}.`
              : `You're part of ${event.name}.`}
          </Text>
        </Card>
        <section aria-labelledby="areas-heading">
          <Title order={2} fz="lg" mb="sm" id="areas-heading">
            Your event
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
            {areas.map((page) => (
              <UnstyledButton
                key={page.id}
                component={Link}
                to={corePagePaths[page.id]}
                className="dashboard-card"
              >
                <Card withBorder radius="md" padding="lg" h="100%">
                  <Group gap="md" wrap="nowrap">
                    <ThemeIcon size={42} radius="md" variant="light">
                      <MenuIcon name={page.icon} size={22} />
                    </ThemeIcon>
                    <Text fw={600}>{terminology[page.id]}</Text>
                  </Group>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </>
  );
}
