import type { ActivityActor, ActivityEntry } from '@showdesk/domain/activity/activity';
import type { Page } from '@showdesk/domain/common/list-query';
import type { ExportFormat } from '@showdesk/domain/reports/exports';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../lib/api-client.ts';
import { exportQuery } from '../../../lib/export-download.ts';
import { useListPage } from '../../../lib/list-state.ts';
import { useSession } from '../../../lib/session.ts';

const activityKey = (eventId: string) => ['events', eventId, 'activity'] as const;

/** One page of the event's activity (the list convention's query string). */
export function useActivityPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<ActivityEntry>([...activityKey(event.id), 'list'], '/activity', apiParams);
}

/** Who made changes in the event (the person filter's choices), by name. */
export function useActivityActors() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...activityKey(event.id), 'actors'],
    queryFn: () =>
      api.get<Page<ActivityActor>>(eventPath(event.id, '/activity/actors?pageSize=200')),
    staleTime: 60_000,
  });
}

/** Where the export downloads from: the screen's search, filters and sort, every page. */
export function activityExportPath(eventId: string, format: ExportFormat, apiParams: string) {
  const query = exportQuery(apiParams);
  return eventPath(eventId, `/activity/export${query ? `${query}&` : '?'}format=${format}`);
}
