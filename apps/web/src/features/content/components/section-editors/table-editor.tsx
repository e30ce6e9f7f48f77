import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { contentLimits } from '@showdesk/domain/content/content';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataEditorProps } from './section-data-editor.tsx';

/** Each row made exactly `count` cells long (cut or padded with empty cells). */
const fitRows = (rows: string[][], count: number) =>
  rows.map((row) =>
    row.length >= count ? row.slice(0, count) : [...row, ...Array(count - row.length).fill('')],
  );

/** A table: its column count, header row and width, and a grid of cells to type in. */
export function TableEditor({ value, onChange, errors, disabled }: DataEditorProps<'table'>) {
  const { t } = useLingui();
  const columns = Array.from({ length: value.columnCount }, (_, i) => i);
  const setCell = (row: number, column: number, text: string) =>
    onChange({
      ...value,
      rows: value.rows.map((cells, r) =>
        r === row ? cells.map((cell, c) => (c === column ? text : cell)) : cells,
      ),
    });
  const setColumns = (input: string | number) => {
    const count = Math.min(contentLimits.tableColumns, Math.max(1, Math.floor(Number(input) || 1)));
    onChange({ ...value, columnCount: count, rows: fitRows(value.rows, count) });
  };

  return (
    <Stack gap="md">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <NumberInput
          label={t`Columns`}
          min={1}
          max={contentLimits.tableColumns}
          value={value.columnCount}
          onChange={setColumns}
          clampBehavior="strict"
          allowDecimal={false}
          error={errors['data.columnCount']}
          disabled={disabled}
          w={120}
        />
        <Switch
          label={t`First row is the header`}
          checked={value.isFirstRowHeader}
          onChange={(e) => onChange({ ...value, isFirstRowHeader: e.currentTarget.checked })}
          disabled={disabled}
          mb={8}
        />
        <Switch
          label={t`Fixed column widths`}
          checked={value.isFixedWidth}
          onChange={(e) => onChange({ ...value, isFixedWidth: e.currentTarget.checked })}
          disabled={disabled}
          mb={8}
        />
      </Group>
      <Table.ScrollContainer minWidth={Math.max(360, value.columnCount * 140 + 48)}>
        <Table withTableBorder withColumnBorders aria-label={t`Table cells`} verticalSpacing={4}>
          <Table.Tbody>
            {value.rows.map((cells, row) => {
              const rowNumber = row + 1;
              // Rows are plain arrays with no id; their place is their identity here.
              return (
                <Table.Tr
                  key={String(row)}
                  bg={row === 0 && value.isFirstRowHeader ? 'gray.0' : undefined}
                >
                  {columns.map((column) => {
                    const columnNumber = column + 1;
                    return (
                      <Table.Td key={String(column)} p={4}>
                        <TextInput
                          variant="unstyled"
                          px={6}
                          aria-label={t`Row ${rowNumber}, column ${columnNumber}`}
                          placeholder={row === 0 && value.isFirstRowHeader ? t`Heading` : undefined}
                          fw={row === 0 && value.isFirstRowHeader ? 600 : undefined}
                          value={cells[column] ?? ''}
                          onChange={(e) => setCell(row, column, e.currentTarget.value)}
                          disabled={disabled}
                          styles={{
                            input: { fontWeight: row === 0 && value.isFirstRowHeader ? 600 : 400 },
                          }}
                        />
                      </Table.Td>
                    );
                  })}
                  <Table.Td w={44} p={4}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove row ${rowNumber}`}
                      disabled={disabled || value.rows.length === 1}
                      onClick={() =>
                        onChange({ ...value, rows: value.rows.filter((_, r) => r !== row) })
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {errors['data.rows'] || errors.data ? (
        <Text size="xs" c="red" role="alert">
          {errors['data.rows'] ?? errors.data}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled || value.rows.length >= contentLimits.tableRows}
          onClick={() =>
            onChange({ ...value, rows: [...value.rows, Array(value.columnCount).fill('')] })
          }
        >
          <Trans>Add row</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
