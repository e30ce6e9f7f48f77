import type { TaskGroup } from '@showdesk/domain/tasks/task-groups';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useUpdateTaskGroup } from '../api/task-groups-api.ts';

const leaving = (n: number) =>
  n === 1 ? 'its one task leaves the group' : `its ${n} tasks leave the group`;

/**
 * Archiving and unarchiving a group. Archiving empties its list (spec section 4), so it is asked
 * first; unarchiving is not.
 */
export function useTaskGroupArchive() {
  const update = useUpdateTaskGroup();
  const [asking, setAsking] = useState<TaskGroup | null>(null);
  const setArchived = (group: TaskGroup, isArchived: boolean) =>
    update.mutate(
      { id: group.id, isArchived },
      {
        onSuccess: (saved) => {
          setAsking(null);
          feedback(
            'success',
            isArchived
              ? `${saved.title} was archived and emptied`
              : `${saved.title} was unarchived: add its tasks again`,
          );
        },
        onError: (error) => {
          setAsking(null);
          feedback('error', errorMessage(error));
        },
      },
    );
  return {
    /** The group being archived or unarchived. */
    pendingId: update.isPending ? update.variables?.id : undefined,
    /** Archive (after asking) or unarchive the group. */
    toggle: (group: TaskGroup) => (group.isArchived ? setArchived(group, false) : setAsking(group)),
    dialog: (
      <ConfirmDialog
        opened={asking !== null}
        title="Archive this task group?"
        confirmLabel="Archive group"
        isPending={update.isPending}
        onConfirm={() => asking && setArchived(asking, true)}
        onCancel={() => setAsking(null)}
      >
        {asking?.taskIds.length
          ? `Archiving “${asking.title}” empties it: ${leaving(asking.taskIds.length)}. The tasks themselves are kept, and unarchiving the group does not bring them back.`
          : `“${asking?.title}” has no tasks. An archived group holds none until it is unarchived.`}
      </ConfirmDialog>
    ),
  };
}
