import { Badge, Group } from '@mantine/core';
import type { ContentPage } from '@showdesk/domain/content/content';

/** A page's states at a glance: published or draft, public, featured, archived, limits. */
export function ContentBadges({ page }: { page: ContentPage }) {
  const limits = page.allowedTeamTypeIds.length;
  return (
    <Group gap={6} wrap="wrap">
      {page.isArchived ? (
        <Badge color="gray" variant="filled">
          Archived
        </Badge>
      ) : null}
      {page.isPublished ? (
        <Badge color="brand" variant="light">
          Published
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Draft
        </Badge>
      )}
      {page.isPublic ? (
        <Badge color="blue" variant="light">
          Public
        </Badge>
      ) : null}
      {page.isFeatured ? (
        <Badge color="yellow" variant="light">
          Featured
        </Badge>
      ) : null}
      {limits > 0 ? (
        <Badge color="grape" variant="light">
          {limits === 1 ? '1 team type' : `${limits} team types`}
        </Badge>
      ) : null}
    </Group>
  );
}
