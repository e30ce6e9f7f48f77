import { Trans, useLingui } from '@lingui/react/macro';
import {
  Card,
  Checkbox,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type Page, pageSizeOptions, type SortOrder } from '@showdesk/domain/common/list-query';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import {
  type ColumnDef,
  columnVisibilityFeature,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { ColumnChooser, useColumnChoice } from './column-chooser.tsx';
import './data-table.css';

/** The table features every list uses (paging and sorting happen on the server). */
export const tableKit = tableFeatures({ columnVisibilityFeature, rowSelectionFeature });

export interface TableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The list route's sort key for this column, when it can be sorted. */
  sortKey?: string;
  /** May the user hide it (default yes, except the first column)? */
  hideable?: boolean;
  /** Hidden until the user chooses it. */
  defaultHidden?: boolean;
  align?: 'left' | 'right';
  /**
   * On a phone each row is a card: 'title' is its heading, 'actions' sit at its top right,
   * 'field' (default) is a labelled line, 'hidden' is left out.
   */
  phone?: 'title' | 'field' | 'actions' | 'hidden';
}

export interface TableSelection {
  selected: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  /** Whether a row may be selected (default all). */
  canSelect?: (id: string) => boolean;
}

export interface DataTableProps<T extends RowData> {
  /** Remembers the user's column choice under this name. */
  tableId: string;
  /** What the table lists, for its accessible name and counts ("users"). */
  label: string;
  noun: { one: string; many: string };
  columns: TableColumn<T>[];
  page: Page<T>;
  getRowId: (row: T) => string;
  /** What a row is called, for its checkbox's label ("Select Ada Lovelace"). */
  rowName: (row: T) => string;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /**
   * The rows shown are not the answer to what was asked yet (a search being typed, a newer page
   * on its way): the table is aria-busy, and dimmed by that attribute, so the two are one state
   * and clear together.
   */
  isBusy?: boolean;
  selection?: TableSelection;
  /** Shown instead of the rows when nothing matches the search and filters. */
  noMatch?: ReactNode;
}

const count = (n: number, noun: { one: string; many: string }, locale: string) =>
  `${n.toLocaleString(locale)} ${n === 1 ? noun.one : noun.many}`;

