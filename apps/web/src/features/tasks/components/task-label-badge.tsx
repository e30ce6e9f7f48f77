import { Badge } from '@mantine/core';
import { type TaskProgressLabel, taskProgressLabels } from '@showdesk/domain/tasks/task-progress';
import { useDomainWord } from '../../../lib/domain-word.ts';

/** The colour of each label: Overdue red, Due Soon orange, Complete green, N/A grey. */
const colors: Record<TaskProgressLabel, string> = {
  overdue: 'red',
  dueSoon: 'orange',
  complete: 'green',
  notApplicable: 'gray',
  pending: 'blue',
  awaitingApproval: 'violet',
};

/** A task's one label for the team (Complete, N/A, Awaiting approval, Overdue, Due Soon, Incomplete). */
export function TaskLabelBadge({
  label,
  size = 'sm',
}: {
  label: TaskProgressLabel;
  size?: 'xs' | 'sm';
}) {
  const word = useDomainWord();
  return (
    <Badge
      color={colors[label]}
      variant={label === 'pending' ? 'outline' : 'light'}
      radius="sm"
      size={size}
      style={{ flexShrink: 0 }}
    >
      {word(taskProgressLabels[label])}
    </Badge>
  );
}
