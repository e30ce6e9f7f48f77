import type { TeamTypeList } from '@showdesk/domain/people/team-types';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath, isApiError } from './api-client.ts';
import { useSession } from './session.ts';

/**
 * The event's team types, for who sees a task, a page, a download or a supplier (and the lists'
 * filters): here in lib because those features all ask for them. Admin-only on the server: a
 * moderator gets a 403, not asked again, which the screens read as "limits are set by an admin".
 */
export function useTeamTypeChoices() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'team-types', 'all'],
    queryFn: () => api.get<TeamTypeList>(eventPath(event.id, '/team-types/all')),
    retry: (count, error) => !isApiError(error, 403) && count < 2,
  });
}

/** Team type names by id, or null while they are unknown (or not the caller's to read). */
export function useTeamTypeNames(): Map<string, string> | null {
  const teamTypes = useTeamTypeChoices();
  return teamTypes.data ? new Map(teamTypes.data.teamTypes.map((t) => [t.id, t.name])) : null;
}
