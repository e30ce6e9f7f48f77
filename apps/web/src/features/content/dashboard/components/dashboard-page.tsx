import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useTerminology } from '../../../../lib/domain-word.ts';
import { useSession } from '../../../../lib/session.ts';
import { DashboardCards } from './dashboard-cards.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { FeaturedContent } from './featured-content.tsx';

/**
 * The dashboard (/): the event's header, a welcome for the member with their team, the featured
 * content pages they may open, and the six cards of their card layout.
 */
export function DashboardPage() {
  const { user, team, teamRole, event } = useSession();
  const terminology = useTerminology();
  const { t } = useLingui();
  const firstName = user.firstName;
  const teamName = team?.name;
  const eventName = event.name;
  return (
    <>
      <PageHeader title={terminology.dashboard} />
      <Stack gap="lg">
        <DashboardHeader />
        <Card withBorder radius="lg" padding="xl" className="dashboard-welcome">
          <Title order={2} fz={22}>
            {firstName ? <Trans>Welcome, {firstName}!</Trans> : <Trans>Welcome!</Trans>}
          </Title>
          <Text mt={6} c="dimmed">
            {team
              ? teamRole === 'owner'
                ? t`You're the owner of ${teamName} at ${eventName}.`
                : t`You're a member of ${teamName} at ${eventName}.`
              : t`You're part of ${eventName}.`}
          </Text>
        </Card>
        <FeaturedContent />
        <section aria-labelledby="areas-heading">
          <Title order={2} fz="lg" mb="sm" id="areas-heading">
            <Trans>Your event</Trans>
          </Title>
          <DashboardCards />
        </section>
      </Stack>
    </>
  );
}
