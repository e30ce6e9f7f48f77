import { Group, Stack, Text, Title } from '@mantine/core';
import type { Session } from '@showdesk/domain/people/session';
import { titleCase } from '@showdesk/domain/platform/terminology';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useBreadcrumbLabels } from '../lib/breadcrumb-labels.ts';
import { useDocumentTitle } from '../lib/page-title.ts';
import { useTerms } from '../lib/terms.ts';

interface PageHeaderProps {
  /**
   * The page's title: title-cased, as the spec wants page titles, in the event's terms ("Tasks"
   * reads "Actions" where the organisers renamed them).
   */
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
export function PageHeader({ title: given, isName, description, actions }: PageHeaderProps) {
  const session = useQueryClient().getQueryData<Session>(['session']);
  const crumbNames = useBreadcrumbLabels();
  const terms = useTerms();
  const keepsCase = isName || Object.values(crumbNames).includes(given);
  // The app's own titles and descriptions speak the event's terms; a record's name stays as typed.
  const title = keepsCase ? given : terms(given);
  const shownDescription = typeof description === 'string' ? terms(description) : description;
  useDocumentTitle(title, session?.event.name, keepsCase);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 26, md: 30 }} style={{ overflowWrap: 'break-word' }}>
          {keepsCase ? title : titleCase(title)}
        </Title>
        {shownDescription ? <Text c="dimmed">{shownDescription}</Text> : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
