import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockIn } from '../common/time-zones.ts';
import {
  csvField,
  csvLine,
  exportDateTimeCell,
  exportFileName,
  formatExportDate,
  formatExportDateTime,
  looksLikeFormula,
  zonedHeading,
} from './exports.ts';

describe('export rules', () => {
  it('writes export dates en-GB in UK time, summer and winter', () => {
    expect(formatExportDateTime('2027-01-05T09:07:00.000Z')).toBe('05/01/2027 09:07');
    expect(formatExportDateTime('2027-07-05T23:30:00.000Z')).toBe('06/07/2027 00:30');
    expect(formatExportDateTime(null)).toBe('');
    expect(formatExportDate('2027-03-01')).toBe('01/03/2027');
    expect(formatExportDate('')).toBe('');
  });

  it('knows the values a spreadsheet would run as formulas', () => {
    for (const value of ['=1+1', '+44 20', '-2', '@SUM(A1)', '\t=x'])
      expect(looksLikeFormula(value), value).toBe(true);
    for (const value of ['Acme', '', '1=1', 'a-b'])
      expect(looksLikeFormula(value), value).toBe(false);
  });

  it('quotes CSV fields that need it and makes formula-like text text', () => {
    expect(csvField('Acme')).toBe('Acme');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-2')).toBe("'-2");
    expect(csvField(-2)).toBe('-2');
    expect(csvLine(['a', 'b\nc'])).toBe('a,"b\nc"\r\n');
  });

  it('names a file after its record with letters, digits, spaces, - and _', () => {
    expect(exportFileName('Stand / order: "2027"', 'submissions', 'xlsx')).toBe(
      'Stand order 2027 submissions.xlsx',
    );
    expect(exportFileName('***', 'report', 'csv', 'task')).toBe('task report.csv');
  });
});

describe("an export's date-times in the event's zone", () => {
  const zones = ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata', 'Europe/Berlin', 'UTC'];

  it("writes any instant as the zone's wall clock (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }),
        fc.constantFrom(...zones),
        (ms, zone) => {
          const instant = new Date(Math.floor(ms / 60_000) * 60_000);
          const wall = wallClockIn(zone, instant);
          const [year, month, day] = wall.day.split('-');
          const hh = String(wall.hour).padStart(2, '0');
          const mm = String(wall.minute).padStart(2, '0');
          expect(formatExportDateTime(instant, zone)).toBe(`${day}/${month}/${year} ${hh}:${mm}`);
          expect(exportDateTimeCell(instant, zone)).toEqual({
            dateTime: `${wall.day}T${hh}:${mm}`,
            text: `${day}/${month}/${year} ${hh}:${mm}`,
          });
          // The wall clock read back in the zone is the instant again (a repeated hour aside).
          expect(
            instantOfWallClock(zone, wall.day, wall.hour, wall.minute).getTime(),
          ).toBeLessThanOrEqual(instant.getTime());
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names the zone in a heading, and keeps UK time when none is given', () => {
    expect(zonedHeading('Submitted At', 'Europe/Berlin')).toBe('Submitted At (Europe/Berlin)');
    expect(zonedHeading('Submitted At')).toBe('Submitted At');
    const summer = new Date('2027-07-05T23:30:00Z');
    expect(formatExportDateTime(summer)).toBe('06/07/2027 00:30');
    expect(formatExportDateTime(summer, 'Asia/Kolkata')).toBe('06/07/2027 05:00');
    expect(formatExportDateTime(summer, 'America/Los_Angeles')).toBe('05/07/2027 16:30');
  });
});
