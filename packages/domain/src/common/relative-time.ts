const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * How long ago something happened, in words (comments): just now, N
 * minutes ago, N hours ago, yesterday (24 to 48 hours), N days ago, N months ago (30 days),
 * N years ago (365 days). A time in the future (a clock a little ahead) reads as just now.
 */
export function relativeTime(at: Date | string, now: Date = new Date()): string {
  const then = typeof at === 'string' ? new Date(at) : at;
  const elapsed = now.getTime() - then.getTime();
  if (!Number.isFinite(elapsed) || elapsed < minute) return 'just now';
  if (elapsed < hour) return plural(Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return plural(Math.floor(elapsed / hour), 'hour');
  if (elapsed < 2 * day) return 'yesterday';
  const days = Math.floor(elapsed / day);
  if (days < 30) return plural(days, 'day');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}
