import { queryOptions } from '@tanstack/react-query';
import { api, eventPath } from './api-client.ts';

/** The settings documents of an event (spec section 3). */
export type SettingsKind =
  | 'branding'
  | 'emails'
  | 'event'
  | 'featured'
  | 'onboarding'
  | 'terminology'
  | 'variables'
  | 'welcomeEmail'
  | 'dashboardHeader'
  | 'tips';

/** One settings document of the event: shared by the settings screens and what else reads one. */
export const settingsQuery = <T>(eventId: string, kind: SettingsKind) =>
  queryOptions({
    queryKey: ['events', eventId, 'settings', kind],
    queryFn: () => api.get<T>(eventPath(eventId, `/settings/${kind}`)),
  });
