import { Trans } from '@lingui/react/macro';
import { Card, Stack, Text, Title } from '@mantine/core';
import { CalendarFeedButton } from '../../../tasks/calendar/components/calendar-feed-button.tsx';

/** The account page's way to the calendar feed of the team's task deadlines. */
export function CalendarCard() {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      id="calendar"
      component="section"
      aria-labelledby="calendar-heading"
    >
      <Stack gap="md" align="flex-start">
        <div>
          <Title order={2} fz="lg" id="calendar-heading">
            <Trans>Calendar</Trans>
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>See your team’s task deadlines in your own calendar app.</Trans>
          </Text>
        </div>
        <CalendarFeedButton />
      </Stack>
    </Card>
  );
}
