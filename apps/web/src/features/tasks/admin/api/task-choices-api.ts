import { listSearchParams } from '@showdesk/domain/common/list-query';
import type { FormPage } from '@showdesk/domain/forms/forms';
import type { TeamTypeList } from '@showdesk/domain/people/team-types';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

/**
 * The event's team types for a task's limits and the list's filter. Admin-only on the server: a
 * moderator gets a 403, which the screens read as "limits are set by an admin".
 */
export function useTeamTypeChoices() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'team-types', 'all'],
    queryFn: () => api.get<TeamTypeList>(eventPath(event.id, '/team-types/all')),
    retry: (count, error) => !isApiError(error, 403) && count < 2,
  });
}

/** The forms a form task can ask for: the first 200 active ones by title. */
export function useFormChoices() {
  const { event } = useSession();
  const params = listSearchParams({ pageSize: 200, filter: { isArchived: false } }).toString();
  return useQuery({
    queryKey: ['events', event.id, 'forms', 'list', params],
    queryFn: () => api.get<FormPage>(eventPath(event.id, `/forms?${params}`)),
    staleTime: 60_000,
  });
}
