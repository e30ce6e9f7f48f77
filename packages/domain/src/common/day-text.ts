import { say } from './say.ts';

/**
 * A day as people type and read it in the event: en-GB, day first (calls document, 7.6), e.g.
 * "14/03/2027". Values stay ISO days (YYYY-MM-DD) everywhere else: what the API takes and
 * stores. Pure: the web app's one date input uses these both ways.
 */

/** How a day is written, for hints and placeholders. */
export const dayTextPattern = 'DD/MM/YYYY';
/** An example of the pattern, for messages. */
export const dayTextExample = '14/03/2027';

/** A day past the end of its month, by month: each month's name is said in the message. */
const pastMonthEnd = [
  /*i18n*/ '{text} is not a date: January {year} has {days} days',
  /*i18n*/ '{text} is not a date: February {year} has {days} days',
  /*i18n*/ '{text} is not a date: March {year} has {days} days',
  /*i18n*/ '{text} is not a date: April {year} has {days} days',
  /*i18n*/ '{text} is not a date: May {year} has {days} days',
  /*i18n*/ '{text} is not a date: June {year} has {days} days',
  /*i18n*/ '{text} is not a date: July {year} has {days} days',
  /*i18n*/ '{text} is not a date: August {year} has {days} days',
  /*i18n*/ '{text} is not a date: September {year} has {days} days',
  /*i18n*/ '{text} is not a date: October {year} has {days} days',
  /*i18n*/ '{text} is not a date: November {year} has {days} days',
  /*i18n*/ '{text} is not a date: December {year} has {days} days',
] as const;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Day, month, year, split by a slash, dot, dash or spaces: "14/3/2027", "14.03.2027". */
const typedDay = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d+)$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Days in a month (1–12) of a year, leap years counted. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An ISO day (YYYY-MM-DD) as the event writes it, "14/03/2027"; other text as it is. */
export function formatDayText(day: string): string {
  const match = isoDay.exec(day.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

export type DayTextResult =
  /** `day` is the ISO day, or null when nothing was typed. */
  { ok: true; day: string | null } | { ok: false; message: string };

const shapeMessage = say(/*i18n*/ 'Enter a date as {pattern}, for example {example}', {
  pattern: dayTextPattern,
  example: dayTextExample,
});

/**
 * What a person typed as an ISO day. Takes the event's day-first format (one-digit days and
 * months, dots or dashes too) and an ISO day as pasted; refuses, with a message saying why,
 * anything else, including days no calendar has (31/02/2027).
 */
export function parseDayText(text: string): DayTextResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, day: null };
  const iso = isoDay.exec(trimmed);
  const typed = iso ? null : typedDay.exec(trimmed);
  if (!iso && !typed) return { ok: false, message: shapeMessage };
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(typed![3]), Number(typed![2]), Number(typed![1])];
  if (!iso && typed![3]!.length !== 4) {
    return {
      ok: false,
      message: say(/*i18n*/ 'Write the year in full, for example {example}', {
        example: dayTextExample,
      }),
    };
  }
  if (year < 1) return { ok: false, message: shapeMessage };
  if (month < 1 || month > 12) {
    return {
      ok: false,
      message: say(/*i18n*/ '{text} is not a date: there is no month {month}', {
        text: trimmed,
        month,
      }),
    };
  }
  const last = daysInMonth(year, month);
  if (day < 1 || day > last) {
    return {
      ok: false,
      message: say(pastMonthEnd[month - 1]!, { text: trimmed, year, days: last }),
    };
  }
  return { ok: true, day: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}
