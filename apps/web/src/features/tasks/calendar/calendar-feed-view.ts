import { t } from '@lingui/core/macro';
import type { CalendarFeedLink, CalendarFeedStatus } from '@showdesk/domain/tasks/reminders';

/**
 * What the calendar modal shows: nothing known yet, no link, the link just made (the only time
 * it can be shown: the server keeps its hash), or a link that exists but cannot be shown again.
 */
export type CalendarFeedView = 'loading' | 'none' | 'shown' | 'hidden';

export function calendarFeedView(
  status: CalendarFeedStatus | undefined,
  link: CalendarFeedLink | null,
): CalendarFeedView {
  if (link) return 'shown';
  if (!status) return 'loading';
  return status.exists ? 'hidden' : 'none';
}

/** The same feed as a webcal:// address, which calendar apps open as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** What each confirmation asks, in the language the app speaks when it is called. */
export const calendarFeedConfirmations = () => ({
  renew: {
    title: t`Get a new link?`,
    body: t`Your current link stops working: calendars subscribed with it stop updating. Subscribe again with the new link.`,
    confirmLabel: t`Get a new link`,
  },
  off: {
    title: t`Turn off your calendar link?`,
    body: t`Your link stops working: calendars subscribed with it stop updating. You can get a new link at any time.`,
    confirmLabel: t`Turn off`,
  },
});
