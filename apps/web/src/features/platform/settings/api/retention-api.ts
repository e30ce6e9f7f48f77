import type { RetentionPreview } from '@showdesk/domain/people/personal-data';
import type { EventSettings } from '@showdesk/domain/platform/settings';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';
import { useSettings } from './settings-api.ts';

/**
 * What the event's daily retention run would anonymise, and whose (admins). Keyed by the saved
 * retention period, end date and time zone, so a save of the event settings reads it again.
 */
export function useRetentionPreview() {
  const { event } = useSession();
  const settings = useSettings<EventSettings>('event').data;
  return useQuery({
    queryKey: [
      'events',
      event.id,
      'retention-preview',
      settings?.retentionDays ?? null,
      settings?.endDate ?? null,
      settings?.timeZone ?? null,
    ],
    queryFn: () => api.get<RetentionPreview>(eventPath(event.id, '/retention/preview')),
  });
}
