import { t } from '@lingui/core/macro';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { shareText } from '@showdesk/domain/reports/reports';
import type { ComponentProps, ReactNode } from 'react';
import { LineChart } from '../../../components/charts/line-chart.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { formatDay } from '../../../lib/format.ts';

/** The report view's pieces: numbers as people read them, summary cards, sections, chart cards. */
export const number = (n: number) => n.toLocaleString(currentLocale());
export function of(part: number, whole: number): string {
  const counted = number(part);
  const total = number(whole);
  const share = shareText(part, whole);
  return t`${counted} of ${total} · ${share}`;
}

/** The report's summary cards, three to a row. */
export function Stats({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, xs: 3 }}>{children}</SimpleGrid>;
}

export function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function ChartCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      {children}
    </Card>
  );
}

type DayChartProps = Omit<ComponentProps<typeof LineChart>, 'formatDay'> & {
  /** Said under the chart's title while no day has a count. */
  empty: string;
};

/** A count per day as a line in its card, or the chart's title and why there is no line yet. */
export function DayChartCard({ empty, ...chart }: DayChartProps) {
  return (
    <ChartCard>
      {chart.points.length > 0 ? (
        <LineChart {...chart} formatDay={(day) => formatDay(day)} />
      ) : (
        <Stack gap={4}>
          <Text fw={600}>{chart.title}</Text>
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        </Stack>
      )}
    </ChartCard>
  );
}
