import { instantOfWallClock, wallClockIn } from '@showdesk/domain/common/time-zones';

/**
 * Times an organiser picks for the event (a notification's schedule) are the event's wall clock,
 * in its time zone, whatever zone the browser is in: a value "YYYY-MM-DDTHH:MM" read and written
 * there, and the instant (ISO) it stands for, sent to the API.
 */

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as the event's wall clock (YYYY-MM-DDTHH:MM in `timeZone`), not the browser's. */
export function eventClockValue(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const wall = wallClockIn(timeZone, at);
  return `${wall.day}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The instant (ISO) the event's clocks in `timeZone` show a wall-clock value; null for none. */
export function instantOfEventClock(value: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  try {
    return instantOfWallClock(
      timeZone,
      match[1]!,
      Number(match[2]),
      Number(match[3]),
    ).toISOString();
  } catch {
    return null;
  }
}
