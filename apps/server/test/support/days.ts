import { calendarDayIn, defaultTimeZone } from '@showdesk/domain/common/time-zones';

/**
 * Days relative to today at the test events, which keep the default time zone: the day their
 * task lists, reports, kept figures and reminders count in.
 */

/** The test events' day at `now`. */
export const testEventDay = (now = new Date()) => calendarDayIn(defaultTimeZone, now);

/** The event's day `days` from now (24-hour steps from this instant). */
export const dayFrom = (days: number) =>
  testEventDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** The calendar day `days` from the event's today (whole calendar days). */
export const eventDayFrom = (days: number) => {
  const date = new Date(`${testEventDay()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
