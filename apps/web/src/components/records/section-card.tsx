import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled part of a settings page that is not a form of its own (an action, a preview). */
export function SectionCard({ id, title, children }: SectionCardProps) {
  return (
    <Card
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      padding="lg"
      maw={720}
      mt="xl"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
