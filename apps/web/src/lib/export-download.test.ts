import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { csvRecordCounter, dispositionFileName } from './export-download.ts';

// The messages (a failed call's) in English, the source, as the app starts before any choice.
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

describe('export download', () => {
  it('counts CSV records as chunks arrive, not line ends inside quoted cells', () => {
    const counter = csvRecordCounter();
    expect(counter.feed('Submitted By,Notes\r\nAda,"line one\r\nline')).toBe(1);
    expect(counter.feed(' two"\r\nBob,"say ""hi"""\r')).toBe(2);
    expect(counter.feed('\n')).toBe(3);
  });

  it('reads the file name of a download, its UTF-8 form first', () => {
    expect(
      dispositionFileName(
        `attachment; filename="Caf_ order.xlsx"; filename*=UTF-8''Caf%C3%A9%20order.xlsx`,
        'x',
      ),
    ).toBe('Café order.xlsx');
    expect(dispositionFileName('attachment; filename="a.csv"', 'x')).toBe('a.csv');
    expect(dispositionFileName(null, 'export.csv')).toBe('export.csv');
  });
});
