import { Card, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useSession } from '../../../../lib/session.ts';
import { DashboardCards } from './dashboard-cards.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { FeaturedContent } from './featured-content.tsx';

/**
 * The dashboard (/): the event's header, a welcome for the member with their team, the featured
 * content pages they may open, and the six cards of their card layout.
 */
export function DashboardPage() {
  const { user, team, teamRole, terminology, event } = useSession();
  return (
    <>
      <PageHeader title={terminology.dashboard} />
      <Stack gap="lg">
        <DashboardHeader />
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
        <FeaturedContent />
        <section aria-labelledby="areas-heading">
          <Title order={2} fz="lg" mb="sm" id="areas-heading">
            Your event
          </Title>
          <DashboardCards />
        </section>
      </Stack>
    </>
  );
}
