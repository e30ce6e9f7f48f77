import { offsetAt } from '@showdesk/domain/common/time-zones';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { eventClockValue, instantOfEventClock } from './event-clock.ts';

const zones = ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata', 'Europe/London', 'UTC'];
const minutes = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2040, 11, 31) / 60_000 })
  .map((minute) => new Date(minute * 60_000).toISOString());

describe("a time picked on the event's clock", () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it('is the instant the event sees at that wall-clock time, whatever the browser zone', () => {
    for (const browser of ['America/New_York', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = browser;
      expect(instantOfEventClock('2027-07-01T09:00', 'Asia/Kolkata')).toBe(
        '2027-07-01T03:30:00.000Z',
      );
      expect(instantOfEventClock('2027-07-01T09:00', 'Pacific/Auckland')).toBe(
        '2027-06-30T21:00:00.000Z',
      );
      expect(eventClockValue('2027-07-01T03:30:00.000Z', 'America/Los_Angeles')).toBe(
        '2027-06-30T20:30',
      );
    }
    expect(instantOfEventClock('', 'UTC')).toBeNull();
    expect(instantOfEventClock('01/07/2027', 'UTC')).toBeNull();
    expect(eventClockValue(null, 'UTC')).toBe('');
  });

  it('reads an instant back as itself (property; the autumn hour read as its first)', () => {
    fc.assert(
      fc.property(minutes, fc.constantFrom(...zones), (iso, zone) => {
        const back = instantOfEventClock(eventClockValue(iso, zone), zone)!;
        const lag = Date.parse(iso) - Date.parse(back);
        // The same instant, or, in an hour the clocks show twice, its first showing.
        expect(
          lag === 0 || lag === offsetAt(zone, new Date(back)) - offsetAt(zone, new Date(iso)),
        ).toBe(true);
        expect(eventClockValue(back, zone)).toBe(eventClockValue(iso, zone));
      }),
      { numRuns: 500 },
    );
  });
});
