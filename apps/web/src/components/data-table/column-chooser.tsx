import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import type { ColumnVisibilityState, RowData, Table } from '@tanstack/react-table';
import { useSession } from '../../lib/session.ts';
import type { TableColumn, tableKit } from './data-table.tsx';

/**
 * The columns a user chose for one table, remembered in this browser per user and table.
 * Columns not chosen either way show as the table defines them.
 */
export function useColumnChoice<T>(tableId: string, columns: TableColumn<T>[]) {
  const { member } = useSession();
  const defaults = Object.fromEntries(
    columns.filter((column) => column.defaultHidden).map((column) => [column.id, false]),
  );
  const [chosen, setChosen] = useLocalStorage<ColumnVisibilityState>({
    key: `showdesk.columns.${member.userId}.${tableId}`,
    defaultValue: {},
    getInitialValueInEffect: false,
  });
  return [{ ...defaults, ...chosen }, setChosen] as const;
}

/** "Columns": show or hide the table's optional columns. */
export function ColumnChooser<T extends RowData>({
  table,
  columns,
}: {
  table: Table<typeof tableKit, T>;
  columns: TableColumn<T>[];
}) {
  const { t } = useLingui();
  const optional = table.getAllLeafColumns().filter((column) => column.getCanHide());
  if (optional.length === 0) return null;
  const header = (id: string) => columns.find((column) => column.id === id)?.header ?? id;
  return (
    <Popover position="bottom-end" withinPortal trapFocus shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} aria-hidden />}>
          <Trans>Columns</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} role="group" aria-label={t`Show columns`}>
          <Text size="xs" fw={600} c="dimmed">
            <Trans>Show columns</Trans>
          </Text>
          {optional.map((column) => (
            <Checkbox
              key={column.id}
              label={header(column.id)}
              checked={column.getIsVisible()}
              onChange={column.getToggleVisibilityHandler()}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
