import type { TaskReminderPreview, TaskReminderSend } from '@showdesk/domain/tasks/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

const remindersPath = (eventId: string, taskId: string) =>
  eventPath(eventId, `/tasks/${encodeURIComponent(taskId)}/reminders`);
const previewKey = (eventId: string, taskId: string) =>
  ['events', eventId, 'tasks', 'reminders', taskId] as const;

/** Who "Send reminders" would reach now (teams, emails) and whether it was done today. */
export function useTaskReminderPreview(taskId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: previewKey(event.id, taskId),
    queryFn: () => api.get<TaskReminderPreview>(remindersPath(event.id, taskId)),
    enabled: taskId !== '',
  });
}

export function useSendTaskReminders(taskId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TaskReminderSend>(remindersPath(event.id, taskId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewKey(event.id, taskId) }),
  });
}
