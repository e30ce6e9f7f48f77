/**
 * An event's time zone (an IANA name such as "Europe/Berlin") and the calendar it sets: the day
 * and hour it is there at a given instant, and the instant a wall-clock time there happens. Due
 * soon and overdue turn at the event's local midnight, reminders go out at its local hour, and
 * dates in exports and emails are its days. Pure (Intl only), for the server and the web app.
 */

/** The zone of an event that has not chosen one, and of an installation that set none. */
export const defaultTimeZone = 'Europe/London';

/** A wall clock: the calendar day (YYYY-MM-DD) and the time of day (24-hour) in a zone. */
export interface WallClock {
  day: string;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is a time zone this runtime knows (IANA names and UTC). */
export function isTimeZone(name: string): boolean {
  if (name.trim() !== name || name === '') return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/** Every zone an event can choose, by name (the runtime's IANA list, with UTC). */
export function timeZoneNames(): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  return [...names].sort();
}

function partsIn(timeZone: string, instant: Date) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The day and time of day it is in `timeZone` at `instant`. */
export function wallClockIn(timeZone: string, instant: Date): WallClock {
  const p = partsIn(timeZone, instant);
  return { day: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`, hour: p.hour, minute: p.minute };
}

/** The calendar day (YYYY-MM-DD) it is in `timeZone` at `instant`: an event's "today". */
export function calendarDayIn(timeZone: string, instant: Date): string {
  return wallClockIn(timeZone, instant).day;
}

/** How far `timeZone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
export function offsetAt(timeZone: string, instant: Date): number {
  const p = partsIn(timeZone, instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant the clocks in `timeZone` show `day` at `hour`:`minute`. A time the clocks skip
 * (a spring-forward gap) is taken as that long after the gap's start, as the clocks would read
 * it (01:30 on the day London skips 01:00–02:00 is 02:30 BST); a time they show twice (the
 * autumn hour) is the first of the two.
 */
export function instantOfWallClock(timeZone: string, day: string, hour = 0, minute = 0): Date {
  const match = dayPattern.exec(day);
  if (!match) throw new RangeError(`Not a day: ${day}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute);
  // The offsets a day either side: the same but near a transition, where they are the two.
  const before = offsetAt(timeZone, new Date(wall - 86_400_000));
  const after = offsetAt(timeZone, new Date(wall + 86_400_000));
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((at) => offsetAt(timeZone, new Date(at)) === wall - at)
    .sort((a, b) => a - b);
  // None shows the time: it is in a gap, read with the offset from before the gap.
  return new Date(candidates[0] ?? wall - before);
}

/** The instant `day` begins in `timeZone` (its local midnight, or the gap's end on a skip). */
export function startOfDayIn(timeZone: string, day: string): Date {
  return instantOfWallClock(timeZone, day, 0, 0);
}
