import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/member-notifications-api.ts';

/**
 * The header's bell: leads to /notifications and shows how many are unread, kept current by
 * polling while the tab is visible and by every mark read or unread.
 */
export function NotificationBell({ color }: { color: string }) {
  const count = useUnreadCount().data?.unreadCount ?? 0;
  const label = count === 0 ? 'Notifications' : `Notifications: ${count} unread`;
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={18}
      color="red"
      disabled={count === 0}
      offset={6}
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        size="lg"
        radius="xl"
        c={color}
        aria-label={label}
        title={label}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
