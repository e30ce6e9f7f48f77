import { t } from '@lingui/core/macro';
import type { PlatformEvent } from '@showdesk/domain/platform/platform';

/** A year's number in a text moved on by one ("Expo 2026" → "Expo 2027"). */
const nextYearIn = (value: string) =>
  value.replace(/\b(19|20)(\d{2})\b/g, (year) => String(Number(year) + 1));

/** The same day a year later (29 February → 28 February). */
export function yearLater(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/**
 * The copy form's first values: next year's edition of the event (its years moved on in the
 * name, slug and host names, or "copy" added where it has none), its dates a year later, its
 * time zone.
 */
export function nextEdition(event: PlatformEvent) {
  const name = nextYearIn(event.name);
  const slug = nextYearIn(event.slug);
  const original = event.name;
  return {
    name: name === event.name ? t`${original} (copy)` : name,
    slug: slug === event.slug ? `${event.slug}-copy`.slice(0, 63) : slug,
    hostnames: event.hostnames.map((host) => {
      const next = nextYearIn(host);
      return next === host ? `copy-${host}` : next;
    }),
    startDate: yearLater(event.startDate),
    endDate: yearLater(event.endDate),
    timeZone: event.timeZone,
  };
}
