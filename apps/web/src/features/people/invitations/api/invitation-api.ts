import type { Invitation } from '@showdesk/domain/people/invitations';
import type { Session } from '@showdesk/domain/people/session';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { sessionQuery } from '../../../../lib/session.ts';

/** The logged-in account's pending invitation to the event of this host. */
export const invitationQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'invitation'],
    queryFn: () => api.get<Invitation>(eventPath(eventId, '/invitation')),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });

export const useInvitation = (eventId: string | undefined) =>
  useQuery({ ...invitationQuery(eventId ?? ''), enabled: eventId !== undefined });

/** Accepts: the answer is the event's session, so the app opens at once. */
export function useAcceptInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Session>(eventPath(eventId, '/invitation/accept')),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: invitationQuery(eventId).queryKey });
      queryClient.setQueryData(sessionQuery.queryKey, session);
    },
  });
}

/** Declines: the account leaves the event (the screen then says so and offers to log out). */
export function useDeclineInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>(eventPath(eventId, '/invitation/decline')),
    onSuccess: () => queryClient.removeQueries({ queryKey: invitationQuery(eventId).queryKey }),
  });
}
