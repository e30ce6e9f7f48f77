import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Chip, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type TaskProgressLabel, taskProgressLabels } from '@showdesk/domain/tasks/task-progress';
import { reportStatusOrder, type TaskReportSummary } from '@showdesk/domain/tasks/task-report';

/** One colour per state, the same in the bar, the chips and the table's badges. */
export const statusColors: Record<TaskProgressLabel, string> = {
  complete: 'teal',
  notApplicable: 'gray',
  awaitingApproval: 'violet',
  dueSoon: 'yellow',
  overdue: 'red',
  pending: 'blue',
};

const swatch = (status: TaskProgressLabel) => `var(--mantine-color-${statusColors[status]}-6)`;

interface TaskReportChartProps {
  summary: TaskReportSummary | undefined;
  /** The status filter (a key of reportStatusOrder), or null for every state. */
  status: string | null;
  onStatus: (status: string | null) => void;
}

/**
 * How many teams are in each state: a stacked bar (one image with its numbers as its name) and
 * its legend as chips, each of which filters the table to its state.
 */
export function TaskReportChart({ summary, status, onStatus }: TaskReportChartProps) {
  const { t, i18n } = useLingui();
  const total = summary ? reportStatusOrder.reduce((sum, key) => sum + summary[key], 0) : 0;
  const described = summary
    ? reportStatusOrder.map((key) => `${taskProgressLabels[key]}: ${summary[key]}`).join(', ')
    : '';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="report-chart">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id="report-chart">
            <Trans>Progress</Trans>
          </Title>
          {summary ? (
            <Text size="sm" c="dimmed">
              <Plural value={total} one="# team" other="# teams" />
            </Text>
          ) : null}
        </Group>
        {!summary ? (
          <Skeleton h={20} radius="xl" />
        ) : (
          <Box
            role="img"
            aria-label={t`Teams by state: ${described}`}
            style={{
              display: 'flex',
              height: 20,
              borderRadius: 999,
              overflow: 'hidden',
              background: 'var(--mantine-color-gray-2)',
            }}
          >
            {total > 0
              ? reportStatusOrder.map((key) =>
                  summary[key] > 0 ? (
                    <Box
                      key={key}
                      style={{
                        width: `${(summary[key] / total) * 100}%`,
                        background: swatch(key),
                      }}
                    />
                  ) : null,
                )
              : null}
          </Box>
        )}
        <Chip.Group multiple={false} value={status ?? ''} onChange={(v) => onStatus(v || null)}>
          <Group gap="xs" role="group" aria-label={t`Show teams by state`}>
            <Chip value="" variant="outline" size="sm">
              <Trans>All</Trans>
            </Chip>
            {reportStatusOrder.map((key) => (
              <Chip key={key} value={key} variant="outline" size="sm" color={statusColors[key]}>
                <Group gap={6} wrap="nowrap" component="span">
                  <Box
                    component="span"
                    aria-hidden
                    style={{ width: 10, height: 10, borderRadius: 99, background: swatch(key) }}
                  />
                  {taskProgressLabels[key]}
                  {summary ? (
                    <Text span fw={700} size="sm">
                      {summary[key].toLocaleString(i18n.locale)}
                    </Text>
                  ) : null}
                </Group>
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </Card>
  );
}
