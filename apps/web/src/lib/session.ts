import type { PublicEvent, Session } from '@showdesk/domain/people/session';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client.ts';

/** The logged-in member of this host's event; a 401 means nobody is logged in. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api.get<Session>('/api/v1/session'),
  staleTime: 60_000,
  retry: (count, error) => !isApiError(error, 401) && !isApiError(error, 403) && count < 2,
});

/** The event of this host name with its branding and terminology (no login needed). */
export const publicEventQuery = queryOptions({
  queryKey: ['public-event'],
  queryFn: () => api.get<PublicEvent>('/api/v1/public/event'),
  staleTime: 5 * 60_000,
});

/** The session inside the app shell, where the guard has already loaded it. */
export function useSession(): Session {
  return useSuspenseQuery(sessionQuery).data;
}

export function usePublicEvent() {
  return useQuery(publicEventQuery);
}

/**
 * Whether the show is closed (`event.closedAt`): everyone sees the banner; `isReadOnly` is true
 * for members below moderator, whose writes the server refuses ('event_closed') until it is
 * reopened, so their send and save buttons are hidden or disabled.
 */
export function useEventClosed() {
  const { event, member } = useSession();
  const isClosed = event.closedAt != null;
  return {
    isClosed,
    closedAt: event.closedAt,
    isReadOnly: isClosed && member.permissions === 'user',
  };
}

/** The event's IANA time zone inside the app shell: its times are shown on its clock. */
export function useEventTimeZone(): string {
  return useSession().event.timeZone;
}
