import type { PublicEvent, Session } from '@showdesk/domain/session';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client.ts';
import { setReportingContext } from './error-reporting.ts';

/** The session, tagging error reports with its event and permission level (never the email). */
async function fetchSession(): Promise<Session> {
  try {
    const session = await api.get<Session>('/api/v1/session');
    setReportingContext({
      eventId: session.event.id,
      eventSlug: session.event.slug,
      permissions: session.member.permissions,
    });
    return session;
  } catch (error) {
    if (isApiError(error, 401)) setReportingContext(null);
    throw error;
  }
}

/** The logged-in member of this host's event; a 401 means nobody is logged in. */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: fetchSession,
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
