const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Dates display in en-GB (spec, calls section 7.6); null shows as an em dash. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment in en-GB, e.g. "23 Nov 2026, 14:05"; null shows as an em dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}

const zonedDateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment on the event's clock (its IANA zone), e.g. "23 Nov 2026, 14:05": times the event
 * sets (a scheduled notification) read the same wherever the browser is. Null: an em dash.
 */
export function formatDateTimeIn(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  let format = zonedDateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    zonedDateTimeFormats.set(timeZone, format);
  }
  return format.format(date);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day (YYYY-MM-DD, e.g. a task's due date) in en-GB, "31 Mar 2027": read as that day
 * wherever the browser is, never shifted by its time zone. `none` when there is no day.
 */
export function formatDay(day: string | null | undefined, none = '—'): string {
  if (!day) return none;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? none : dayFormat.format(date);
}
