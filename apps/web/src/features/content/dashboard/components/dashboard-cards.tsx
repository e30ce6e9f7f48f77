import { useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  type Card as DashboardCard,
  defaultCardDescriptions,
} from '@showdesk/domain/content/card-layouts';
import { corePagePaths, isCorePageId } from '@showdesk/domain/content/core-pages';
import { corePageCardTitle } from '@showdesk/domain/platform/terminology';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MenuIcon } from '../../../../components/menu-icon.tsx';
import { Skeletons } from '../../../../components/skeletons.tsx';
import { said } from '../../../../i18n/i18n.ts';
import { useTerminology } from '../../../../lib/domain-word.ts';
import { useSession } from '../../../../lib/session.ts';
import { TasksDashboardCard } from '../../../tasks/components/tasks-dashboard-card.tsx';
import { useDashboardCards } from '../api/dashboard-cards-api.ts';

/**
 * The six cards of the member's card layout. A card for an unpublished page is left out. Mini
 * cards sit in the same columns as the large ones, with the same padding and icon, so their
 * icons and titles line up; they leave out the description.
 */
export function DashboardCards() {
  const { corePages } = useSession();
  const { t } = useLingui();
  const query = useDashboardCards();
  if (query.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, xs: 2, lg: 3 }}
        role="status"
        aria-busy="true"
        aria-label={t`Loading`}
      >
        <Skeletons count={6} h={96} radius="md" />
      </SimpleGrid>
    );
  }
  const published = new Set(corePages.filter((p) => p.isPublished).map((p) => p.id));
  const cards = (query.data?.cards ?? []).filter(
    (card) => card.type !== 'corePage' || published.has(card.pathId as never),
  );
  if (cards.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      {cards.map((card) => (
        <DashboardCardLink key={card.id} card={card} />
      ))}
    </SimpleGrid>
  );
}

/** A card's description as written; a default card's (the app's own words) in the reader's language. */
const shownDescription = (description: string) =>
  defaultCardDescriptions.has(description) ? said(description) : description;

function DashboardCardLink({ card }: { card: DashboardCard }) {
  const { corePages } = useSession();
  // The event's terms, its default ones in the reader's language.
  const terminology = useTerminology();
  const page =
    card.type === 'corePage' && isCorePageId(card.pathId)
      ? corePages.find((p) => p.id === card.pathId)
      : undefined;
  // A core page's card still titled with the default word shows the event's term instead.
  const title =
    card.type === 'corePage' ? corePageCardTitle(card.title, card.pathId, terminology) : card.title;
  // The tasks card shows the team's overdue and due-soon tasks, each a link of its own.
  if (card.type === 'corePage' && card.pathId === 'tasks') {
    return (
      <TasksDashboardCard
        title={title}
        isMini={card.isMini}
        icon={<MenuIcon name={page?.icon ?? 'checklist'} size={22} />}
      />
    );
  }
  const body = (
    <Card withBorder radius="md" padding="md" h="100%">
      <Group gap="md" wrap="nowrap" align={card.isMini ? 'center' : 'flex-start'}>
        <ThemeIcon size={42} radius="md" variant="light">
          {card.type === 'link' ? (
            <IconExternalLink size={20} aria-hidden />
          ) : (
            <MenuIcon name={page?.icon ?? 'file-text'} size={22} />
          )}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>
            {title}
          </Text>
          {card.description && !card.isMini ? (
            <Text size="sm" c="dimmed" mt={2}>
              {shownDescription(card.description)}
            </Text>
          ) : null}
        </div>
      </Group>
    </Card>
  );
  if (card.type === 'link') {
    return (
      <UnstyledButton
        component="a"
        href={card.pathId}
        target="_blank"
        rel="noopener noreferrer"
        className="dashboard-card"
      >
        {body}
      </UnstyledButton>
    );
  }
  const to = page ? corePagePaths[page.id] : `/content/${encodeURIComponent(card.pathId)}`;
  return (
    <UnstyledButton component={Link} to={to} className="dashboard-card">
      {body}
    </UnstyledButton>
  );
}