/**
 * The one table of every list screen: a page of rows from the server (paged, sorted and
 * searched there), sortable column headers, the user's column choice, row selection for bulk
 * actions, and on phones one card per row instead of a table that scrolls sideways.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, page, sort, selection, noun } = props;
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [visibility, setVisibility] = useColumnChoice(props.tableId, columns);
  const { t, i18n } = useLingui();

  // Stable while the columns are the same (the table rebuilds its models when they change).
  const shape = columns.map((c, i) => `${c.id}:${c.header}:${c.hideable ?? i > 0}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` is what the definitions read
  const definitions: ColumnDef<typeof tableKit, T>[] = useMemo(
    () =>
      columns.map((column, index) => ({
        id: column.id,
        header: column.header,
        enableHiding: column.hideable ?? index > 0,
      })),
    [shape],
  );
  const table = useTable({
    features: tableKit,
    data: page.items,
    columns: definitions,
    getRowId: props.getRowId,
    state: { columnVisibility: visibility, rowSelection: selection?.selected ?? {} },
    onColumnVisibilityChange: (updater) =>
      setVisibility(typeof updater === 'function' ? updater(visibility) : updater),
    enableRowSelection: (row) => selection?.canSelect?.(row.id) ?? true,
    onRowSelectionChange: (updater) =>
      selection?.onChange(
        typeof updater === 'function' ? updater(selection.selected) : (updater ?? {}),
      ),
  });

  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  const nouns = noun.many;
  const total = count(page.total, noun, i18n.locale);
  const firstShown = first.toLocaleString(i18n.locale);
  const lastShown = last.toLocaleString(i18n.locale);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const shown = table.getVisibleLeafColumns().map((column) => byId.get(column.id)!);

  const header = (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" role="status">
        {page.total === 0
          ? t`No ${nouns}`
          : page.items.length === 0
            ? t`${total}, none on this page`
            : t`${firstShown}–${lastShown} of ${total}`}
      </Text>
      <ColumnChooser table={table} columns={columns} />
    </Group>
  );

  const footer =
    page.total > Math.min(...pageSizeOptions) ? (
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Select
          aria-label={t`Rows per page`}
          data={pageSizeOptions.map((size) => ({
            value: String(size),
            label: t`${size} per page`,
          }))}
          value={String(page.pageSize)}
          onChange={(value) => value && props.onPageSize(Number(value))}
          allowDeselect={false}
          w={140}
          size="xs"
        />
        {pageCount > 1 ? (
          <Pagination
            total={pageCount}
            value={Math.min(page.page, pageCount)}
            onChange={props.onPage}
            size="sm"
            siblings={isPhone ? 0 : 1}
            boundaries={1}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? t`Next page` : t`Previous page`,
            })}
            getItemProps={(number) => ({
              'aria-label': t`Page ${number}`,
              'aria-current': number === page.page ? 'page' : undefined,
            })}
          />
        ) : null}
      </Group>
    ) : null;

  const nounOne = noun.one;
  const selectAll = selection ? (
    <Checkbox
      aria-label={t`Select every ${nounOne} on this page`}
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
      disabled={page.items.length === 0}
    />
  ) : null;

  const sortable = shown.filter((column) => column.sortKey);
  const phoneSort =
    sortable.length > 0 ? (
      <Select
        aria-label={t`Sort by`}
        size="xs"
        w={220}
        allowDeselect={false}
        data={sortable.flatMap((column) => {
          const header = column.header;
          return [
            { value: `${column.sortKey}:asc`, label: t`${header}, ascending` },
            { value: `${column.sortKey}:desc`, label: t`${header}, descending` },
          ];
        })}
        value={`${sort.key}:${sort.desc ? 'desc' : 'asc'}`}
        onChange={(value) => {
          if (!value) return;
          const at = value.lastIndexOf(':');
          props.onSort({ key: value.slice(0, at), desc: value.slice(at + 1) === 'desc' });
        }}
      />
    ) : null;

  const body =
    page.items.length === 0 && page.total === 0 && props.noMatch ? (
      <Card withBorder radius="md" padding="lg">
        {props.noMatch}
      </Card>
    ) : isPhone ? (
      <Stack gap="sm">
        {phoneSort || (selection && page.items.length > 0) ? (
          <Group gap="sm" justify="space-between" px="xs">
            {selection && page.items.length > 0 ? (
              <Group gap="xs">
                {selectAll}
                <Text size="sm">
                  <Trans>Select all on this page</Trans>
                </Text>
              </Group>
            ) : (
              <span />
            )}
            {phoneSort}
          </Group>
        ) : null}
        {page.items.length > 0 ? (
          <Stack gap="sm" aria-label={props.label} role="list" className="data-table-cards">
            {table.getRowModel().rows.map((row) => {
              const rowName = props.rowName(row.original);
              const title = shown.find((column) => column.phone === 'title') ?? shown[0]!;
              const actions = shown.filter((column) => column.phone === 'actions');
              const fields = shown.filter(
                (column) =>
                  column !== title &&
                  !actions.includes(column) &&
                  (column.phone ?? 'field') === 'field',
              );
              return (
                <Card key={row.id} withBorder radius="md" padding="sm" role="listitem">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                      {selection ? (
                        <Checkbox
                          aria-label={t`Select ${rowName}`}
                          checked={row.getIsSelected()}
                          disabled={!row.getCanSelect()}
                          onChange={row.getToggleSelectedHandler()}
                          mt={2}
                        />
                      ) : null}
                      <div style={{ minWidth: 0 }}>{title.cell(row.original)}</div>
                    </Group>
                    {actions.map((column) => (
                      <div key={column.id}>{column.cell(row.original)}</div>
                    ))}
                  </Group>
                  {fields.length > 0 ? (
                    <dl className="data-table-card-fields">
                      {fields.map((column) => (
                        <div key={column.id}>
                          <dt>{column.header}</dt>
                          <dd>{column.cell(row.original)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </Card>
              );
            })}
          </Stack>
        ) : null}
      </Stack>
    ) : (
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={560} type="native">
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            aria-label={props.label}
            aria-rowcount={page.total + 1}
          >
            <Table.Thead>
              <Table.Tr>
                {selection ? <Table.Th w={44}>{selectAll}</Table.Th> : null}
                {shown.map((column) => (
                  <Table.Th
                    key={column.id}
                    ta={column.align}
                    aria-sort={
                      column.sortKey
                        ? sort.key === column.sortKey
                          ? sort.desc
                            ? 'descending'
                            : 'ascending'
                          : 'none'
                        : undefined
                    }
                  >
                    {column.sortKey ? (
                      <SortButton column={column} sort={sort} onSort={props.onSort} />
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.getRowModel().rows.map((row, index) => {
                const rowName = props.rowName(row.original);
                return (
                  <Table.Tr
                    key={row.id}
                    aria-rowindex={first + index + 1}
                    aria-selected={selection ? row.getIsSelected() : undefined}
                  >
                    {selection ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={t`Select ${rowName}`}
                          checked={row.getIsSelected()}
                          disabled={!row.getCanSelect()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </Table.Td>
                    ) : null}
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id} ta={byId.get(cell.column.id)?.align}>
                        {/* Called, not mounted as a component: a cell's function is new on every
                        render, and mounting it would remount the cell (closing an open menu). */}
                        {byId.get(cell.column.id)?.cell(row.original)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );

  return (
    <Stack gap="sm" aria-busy={props.isBusy || undefined} className="data-table">
      {header}
      <div className="data-table-body">{body}</div>
      {footer}
    </Stack>
  );
}

function SortButton<T>({
  column,
  sort,
  onSort,
}: {
  column: TableColumn<T>;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
}) {
  const isSorted = sort.key === column.sortKey;
  const Icon = !isSorted ? IconArrowsSort : sort.desc ? IconArrowDown : IconArrowUp;
  return (
    <UnstyledButton
      className="data-table-sort"
      onClick={() => onSort({ key: column.sortKey!, desc: isSorted ? !sort.desc : false })}
    >
      {column.header}
      <Icon size={14} aria-hidden stroke={isSorted ? 2.2 : 1.5} />
    </UnstyledButton>
  );
}
