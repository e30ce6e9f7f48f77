import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { say } from '@showdesk/domain/common/say';
import { teamImportLimits, teamImportMessages } from '@showdesk/domain/people/team-import';
import { AppError } from '../../../lib/app-error.ts';
import { lazyModule } from '../../../lib/lazy-module.ts';
import { type RawRow, readXlsxRows } from './read-xlsx.ts';

/** A spreadsheet read into text: the header row's names, and each data row with its row number. */
export interface ParsedSheet {
  columns: string[];
  rows: Array<{ rowNumber: number; cells: string[] }>;
}

/** The likeliest delimiter of a CSV file: the one its header line has most of. */
function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.d;
}

const loadCsvParse = lazyModule(() => import('csv-parse'));

/** The CSV's records one by one (record 1 is the header), read as a stream. */
async function* readCsvRows(path: string): AsyncGenerator<RawRow> {
  const file = await open(path, 'r');
  const head = Buffer.alloc(64 * 1024);
  try {
    await file.read(head, 0, head.length, 0);
  } finally {
    await file.close();
  }
  const { parse } = await loadCsvParse();
  const parser = parse({
    bom: true,
    delimiter: guessDelimiter(head.toString('utf8').replace(/^\uFEFF/, '')),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    trim: true,
  });
  const input = createReadStream(path);
  input.pipe(parser);
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      yield { rowNumber, cells: record };
    }
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw AppError.badRequest(
      where
        ? say(/*i18n*/ 'The file could not be read as a spreadsheet (near line {line})', {
            line: where,
          })
        : teamImportMessages.unreadable,
    );
  } finally {
    input.destroy();
    parser.destroy();
  }
}

/**
 * Reads an import file: the first row names the columns, every later non-empty row is a team.
 * Both kinds are read as streams and reading stops at the first row over the limit (a
 * 1M-row XLSX parsed whole took 25 s of blocked event loop and 2.5 GB before
 * '5000 rows' was refused). Refuses files that are not what an import needs, saying why.
 */
export async function parseImportFile(path: string, kind: 'csv' | 'xlsx'): Promise<ParsedSheet> {
  const source = kind === 'csv' ? readCsvRows(path) : readXlsxRows(path);
  let columns: string[] | null = null;
  const rows: ParsedSheet['rows'] = [];
  for await (const { rowNumber, cells } of source) {
    if (columns === null) {
      // The header is row 1; a sheet whose first row is empty (or missing) has none.
      columns = readHeader(rowNumber === 1 ? cells : []);
      if (rowNumber === 1) continue;
    }
    if (cells.every((cell) => cell.trim() === '')) continue;
    rows.push({ rowNumber, cells: columns.map((_, c) => (cells[c] ?? '').trim()) });
    if (rows.length > teamImportLimits.maxRows) {
      throw AppError.badRequest(teamImportMessages.tooManyRows); // the rest is never read
    }
  }
  if (columns === null) readHeader([]);
  if (rows.length === 0) throw AppError.badRequest(teamImportMessages.noRows);
  return { columns: columns!, rows };
}

/** The column names of the header row (blank ones named by position), or why it is refused. */
function readHeader(header: string[]): string[] {
  const lastNamed = header.findLastIndex((name) => name.trim() !== '');
  if (lastNamed < 0) throw AppError.badRequest(teamImportMessages.noHeader);
  if (lastNamed + 1 > teamImportLimits.maxColumns) {
    throw AppError.badRequest(teamImportMessages.tooManyColumns);
  }
  return header.slice(0, lastNamed + 1).map((name, i) => name.trim() || `Column ${i + 1}`);
}
