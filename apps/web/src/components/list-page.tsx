import { Button, Group, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import type { Page } from '@showdesk/domain/list-query';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListState } from '../lib/list-state.ts';
import { DataTable, type DataTableProps } from './data-table/data-table.tsx';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { PageHeader } from './page-header.tsx';

type TableProps<T extends RowData> = Omit<
  DataTableProps<T>,
  'page' | 'sort' | 'onSort' | 'onPage' | 'onPageSize' | 'isFetching'
>;

interface ListPageProps<T extends RowData> {
  title: string;
  description?: ReactNode;
  /** The page's way to add a record: its button, and the empty state's first-use action. */
  add?: { label: string; to: string; first: string };
  /** The page's other buttons ("Import teams"). */
  actions?: ReactNode;
  /** The search box, when the list route searches. */
  search?: { label: string; placeholder: string };
  /** Filter inputs beside the search. */
  filters?: ReactNode;
  /** What the selected rows can have done to them, shown above the table. */
  bulkActions?: ReactNode;
  state: ListState;
  query: UseQueryResult<Page<T>>;
  /** Shown when the list has nothing yet (not when a search finds nothing). */
  empty: Omit<EmptyStateProps, 'action'>;
  table: TableProps<T>;
  /** Dialogs and the like. */
  children?: ReactNode;
}

/**
 * The frame of every list screen: header, search and filters (kept in the address), then the
 * loading skeleton, the error, the first-use empty state, or the paged table.
 */
export function ListPage<T extends RowData>(props: ListPageProps<T>) {
  const { state, query } = props;
  const page = query.data;
  const isEmpty = page?.total === 0 && !state.isNarrowed;
  return (
    <>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          props.actions || props.add ? (
            <>
              {props.actions}
              {props.add ? (
                <Button
                  component={Link}
                  to={props.add.to}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {props.add.label}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      <Stack gap="md">
        {(props.search || props.filters) && !isEmpty ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            {props.search ? (
              <TextInput
                label={props.search.label}
                placeholder={props.search.placeholder}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={state.q}
                onChange={(event) => state.setQ(event.currentTarget.value)}
                type="search"
                w={{ base: '100%', xs: 260 }}
              />
            ) : null}
            {props.filters}
          </Group>
        ) : null}
        {props.bulkActions}
        {query.isError && !page ? (
          <ErrorAlert error={query.error} />
        ) : !page ? (
          <TableSkeleton />
        ) : isEmpty ? (
          <EmptyState
            {...props.empty}
            action={props.add ? { label: props.add.first, to: props.add.to } : undefined}
          />
        ) : (
          <>
            {query.isError ? <ErrorAlert error={query.error} /> : null}
            <DataTable
              {...props.table}
              page={page}
              sort={state.sort}
              onSort={state.setSort}
              onPage={state.setPage}
              onPageSize={state.setPageSize}
              isFetching={query.isPlaceholderData}
            />
          </>
        )}
      </Stack>
      {props.children}
    </>
  );
}

interface ListFilterProps {
  state: ListState;
  /** The list route's filter key. */
  name: string;
  label: string;
  /** What no choice means ("Any type"). */
  placeholder: string;
  options: Array<{ value: string; label: string }>;
}

/** One of a list's filters: a choice kept in the address as `filter=name:value`. */
export function ListFilter({ state, name, label, placeholder, options }: ListFilterProps) {
  return (
    <Select
      label={label}
      data={options}
      value={state.filter[name] ?? null}
      onChange={(value) => state.setFilter(name, value)}
      placeholder={placeholder}
      clearable
      w={{ base: 'calc(50% - 6px)', xs: 190 }}
    />
  );
}

/** The loading look of a list: its count line, then rows. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      <Skeleton h={16} w={160} />
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={String(i)} h={40} />
      ))}
    </Stack>
  );
}
