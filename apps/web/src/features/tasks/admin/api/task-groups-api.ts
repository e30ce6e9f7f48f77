import type { taskGroupSchemas } from '@showdesk/domain/tasks/task-groups';
import { recordGroupsApi } from '../../../../components/lists/group-api.ts';

/**
 * Task groups: the list, the task screens' group picker with each group's tasks (`useOptions`),
 * a group's title, its tasks' order and its archive flag (archiving empties it); deleting a group
 * keeps its tasks. No bulk archive.
 */
export const taskGroupsApi = recordGroupsApi<typeof taskGroupSchemas>({
  resource: 'task-groups',
  // A task's page lists its groups, and the tasks list can be filtered by group.
  alsoRefresh: (eventId) => [{ queryKey: ['events', eventId, 'tasks'] }],
});
