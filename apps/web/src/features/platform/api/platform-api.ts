import type { Page } from '@showdesk/domain/common/list-query';
import type {
  PlatformAdmin,
  PlatformEvent,
  PlatformEventInput,
  SwitchEventResult,
  UpdatePlatformEventInput,
} from '@showdesk/domain/platform/platform';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';

const eventsKey = ['platform', 'events'] as const;
const adminsKey = ['platform', 'admins'] as const;
const eventPath = (eventId: string) => `/api/v1/platform/events/${encodeURIComponent(eventId)}`;

const platformEventQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventsKey, 'detail', eventId],
    queryFn: () => api.get<PlatformEvent>(eventPath(eventId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnWindowFocus: false,
  });

/** One page of every event of the installation (list convention). */
export function usePlatformEventPage(apiParams: string) {
  return useQuery({
    queryKey: [...eventsKey, 'list', apiParams],
    queryFn: () => api.get<Page<PlatformEvent>>(`/api/v1/platform/events?${apiParams}`),
    placeholderData: keepPreviousData,
  });
}

export function usePlatformEvent(eventId: string) {
  return useQuery(platformEventQuery(eventId));
}

function useRefreshEvents() {
  const queryClient = useQueryClient();
  return async (event?: PlatformEvent) => {
    if (event) queryClient.setQueryData(platformEventQuery(event.id).queryKey, event);
    await queryClient.invalidateQueries({ queryKey: eventsKey });
    // The current event's own name and dates may have changed.
    await queryClient.invalidateQueries({ queryKey: ['session'] });
    await queryClient.invalidateQueries({ queryKey: ['public-event'] });
  };
}

export function useCreatePlatformEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (input: PlatformEventInput) =>
      api.post<PlatformEvent>('/api/v1/platform/events', input),
    onSuccess: (event) => refresh(event),
  });
}

export function useUpdatePlatformEvent(eventId: string) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (input: UpdatePlatformEventInput) =>
      api.patch<PlatformEvent>(eventPath(eventId), input),
    onSuccess: (event) => refresh(event),
  });
}

/** Joins the event as its admin, then opens it at its own address (where one logs in). */
export function useSwitchIntoEvent() {
  return useMutation({
    mutationFn: (eventId: string) => api.post<SwitchEventResult>(`${eventPath(eventId)}/switch`),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** One page of the platform admins. */
export function usePlatformAdminPage(apiParams: string) {
  return useQuery({
    queryKey: [...adminsKey, apiParams],
    queryFn: () => api.get<Page<PlatformAdmin>>(`/api/v1/platform/admins?${apiParams}`),
    placeholderData: keepPreviousData,
  });
}

/** The spec's addEventflowAdminClaim, by email. */
export function useGrantPlatformAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<PlatformAdmin>('/api/v1/platform/admins', { email }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}

export function useRevokePlatformAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<null>(`/api/v1/platform/admins/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsKey }),
  });
}
