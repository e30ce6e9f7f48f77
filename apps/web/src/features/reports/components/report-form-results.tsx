import { SimpleGrid, Stack } from '@mantine/core';
import { formatMinorUnits } from '@showdesk/domain/forms/money';
import type { ItemTotalsResult, SubmissionsResult } from '@showdesk/domain/reports/reports';
import { IconForms } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { EmptyState, type EmptyStateProps } from '../../../components/empty-state.tsx';
import { ChartCard, DayChartCard, number, Stat, Stats } from './report-parts.tsx';
import { ReportTable } from './report-tables.tsx';

/**
 * The frame of a report on forms: its empty state when there is nothing left to count, else
 * how many submissions it counts (drafts are not) beside its own stats, then its charts and
 * table.
 */
function FormReport({
  empty,
  submissions,
  stats,
  children,
}: {
  /** The empty state's title, link and text, when the report has nothing to show. */
  empty: Omit<EmptyStateProps, 'icon'> | null;
  submissions: number;
  stats: ReactNode;
  children: ReactNode;
}) {
  if (empty) return <EmptyState icon={<IconForms size={34} />} {...empty} />;
  return (
    <Stack gap="lg">
      <Stats>
        <Stat label="Sent submissions" value={number(submissions)} note="Drafts left out" />
        {stats}
      </Stats>
      {children}
    </Stack>
  );
}

/** A submissions report: totals, per day (line), per form (bars) and its table. */
export function SubmissionsView({ result }: { result: SubmissionsResult }) {
  return (
    <FormReport
      empty={
        result.forms.length === 0
          ? {
              title: 'No forms yet',
              action: { label: 'Add a form', to: '/admin/forms/add' },
              children: 'The forms of this report were deleted: choose others for the report.',
            }
          : null
      }
      submissions={result.totals.submissions}
      stats={
        <>
          <Stat label="Teams" value={number(result.totals.teams)} />
          <Stat label="Guest submissions" value={number(result.totals.guests)} />
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DayChartCard
          title="Submissions per day"
          valueHeader="Submissions"
          color="blue"
          points={result.perDay}
          empty="Nothing has been sent yet."
        />
        <ChartCard>
          <BarChart
            title="Submissions per form"
            color="blue"
            labelHeader="Form"
            valueHeader="Submissions"
            data={result.forms.map((form) => ({ label: form.title, value: form.submissions }))}
          />
        </ChartCard>
      </SimpleGrid>
      <ReportTable
        tableId="report-forms"
        label="Per form"
        noun={{ one: 'form', many: 'forms' }}
        rows={result.forms.map((form) => ({ id: form.formId, ...form }))}
        rowName={(row) => row.title}
        defaultSort="title"
        sortValue={{
          title: (row) => row.title.toLocaleLowerCase('en-GB'),
          submissions: (row) => row.submissions,
        }}
        columns={[
          { id: 'title', header: 'Form', sortKey: 'title', phone: 'title', cell: (r) => r.title },
          {
            id: 'submissions',
            header: 'Submissions',
            sortKey: 'submissions',
            align: 'right',
            cell: (r) => number(r.submissions),
          },
          { id: 'teams', header: 'Teams', align: 'right', cell: (r) => number(r.teams) },
          {
            id: 'guests',
            header: 'Guest submissions',
            align: 'right',
            cell: (r) => number(r.guests),
          },
        ]}
      />
    </FormReport>
  );
}

/** An item totals report: quantities and money per item of the form's item lists. */
export function ItemTotalsView({ result }: { result: ItemTotalsResult }) {
  const money = (minor: number) => formatMinorUnits(minor, result.currencyId);
  return (
    <FormReport
      empty={
        result.items.length === 0
          ? {
              title: 'No item lists',
              children:
                'This report’s form has no item list, or was deleted: choose another form for the report.',
            }
          : null
      }
      submissions={result.totals.submissions}
      stats={
        <>
          <Stat label="Items ordered" value={number(result.totals.quantity)} />
          <Stat label="Total" value={money(result.totals.amount)} />
        </>
      }
    >
      <ChartCard>
        <BarChart
          title="Total per item"
          color="grape"
          labelHeader="Item"
          valueHeader="Total"
          data={result.items.map((item) => ({
            label: `${item.label} (${item.listLabel})`,
            value: item.amount,
            display: `${number(item.quantity)} × ${money(item.price)} = ${money(item.amount)}`,
          }))}
        />
      </ChartCard>
      <ReportTable
        tableId="report-items"
        label="Per item"
        noun={{ one: 'item', many: 'items' }}
        rows={result.items.map((item) => ({ id: `${item.fieldId}:${item.itemId}`, ...item }))}
        rowName={(row) => row.label}
        defaultSort="list"
        sortValue={{
          list: (row) => `${row.listLabel}\u0000${row.label}`.toLocaleLowerCase('en-GB'),
          quantity: (row) => row.quantity,
          amount: (row) => row.amount,
        }}
        columns={[
          { id: 'list', header: 'Item list', sortKey: 'list', cell: (r) => r.listLabel },
          { id: 'label', header: 'Item', phone: 'title', cell: (r) => r.label },
          { id: 'price', header: 'Price', align: 'right', cell: (r) => money(r.price) },
          {
            id: 'quantity',
            header: 'Quantity',
            sortKey: 'quantity',
            align: 'right',
            cell: (r) => number(r.quantity),
          },
          {
            id: 'amount',
            header: 'Total',
            sortKey: 'amount',
            align: 'right',
            cell: (r) => money(r.amount),
          },
        ]}
      />
    </FormReport>
  );
}
