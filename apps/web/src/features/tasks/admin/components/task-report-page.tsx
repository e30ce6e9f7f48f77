import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Box, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import type { TaskProgressLabel } from '@showdesk/domain/tasks/task-progress';
import { taskReportSorts } from '@showdesk/domain/tasks/task-report';
import { taskTypeLabels } from '@showdesk/domain/tasks/tasks';
import { IconInfoCircle, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { menuColumn } from '../../../../components/data-table/row-menu.tsx';
import { type ListFilterProps, ListPage } from '../../../../components/list-page.tsx';
import { teamTypeFilter } from '../../../../components/lists/columns.tsx';
import { ExportButtons } from '../../../../components/records/export-buttons.tsx';
import { useRecordCrumb } from '../../../../lib/breadcrumb-labels.ts';
import { formatDateTime, formatDay } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import { TaskThread } from '../../comments/components/task-thread.tsx';
import { type TaskReportItem, useReportExportUrl, useTaskReport } from '../api/task-report-api.ts';
import { useTask } from '../api/tasks-api.ts';
import { type ApprovalAsk, ApprovalDialog, TaskReportRowMenu } from './task-report-actions.tsx';
import { statusColors, TaskReportChart } from './task-report-chart.tsx';

const rowElementId = (teamId: string) => `report-team-${teamId}`;

/**
 * /admin/tasks/:taskId/report: every team that sees the task (organiser teams left out) with
 * its state, assignees and last change; a chart of the states whose chips filter the table;
 * search, team type filter, sorts, paging; each row's state set, approved or sent back; the
 * rows exported as XLSX or CSV. ?team=<id> (a comment email's link) picks out that team's row.
 */
export function TaskReportPage() {
  const { taskId = '' } = useParams();
  const { t } = useLingui();
  const [params] = useSearchParams();
  const linkedTeam = params.get('team');
  const task = useTask(taskId);
  useRecordCrumb(encodeURIComponent(taskId), task, (record) => record.title);
  const state = useListState({ sorts: taskReportSorts, defaultSort: 'isComplete' });
  const report = useTaskReport(taskId, state.apiParams);
  const exportUrl = useReportExportUrl(taskId);
  const [approval, setApproval] = useState<ApprovalAsk | null>(null);
  // The team whose comment thread is open; a comment email's link (?team=…#comment-…) opens it.
  const [threadTeamId, setThreadTeamId] = useState<string | null>(() =>
    linkedTeam && window.location.hash.startsWith('#comment-') ? linkedTeam : null,
  );

  const items = report.data?.items;
  const linkedRowShown = Boolean(linkedTeam && items?.some((row) => row.teamId === linkedTeam));
  useEffect(() => {
    if (!linkedRowShown || !linkedTeam) return;
    document
      .getElementById(rowElementId(linkedTeam))
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [linkedRowShown, linkedTeam]);

  const columns: TableColumn<TaskReportItem>[] = [
    {
      id: 'team',
      header: t`Team`,
      sortKey: 'teamName',
      phone: 'title',
      cell: (row) => {
        const isLinked = row.teamId === linkedTeam;
        return (
          <Box
            id={rowElementId(row.teamId)}
            aria-current={isLinked ? 'true' : undefined}
            px={isLinked ? 6 : 0}
            style={
              isLinked
                ? {
                    background: 'var(--mantine-color-yellow-1)',
                    borderRadius: 4,
                    outline: '2px solid var(--mantine-color-yellow-5)',
                  }
                : undefined
            }
          >
            <Text fw={500} size="sm" style={{ overflowWrap: 'break-word' }}>
              {row.teamName}
            </Text>
            {isLinked ? (
              <Text size="xs" c="dimmed">
                <Trans>The team from your link</Trans>
              </Text>
            ) : null}
          </Box>
        );
      },
    },
    {
      id: 'teamType',
      header: t`Team type`,
      cell: (row) =>
        row.teamTypeName ?? (
          <Text size="sm" c="dimmed">
            <Trans>None</Trans>
          </Text>
        ),
    },
    {
      id: 'status',
      header: t`Status`,
      sortKey: 'isComplete',
      cell: (row) => {
        const approvalNote = row.approvalNote;
        return (
          <Stack gap={2} align="flex-start">
            <Badge
              variant="light"
              tt="none"
              miw="max-content"
              color={statusColors[row.status as TaskProgressLabel]}
            >
              {row.statusLabel}
            </Badge>
            {row.approvalStatus === 'returned' ? (
              <Text size="xs" c="dimmed">
                {approvalNote ? <Trans>Sent back: {approvalNote}</Trans> : <Trans>Sent back</Trans>}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      id: 'assignees',
      header: t`Assigned to`,
      cell: (row) =>
        row.assignees.length ? (
          row.assignees.map((a) => a.name).join(', ')
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Nobody</Trans>
          </Text>
        ),
    },
    {
      id: 'updated',
      header: t`Last changed`,
      sortKey: 'updatedAt',
      cell: (row) => {
        const changedBy = row.updatedByName;
        return row.updatedAt ? (
          <Stack gap={0}>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(row.updatedAt)}
            </Text>
            {row.updatedByName ? (
              <Text size="xs" c="dimmed">
                <Trans>by {changedBy}</Trans>
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Never</Trans>
          </Text>
        );
      },
    },
    menuColumn((row) => (
      <TaskReportRowMenu
        taskId={taskId}
        row={row}
        onApproval={setApproval}
        onComments={(team) => setThreadTeamId(team.teamId)}
      />
    )),
  ];

  // The types of the teams that see the task (the report names them: moderators cannot list
  // team types).
  const filters: ListFilterProps[] = [];
  if (report.data && report.data.teamTypes.length > 0)
    filters.push(teamTypeFilter(report.data.teamTypes));

  const title = task.data?.title ?? t`Task report`;
  const typeLabel = task.data ? taskTypeLabels[task.data.type] : '';
  const dueDay = task.data?.dueDate ? formatDay(task.data.dueDate) : '';
  const due = dueDay ? t`Due ${dueDay}` : t`No deadline`;
  const threadTeam = items?.find((row) => row.teamId === threadTeamId)?.teamName ?? t`Team`;
  const hasRows = (report.data?.total ?? 0) > 0 || state.isNarrowed;

  return (
    <ListPage
      noun={{ one: t`team`, many: t`teams` }}
      title={title}
      description={task.data ? t`Task report · ${typeLabel} · ${due}` : t`Task report`}
      actions={
        hasRows ? (
          <ExportButtons href={(format) => exportUrl(format, state.apiParams)} />
        ) : undefined
      }
      intro={
        <>
          {linkedTeam && items && !linkedRowShown && state.filter.teamId !== linkedTeam ? (
            <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">
                  <Trans>The team from your link is not on this page.</Trans>
                </Text>
                <Button size="xs" onClick={() => state.setFilter('teamId', linkedTeam)}>
                  <Trans>Show that team</Trans>
                </Button>
              </Group>
            </Alert>
          ) : null}
          {state.filter.teamId ? (
            <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">
                  <Trans>Showing one team only.</Trans>
                </Text>
                <Button size="xs" variant="default" onClick={() => state.setFilter('teamId', null)}>
                  <Trans>Show all teams</Trans>
                </Button>
              </Group>
            </Alert>
          ) : null}
          {hasRows || !report.data ? (
            <TaskReportChart
              summary={report.data?.summary}
              status={state.filter.status ?? null}
              onStatus={(status) => state.setFilter('status', status)}
            />
          ) : null}
        </>
      }
      search={t`Search by team name`}
      filters={filters}
      state={state}
      query={report}
      empty={{
        icon: <IconUsersGroup size={34} />,
        title: t`No team can see this task`,
        children: t`The task is limited to team types that have no teams yet (organiser teams are not in reports). Change who sees it on the task’s page, or add teams of those types.`,
      }}
      columns={columns}
      rowName={(row) => row.teamName}
      tableId="task-report"
      tableLabel={t`Teams’ progress on ${title}`}
    >
      <ApprovalDialog taskId={taskId} ask={approval} onClose={() => setApproval(null)} />
      <Drawer
        opened={threadTeamId !== null}
        onClose={() => setThreadTeamId(null)}
        position="right"
        size="lg"
        title={t`${threadTeam}: comments`}
        closeButtonProps={{ 'aria-label': t`Close the comments` }}
      >
        {threadTeamId ? <TaskThread taskId={taskId} teamId={threadTeamId} /> : null}
      </Drawer>
    </ListPage>
  );
}
