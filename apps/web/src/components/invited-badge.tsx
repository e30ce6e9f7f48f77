import { Badge, type BadgeProps } from '@mantine/core';

/**
 * Marks someone invited from another event who has not accepted yet: they are not a member
 * (no access, no event emails) until they do.
 */
export function InvitedBadge(props: BadgeProps) {
  return (
    <Badge
      size="sm"
      color="orange"
      variant="light"
      style={{ flexShrink: 0 }}
      title="Invited from another event; not accepted yet"
      {...props}
    >
      Invited
    </Badge>
  );
}
