import { currentLocale } from '../i18n/i18n.ts';

/**
 * The app's dates in the language it speaks now (en-GB, de or fr): each formatter is made once
 * per language (and zone), on first use, and kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

const dateOptions: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

const dateTimeOptions: Intl.DateTimeFormatOptions = {
  ...dateOptions,
  hour: '2-digit',
  minute: '2-digit',
};

/** Dates in the active language (en-GB: spec, calls section 7.6); null shows as an em dash. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatterFor('date', dateOptions).format(date);
}

/** A moment in the active language, in en-GB "23 Nov 2026, 14:05"; null shows as an em dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : formatterFor('dateTime', dateTimeOptions).format(date);
}

/**
 * A moment on the event's clock (its IANA zone), in en-GB "23 Nov 2026, 14:05": times the event
 * sets (a scheduled notification) read the same wherever the browser is. Null: an em dash.
 */
export function formatDateTimeIn(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatterFor(`dateTime|${timeZone}`, { ...dateTimeOptions, timeZone }).format(date);
}

/**
 * A calendar day (YYYY-MM-DD, e.g. a task's due date) in the active language, in en-GB
 * "31 Mar 2027": read as that day wherever the browser is, never shifted by its time zone.
 * `none` when there is no day.
 */
export function formatDay(day: string | null | undefined, none = '—'): string {
  if (!day) return none;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? none
    : formatterFor('day', { ...dateOptions, timeZone: 'UTC' }).format(date);
}
