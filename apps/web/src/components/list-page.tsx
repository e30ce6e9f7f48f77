import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { Page } from '@showdesk/domain/common/list-query';
import { type Icon, IconArchive, IconArrowLeft, IconPlus, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { type ListSource, type ListState, usePagedList } from '../lib/list-state.ts';
import { useTerms } from '../lib/terms.ts';
import { DataTable, type TableColumn, type TableSelection } from './data-table/data-table.tsx';
import { DateInput } from './date-input.tsx';
import { EmptyState } from './empty-state.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { PageHeader } from './page-header.tsx';
import { Skeletons } from './skeletons.tsx';

/**
 * A list page's link to a neighbouring list, as a header button: "Archived" (the default icon),
 * "Back to tasks" (`back`) or another list with its icon.
 */
export function HeaderLink({
  to,
  icon: LinkIcon = IconArchive,
  back,
  children,
}: {
  to: string;
  icon?: Icon;
  back?: boolean;
  children: ReactNode;
}) {
  const Shown = back ? IconArrowLeft : LinkIcon;
  const terms = useTerms();
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      leftSection={<Shown size={16} aria-hidden />}
    >
      {typeof children === 'string' ? terms(children) : children}
    </Button>
  );
}

/** What a list holds, in the words of its texts: "3 team types", "Add team type". */
export interface ListNoun {
  one: string;
  many: string;
}

interface ListPageProps<T extends { id: string }> {
  noun: ListNoun;
  /** The page's title (default: the plural, "Team types"). */
  title?: string;
  description?: ReactNode;
  /**
   * Where adding a record starts: the "Add <noun>" button and the empty state's "Add your
   * first <noun>" lead there. Other labels when the noun does not read well in them.
   */
  add?: string | { to: string; label: string; first: string };
  /** The page's other buttons ("Import teams"), before the add button. */
  actions?: ReactNode;
  /** The search box's placeholder, when the list route searches ("Search <plural>"). */
  search?: string | { label: string; placeholder: string };
  /** The list route's filters, as choices beside the search (`filter=name:value`). */
  filters?: ListFilterProps[];
  /** What the selected rows can have done to them, shown above the table. */
  bulkActions?: ReactNode;
  /** Shown under the header, above the search and filters (a report's chart). */
  intro?: ReactNode;
  state: ListState;
  query: UseQueryResult<Page<T>>;
  /** Shown when the list has nothing yet, not when a search finds nothing ("No <plural> yet"). */
  empty: { icon: ReactNode; title?: string; children: ReactNode };
  columns: TableColumn<T>[];
  /** What a row is called, for its checkbox's label. */
  rowName: (row: T) => string;
  /** The name the user's column choice is kept under (default: the plural, dashed). */
  tableId?: string;
  /** The table's accessible name (default: the title). */
  tableLabel?: string;
  selection?: TableSelection;
  /** Dialogs and the like. */
  children?: ReactNode;
}

/** What a paged list screen is given: ListPage's props, its records' `source` for its page. */
export type PagedListPageProps<T extends { id: string }> = Omit<
  ListPageProps<T>,
  'state' | 'query'
> & { source: ListSource<T> };

/** A list screen whose records come a page at a time from `source`, as its address asks. */
export function PagedListPage<T extends { id: string }>({
  source,
  ...props
}: PagedListPageProps<T>) {
  const list = usePagedList(source);
  return <ListPage {...props} {...list} />;
}

/**
 * The props every list of named records shares: added at `<path>/add`, sorted by name first,
 * each row called by its name. The page states its noun, texts, columns and filters.
 */
