import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendarEvent,
  IconChevronDown,
  IconLogout,
  IconUser,
  IconWorld,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { logOut } from '../../lib/log-out.ts';
import { useSession } from '../../lib/session.ts';

/** The account menu in the header: account, events, the platform (eventflowAdmin) and log out. */
export function UserMenu({ color }: { color: string }) {
  const { user, member } = useSession();
  const { t } = useLingui();
  const name = [user.firstName, user.surname].filter(Boolean).join(' ') || user.email;
  const initials = `${user.firstName.charAt(0)}${user.surname.charAt(0)}`.toUpperCase() || '?';
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* The name holds the visible text (WCAG 2.5.3); the initials are drawn, not text. */}
        <UnstyledButton
          aria-label={t`Account menu for ${name}`}
          c={color}
          className="account-button"
        >
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="gray" variant="white">
              <span className="account-initials" data-initials={initials} aria-hidden />
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md" c={color}>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to="/my-account" leftSection={<IconUser size={16} />}>
          <Trans>My Account</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/my-events" leftSection={<IconCalendarEvent size={16} />}>
          <Trans>My Events</Trans>
        </Menu.Item>
        {member.permissions === 'eventflowAdmin' ? (
          <Menu.Item component={Link} to="/admin/platform" leftSection={<IconWorld size={16} />}>
            <Trans>Platform</Trans>
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item c="red.9" leftSection={<IconLogout size={16} />} onClick={() => logOut()}>
          <Trans>Log out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
