import type { VariablesSettings } from '@showdesk/domain/platform/settings';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

/**
 * The event's team member limit (variables settings, owner included). The same key as the
 * settings screens use for the document, so a saved limit shows here at once.
 */
export function useTeamMemberLimit() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'settings', 'variables'],
    queryFn: () => api.get<VariablesSettings>(eventPath(event.id, '/settings/variables')),
    select: (settings) => settings.teamMemberLimit,
  });
}