export function namedRecords<T extends { id: string; name: string }>(
  path: string,
  source: Omit<ListSource<T>, 'defaultSort'>,
): Pick<PagedListPageProps<T>, 'add' | 'source' | 'rowName'> {
  return {
    add: `${path}/add`,
    source: { ...source, defaultSort: 'name' },
    rowName: (row) => row.name,
  };
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The frame of every list screen: header, search and filters (kept in the address), then the
 * loading skeleton, the error, the first-use empty state, or the paged table. Its texts come
 * from the noun unless the page says otherwise, so a page states its columns, filters and
 * its own words only.
 */
export function ListPage<T extends { id: string }>(props: ListPageProps<T>) {
  const { state, query } = props;
  // The list's words in the event's terms: "Add action", "No actions yet", "3 actions".
  const terms = useTerms();
  const noun = { one: terms(props.noun.one), many: terms(props.noun.many) };
  const { t } = useLingui();
  const nounOne = noun.one;
  const nouns = noun.many;
  const searched = state.q.trim();
  const page = query.data;
  const isEmpty = page?.total === 0 && !state.isNarrowed;
  const title = props.title ?? capitalise(noun.many);
  const add =
    typeof props.add === 'string'
      ? { to: props.add, label: t`Add ${nounOne}`, first: t`Add your first ${nounOne}` }
      : props.add && { ...props.add, label: terms(props.add.label), first: terms(props.add.first) };
  const search =
    typeof props.search === 'string'
      ? { label: t`Search ${nouns}`, placeholder: props.search }
      : props.search && { ...props.search, label: terms(props.search.label) };
  return (
    <>
      <PageHeader
        title={title}
        description={props.description}
        actions={
          props.actions || add ? (
            <>
              {props.actions}
              {add ? (
                <Button
                  component={Link}
                  to={add.to}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {add.label}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      <Stack gap="md">
        {props.intro}
        {(search || props.filters?.length) && !isEmpty ? (
          <Group align="flex-end" gap="sm" wrap="wrap">
            {search ? (
              <TextInput
                label={search.label}
                placeholder={search.placeholder}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={state.q}
                onChange={(event) => state.setQ(event.currentTarget.value)}
                type="search"
                w={{ base: '100%', xs: 260 }}
              />
            ) : null}
            {props.filters?.map((filter) => (
              <ListFilter key={filter.name} state={state} {...filter} />
            ))}
          </Group>
        ) : null}
        {props.bulkActions}
        {query.isError && !page ? (
          <ErrorAlert error={query.error} />
        ) : !page ? (
          <TableSkeleton />
        ) : isEmpty ? (
          <EmptyState
            icon={props.empty.icon}
            title={props.empty.title ? terms(props.empty.title) : t`No ${nouns} yet`}
            action={add ? { label: add.first, to: add.to } : undefined}
          >
            {props.empty.children}
          </EmptyState>
        ) : (
          <>
            {query.isError ? <ErrorAlert error={query.error} /> : null}
            <DataTable
              tableId={props.tableId ?? noun.many.replaceAll(' ', '-')}
              label={props.tableLabel ?? title}
              noun={noun}
              columns={props.columns}
              getRowId={(row) => row.id}
              rowName={props.rowName}
              selection={props.selection}
              page={page}
              sort={state.sort}
              onSort={state.setSort}
              onPage={state.setPage}
              onPageSize={state.setPageSize}
              // From the first key of a search until its page arrives the rows answer an older
              // question: busy at once, not only once the debounced request leaves (in between,
              // the table looked settled and was dimmed a moment later).
              isBusy={state.isSearchPending || query.isPlaceholderData}
              noMatch={
                <Stack align="center" gap="xs" py="md">
                  <Text fw={600}>
                    <Trans>No {nouns} match</Trans>
                  </Text>
                  <Text size="sm" c="dimmed" ta="center">
                    {searched
                      ? state.isFiltered
                        ? t`Nothing matches “${searched}” with these filters.`
                        : t`Nothing matches “${searched}”.`
                      : t`Nothing matches these filters.`}
                  </Text>
                  <Button variant="light" size="xs" onClick={state.clear}>
                    <Trans>Clear search and filters</Trans>
                  </Button>
                </Stack>
              }
            />
          </>
        )}
      </Stack>
      {props.children}
    </>
  );
}

/**
 * A row's name as the link to its record's page (the first column of most lists), with the
 * record's description in a line under it when one is given (a form's, a field group's).
 */
export function RecordLink({
  to,
  description,
  children,
}: {
  to: string;
  /** Under the name, when the record has one; `undefined` for a record kind without. */
  description?: string | null;
  children: ReactNode;
}) {
  const link = (
    <Anchor component={Link} to={to} fw={500} style={{ overflowWrap: 'break-word' }}>
      {children}
    </Anchor>
  );
  if (description === undefined) return link;
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      {link}
      {description ? (
        <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}

export type ListFilterProps = {
  /** The list route's filter key. */
  name: string;
  label: string;
} & (
  | {
      /** What no choice means ("Any type", "Any day"). */
      placeholder: string;
      /** The choices: value → label, or a list when built from data. */
      options: Record<string, string> | Array<{ value: string; label: string }>;
      /** Many choices (people): typing narrows them. */
      searchable?: boolean;
      day?: never;
      isSwitch?: never;
    }
  | {
      placeholder: string;
      /** A day (YYYY-MM-DD) typed or picked: a date range's first or last day. */
      day: true;
      options?: never;
      searchable?: never;
      isSwitch?: never;
    }
  | {
      /** On or off ("Only missing"): on is kept as `filter=name:yes`, off is no filter. */
      isSwitch: true;
      placeholder?: never;
      options?: never;
      searchable?: never;
      day?: never;
    }
);

/** One of a list's filters: a choice kept in the address as `filter=name:value`. */
function ListFilter({
  state,
  name,
  label,
  placeholder = '',
  options = [],
  searchable,
  day,
  isSwitch,
}: ListFilterProps & { state: ListState }) {
  const { t } = useLingui();
  if (day) return <DayFilter state={state} name={name} label={label} placeholder={placeholder} />;
  if (isSwitch) {
    return (
      <Switch
        label={label}
        checked={state.filter[name] === 'yes'}
        onChange={(event) => state.setFilter(name, event.currentTarget.checked ? 'yes' : null)}
        // Level with the inputs beside it, whose labels sit above them.
        mb={8}
      />
    );
  }
  return (
    <Select
      label={label}
      data={
        Array.isArray(options)
          ? options
          : Object.entries(options).map(([value, text]) => ({ value, label: text }))
      }
      value={state.filter[name] ?? null}
      onChange={(value) => state.setFilter(name, value)}
      placeholder={placeholder}
      clearable
      searchable={searchable}
      nothingFoundMessage={searchable ? t`No match` : undefined}
      w={{ base: 'calc(50% - 6px)', xs: 190 }}
    />
  );
}

/**
 * A day filter: kept in the address once it is a whole day (or emptied), so a half-typed date
 * asks nothing of the list.
 */
function DayFilter({
  state,
  name,
  label,
  placeholder,
}: {
  name: string;
  label: string;
  placeholder: string;
  state: ListState;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? state.filter[name] ?? '';
  return (
    <DateInput
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(next) => {
        setTyped(next);
        if (next === '' || /^\d{4}-\d{2}-\d{2}$/.test(next)) {
          state.setFilter(name, next || null);
          setTyped(null);
        }
      }}
      w={{ base: 'calc(50% - 6px)', xs: 190 }}
    />
  );
}

/** The loading look of a list: its count line, then rows. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={16} w={160} />
      <Skeletons count={rows} h={40} />
    </Stack>
  );
}
