import type { CommentThread, Mentionable } from '@showdesk/domain/tasks/comments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

/** Which thread: the member's own team's (no teamId), or a team's for organisers. */
export interface ThreadRef {
  taskId: string;
  teamId?: string;
}

const threadKey = (eventId: string, ref: ThreadRef) =>
  ['events', eventId, 'task-comments', ref.taskId, ref.teamId ?? 'my-team'] as const;

/** The API path of a thread (members under /member, organisers under the team). */
export function threadPath(eventId: string, ref: ThreadRef, rest = ''): string {
  const task = encodeURIComponent(ref.taskId);
  const base =
    ref.teamId === undefined
      ? `/member/tasks/${task}/comments`
      : `/tasks/${task}/teams/${encodeURIComponent(ref.teamId)}/comments`;
  return eventPath(eventId, `${base}${rest}`);
}

/** A team's thread on a task: pinned first, then oldest first, with replies. */
export function useThread(ref: ThreadRef) {
  const { event } = useSession();
  return useQuery({
    queryKey: threadKey(event.id, ref),
    queryFn: () => api.get<CommentThread>(threadPath(event.id, ref)),
  });
}

/** Who the composer offers to @mention (team members and organisers, names only). */
export function useMentionables(ref: ThreadRef) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...threadKey(event.id, ref), 'mentionable'],
    queryFn: () => api.get<Mentionable[]>(threadPath(event.id, ref, '/mentionable')),
    staleTime: 5 * 60_000,
  });
}

/** One change to a thread: where it goes (below the thread's path), how, and with what. */
export interface ThreadChange {
  method: 'post' | 'put' | 'delete';
  /** Below the thread, e.g. `/<commentId>/like`; '' for a new comment. */
  path: string;
  body?: unknown;
}

/**
 * Every write on a thread: the answer (the thread afterwards) replaces the cached one; a
 * delete, which answers nothing, asks for the thread again.
 */
export function useThreadChange(ref: ThreadRef) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const key = threadKey(event.id, ref);
  return useMutation({
    mutationFn: async (change: ThreadChange) => {
      const path = threadPath(event.id, ref, change.path);
      if (change.method === 'delete') {
        await api.delete<null>(path);
        return null;
      }
      return api[change.method]<CommentThread>(path, change.body ?? {});
    },
    onSuccess: async (thread) => {
      if (thread) queryClient.setQueryData(key, thread);
      else await queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
