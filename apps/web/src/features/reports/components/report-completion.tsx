import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type CompletionResult,
  reportStatusLabel,
  shareText,
} from '@showdesk/domain/reports/reports';
import { reportStatusOrder } from '@showdesk/domain/tasks/task-report';
import { IconListCheck } from '@tabler/icons-react';
import { BarChart } from '../../../components/charts/bar-chart.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ChartCard, DayChartCard, number, of, Stat, Stats } from './report-parts.tsx';
import { ReportTable } from './report-tables.tsx';

/** A task completion report: totals, per task and per team type (bars), over time (line), tables. */
export function CompletionView({ result }: { result: CompletionResult }) {
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
      <Stats>
        <Stat label="Tasks" value={number(result.totals.tasks)} />
        <Stat
          label={`${label} (team and task pairs)`}
          value={number(result.totals.counted)}
          note={`of ${number(result.totals.pairs)}`}
        />
        <Stat
          label={`Share ${label.toLowerCase()}`}
          value={shareText(result.totals.counted, result.totals.pairs)}
        />
      </Stats>
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
      <DayChartCard
        title="Completions over time"
        valueHeader="Completions so far"
        points={result.overTime}
        empty="No team has completed these tasks yet."
      />
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
            cell: (r) => shareText(r.counted, r.total),
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
            cell: (r) => shareText(r.counted, r.total),
          },
        ]}
      />
    </Stack>
  );
}
