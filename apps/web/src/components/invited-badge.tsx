import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';

/**
 * Marks someone invited from another event who has not accepted yet: they are not a member
 * (no access, no event emails) until they do.
 */
export function InvitedBadge(props: BadgeProps) {
  const { t } = useLingui();
  return (
    <Badge
      size="sm"
      color="orange"
      variant="light"
      style={{ flexShrink: 0 }}
      title={t`Invited from another event; not accepted yet`}
      {...props}
    >
      <Trans>Invited</Trans>
    </Badge>
  );
}
