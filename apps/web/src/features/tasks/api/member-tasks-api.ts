import type {
  MemberTaskDetail,
  MemberTaskFilter,
  MemberTaskList,
  TaskProgressState,
  TaskSummaryCard,
} from '@showdesk/domain/tasks/member-tasks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { upload } from '../../../lib/upload.ts';

const enc = encodeURIComponent;
/** Every member task read of the event (what a change invalidates). */
export const memberTasksKey = (eventId: string) => ['events', eventId, 'member-tasks'] as const;
const taskPath = (eventId: string, taskId: string, rest = '') =>
  eventPath(eventId, `/member/tasks/${enc(taskId)}${rest}`);

/** The team's tasks by group, optionally filtered. */
export function useMemberTasks(filter: MemberTaskFilter | null) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...memberTasksKey(event.id), 'list', filter ?? 'all'],
    queryFn: () =>
      api.get<MemberTaskList>(
        eventPath(event.id, `/member/tasks${filter ? `?filter=${enc(filter)}` : ''}`),
      ),
    placeholderData: (previous) => previous,
  });
}

/** The dashboard card's counts and first overdue and due-soon tasks. */
export function useTaskSummary() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...memberTasksKey(event.id), 'summary'],
    queryFn: () => api.get<TaskSummaryCard>(eventPath(event.id, '/member/task-summary')),
  });
}

export function useMemberTask(taskId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...memberTasksKey(event.id), 'task', taskId],
    queryFn: () => api.get<MemberTaskDetail>(taskPath(event.id, taskId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

/** The task page's changes: each answers the task as it is now. */
export function useMemberTaskActions(taskId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const settle = (detail: MemberTaskDetail) => {
    queryClient.setQueryData([...memberTasksKey(event.id), 'task', taskId], detail);
    // The lists and the dashboard card show this task too.
    void queryClient.invalidateQueries({
      queryKey: memberTasksKey(event.id),
      predicate: (query) => query.queryKey[3] !== 'task',
    });
    return detail;
  };
  const progress = useMutation({
    mutationFn: async (state: TaskProgressState) =>
      settle(await api.put<MemberTaskDetail>(taskPath(event.id, taskId, '/progress'), { state })),
  });
  const assignees = useMutation({
    mutationFn: async (userIds: string[]) =>
      settle(
        await api.put<MemberTaskDetail>(taskPath(event.id, taskId, '/assignees'), { userIds }),
      ),
  });
  const agree = useMutation({
    mutationFn: async () =>
      settle(await api.post<MemberTaskDetail>(taskPath(event.id, taskId, '/agree'))),
  });
  /** Counts a form the team already sent for this form task (completes it). */
  const countSubmission = useMutation({
    mutationFn: async (submissionId: string) =>
      settle(
        await api.post<MemberTaskDetail>(taskPath(event.id, taskId, '/submission'), {
          submissionId,
        }),
      ),
  });
  const removeFile = useMutation({
    mutationFn: async (fileId: string) =>
      settle(
        await api.delete<MemberTaskDetail>(taskPath(event.id, taskId, `/files/${enc(fileId)}`)),
      ),
  });
  const uploadFile = useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (p: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return settle(
        await upload<MemberTaskDetail>(taskPath(event.id, taskId, '/files'), form, {
          onProgress,
        }),
      );
    },
  });
  return { progress, assignees, agree, countSubmission, removeFile, upload: uploadFile };
}

/** The title of the content page a task is opened from (its breadcrumb). */
export function useContentTitle(contentId: string | undefined) {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'member-tasks', 'content-title', contentId],
    queryFn: () =>
      api.get<{ title: string }>(eventPath(event.id, `/member/content/${enc(contentId ?? '')}`)),
    enabled: contentId !== undefined,
    retry: false,
  });
}
