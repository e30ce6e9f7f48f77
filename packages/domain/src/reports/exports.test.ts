import { describe, expect, it } from 'vitest';
import {
  csvField,
  csvLine,
  exportFileName,
  formatExportDate,
  formatExportDateTime,
  looksLikeFormula,
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
