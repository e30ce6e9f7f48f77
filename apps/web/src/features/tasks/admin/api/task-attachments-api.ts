import type { TaskAttachment } from '@showdesk/domain/tasks/task-report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';
import { uploadFile } from '../../../../lib/upload.ts';

const attachmentsPath = (eventId: string, taskId: string) =>
  eventPath(eventId, `/tasks/${encodeURIComponent(taskId)}/attachments`);
const attachmentsKey = (eventId: string, taskId: string) =>
  ['events', eventId, 'tasks', 'attachments', taskId] as const;

/** A task's files, in order. */
export function useTaskAttachments(taskId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: attachmentsKey(event.id, taskId),
    queryFn: () => api.get<TaskAttachment[]>(attachmentsPath(event.id, taskId)),
  });
}

/**
 * After a file is added or removed the list is asked again. The task itself is not: its form
 * is keyed by its updatedAt and would lose unsaved edits; a save never sends attachmentIds.
 */
function useRefreshAttachments(taskId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: attachmentsKey(event.id, taskId) });
}

/** Uploads a file for a task, reporting its progress in percent. */
export function useUploadTaskAttachment(taskId: string, onProgress: (percent: number) => void) {
  const { event } = useSession();
  const refresh = useRefreshAttachments(taskId);
  return useMutation({
    mutationFn: (file: File) => {
      return uploadFile<TaskAttachment>(attachmentsPath(event.id, taskId), file, { onProgress });
    },
    onSuccess: refresh,
  });
}

/** Takes a file off a task and deletes it. */
export function useRemoveTaskAttachment(taskId: string) {
  return useEventMutation(
    (eventId, fileId: string) =>
      api.delete<void>(`${attachmentsPath(eventId, taskId)}/${encodeURIComponent(fileId)}`),
    useRefreshAttachments(taskId),
  );
}
