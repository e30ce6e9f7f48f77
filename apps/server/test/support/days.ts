import { eventToday } from '../../src/features/tasks/progress/member-tasks.ts';
import { reportToday } from '../../src/features/tasks/report.ts';

/** Days relative to today, as the tests date tasks and read reports. */

/** The report day `days` from now (the day the task report and the kept figures count in). */
export const dayFrom = (days: number) =>
  reportToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** The calendar day `days` from today (the event's day, as members' task lists count it). */
export const eventDayFrom = (days: number) => {
  const date = new Date(`${eventToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
