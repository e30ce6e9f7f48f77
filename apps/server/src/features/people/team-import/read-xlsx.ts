import type { Readable } from 'node:stream';
import { teamImportLimits, teamImportMessages } from '@showdesk/domain/people/team-import';
import type ExcelJS from 'exceljs';
import { AppError } from '../../../lib/app-error.ts';
import { lazyModule } from '../../../lib/lazy-module.ts';
import {
  type InflateBudget,
  openZipEntry,
  readZipDirectory,
  ZipBudgetError,
  type ZipEntry,
} from './zip-entries.ts';

const loadExcel = lazyModule(async () => (await import('exceljs')).default);

/** One row of a spreadsheet as text, with its 1-based row number. */
export interface RawRow {
  rowNumber: number;
  cells: string[];
}

/**
 * The parts of exceljs's streaming `WorkbookReader` we drive ourselves. Its own `read()` unzips
 * the archive front to back with no bound on what it inflates and spools a sheet stored before
 * the shared strings to a temporary file; we feed it the entries we choose, in the order we
 * need, each inflated under one budget (zip-entries.ts), and read the first sheet row by row.
 */
interface WorkbookReaderParts {
  model?: { sheets?: Array<{ rId: string }> };
  workbookRels?: Array<{ Id: string; Target: string }>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseRels(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(
    entry: Readable,
    sheetNo: string,
  ): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
}

/** A cell as the person sees it in their spreadsheet program. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object' && 'hyperlink' in value) {
    // An email typed into Excel becomes a mailto: link; its text is the address.
    return String((value as { text?: unknown }).text ?? '').trim();
  }
  if (value && typeof value === 'object' && 'richText' in value) {
    return (value as ExcelJS.CellRichTextValue).richText
      .map((part) => part.text)
      .join('')
      .trim();
  }
  return (cell.text ?? '').trim();
}

/** Where the workbook keeps its first sheet, e.g. 'xl/worksheets/sheet1.xml'. */
function firstSheetPath(reader: WorkbookReaderParts): string | undefined {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/**
 * Reads the first sheet of an XLSX file row by row, never holding more than the rows the caller
 * keeps: the caller stops at the row limit and the rest is never inflated. Everything inflated
 * (workbook, shared strings, styles, the sheet so far) counts against `maxUnzippedBytes`.
 */
export async function* readXlsxRows(path: string): AsyncGenerator<RawRow> {
  const open: Readable[] = [];
  try {
    let entries: Map<string, ZipEntry>;
    try {
      entries = await readZipDirectory(path);
    } catch {
      throw AppError.badRequest(teamImportMessages.unreadable);
    }
    const budget: InflateBudget = { remaining: teamImportLimits.maxUnzippedBytes };
    // Parts read whole: refuse at once what says it is over the budget.
    const whole = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'];
    const declared = whole.reduce(
      (sum, name) => sum + (entries.get(name)?.uncompressedSize ?? 0),
      0,
    );
    if (declared > budget.remaining) throw AppError.badRequest(teamImportMessages.tooMuchData);
    const entry = async (name: string) => {
      const found = entries.get(name);
      if (!found) return null;
      const stream = await openZipEntry(path, found, budget);
      open.push(stream);
      return stream;
    };

    const ExcelJS = await loadExcel();
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    }) as unknown as WorkbookReaderParts;
    const workbook = await entry('xl/workbook.xml');
    const rels = await entry('xl/_rels/workbook.xml.rels');
    if (!workbook || !rels) throw AppError.badRequest(teamImportMessages.unreadable);
    await reader._parseWorkbook(workbook);
    await reader._parseRels(rels);
    const strings = await entry('xl/sharedStrings.xml');
    if (strings) for await (const _ of reader._parseSharedStrings(strings));
    const styles = await entry('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);
    const sheetPath = firstSheetPath(reader);
    const sheet = sheetPath ? await entry(sheetPath) : null;
    if (!sheet) throw AppError.badRequest(teamImportMessages.noRows);
    const sheetNo = /(\d+)\.xml$/.exec(sheetPath!)?.[1] ?? '1';
    const rows = reader._parseWorksheet(sheet, sheetNo).next().value?.value;
    if (!rows) throw AppError.badRequest(teamImportMessages.unreadable);
    for await (const row of rows) {
      const width = Math.min(row.cellCount, teamImportLimits.maxColumns + 1);
      const cells: string[] = [];
      for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c)));
      yield { rowNumber: row.number, cells };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof ZipBudgetError) throw AppError.badRequest(teamImportMessages.tooMuchData);
    // A damaged archive (UnreadableZipError) or exceljs's own parse errors (bad XML).
    throw AppError.badRequest(teamImportMessages.unreadable);
  } finally {
    for (const stream of open) stream.destroy();
  }
}
