import { listSearchParams } from '@showdesk/domain/common/list-query';
import type {
  CreateTaskInput,
  Task,
  TaskDetail,
  TaskPage,
  UpdateTaskInput,
} from '@showdesk/domain/tasks/tasks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import {
  defineRecords,
  useArchiveRecords,
  useDeleteRecord,
  useRecord,
  useRecordChange,
  useRecordPage,
} from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

const tasks = defineRecords<TaskDetail>({
  resource: 'tasks',
  // The groups list their tasks.
  alsoRefresh: (eventId) => [['events', eventId, 'task-groups']],
});

export const taskQuery = tasks.query;

/** One page of the tasks list (the list convention's query string). */
export const useTaskPage = (apiParams: string) => useRecordPage<Task>(tasks, apiParams);

export const useTask = (taskId: string) => useRecord(tasks, taskId);

/**
 * Tasks for a group's picker and its list: the first 200 by due date matching `search`, active
 * or archived (`isArchived`), or only those in `groupId`; not asked for while `enabled` is false.
 */
export function useTaskChoices({
  search = '',
  isArchived = false,
  groupId,
  enabled = true,
}: {
  search?: string;
  isArchived?: boolean;
  groupId?: string | null;
  enabled?: boolean;
}) {
  const { event } = useSession();
  const params = listSearchParams({
    q: search,
    pageSize: 200,
    filter: { isArchived, ...(groupId ? { groupId } : {}) },
  }).toString();
  return useQuery({
    queryKey: [...tasks.listKey(event.id), params],
    queryFn: () => api.get<TaskPage>(tasks.collectionPath(event.id, `?${params}`)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Adds a task, into the groups chosen (at the end of their lists). */
export const useCreateTask = () =>
  useRecordChange(tasks, (eventId, input: CreateTaskInput) => tasks.create(eventId, input));

/** Changes a task's settings, its archive flag or the groups it is in. */
export const useUpdateTask = (taskId: string) =>
  useRecordChange(tasks, (eventId, input: UpdateTaskInput) => tasks.update(eventId, taskId, input));

/** Deletes a task, its place in groups and its attachments. */
export const useDeleteTask = () => useDeleteRecord(tasks);

/** Archives or unarchives tasks in bulk. */
export const useArchiveTasks = () => useArchiveRecords(tasks);
