import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMinorUnits } from '@showdesk/domain/forms/money';
import {
  type CompletionResult,
  type ItemTotalsResult,
  percentOf,
  type ReportView,
  reportOperationLabels,
  reportStatusLabel,
  reportTypeLabels,
  type SubmissionsResult,
} from '@showdesk/domain/reports';
import { reportStatusOrder } from '@showdesk/domain/tasks/task-report';
import {
  IconChartBar,
  IconEdit,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconForms,
  IconListCheck,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { LineChart } from '../../../components/charts/line-chart.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useReportExportUrl, useReportView } from '../api/reports-api.ts';
import { reportPaths } from '../paths.ts';
import { ReportTable } from './report-tables.tsx';
import { ReportViewSkeleton } from './report-view-skeleton.tsx';

const number = (n: number) => n.toLocaleString('en-GB');
const of = (part: number, whole: number) =>
  `${number(part)} of ${number(whole)} · ${percentOf(part, whole)}%`;

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ChartCard({ children }: { children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      {children}
    </Card>
  );
}

function CompletionView({ result }: { result: CompletionResult }) {
  if (result.tasks.length === 0) {
    return (
      <EmptyState
        icon={<IconListCheck size={34} />}
        title="No tasks yet"
        action={{ label: 'Add a task', to: '/admin/tasks/add' }}
      >
        This report has no task to count: add tasks, or choose others for the report.
      </EmptyState>
    );
  }
  const label = result.statusLabel;
  const rows = result.tasks.map((task) => ({ id: task.taskId, ...task }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Stat label="Tasks" value={number(result.totals.tasks)} />
        <Stat
          label={`${label} (team and task pairs)`}
          value={number(result.totals.counted)}
          note={`of ${number(result.totals.pairs)}`}
        />
        <Stat label={`Share ${label.toLowerCase()}`} value={`${result.totals.percent}%`} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard>
          <BarChart
            title={`${label} per task`}
            labelHeader="Task"
            valueHeader={`Teams ${label.toLowerCase()}`}
            data={result.tasks.map((task) => ({
              label: task.title,
              value: task.counted,
              max: task.total,
              display: of(task.counted, task.total),
            }))}
          />
        </ChartCard>
        <ChartCard>
          <BarChart
            title={`${label} per team type`}
            color="blue"
            labelHeader="Team type"
            valueHeader={`Team and task pairs ${label.toLowerCase()}`}
            data={result.teamTypes.map((type) => ({
              label: type.name,
              value: type.counted,
              max: type.total,
              display: of(type.counted, type.total),
            }))}
          />
          {result.teamTypes.length === 0 ? (
            <Text size="sm" c="dimmed">
              No team sees these tasks yet.
            </Text>
          ) : null}
        </ChartCard>
      </SimpleGrid>
      <ChartCard>
        {result.overTime.length > 0 ? (
          <LineChart
            title="Completions over time"
            valueHeader="Completions so far"
            points={result.overTime}
            formatDay={(day) => formatDay(day)}
          />
        ) : (
          <Stack gap={4}>
            <Text fw={600}>Completions over time</Text>
            <Text size="sm" c="dimmed">
              No team has completed these tasks yet.
            </Text>
          </Stack>
        )}
      </ChartCard>
      <Section title="Per task">
        <ReportTable
          tableId="report-tasks"
          label="Per task"
          noun={{ one: 'task', many: 'tasks' }}
          rows={rows}
          rowName={(row) => row.title}
          defaultSort="title"
          sortValue={{
            title: (row) => row.title.toLocaleLowerCase('en-GB'),
            counted: (row) => row.counted,
            percent: (row) => row.percent,
          }}
          columns={[
            { id: 'title', header: 'Task', sortKey: 'title', phone: 'title', cell: (r) => r.title },
            { id: 'total', header: 'Teams', align: 'right', cell: (r) => number(r.total) },
            {
              id: 'counted',
              header: label,
              sortKey: 'counted',
              align: 'right',
              cell: (r) => number(r.counted),
            },
            {
              id: 'percent',
              header: 'Percent',
              sortKey: 'percent',
              align: 'right',
              cell: (r) => `${r.percent}%`,
            },
            ...reportStatusOrder
              .filter((status) => status !== result.status)
              .map((status) => ({
                id: status,
                header: reportStatusLabel(status),
                align: 'right' as const,
                cell: (r: (typeof rows)[number]) => number(r.summary[status]),
              })),
          ]}
        />
      </Section>
      <Section title="Per team type">
        <ReportTable
          tableId="report-team-types"
          label="Per team type"
          noun={{ one: 'team type', many: 'team types' }}
          rows={result.teamTypes.map((type) => ({ id: type.teamTypeId ?? 'none', ...type }))}
          rowName={(row) => row.name}
          defaultSort="name"
          sortValue={{ name: (row) => row.name, percent: (row) => row.percent }}
          columns={[
            {
              id: 'name',
              header: 'Team type',
              sortKey: 'name',
              phone: 'title',
              cell: (r) => r.name,
            },
            {
              id: 'total',
              header: 'Team and task pairs',
              align: 'right',
              cell: (r) => number(r.total),
            },
            { id: 'counted', header: label, align: 'right', cell: (r) => number(r.counted) },
            {
              id: 'percent',
              header: 'Percent',
              sortKey: 'percent',
              align: 'right',
              cell: (r) => `${r.percent}%`,
            },
          ]}
        />
      </Section>
    </Stack>
  );
}

function SubmissionsView({ result }: { result: SubmissionsResult }) {
  if (result.forms.length === 0) {
    return (
      <EmptyState
        icon={<IconForms size={34} />}
        title="No forms yet"
        action={{ label: 'Add a form', to: '/admin/forms/add' }}
      >
        The forms of this report were deleted: choose others for the report.
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Stat
          label="Sent submissions"
          value={number(result.totals.submissions)}
          note="Drafts left out"
        />
        <Stat label="Teams" value={number(result.totals.teams)} />
        <Stat label="Guest submissions" value={number(result.totals.guests)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard>
          {result.perDay.length > 0 ? (
            <LineChart
              title="Submissions per day"
              valueHeader="Submissions"
              color="blue"
              points={result.perDay}
              formatDay={(day) => formatDay(day)}
            />
          ) : (
            <Stack gap={4}>
              <Text fw={600}>Submissions per day</Text>
              <Text size="sm" c="dimmed">
                Nothing has been sent yet.
              </Text>
            </Stack>
          )}
        </ChartCard>
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
      <Section title="Per form">
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
      </Section>
    </Stack>
  );
}

function ItemTotalsView({ result }: { result: ItemTotalsResult }) {
  const money = (minor: number) => formatMinorUnits(minor, result.currencyId);
  if (result.items.length === 0) {
    return (
      <EmptyState icon={<IconForms size={34} />} title="No item lists">
        This report’s form has no item list, or was deleted: choose another form for the report.
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Stat
          label="Sent submissions"
          value={number(result.totals.submissions)}
          note="Drafts left out"
        />
        <Stat label="Items ordered" value={number(result.totals.quantity)} />
        <Stat label="Total" value={money(result.totals.amount)} />
      </SimpleGrid>
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
      <Section title="Per item">
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
      </Section>
    </Stack>
  );
}

function ReportBody({ view }: { view: ReportView }) {
  const { result } = view;
  if (result.operation === 'completion') return <CompletionView result={result} />;
  if (result.operation === 'submissions') return <SubmissionsView result={result} />;
  return <ItemTotalsView result={result} />;
}

/**
 * /admin/reports/:reportId: the report's numbers now — summary cards, charts, its table —
 * exported as XLSX or CSV.
 */
export function ReportViewPage() {
  const { reportId = '' } = useParams();
  const exportUrl = useReportExportUrl(reportId);
  return (
    <RecordPage
      query={useReportView(reportId)}
      noun={{ one: 'report', many: 'reports' }}
      icon={<IconChartBar size={34} />}
      listPath={reportPaths.list}
      id={reportId}
      title={(view) => view.report.name}
      description={({ report, result }) =>
        [
          reportTypeLabels[report.reportType],
          reportOperationLabels[report.operation],
          result.operation === 'completion' ? `Status: ${result.statusLabel}` : null,
          report.allTeams ? 'All teams' : `${report.teamIds.length} chosen teams`,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      actions={() => (
        <>
          <Button
            component="a"
            href={exportUrl('xlsx')}
            download
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            Export XLSX
          </Button>
          <Button
            component="a"
            href={exportUrl('csv')}
            download
            variant="default"
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          >
            Export CSV
          </Button>
          <Button
            component={Link}
            to={reportPaths.edit(reportId)}
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            Edit
          </Button>
        </>
      )}
      skeleton={<ReportViewSkeleton />}
    >
      {(view) => <ReportBody view={view} />}
    </RecordPage>
  );
}
