import { describe, expect, it } from 'vitest';
import { daysInMonth, formatDayText, parseDayText } from './day-text.ts';

describe('formatDayText', () => {
  it('writes an ISO day day-first, as the event does', () => {
    expect(formatDayText('2027-03-14')).toBe('14/03/2027');
    expect(formatDayText('2027-01-05')).toBe('05/01/2027');
  });

  it('leaves empty and other text as it is', () => {
    expect(formatDayText('')).toBe('');
    expect(formatDayText('next week')).toBe('next week');
  });
});

describe('parseDayText', () => {
  it('reads the event format as an ISO day', () => {
    expect(parseDayText('14/03/2027')).toEqual({ ok: true, day: '2027-03-14' });
    expect(parseDayText(' 4/3/2027 ')).toEqual({ ok: true, day: '2027-03-04' });
    expect(parseDayText('14.03.2027')).toEqual({ ok: true, day: '2027-03-14' });
    expect(parseDayText('14-03-2027')).toEqual({ ok: true, day: '2027-03-14' });
  });

  it('reads the day first, never the month (03/04 is the 3rd of April)', () => {
    expect(parseDayText('03/04/2027')).toEqual({ ok: true, day: '2027-04-03' });
  });

  it('takes a pasted ISO day', () => {
    expect(parseDayText('2027-03-14')).toEqual({ ok: true, day: '2027-03-14' });
  });

  it('is no day when nothing is typed', () => {
    expect(parseDayText('')).toEqual({ ok: true, day: null });
    expect(parseDayText('   ')).toEqual({ ok: true, day: null });
  });

  it('refuses a day no calendar has, saying why', () => {
    expect(parseDayText('31/02/2027')).toEqual({
      ok: false,
      message: '31/02/2027 is not a date: February 2027 has 28 days',
    });
    expect(parseDayText('29/02/2028')).toEqual({ ok: true, day: '2028-02-29' });
    expect(parseDayText('31/04/2027')).toMatchObject({ ok: false });
    expect(parseDayText('00/04/2027')).toMatchObject({ ok: false });
    expect(parseDayText('2027-02-30')).toMatchObject({ ok: false });
    expect(parseDayText('14/13/2027')).toEqual({
      ok: false,
      message: '14/13/2027 is not a date: there is no month 13',
    });
  });

  it('refuses other shapes with the format and an example', () => {
    const shape = { ok: false, message: 'Enter a date as DD/MM/YYYY, for example 14/03/2027' };
    expect(parseDayText('March 14')).toEqual(shape);
    expect(parseDayText('14/03')).toEqual(shape);
    expect(parseDayText('14/03/2027x')).toEqual(shape);
  });

  it('asks for the year in full', () => {
    expect(parseDayText('14/03/27')).toEqual({
      ok: false,
      message: 'Write the year in full, for example 14/03/2027',
    });
  });
});

describe('daysInMonth', () => {
  it('counts leap years', () => {
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2027, 12)).toBe(31);
  });
});
