import { readFile } from 'node:fs/promises';
import { teamImportLimits, teamImportMessages } from '@showdesk/domain/team-import';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.ts';

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

function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: guessDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw AppError.badRequest(
      where
        ? `${teamImportMessages.unreadable} (near line ${where})`
        : teamImportMessages.unreadable,
    );
  }
}

/** A cell as the person sees it in their spreadsheet program. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object' && 'hyperlink' in value) {
    // An email typed into Excel becomes a mailto: link; its text is the address.
    return String((value as { text?: unknown }).text ?? '').trim();
  }
  return (cell.text ?? '').trim();
}

async function parseXlsx(buffer: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw AppError.badRequest(teamImportMessages.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw AppError.badRequest(teamImportMessages.noRows);
  const rows: string[][] = [];
  const width = Math.min(sheet.columnCount, teamImportLimits.maxColumns + 1);
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c)));
    rows[rowNumber - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * Reads an import file: the first row names the columns, every later non-empty row is a team.
 * Refuses files that are not what an import needs, with a message saying why.
 */
export async function parseImportFile(path: string, kind: 'csv' | 'xlsx'): Promise<ParsedSheet> {
  const buffer = await readFile(path);
  const table = kind === 'csv' ? parseCsv(buffer.toString('utf8')) : await parseXlsx(buffer);
  const [header = [], ...body] = table;
  const lastNamed = header.findLastIndex((name) => name.trim() !== '');
  if (lastNamed < 0) throw AppError.badRequest(teamImportMessages.noHeader);
  if (lastNamed + 1 > teamImportLimits.maxColumns) {
    throw AppError.badRequest(teamImportMessages.tooManyColumns);
  }
  const columns = header.slice(0, lastNamed + 1).map((name, i) => name.trim() || `Column ${i + 1}`);
  const rows: ParsedSheet['rows'] = [];
  body.forEach((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    rows.push({
      rowNumber: i + 2,
      cells: columns.map((_, c) => (cells[c] ?? '').trim()),
    });
  });
  if (rows.length === 0) throw AppError.badRequest(teamImportMessages.noRows);
  if (rows.length > teamImportLimits.maxRows) {
    throw AppError.badRequest(teamImportMessages.tooManyRows);
  }
  return { columns, rows };
}
