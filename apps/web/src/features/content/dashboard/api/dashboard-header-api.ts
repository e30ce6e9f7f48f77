import type { DashboardHeaderSettings } from '@showdesk/domain/platform/settings';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { assetQuery } from '../../../../lib/assets-api.ts';
import { useSession } from '../../../../lib/session.ts';

/**
 * The dashboard header settings document. The key is the one the settings screens use, so a
 * saved header shows on the dashboard without a reload.
 */
export function useDashboardHeader() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'settings', 'dashboardHeader'],
    queryFn: () =>
      api.get<DashboardHeaderSettings>(eventPath(event.id, '/settings/dashboardHeader')),
  });
}

/** The header's image asset (any member may read one asset). */
export function useDashboardHeaderImage(assetId: string | null | undefined) {
  const { event } = useSession();
  return useQuery({ ...assetQuery(event.id, assetId ?? ''), enabled: Boolean(assetId) });
}
