import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useReadOnVisit, useUnreadCount } from '../api/member-notifications-api.ts';
import './notification-bell.css';
import { useTerminology } from '../../../../lib/domain-word.ts';

/**
 * The header's bell: leads to /notifications and shows how many are unread, kept current by
 * polling while the tab is visible and by every mark read or unread; opening the page an unread
 * notification leads to marks it read.
 */
export function NotificationBell({ color }: { color: string }) {
  const terminology = useTerminology();
  const { t } = useLingui();
  const count = useUnreadCount().data?.unreadCount ?? 0;
  useReadOnVisit(useLocation().pathname);
  const notifications = terminology.notifications;
  const label =
    count === 0
      ? notifications
      : t({
          message: plural(count, {
            one: `${notifications}: # unread`,
            other: `${notifications}: # unread`,
          }),
        });
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
        className="notification-bell"
        aria-label={label}
        title={label}
      >
        <IconBell size={22} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
