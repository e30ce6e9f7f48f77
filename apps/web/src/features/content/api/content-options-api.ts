import type { Download } from '@showdesk/domain/downloads';
import type { TeamTypeList } from '@showdesk/domain/team-types';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The event's team types for a page's limits. Admin-only on the server: a moderator gets a 403,
 * which the settings read as "limits are set by an admin".
 */
export function useTeamTypeChoices() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'team-types'],
    queryFn: () => api.get<TeamTypeList>(eventPath(event.id, '/team-types')),
    retry: (count, error) => !isApiError(error, 403) && count < 2,
  });
}

/**
 * The event's downloads for a resources section. Until the downloads API exists this is a 404,
 * and the editor takes a typed id instead.
 */
export function useDownloadChoices() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'downloads', 'list'],
    queryFn: () => api.get<{ downloads: Download[] }>(eventPath(event.id, '/downloads')),
    retry: false,
    staleTime: 60_000,
  });
}
