import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { crc32, inflateRawSync } from 'node:zlib';
import type { ExportCell } from '@showdesk/domain/reports/exports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type SpreadsheetSource, spreadsheetStream } from './spreadsheet-export.ts';
import { columnLetters, sheetName, xlsxFile } from './xlsx-writer.ts';
import { zipArchive } from './zip-archive.ts';

const run = promisify(execFile);
const hasUnzip = await run('unzip', ['-v']).then(
  () => true,
  () => false,
);

async function bytesOf(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The entries of a ZIP archive, read from its central directory as any reader does, each
 * inflated and checked against its CRC-32 and size.
 */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(zip.length - 22);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  expect(at + zip.readUInt32LE(end + 12)).toBe(end);
  const entries = new Map<string, string>();
  for (let n = 0; n < count; n += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [crc, compressed, size] = [16, 20, 24].map((field) => zip.readUInt32LE(at + field));
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed!));
    expect({ name, size: data.length, crc: crc32(data) }).toEqual({ name, size, crc });
    // The data descriptor after the data repeats CRC and sizes.
    expect(zip.readUInt32LE(start + compressed!)).toBe(0x08074b50);
    expect(zip.readUInt32LE(start + compressed! + 4)).toBe(crc);
    entries.set(name, data.toString('utf8'));
    at += 46 + nameLength;
  }
  return entries;
}

async function* batchesOf(...batches: ExportCell[][][]) {
  yield* batches;
}

function xlsx(source: Partial<SpreadsheetSource> & Pick<SpreadsheetSource, 'headings'>) {
  return spreadsheetStream({
    format: 'xlsx',
    sheetName: 'Submissions',
    batches: batchesOf(),
    onError: (error) => {
      throw error;
    },
    ...source,
  });
}

