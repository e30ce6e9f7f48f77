import type { Card } from '@showdesk/domain/content/card-layouts';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

/** The six cards of the member's layout (their team type's, else the default). */
export function useDashboardCards() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'dashboard-cards'],
    queryFn: () => api.get<{ cards: Card[] }>(eventPath(event.id, '/dashboard/cards')),
  });
}
