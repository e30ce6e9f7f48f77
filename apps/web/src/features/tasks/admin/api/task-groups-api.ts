import type {
  CreateTaskGroupInput,
  TaskGroup,
  UpdateTaskGroupInput,
} from '@showdesk/domain/tasks/task-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';

const groupsKey = (eventId: string) => ['events', eventId, 'task-groups'] as const;
const groupListKey = (eventId: string) => [...groupsKey(eventId), 'list'] as const;
const groupPath = (eventId: string, groupId: string) =>
  eventPath(eventId, `/task-groups/${encodeURIComponent(groupId)}`);

export const taskGroupQuery = (eventId: string, groupId: string) =>
  queryOptions({
    queryKey: [...groupsKey(eventId), 'detail', groupId],
    queryFn: () => api.get<TaskGroup>(groupPath(eventId, groupId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnWindowFocus: false,
  });

/** One page of the task groups list (the list convention's query string). */
export function useTaskGroupPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<TaskGroup>(groupListKey(event.id), '/task-groups', apiParams);
}

export function useTaskGroup(groupId: string) {
  const { event } = useSession();
  return useQuery({ ...taskGroupQuery(event.id, groupId), enabled: groupId !== '' });
}

/** Every group of the event by title, with its tasks: the task screens' group picker. */
export function useTaskGroupOptions() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...groupsKey(event.id), 'options'],
    queryFn: () => api.get<TaskGroup[]>(eventPath(event.id, '/task-groups/options')),
  });
}

/** After a change: the group's page takes the answer; lists and pickers are asked again. */
function useRefreshGroups() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (group?: TaskGroup) => {
    if (group) queryClient.setQueryData(taskGroupQuery(event.id, group.id).queryKey, group);
    await queryClient.invalidateQueries({ queryKey: groupListKey(event.id) });
    await queryClient.invalidateQueries({ queryKey: [...groupsKey(event.id), 'options'] });
    // A task's page lists its groups, and the tasks list can be filtered by group.
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'tasks'] });
  };
}

export function useCreateTaskGroup() {
  const { event } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: CreateTaskGroupInput) =>
      api.post<TaskGroup>(eventPath(event.id, '/task-groups'), input),
    onSuccess: (group) => refresh(group),
  });
}

/**
 * Changes a group's title, its tasks' order or its archive flag (archiving empties it). The
 * group's id comes with the change, so one hook serves a whole list's rows.
 */
export function useUpdateTaskGroup() {
  const { event } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateTaskGroupInput & { id: string }) =>
      api.patch<TaskGroup>(groupPath(event.id, id), input),
    onSuccess: (group) => refresh(group),
  });
}

/** Deletes a group; its tasks stay. */
export function useDeleteTaskGroup() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (groupId: string) => api.delete<void>(groupPath(event.id, groupId)),
    onSuccess: async (_, groupId) => {
      await queryClient.invalidateQueries({
        queryKey: taskGroupQuery(event.id, groupId).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}
