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

export const calendarFeedConfirmations = {
  renew: {
    title: 'Get a new link?',
    body: 'Your current link stops working: calendars subscribed with it stop updating. Subscribe again with the new link.',
    confirmLabel: 'Get a new link',
  },
  off: {
    title: 'Turn off your calendar link?',
    body: 'Your link stops working: calendars subscribed with it stop updating. You can get a new link at any time.',
    confirmLabel: 'Turn off',
  },
} as const;
