import type { OnboardingSettings } from '@showdesk/domain/platform/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { sessionQuery } from '../../../../lib/session.ts';

export const onboardingQuery = (eventId: string) => ({
  queryKey: ['events', eventId, 'settings', 'onboarding'],
  queryFn: () => api.get<OnboardingSettings>(eventPath(eventId, '/settings/onboarding')),
});

export function useOnboarding(eventId: string, enabled = true) {
  return useQuery({ ...onboardingQuery(eventId), enabled });
}

/** Marks the member onboarded; the session is refetched so the app stops sending them here. */
export function useFinishOnboarding(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(eventPath(eventId, '/me/onboarded')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
