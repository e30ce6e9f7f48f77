import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2027-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const min = 60_000;
const hr = 60 * min;
const dy = 24 * hr;

describe('relativeTime', () => {
  it('says just now under a minute, and for a time slightly in the future', () => {
    expect(relativeTime(now, now)).toBe('just now');
    expect(relativeTime(ago(59_000), now)).toBe('just now');
    expect(relativeTime(ago(-5_000), now)).toBe('just now');
  });

  it('counts minutes, then hours, in the singular for one', () => {
    expect(relativeTime(ago(min), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * min), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(hr), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * hr + 59 * min), now)).toBe('23 hours ago');
  });

  it('says yesterday from one to two days, then counts days', () => {
    expect(relativeTime(ago(dy), now)).toBe('yesterday');
    expect(relativeTime(ago(2 * dy - 1), now)).toBe('yesterday');
    expect(relativeTime(ago(2 * dy), now)).toBe('2 days ago');
    expect(relativeTime(ago(29 * dy), now)).toBe('29 days ago');
  });

  it('counts months of 30 days, then years of 365', () => {
    expect(relativeTime(ago(30 * dy), now)).toBe('1 month ago');
    expect(relativeTime(ago(364 * dy), now)).toBe('12 months ago');
    expect(relativeTime(ago(365 * dy), now)).toBe('1 year ago');
    expect(relativeTime(ago(3 * 365 * dy), now)).toBe('3 years ago');
  });

  it('reads ISO strings, and an unreadable one as just now', () => {
    expect(relativeTime('2027-03-10T10:00:00Z', now)).toBe('2 hours ago');
    expect(relativeTime('not a date', now)).toBe('just now');
  });
});
