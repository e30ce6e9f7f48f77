import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Group, Menu } from '@mantine/core';
import { type Icon, IconDots, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TableColumn } from './data-table.tsx';

/**
 * A table row's actions: a "⋯" button named "Actions for <name>" opening its menu items
 * (`Menu.Item`s given as children). `loading` while one of them works on the row.
 */
export function RowMenu({
  name,
  loading,
  children,
}: {
  name: string;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t`Actions for ${name}`}
          loading={loading}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** A row menu's item that opens another screen: "Edit", "Settings", "Report". */
export function MenuLink({
  to,
  icon: ItemIcon,
  children,
}: {
  to: string;
  icon: Icon;
  children: ReactNode;
}) {
  return (
    <Menu.Item component={Link} to={to} leftSection={<ItemIcon size={16} aria-hidden />}>
      {children}
    </Menu.Item>
  );
}

/** A row menu's link to another screen of the row, as data: "Settings" → the row's settings. */
export interface RowLink {
  label: string;
  /** The screen's path, by the row's id. */
  to: (id: string) => string;
  icon: Icon;
  /** False: left out of the menu (a screen the caller may not open). */
  isShown?: boolean;
}

/** A row's links as menu items, in their order. */
export function rowLinkItems(links: RowLink[] | undefined, id: string): ReactNode {
  return links
    ?.filter((link) => link.isShown !== false)
    .map((link) => (
      <MenuLink key={link.label} to={link.to(id)} icon={link.icon}>
        {link.label}
      </MenuLink>
    ));
}

/** A row menu's last item, in red: "Delete" (asked first by the caller). */
export function DeleteItem({ onClick }: { onClick: () => void }) {
  return (
    <Menu.Item c="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={onClick}>
      <Trans>Delete</Trans>
    </Menu.Item>
  );
}

/**
 * A list's last column, "Actions": the cell a row's own menu is in (a screen with a menu of its
 * own, e.g. the submissions').
 */
export function menuColumn<T>(cell: (row: T) => ReactNode): TableColumn<T> {
  return {
    id: 'actions',
    header: t`Actions`,
    hideable: false,
    align: 'right',
    phone: 'actions',
    cell,
  };
}

/** A list's last column, "Actions", of a row's buttons side by side (no menu). */
export function buttonsColumn<T>(buttons: (row: T) => ReactNode): TableColumn<T> {
  return menuColumn((row) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {buttons(row)}
    </Group>
  ));
}

/**
 * A list's last column, "Actions": each row's menu, named by the row, busy while the row is
 * being worked on.
 */
export function actionsColumn<T>(setup: {
  nameOf: (row: T) => string;
  isBusy?: (row: T) => boolean | undefined;
  items: (row: T) => ReactNode;
}): TableColumn<T> {
  return menuColumn((row) => (
    <RowMenu name={setup.nameOf(row)} loading={setup.isBusy?.(row)}>
      {setup.items(row)}
    </RowMenu>
  ));
}
