import { listSearchParams } from '@showdesk/domain/common/list-query';
import type { ArchiveFormsResult } from '@showdesk/domain/forms/forms';
import type {
  ArchiveTasksInput,
  CreateTaskInput,
  Task,
  TaskDetail,
  TaskPage,
  UpdateTaskInput,
} from '@showdesk/domain/tasks/tasks';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';

const tasksKey = (eventId: string) => ['events', eventId, 'tasks'] as const;
const taskListKey = (eventId: string) => [...tasksKey(eventId), 'list'] as const;
const taskPath = (eventId: string, taskId: string) =>
  eventPath(eventId, `/tasks/${encodeURIComponent(taskId)}`);

export const taskQuery = (eventId: string, taskId: string) =>
  queryOptions({
    queryKey: [...tasksKey(eventId), 'detail', taskId],
    queryFn: () => api.get<TaskDetail>(taskPath(eventId, taskId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    // The record form holds its own copy while editing; a refetch must not reset it.
    refetchOnWindowFocus: false,
  });

/** One page of the tasks list (the list convention's query string). */
export function useTaskPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<Task>(taskListKey(event.id), '/tasks', apiParams);
}

export function useTask(taskId: string) {
  const { event } = useSession();
  return useQuery({ ...taskQuery(event.id, taskId), enabled: taskId !== '' });
}

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
    queryKey: [...taskListKey(event.id), params],
    queryFn: () => api.get<TaskPage>(eventPath(event.id, `/tasks?${params}`)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * After a change: the task's page takes what the server answered; the lists, and the groups
 * (which list their tasks), are asked again.
 */
function useRefreshTasks() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (task?: TaskDetail) => {
    if (task) queryClient.setQueryData(taskQuery(event.id, task.id).queryKey, task);
    await queryClient.invalidateQueries({ queryKey: taskListKey(event.id) });
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'task-groups'] });
  };
}

/** Adds a task, into the groups chosen (at the end of their lists). */
export function useCreateTask() {
  const { event } = useSession();
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (input: CreateTaskInput) =>
      api.post<TaskDetail>(eventPath(event.id, '/tasks'), input),
    onSuccess: (task) => refresh(task),
  });
}

/** Changes a task's settings, its archive flag or the groups it is in. */
export function useUpdateTask(taskId: string) {
  const { event } = useSession();
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (input: UpdateTaskInput) =>
      api.patch<TaskDetail>(taskPath(event.id, taskId), input),
    onSuccess: (task) => refresh(task),
  });
}

/** Deletes a task, its place in groups and its attachments. */
export function useDeleteTask() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (taskId: string) => api.delete<void>(taskPath(event.id, taskId)),
    onSuccess: async (_, taskId) => {
      // Not refetched now: its page may still be open and would flash 'not found'.
      await queryClient.invalidateQueries({
        queryKey: taskQuery(event.id, taskId).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}

/** Archives or unarchives tasks in bulk. */
export function useArchiveTasks() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (input: ArchiveTasksInput) =>
      api.post<ArchiveFormsResult>(eventPath(event.id, '/tasks/archive'), input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...tasksKey(event.id), 'detail'] });
      await refresh();
    },
  });
}
