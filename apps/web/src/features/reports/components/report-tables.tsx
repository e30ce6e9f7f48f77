import { pageInMemory, type SortOrder } from '@showdesk/domain/common/list-query';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { Section } from './report-parts.tsx';

interface ReportTableProps<T extends { id: string }, S extends string> {
  tableId: string;
  /** The section's title, which also names the table. */
  label: string;
  noun: { one: string; many: string };
  rows: T[];
  columns: TableColumn<T>[];
  sortValue: Record<S, (row: T) => string | number | boolean | null>;
  defaultSort: NoInfer<S>;
  rowName: (row: T) => string;
}

/**
 * A report's section of one table, on the kit's DataTable: the rows come whole with the report (one per task,
 * form or item), so they are sorted and paged here, in memory, with the domain's pageInMemory.
 */
export function ReportTable<T extends { id: string }, S extends string>(
  props: ReportTableProps<T, S>,
) {
  const [sort, setSort] = useState<SortOrder<S>>({ key: props.defaultSort, desc: false });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const shown = pageInMemory(
    props.rows,
    { page, pageSize, sort, q: '' },
    { sortValue: props.sortValue },
  );
  return (
    <Section title={props.label}>
      <DataTable
        tableId={props.tableId}
        label={props.label}
        noun={props.noun}
        columns={props.columns}
        page={shown}
        getRowId={(row) => row.id}
        rowName={props.rowName}
        sort={sort}
        onSort={(next) => {
          setSort(next as SortOrder<S>);
          setPage(1);
        }}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Section>
  );
}
