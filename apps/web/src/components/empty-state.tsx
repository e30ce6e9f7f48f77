import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The way to add the first one. */
  action?: { label: string; to: string };
}

/** A list before its first record: what the records are for, and the way to add one. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="sm" ta="center" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" maw={440}>
          {children}
        </Text>
        {action ? (
          <Button component={Link} to={action.to} leftSection={<IconPlus size={16} aria-hidden />}>
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
