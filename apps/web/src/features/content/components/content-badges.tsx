import { Badge, type BadgeProps, Group } from '@mantine/core';
import type { ContentPage } from '@showdesk/domain/content/content';
import { teamTypeCount } from '../../../components/records/team-type-limit.tsx';

interface StateBadge {
  label: string;
  color: string;
  variant?: BadgeProps['variant'];
}

/** A page's states at a glance: published or draft, public, featured, archived, limits. */
export function ContentBadges({ page }: { page: ContentPage }) {
  const limits = page.allowedTeamTypeIds.length;
  const badges: Array<StateBadge | false> = [
    page.isArchived && { label: 'Archived', color: 'gray', variant: 'filled' },
    page.isPublished ? { label: 'Published', color: 'brand' } : { label: 'Draft', color: 'gray' },
    page.isPublic && { label: 'Public', color: 'blue' },
    page.isFeatured && { label: 'Featured', color: 'yellow' },
    limits > 0 && { label: teamTypeCount(limits), color: 'grape' },
  ];
  return (
    <Group gap={6} wrap="wrap">
      {badges.map((badge) =>
        badge ? (
          <Badge key={badge.label} color={badge.color} variant={badge.variant ?? 'light'}>
            {badge.label}
          </Badge>
        ) : null,
      )}
    </Group>
  );
}