async function readBack(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

describe('the XLSX writer', () => {
  it('writes headings, texts and numbers that read back as they were', async () => {
    const file = await bytesOf(
      xlsx({
        headings: ['Name', 'Staff', 'A heading longer than forty characters, by far'],
        batches: batchesOf(
          [
            ['Ada', 4, 'x'],
            ['Bob', 2.5, ''],
          ],
          [['Cy', -3, 'z']],
        ),
      }),
    );
    const { sheet, rows } = await readBack(file);
    expect(rows).toEqual([
      ['Name', 'Staff', 'A heading longer than forty characters, by far'],
      ['Ada', 4, 'x'],
      ['Bob', 2.5],
      ['Cy', -3, 'z'],
    ]);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    // Widths as exceljs was given them: the heading and 4 more, 40 at most.
    expect([1, 2, 3].map((n) => sheet.getColumn(n).width)).toEqual([8, 9, 40]);
  });

  it('writes a formula-like text as a text cell formatted as text, never a formula', async () => {
    const values = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1'];
    const file = await bytesOf(
      xlsx({ headings: values.map((_, n) => `H${n}`), batches: batchesOf([values]) }),
    );
    const { sheet } = await readBack(file);
    values.forEach((value, index) => {
      const cell = sheet.getCell(2, index + 1);
      expect(cell.type, value).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt, value).toBe('@');
      expect(cell.formula, value).toBeUndefined();
    });
    expect(sheet.getCell('A2').value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getCell('B2').value).toBe('+1');
    const xml = unzip(file).get('xl/worksheets/sheet1.xml')!;
    expect(xml).not.toContain('<f>');
    expect(xml).not.toMatch(/<f[\s>]/);
  });

  it('keeps unicode, emoji and markup characters, and drops what XML cannot hold', async () => {
    const texts = [
      'Café Zürich 東京 😀👩‍👩‍👧',
      `Fish & chips <b>"quoted"</b> it's ]]> done`,
      'a\u0000b\u0001c\u0008d\u000be\u000cf\u001fg\u007fh\ufffei\uffffj',
      'tab\there\nand a new line',
      '  spaces kept  ',
      'lone \ud800 surrogate',
    ];
    const file = await bytesOf(
      xlsx({ headings: ['<Heading & "more">'], batches: batchesOf(texts.map((text) => [text])) }),
    );
    const { rows } = await readBack(file);
    expect(rows.map(([value]) => value)).toEqual([
      '<Heading & "more">',
      texts[0],
      texts[1],
      'abcdefghij',
      texts[3],
      texts[4],
      'lone \ufffd surrogate',
    ]);
  });

  it("escapes an underscore that would start one of Excel's _xHHHH_ escapes", async () => {
    const file = await bytesOf(
      xlsx({ headings: ['Code'], batches: batchesOf([['_x0041_ and snake_case']]) }),
    );
    // Excel reads _x005F_ as "_" (exceljs does not unescape, so the XML is checked).
    expect(unzip(file).get('xl/worksheets/sheet1.xml')).toContain(
      '>_x005F_x0041_ and snake_case</t>',
    );
  });

  it('writes non-finite numbers as their text, as CSV does', async () => {
    const file = await bytesOf(
      xlsx({ headings: ['A', 'B', 'C'], batches: batchesOf([[Number.NaN, Infinity, 0]]) }),
    );
    expect((await readBack(file)).rows[1]).toEqual(['NaN', 'Infinity', 0]);
  });

  it('writes an export without rows as the heading row alone', async () => {
    const file = await bytesOf(xlsx({ headings: ['Name', 'Email'] }));
    expect((await readBack(file)).rows).toEqual([['Name', 'Email']]);
    const bare = await bytesOf(xlsx({ headings: [] }));
    expect((await readBack(bare)).rows).toEqual([[]]);
  });

  it("names the sheet within Excel's rules", async () => {
    const name = 'Report: [2027] a/b\\c*d?e — and a very long tail';
    const file = await bytesOf(xlsx({ headings: ['A'], sheetName: name }));
    const { sheet } = await readBack(file);
    // 31 characters, then the space at the end trimmed.
    expect(sheet.name).toBe('Report 2027 abcde — and a very');
    expect(sheetName(" 'quoted' ")).toBe('quoted');
    expect(sheetName('History')).toBe('Sheet1');
    expect(sheetName('[]')).toBe('Sheet1');
    expect(sheetName('R&D <team>')).toBe('R&D <team>');
    // Never half an emoji: 30 letters and an emoji would end on its first half.
    expect(sheetName(`${'a'.repeat(30)}😀`)).toBe('a'.repeat(30));
    const escaped = unzip(await bytesOf(xlsx({ headings: [], sheetName: 'R&D <team>' })));
    expect(escaped.get('xl/workbook.xml')).toContain('name="R&amp;D &lt;team&gt;"');
  });

  it('names columns past Z as Excel does', () => {
    expect([0, 25, 26, 51, 52, 701, 702, 16_383].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });

  it('writes money as numbers in their currency’s format, and days and moments as dates', async () => {
    const file = await bytesOf(
      xlsx({
        headings: ['Total', 'Yen', 'Day', 'Sent', 'Not a day'],
        batches: batchesOf([
          [
            { amount: 1234.5, currency: 'GBP', text: '£1,234.50' },
            { amount: 1200, currency: 'JPY', text: '¥1,200' },
            { date: '2027-03-14', text: '14/03/2027' },
            { dateTime: '2027-03-14T09:30', text: '14/03/2027 09:30' },
            { date: 'soon', text: 'soon' },
          ],
          [{ amount: -5, currency: 'GBP', text: '-£5.00' }],
        ]),
      }),
    );
    const { sheet } = await readBack(file);
    expect(sheet.getCell('A2').value).toBe(1234.5);
    expect(sheet.getCell('A2').numFmt).toBe('"£"#,##0.00;-"£"#,##0.00');
    expect(sheet.getCell('A3').value).toBe(-5);
    expect(sheet.getCell('A3').numFmt).toBe('"£"#,##0.00;-"£"#,##0.00');
    // The symbol as the app writes money in en-GB (JP¥), with the currency's own decimals.
    expect(sheet.getCell('B2').numFmt).toBe('"JP¥"#,##0;-"JP¥"#,##0');
    expect(sheet.getCell('C2').value).toEqual(new Date(Date.UTC(2027, 2, 14)));
    expect(sheet.getCell('C2').numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getCell('D2').value).toEqual(new Date(Date.UTC(2027, 2, 14, 9, 30)));
    expect(sheet.getCell('D2').numFmt).toBe('dd/mm/yyyy hh:mm');
    // A value that is no day stays its text.
    expect(sheet.getCell('E2').value).toBe('soon');
    // The serial Excel keeps for 14 March 2027.
    expect(unzip(file).get('xl/worksheets/sheet1.xml')).toContain('<v>46460</v>');
  });

  it('writes a valid ZIP of the SpreadsheetML parts', async () => {
    const file = await bytesOf(
      xlsx({ headings: ['A', 'B'], batches: batchesOf([['x', 1]], [['y', 2]]) }),
    );
    expect([...unzip(file).keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
      'xl/styles.xml',
    ]);
    if (!hasUnzip) return;
    const dir = await mkdtemp(join(tmpdir(), 'xlsx-'));
    try {
      await writeFile(join(dir, 'file.xlsx'), file);
      const { stdout } = await run('unzip', ['-t', join(dir, 'file.xlsx')]);
      expect(stdout).toContain('No errors detected');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes large rows across many deflated batches', async () => {
    // Text that does not compress, so every batch is several zlib chunks.
    const rows = Array.from({ length: 40 }, (_, n) => [n, randomBytes(20_000).toString('hex')]);
    const file = await bytesOf(
      xlsx({
        headings: ['N', 'Notes'],
        batches: batchesOf(...Array.from({ length: 4 }, (_, b) => rows.slice(b * 10, b * 10 + 10))),
      }),
    );
    expect(unzip(file).size).toBe(6);
    expect((await readBack(file)).rows.slice(1)).toEqual(rows);
  });

  it('refuses an archive past ZIP limits instead of writing a broken one', async () => {
    const many = Array.from({ length: 65_536 }, (_, n) => ({ name: `${n}`, chunks: ['x'] }));
    await expect(bytesOf(zipArchive(many))).rejects.toThrow('at most 65535 entries');
    // The 4 GB limit, lowered: an entry, then the archive, that would pass it.
    const big = { name: 'big', chunks: ['a'.repeat(600)] };
    await expect(bytesOf(zipArchive([big], 500))).rejects.toThrow('big would pass');
    const noise = (name: string) => ({ name, chunks: [randomBytes(200)] });
    const written: Buffer[] = [];
    const writing = (async () => {
      for await (const chunk of zipArchive([noise('a'), noise('b'), noise('c')], 500))
        written.push(chunk);
    })();
    await expect(writing).rejects.toThrow('the archive would pass');
    expect(Buffer.concat(written).length).toBeLessThanOrEqual(500);
  });

  it('reports what broke the export half-way and destroys the stream', async () => {
    const errors: unknown[] = [];
    async function* failing() {
      yield [['a']];
      throw new Error('database gone');
    }
    const stream = xlsx({
      headings: ['A'],
      batches: failing(),
      onError: (error) => errors.push(error),
    });
    await expect(bytesOf(stream)).rejects.toThrow('database gone');
    expect(errors).toEqual([new Error('database gone')]);
    expect(stream.destroyed).toBe(true);
  });

  it('reads a batch only when its reader asks for the next chunk', async () => {
    let pulled = 0;
    async function* rows() {
      for (;;) {
        pulled += 1;
        yield [['row']];
      }
    }
    const file = xlsxFile({ name: 'S', columns: [{ heading: 'A', width: 5 }], batches: rows() });
    for (let n = 0; n < 60; n += 1) {
      const before = pulled;
      await file.next();
      expect(pulled - before).toBeLessThanOrEqual(1);
    }
    expect(pulled).toBeGreaterThan(10);
    await file.return(undefined);
  });
});

describe('the XLSX export stream', () => {
  /** Batches of 10 rows of text, counting how many were asked for. */
  function counted(batches = 100) {
    const state = { pulled: 0, finished: false };
    async function* rows() {
      try {
        for (let b = 0; b < batches; b += 1) {
          state.pulled += 1;
          yield Array.from({ length: 10 }, (_, n) => [`row ${b * 10 + n}`, b * 10 + n]);
        }
      } finally {
        state.finished = true;
      }
    }
    return { state, batches: rows() };
  }

  /** A reader that takes chunks while `reading()`, and holds the rest unanswered. */
  function reader(reading: () => boolean) {
    const held: (() => void)[] = [];
    const writable = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        if (reading()) callback();
        else held.push(() => callback());
      },
    });
    return { writable, held };
  }

  const settled = () => sleep(100);

  it('asks for a batch only once the reader took the previous one', async () => {
    const { state, batches } = counted();
    const progress: number[] = [];
    const stream = xlsx({
      headings: ['Row', 'N'],
      batches,
      onProgress: (rows) => progress.push(rows),
    });
    // The reader takes the file up to the first batch, then stops reading.
    let reading = false;
    const { writable, held } = reader(() => reading || state.pulled === 0);
    stream.pipe(writable);
    await settled();
    // One batch taken by the reader, at most one more waiting in the stream.
    expect(state.pulled).toBeGreaterThanOrEqual(1);
    expect(state.pulled).toBeLessThanOrEqual(2);
    // Each chunk the reader takes lets one more batch in.
    const before = state.pulled;
    held.shift()?.();
    await settled();
    expect(state.pulled).toBeLessThanOrEqual(before + 1);
    // A reader that reads takes the whole file.
    reading = true;
    for (const release of held.splice(0)) release();
    await new Promise((resolve) => writable.on('finish', resolve));
    expect(state.pulled).toBe(100);
    expect(progress.at(-1)).toBe(1000);
    expect(progress).toHaveLength(100);
  });

  it('stops asking for batches and destroys the stream when the client goes away', async () => {
    const { state, batches } = counted();
    const controller = new AbortController();
    const errors: unknown[] = [];
    const stream: Readable = xlsx({
      headings: ['Row', 'N'],
      batches,
      signal: controller.signal,
      onError: (error) => errors.push(error),
    });
    stream.on('error', (error) => errors.push(error));
    let reading = false;
    const { writable, held } = reader(() => reading || state.pulled < 3);
    stream.pipe(writable);
    await settled();
    controller.abort();
    const pulled = state.pulled;
    for (const release of held.splice(0)) release();
    reading = true;
    await settled();
    expect(stream.destroyed).toBe(true);
    expect(state.pulled).toBe(pulled);
    expect(state.finished).toBe(true);
    expect(errors).toEqual([]);
  });

  it('stops asking for batches when the reader destroys the stream', async () => {
    const { state, batches } = counted();
    const stream = xlsx({ headings: ['Row', 'N'], batches });
    const { writable } = reader(() => state.pulled < 3);
    stream.pipe(writable);
    await settled();
    const pulled = state.pulled;
    stream.destroy();
    await settled();
    expect(state.pulled).toBe(pulled);
    expect(state.finished).toBe(true);
  });
});
