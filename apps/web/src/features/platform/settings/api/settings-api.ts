import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { sessionQuery, useSession } from '../../../../lib/session.ts';
import { type SettingsKind, settingsQuery } from '../../../../lib/settings-query.ts';

export { type SettingsKind, settingsQuery } from '../../../../lib/settings-query.ts';

export function useSettings<T>(kind: SettingsKind) {
  const { event } = useSession();
  return useQuery(settingsQuery<T>(event.id, kind));
}

/**
 * Saves a whole settings document. The session carries branding and terminology, so it is
 * refetched after a save and the shell shows the change at once.
 */
export function useSaveSettings<T>(kind: SettingsKind) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: T) => api.put<T>(eventPath(event.id, `/settings/${kind}`), data),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsQuery<T>(event.id, kind).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: ['public-event'] });
    },
  });
}
