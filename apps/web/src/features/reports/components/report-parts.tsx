import { Card, Stack, Text, Title } from '@mantine/core';
import { shareText } from '@showdesk/domain/reports/reports';
import type { ReactNode } from 'react';

/** The report view's pieces: numbers as people read them, summary cards, sections, chart cards. */
export const number = (n: number) => n.toLocaleString('en-GB');
export const of = (part: number, whole: number) =>
  `${number(part)} of ${number(whole)} · ${shareText(part, whole)}`;

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
