import type { PublicEvent, Session } from '@showdesk/domain/session';
import { defaultTerminology, withTerms } from '@showdesk/domain/terminology';
import { queryOptions, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
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
 * Puts the event's terms into the app's own labels ("Task groups" → "Action groups" once tasks
 * are called actions): for titles, nouns and buttons the app wrote, never for an organiser's
 * text. Outside a session (a guest's screens) the labels stay as written.
 */
export function useTerms(): (label: string) => string {
  const session = useQueryClient().getQueryData<Session>(['session']);
  const terminology = session?.terminology ?? defaultTerminology;
  return (label) => withTerms(label, terminology);
}
