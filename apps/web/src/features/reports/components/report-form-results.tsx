import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (empty) return <EmptyState icon={<IconForms size={34} />} {...empty} />;
  return (
    <Stack gap="lg">
      <Stats>
        <Stat label={t`Sent submissions`} value={number(submissions)} note={t`Drafts left out`} />
        {stats}
      </Stats>
      {children}
    </Stack>
  );
}

/** A submissions report: totals, per day (line), per form (bars) and its table. */
export function SubmissionsView({ result }: { result: SubmissionsResult }) {
  const { t, i18n } = useLingui();
  return (
    <FormReport
      empty={
        result.forms.length === 0
          ? {
              title: t`No forms yet`,
              action: { label: t`Add a form`, to: '/admin/forms/add' },
              children: t`The forms of this report were deleted: choose others for the report.`,
            }
          : null
      }
      submissions={result.totals.submissions}
      stats={
        <>
          <Stat label={t`Teams`} value={number(result.totals.teams)} />
          <Stat label={t`Guest submissions`} value={number(result.totals.guests)} />
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DayChartCard
          title={t`Submissions per day`}
          valueHeader={t`Submissions`}
          color="blue"
          points={result.perDay}
          empty={t`Nothing has been sent yet.`}
        />
        <ChartCard>
          <BarChart
            title={t`Submissions per form`}
            color="blue"
            labelHeader={t`Form`}
            valueHeader={t`Submissions`}
            data={result.forms.map((form) => ({ label: form.title, value: form.submissions }))}
          />
        </ChartCard>
      </SimpleGrid>
      <ReportTable
        tableId="report-forms"
        label={t`Per form`}
        noun={{ one: t`form`, many: t`forms` }}
        rows={result.forms.map((form) => ({ id: form.formId, ...form }))}
        rowName={(row) => row.title}
        defaultSort="title"
        sortValue={{
          title: (row) => row.title.toLocaleLowerCase(i18n.locale),
          submissions: (row) => row.submissions,
        }}
        columns={[
          { id: 'title', header: t`Form`, sortKey: 'title', phone: 'title', cell: (r) => r.title },
          {
            id: 'submissions',
            header: t`Submissions`,
            sortKey: 'submissions',
            align: 'right',
            cell: (r) => number(r.submissions),
          },
          { id: 'teams', header: t`Teams`, align: 'right', cell: (r) => number(r.teams) },
          {
            id: 'guests',
            header: t`Guest submissions`,
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
  const { t, i18n } = useLingui();
  const money = (minor: number) => formatMinorUnits(minor, result.currencyId);
  return (
    <FormReport
      empty={
        result.items.length === 0
          ? {
              title: t`No item lists`,
              children: t`This report’s form has no item list, or was deleted: choose another form for the report.`,
            }
          : null
      }
      submissions={result.totals.submissions}
      stats={
        <>
          <Stat label={t`Items ordered`} value={number(result.totals.quantity)} />
          <Stat label={t`Total`} value={money(result.totals.amount)} />
        </>
      }
    >
      <ChartCard>
        <BarChart
          title={t`Total per item`}
          color="grape"
          labelHeader={t`Item`}
          valueHeader={t`Total`}
          data={result.items.map((item) => ({
            label: `${item.label} (${item.listLabel})`,
            value: item.amount,
            display: `${number(item.quantity)} × ${money(item.price)} = ${money(item.amount)}`,
          }))}
        />
      </ChartCard>
      <ReportTable
        tableId="report-items"
        label={t`Per item`}
        noun={{ one: t`item`, many: t`items` }}
        rows={result.items.map((item) => ({ id: `${item.fieldId}:${item.itemId}`, ...item }))}
        rowName={(row) => row.label}
        defaultSort="list"
        sortValue={{
          list: (row) => `${row.listLabel}\u0000${row.label}`.toLocaleLowerCase(i18n.locale),
          quantity: (row) => row.quantity,
          amount: (row) => row.amount,
        }}
        columns={[
          { id: 'list', header: t`Item list`, sortKey: 'list', cell: (r) => r.listLabel },
          { id: 'label', header: t`Item`, phone: 'title', cell: (r) => r.label },
          { id: 'price', header: t`Price`, align: 'right', cell: (r) => money(r.price) },
          {
            id: 'quantity',
            header: t`Quantity`,
            sortKey: 'quantity',
            align: 'right',
            cell: (r) => number(r.quantity),
          },
          {
            id: 'amount',
            header: t`Total`,
            sortKey: 'amount',
            align: 'right',
            cell: (r) => money(r.amount),
          },
        ]}
      />
    </FormReport>
  );
}
