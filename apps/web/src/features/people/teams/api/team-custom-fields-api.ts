import type { CustomFieldList } from '@showdesk/domain/people/custom-fields';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

/**
 * The event's custom fields in their order, for the team forms and the team page (moderators
 * and admins read them). Under the custom fields' key, so a change to the fields refreshes it.
 */
export function useTeamCustomFields() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'custom-fields', 'for-teams'],
    queryFn: () => api.get<CustomFieldList>(eventPath(event.id, '/custom-fields/order')),
  });
}
