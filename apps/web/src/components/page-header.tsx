import { Group, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@showdesk/domain/session';
import { titleCase } from '@showdesk/domain/terminology';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useBreadcrumbLabels } from '../lib/breadcrumb-labels.ts';
import { useDocumentTitle } from '../lib/page-title.ts';

interface PageHeaderProps {
  /** The page's title: title-cased, as the spec wants page titles. */
  title: string;
  /**
   * The title is a record's name (a team, a content page): shown as typed, never title-cased.
   * A title the page registered as its crumb's name (`useBreadcrumbLabel`) counts as one too.
   */
  isName?: boolean;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The title of a page (also the browser tab's title) with its actions. */
export function PageHeader({ title, isName, description, actions }: PageHeaderProps) {
  const session = useQueryClient().getQueryData<Session>(['session']);
  const crumbNames = useBreadcrumbLabels();
  const keepsCase = isName || Object.values(crumbNames).includes(title);
  useDocumentTitle(title, session?.event.name, keepsCase);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 26, md: 30 }} style={{ overflowWrap: 'anywhere' }}>
          {keepsCase ? title : titleCase(title)}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
