import { Readable } from 'node:stream';
import {
  csvLine,
  type ExportCell,
  type ExportFormat,
  exportContentTypes,
  exportRowsHeader,
  type Say,
} from '@showdesk/domain/reports/exports';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.ts';
import { serverI18n } from './i18n.ts';
import { xlsxFile } from './xlsx-writer.ts';

/**
 * One streamed spreadsheet (XLSX written by lib/xlsx-writer.ts, or CSV with a byte-order
 * mark) from rows that arrive in batches: a batch is written before the next one
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

/** A column as wide as its heading and a little more, 40 characters at most. */
const columnWidth = (heading: string) => Math.min(40, heading.length + 4);

function xlsxStream(source: SpreadsheetSource): Readable {
  const { batches, headings, signal, onError, onProgress } = source;
  async function* rows() {
    let written = 0;
    for await (const batch of batches) {
      // The abort destroyed the stream: what the writer adds after this is never read.
      if (signal?.aborted) return;
      yield batch;
      written += batch.length;
      onProgress?.(written);
    }
  }
  async function* file() {
    try {
      yield* xlsxFile({
        name: source.sheetName,
        columns: headings.map((heading) => ({ heading, width: columnWidth(heading) })),
        batches: rows(),
      });
    } catch (error) {
      onError(error);
      throw error;
    }
  }
  // A high-water mark of one byte: a batch's bytes wait in the stream until the reader takes
  // them, and only then is the next batch asked for (a stream's usual 64 kB would let many
  // small batches through ahead of the reader).
  const stream = Readable.from(file(), { objectMode: false, highWaterMark: 1 });
  // The client went away: the file is left unfinished, and no further batch is asked for.
  signal?.addEventListener('abort', () => stream.destroy(), { once: true });
  return stream;
}

/**
 * An export's own words (headings, the labels it writes in cells, its sheet's and file's
 * names) in `language`: the event's default, the language its records are written in, so that
 * a file reads in one language. Each word is looked up once: cells ask for theirs on every row.
 */
export function exportSay(language: string | null | undefined): Say {
  const i18n = serverI18n(language);
  const said = new Map<string, string>();
  return (english) => {
    let text = said.get(english);
    if (text === undefined) {
      text = i18n._(english);
      said.set(english, text);
    }
    return text;
  };
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
