import { Button, Menu, type MenuProps, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AddMenuProps {
  label: string;
  position: MenuProps['position'];
  /** The dropdown's width and its tallest height (it scrolls past it). */
  width: string;
  maxHeight: string;
  children: ReactNode;
}

/** An add button that opens a menu of the kinds to add (section types, field types). */
export function AddMenu(props: AddMenuProps) {
  return (
    <Menu
      position={props.position}
      width={props.width}
      shadow="md"
      middlewares={{ flip: true, shift: true }}
    >
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {props.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={props.maxHeight} style={{ overflowY: 'auto' }}>
        {props.children}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The add menu's kinds, two to a row where there is room. */
export function AddMenuGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={0} verticalSpacing={0}>
      {children}
    </SimpleGrid>
  );
}

interface AddMenuItemProps {
  icon: Icon;
  label: string;
  /** A line under the label: what the kind is for, or why it cannot be added now. */
  hint: string;
  onClick: () => void;
  disabled?: boolean;
}

/** One kind in an add menu: its icon, name and hint. */
export function AddMenuItem({ icon: KindIcon, label, hint, onClick, disabled }: AddMenuItemProps) {
  return (
    <Menu.Item
      leftSection={<KindIcon size={18} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
    >
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Menu.Item>
  );
}
