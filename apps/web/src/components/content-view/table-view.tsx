import { Table } from '@mantine/core';
import type { sectionDataSchemas } from '@showdesk/domain/content/content';
import type { z } from 'zod';

type TableData = z.infer<typeof sectionDataSchemas.table>;

/** A table section: its first row as the header when set, scrolling sideways on small screens. */
export function TableView({ data, label }: { data: TableData; label: string }) {
  const [first, ...rest] = data.rows;
  const header = data.isFirstRowHeader ? first : undefined;
  const body = data.isFirstRowHeader ? rest : data.rows;
  const columns = Array.from({ length: data.columnCount }, (_, i) => i);
  // Short columns fit a phone; wider tables scroll sideways inside their frame.
  return (
    <Table.ScrollContainer minWidth={Math.max(300, data.columnCount * 96)}>
      <Table
        withTableBorder
        withColumnBorders
        striped
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-label={label}
        style={{ tableLayout: data.isFixedWidth ? 'fixed' : 'auto' }}
      >
        {header ? (
          <Table.Thead bg="gray.0">
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={String(c)} scope="col">
                  {header[c] ?? ''}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        ) : null}
        <Table.Tbody>
          {body.map((row, r) => (
            // Rows have no id; a stored table's order is fixed.
            <Table.Tr key={String(r)}>
              {columns.map((c) => (
                <Table.Td key={String(c)} style={{ whiteSpace: 'pre-line', verticalAlign: 'top' }}>
                  {row[c] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
