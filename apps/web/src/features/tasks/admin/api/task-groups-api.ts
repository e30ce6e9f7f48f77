import type { RecordGroupTypes } from '@showdesk/domain/common/record-groups';
import type { TaskGroup, taskGroupSchemas } from '@showdesk/domain/tasks/task-groups';
import {
  defineGroups,
  useCreateGroup,
  useDeleteGroup,
  useGroup,
  useGroupOptions,
  useGroupPage,
  useUpdateGroup,
} from '../../../../components/lists/group-api.ts';

const taskGroups = defineGroups<{
  detail: TaskGroup;
  row: TaskGroup;
  option: TaskGroup;
  create: RecordGroupTypes<typeof taskGroupSchemas>['createInput'];
  update: RecordGroupTypes<typeof taskGroupSchemas>['updateInput'];
}>({
  resource: 'task-groups',
  // A task's page lists its groups, and the tasks list can be filtered by group.
  alsoRefresh: (eventId) => [{ queryKey: ['events', eventId, 'tasks'] }],
});

export const taskGroupQuery = taskGroups.query;
/** One page of the task groups list (the list convention's query string). */
export const useTaskGroupPage = (apiParams: string) => useGroupPage(taskGroups, apiParams);
export const useTaskGroup = (groupId: string) => useGroup(taskGroups, groupId);
/** Every group of the event by title, with its tasks: the task screens' group picker. */
export const useTaskGroupOptions = () => useGroupOptions(taskGroups);
export const useCreateTaskGroup = () => useCreateGroup(taskGroups);
/** Changes a group's title, its tasks' order or its archive flag (archiving empties it). */
export const useUpdateTaskGroup = () => useUpdateGroup(taskGroups);
/** Deletes a group; its tasks stay. */
export const useDeleteTaskGroup = () => useDeleteGroup(taskGroups);
