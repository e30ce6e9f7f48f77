import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Image, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { MemberContentSummary } from '@showdesk/domain/content/content';
import { Link } from 'react-router';
import { MenuIcon } from '../../../../components/menu-icon.tsx';
import { Skeletons } from '../../../../components/skeletons.tsx';
import { useFeaturedContent } from '../api/featured-content-api.ts';

/**
 * The featured content pages on the dashboard, in the organisers' order: only those the member
 * may open. Nothing shows when there are none (or they can't be loaded: the rest of the
 * dashboard still works).
 */
export function FeaturedContent() {
  const { t } = useLingui();
  const query = useFeaturedContent();
  if (query.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        role="status"
        aria-busy="true"
        aria-label={t`Loading featured pages`}
      >
        <Skeletons count={2} h={180} radius="md" />
      </SimpleGrid>
    );
  }
  const pages = query.data?.content ?? [];
  if (pages.length === 0) return null;
  // One or two featured pages fill the row between them rather than leaving empty columns.
  return (
    <section aria-labelledby="featured-heading">
      <Title order={2} fz="lg" mb="sm" id="featured-heading">
        <Trans>Featured</Trans>
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: Math.min(pages.length, 2), lg: Math.min(pages.length, 3) }}
        spacing="md"
      >
        {pages.map((page) => (
          <FeaturedCard key={page.id} page={page} isAlone={pages.length === 1} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function FeaturedCard({ page, isAlone }: { page: MemberContentSummary; isAlone: boolean }) {
  return (
    <Card
      component={Link}
      to={`/content/${encodeURIComponent(page.id)}`}
      withBorder
      radius="md"
      padding="lg"
      className="featured-card"
    >
      {page.image ? (
        <Card.Section mb="md">
          <Image
            src={page.image.medium}
            srcSet={`${page.image.small} 960w, ${page.image.medium} 1440w`}
            sizes={isAlone ? '100vw' : '(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw'}
            alt={page.image.altText}
            h={isAlone ? 200 : 140}
            fit="cover"
          />
        </Card.Section>
      ) : null}
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={36} radius="md" variant="light">
          <MenuIcon name={page.icon} size={20} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{page.title}</Text>
          {page.description ? (
            <Text size="sm" c="dimmed" mt={2} lineClamp={3}>
              {page.description}
            </Text>
          ) : null}
        </div>
      </Group>
    </Card>
  );
}
