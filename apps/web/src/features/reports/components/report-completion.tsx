import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  if (result.tasks.length === 0) {
    return (
      <EmptyState
        icon={<IconListCheck size={34} />}
        title={t`No tasks yet`}
        action={{ label: t`Add a task`, to: '/admin/tasks/add' }}
      >
        <Trans>This report has no task to count: add tasks, or choose others for the report.</Trans>
      </EmptyState>
    );
  }
  const label = result.statusLabel;
  const lowerLabel = label.toLowerCase();
  const pairs = number(result.totals.pairs);
  const rows = result.tasks.map((task) => ({ id: task.taskId, ...task }));
  return (
    <Stack gap="lg">
      <Stats>
        <Stat label={t`Tasks`} value={number(result.totals.tasks)} />
        <Stat
          label={t`${label} (team and task pairs)`}
          value={number(result.totals.counted)}
          note={t`of ${pairs}`}
        />
        <Stat
          label={t`Share ${lowerLabel}`}
          value={shareText(result.totals.counted, result.totals.pairs)}
        />
      </Stats>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartCard>
          <BarChart
            title={t`${label} per task`}
            labelHeader={t`Task`}
            valueHeader={t`Teams ${lowerLabel}`}
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
            title={t`${label} per team type`}
            color="blue"
            labelHeader={t`Team type`}
            valueHeader={t`Team and task pairs ${lowerLabel}`}
            data={result.teamTypes.map((type) => ({
              label: type.name,
              value: type.counted,
              max: type.total,
              display: of(type.counted, type.total),
            }))}
          />
          {result.teamTypes.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No team sees these tasks yet.</Trans>
            </Text>
          ) : null}
        </ChartCard>
      </SimpleGrid>
      <DayChartCard
        title={t`Completions over time`}
        valueHeader={t`Completions so far`}
        points={result.overTime}
        empty={t`No team has completed these tasks yet.`}
      />
      <ReportTable
        tableId="report-tasks"
        label={t`Per task`}
        noun={{ one: t`task`, many: t`tasks` }}
        rows={rows}
        rowName={(row) => row.title}
        defaultSort="title"
        sortValue={{
          title: (row) => row.title.toLocaleLowerCase(i18n.locale),
          counted: (row) => row.counted,
          percent: (row) => row.percent,
        }}
        columns={[
          { id: 'title', header: t`Task`, sortKey: 'title', phone: 'title', cell: (r) => r.title },
          { id: 'total', header: t`Teams`, align: 'right', cell: (r) => number(r.total) },
          {
            id: 'counted',
            header: label,
            sortKey: 'counted',
            align: 'right',
            cell: (r) => number(r.counted),
          },
          {
            id: 'percent',
            header: t`Percent`,
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
        label={t`Per team type`}
        noun={{ one: t`team type`, many: t`team types` }}
        rows={result.teamTypes.map((type) => ({ id: type.teamTypeId ?? 'none', ...type }))}
        rowName={(row) => row.name}
        defaultSort="name"
        sortValue={{ name: (row) => row.name, percent: (row) => row.percent }}
        columns={[
          {
            id: 'name',
            header: t`Team type`,
            sortKey: 'name',
            phone: 'title',
            cell: (r) => r.name,
          },
          {
            id: 'total',
            header: t`Team and task pairs`,
            align: 'right',
            cell: (r) => number(r.total),
          },
          { id: 'counted', header: label, align: 'right', cell: (r) => number(r.counted) },
          {
            id: 'percent',
            header: t`Percent`,
            sortKey: 'percent',
            align: 'right',
            cell: (r) => shareText(r.counted, r.total),
          },
        ]}
      />
    </Stack>
  );
}
