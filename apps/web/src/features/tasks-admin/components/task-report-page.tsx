import { Button } from '@mantine/core';
import { IconArrowLeft, IconHammer } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { useTask } from '../api/tasks-api.ts';
import { taskPaths } from '../paths.ts';

/**
 * /admin/tasks/:taskId/report: reports are placeholders (spec section 1). The task's crumb is
 * named like on its own page, and the way back leads to it.
 */
export function TaskReportPage() {
  const { taskId = '' } = useParams();
  const task = useTask(taskId);
  useBreadcrumbLabel(encodeURIComponent(taskId), task.data?.title);
  return (
    <StatusScreen
      icon={<IconHammer size={34} />}
      color="blue"
      title="Task Report Is Coming Soon"
      actions={
        <Button
          component={Link}
          to={taskPaths.record(taskId)}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to the task
        </Button>
      }
    >
      Which teams have done this task, and which have not, will show here once reports are built.
    </StatusScreen>
  );
}
