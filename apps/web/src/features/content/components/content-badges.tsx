import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const limits = page.allowedTeamTypeIds.length;
  const badges: Array<StateBadge | false> = [
    page.isArchived && { label: t`Archived`, color: 'gray', variant: 'filled' },
    page.isPublished ? { label: t`Published`, color: 'brand' } : { label: t`Draft`, color: 'gray' },
    page.isPublic && { label: t`Public`, color: 'blue' },
    page.isFeatured && { label: t`Featured`, color: 'yellow' },
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
