import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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
          aria-label={`Actions for ${name}`}
          loading={loading}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
