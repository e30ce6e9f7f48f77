import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDayIn,
  instantOfWallClock,
  isTimeZone,
  offsetAt,
  startOfDayIn,
  timeZoneNames,
  wallClockIn,
} from './time-zones.ts';

/**
 * Zones with every kind of clock: no daylight saving (Tokyo, Kolkata at +05:30, UTC), northern
 * and southern daylight saving (London, New York, Sydney), half-hour saving (Lord Howe), a
 * +12:45/+13:45 zone (Chatham), −03:30 (St John's), and a change at midnight (Santiago).
 */
const zones = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/St_Johns',
  'America/Santiago',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];

const at = (iso: string) => new Date(iso);
/** Instants from 2020 to 2035, to the minute. */
const instants = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 })
  .map((minutes) => new Date(minutes * 60_000));
const zone = fc.constantFrom(...zones);

describe('time zones', () => {
  it('knows IANA names and UTC, and refuses anything else', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' Europe/Berlin')).toBe(false);
    const names = timeZoneNames();
    expect(names).toContain('Europe/London');
    expect(names).toContain('UTC');
    expect(names.every(isTimeZone)).toBe(true);
  });

  it("reads the day and hour of the zone's own clocks, either side of daylight saving", () => {
    // London: GMT in winter, BST (+1) from 01:00 UTC on 28 March 2027.
    expect(wallClockIn('Europe/London', at('2027-03-28T00:59:00Z'))).toEqual({
      day: '2027-03-28',
      hour: 0,
      minute: 59,
    });
    expect(wallClockIn('Europe/London', at('2027-03-28T01:00:00Z')).hour).toBe(2);
    // 23:30 UTC is already tomorrow in Berlin, still today in New York.
    expect(calendarDayIn('Europe/Berlin', at('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
    expect(calendarDayIn('America/New_York', at('2027-07-01T03:30:00Z'))).toBe('2027-06-30');
    expect(calendarDayIn('Pacific/Chatham', at('2027-06-30T11:30:00Z'))).toBe('2027-07-01');
    expect(offsetAt('Asia/Kolkata', at('2027-01-01T00:00:00Z'))).toBe(5.5 * 3_600_000);
    expect(offsetAt('Australia/Lord_Howe', at('2027-01-01T00:00:00Z'))).toBe(11 * 3_600_000);
    expect(offsetAt('Australia/Lord_Howe', at('2027-07-01T00:00:00Z'))).toBe(10.5 * 3_600_000);
  });

  it('finds the instant of a wall-clock time, on skipped and repeated hours too', () => {
    expect(instantOfWallClock('Europe/Berlin', '2027-07-01', 8).toISOString()).toBe(
      '2027-07-01T06:00:00.000Z',
    );
    // London skips 01:00–02:00 on 28 March 2027: 01:30 is read as 02:30 BST.
    expect(instantOfWallClock('Europe/London', '2027-03-28', 1, 30).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    // London shows 01:00–02:00 twice on 31 October 2027: the first (BST) is taken.
    expect(instantOfWallClock('Europe/London', '2027-10-31', 1, 30).toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
    // Santiago's clocks go from 00:00 to 01:00 on 5 September 2027: that day starts at 01:00.
    const start = startOfDayIn('America/Santiago', '2027-09-05');
    expect(wallClockIn('America/Santiago', start)).toEqual({
      day: '2027-09-05',
      hour: 1,
      minute: 0,
    });
  });

  it('gives back the instant of any wall-clock time the clocks show', () => {
    fc.assert(
      fc.property(zone, instants, (timeZone, instant) => {
        const clock = wallClockIn(timeZone, instant);
        const found = instantOfWallClock(timeZone, clock.day, clock.hour, clock.minute);
        expect(wallClockIn(timeZone, found)).toEqual(clock);
        // The first instant showing it: the same one, or an hour (or half) earlier in the
        // autumn repeat.
        expect(found.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime() - found.getTime()).toBeLessThanOrEqual(3_600_000);
      }),
      { numRuns: 2_000 },
    );
  });

  it("starts each day at its local midnight: the instant before is the day before's", () => {
    fc.assert(
      fc.property(zone, instants, (timeZone, instant) => {
        const day = calendarDayIn(timeZone, instant);
        const start = startOfDayIn(timeZone, day);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(calendarDayIn(timeZone, start)).toBe(day);
        const before = calendarDayIn(timeZone, new Date(start.getTime() - 1_000));
        expect(before < day).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never goes back a day as time goes on', () => {
    fc.assert(
      fc.property(zone, instants, fc.integer({ min: 1, max: 3 * 1440 }), (timeZone, a, minutes) => {
        const later = new Date(a.getTime() + minutes * 60_000);
        expect(calendarDayIn(timeZone, later) >= calendarDayIn(timeZone, a)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
