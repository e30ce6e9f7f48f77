import type { CustomFieldList } from '@showdesk/domain/custom-fields';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The event's custom fields in their order, for the team forms and the team page. Admin-only on
 * the server: a moderator gets a 403, which the screens read as "no custom fields to show".
 * Under the custom fields' key, so a change to the fields refreshes it too.
 */
export function useTeamCustomFields() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'custom-fields', 'for-teams'],
    queryFn: () => api.get<CustomFieldList>(eventPath(event.id, '/custom-fields')),
    retry: (count, error) => !isApiError(error, 403) && count < 2,
  });
}
