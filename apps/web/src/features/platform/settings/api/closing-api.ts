import type { EventClosing } from '@showdesk/domain/platform/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { sessionQuery, useSession } from '../../../../lib/session.ts';

/**
 * Closing and reopening the show (admins). The session and the public event carry closedAt, so
 * both are read again and the banner shows or goes at once.
 */
export function useEventClosing() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    await queryClient.invalidateQueries({ queryKey: ['public-event'] });
  };
  const close = useMutation({
    mutationFn: () => api.post<EventClosing>(eventPath(event.id, '/close')),
    onSuccess: refresh,
  });
  const reopen = useMutation({
    mutationFn: () => api.post<EventClosing>(eventPath(event.id, '/reopen')),
    onSuccess: refresh,
  });
  return { close, reopen };
}
