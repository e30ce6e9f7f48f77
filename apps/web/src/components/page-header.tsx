import { Group, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@showdesk/domain/session';
import { titleCase } from '@showdesk/domain/terminology';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/page-title.ts';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The title is a record's name as its author typed it: shown as it is, not title-cased. */
  isName?: boolean;
}

/** The title of a page (title-cased, also the browser tab's title) with its actions. */
export function PageHeader({ title, description, actions, isName = false }: PageHeaderProps) {
  const session = useQueryClient().getQueryData<Session>(['session']);
  useDocumentTitle(title, session?.event.name);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, md: 30 }}>
          {isName ? title : titleCase(title)}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
