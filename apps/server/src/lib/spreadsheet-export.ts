import { PassThrough, Readable } from 'node:stream';
import {
  csvLine,
  type ExportCell,
  type ExportFormat,
  exportContentTypes,
  exportRowsHeader,
  looksLikeFormula,
} from '@showdesk/domain/exports';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../features/uploads/routes.ts';
import { lazyModule } from './lazy-module.ts';

const loadExcel = lazyModule(async () => (await import('exceljs')).default);

/**
 * One streamed spreadsheet (XLSX through exceljs's streaming WorkbookWriter, or CSV with a
 * byte-order mark) from rows that arrive in batches: a batch is written before the next one
 * is asked for, and none is asked for while the reader lags behind, so an export of any size
 * holds about one batch in memory. Every value is a string or number cell, never a formula;
 * a text a spreadsheet would run (= + - @ first) is a string cell marked as text ('@') in
 * XLSX, and starts with ' in CSV.
 */
export interface SpreadsheetSource {
  format: ExportFormat;
  sheetName: string;
  headings: readonly string[];
  /** The rows, a batch at a time; returning ends the file. */
  batches: AsyncIterable<ExportCell[][]>;
  /** Stops asking for batches (the client went away). */
  signal?: AbortSignal;
  /** Called with what broke the export half-way (the stream is then destroyed). */
  onError: (error: unknown) => void;
  /** Called after each written batch with the rows written so far. */
  onProgress?: (rows: number) => void;
}

/**
 * A writable stream of node:stream or of the readable-stream package (archiver's own, version 2:
 * no writableLength, only its _writableState).
 */
interface WritableLike {
  writableLength?: number;
  writableHighWaterMark?: number;
  _writableState?: { length?: number; highWaterMark?: number };
  destroyed?: boolean;
  once(event: string, listener: () => void): unknown;
  removeListener(event: string, listener: () => void): unknown;
}

const isWritableLike = (value: unknown): value is WritableLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as WritableLike).once === 'function' &&
  (typeof (value as WritableLike).writableLength === 'number' ||
    typeof (value as WritableLike)._writableState?.length === 'number');

const pendingIn = (stream: WritableLike) =>
  stream.writableLength ?? stream._writableState?.length ?? 0;
const highWaterMarkOf = (stream: WritableLike) =>
  stream.writableHighWaterMark ?? stream._writableState?.highWaterMark ?? 16_384;

/**
 * Resolves once a writable holds less than its high-water mark, or is gone, or `output` (the
 * response's stream) closed: an export whose client left never waits for a drain that will
 * not come.
 */
async function drained(stream: WritableLike, output: PassThrough) {
  while (!stream.destroyed && !output.destroyed && pendingIn(stream) >= highWaterMarkOf(stream)) {
    await new Promise<void>((resolve) => {
      const done = () => {
        stream.removeListener('drain', done);
        stream.removeListener('close', done);
        output.removeListener('close', done);
        resolve();
      };
      stream.once('drain', done);
      stream.once('close', done);
      output.once('close', done);
    });
  }
}

/**
 * exceljs's sheet buffer writes into the zip (archiver's own stream, of the readable-stream
 * package) without waiting, so before the next batch the export waits until the zip has taken
 * in what it was given, then until the reader has taken the output: the zip passes the
 * reader's pace back up, and memory holds about a batch whatever the file's size.
 */
async function roomIn(sheet: ExcelJS.Worksheet, output: PassThrough) {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (Array.isArray(pipes))
    for (const pipe of pipes) if (isWritableLike(pipe)) await drained(pipe, output);
  await drained(output, output);
}

const stopped = (stream: Readable, signal?: AbortSignal) => stream.destroyed || !!signal?.aborted;

export function spreadsheetStream(source: SpreadsheetSource): Readable {
  return source.format === 'csv' ? csvStream(source) : xlsxStream(source);
}

function csvStream(source: SpreadsheetSource): Readable {
  const { batches, headings, signal, onError, onProgress } = source;
  async function* lines() {
    // A byte-order mark: spreadsheet apps then read the file as UTF-8.
    yield `\ufeff${csvLine(headings)}`;
    let written = 0;
    try {
      for await (const rows of batches) {
        if (signal?.aborted) return;
        yield rows.map(csvLine).join('');
        written += rows.length;
        onProgress?.(written);
      }
    } catch (error) {
      onError(error);
      throw error;
    }
  }
  // Readable.from asks for the next batch only when the reader took the last one.
  return Readable.from(lines(), { objectMode: false });
}

interface StyleRegistry {
  addStyleModel(model: { numFmt?: string } | undefined, cellType?: number): number;
}

/**
 * exceljs gives every cell a style object of its own and, with styles on, serialises each one
 * to find its style id: two thirds of the time of a 50,000-row export went there. The rows
 * after the headings have two styles only, the default and text ('@', formula-like values),
 * so this workbook's registry answers those two ids at once (the heading's bold was
 * registered before).
 */
function plainStylesAfterHeadings(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  stringType: ExcelJS.ValueType,
) {
  const styles = (workbook as unknown as { styles?: StyleRegistry }).styles;
  if (!styles || typeof styles.addStyleModel !== 'function') return;
  const textStyleId = styles.addStyleModel({ numFmt: '@' }, stringType);
  styles.addStyleModel = (model) => (model?.numFmt === '@' ? textStyleId : 0);
}

function xlsxStream(source: SpreadsheetSource): Readable {
  const { batches, headings, signal, onError, onProgress } = source;
  const stream = new PassThrough();
  void (async () => {
    let written = 0;
    try {
      // exceljs loads with the first XLSX export (lib/lazy-module.ts).
      const ExcelJS = await loadExcel();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream,
        useSharedStrings: false,
        // Without styles the '@' number format of formula-like cells would be dropped.
        useStyles: true,
      });
      const sheet = workbook.addWorksheet(source.sheetName);
      sheet.columns = headings.map((header) => ({
        header,
        width: Math.min(40, header.length + 4),
      }));
      const headingRow = sheet.getRow(1);
      headingRow.font = { bold: true };
      headingRow.commit();
      plainStylesAfterHeadings(workbook, ExcelJS.ValueType.String);
      for await (const rows of batches) {
        if (stopped(stream, signal)) break;
        for (const cells of rows) {
          const row = sheet.addRow(cells);
          cells.forEach((cell, index) => {
            if (typeof cell === 'string' && looksLikeFormula(cell))
              row.getCell(index + 1).numFmt = '@';
          });
          row.commit();
        }
        written += rows.length;
        onProgress?.(written);
        await roomIn(sheet, stream);
      }
      if (stopped(stream, signal)) {
        stream.destroy();
        return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      stream.destroy(error as Error);
    }
  })();
  return stream;
}

/** Aborted when the client goes away before the whole file was sent. */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Sends an export as a download named `fileName`, never cached. */
export function sendSpreadsheet(
  reply: FastifyReply,
  file: { format: ExportFormat; fileName: string; stream: Readable; rows?: number },
) {
  if (file.rows !== undefined) reply.header(exportRowsHeader, String(file.rows));
  return reply
    .header('content-type', exportContentTypes[file.format])
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('cache-control', 'no-store')
    .send(file.stream);
}
