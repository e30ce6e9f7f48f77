import { t } from '@lingui/core/macro';
import { messages } from '@showdesk/domain/common/error-messages';
import { type ExportFormat, exportRowsHeader } from '@showdesk/domain/reports/exports';
import { ApiError } from './api-client.ts';

/**
 * Downloads a streamed export (XLSX or CSV) with honest progress, then saves it as a file.
 * The server says how many rows the file holds (`X-Export-Rows`); a CSV's progress counts the
 * records that have arrived, an XLSX (compressed: its rows cannot be counted on the way) shows
 * the bytes received.
 */
export interface ExportProgress {
  /** Rows the file will hold (null: the server did not say). */
  total: number | null;
  /** Rows received so far (CSV only). */
  rows: number | null;
  bytes: number;
}

/**
 * Counts CSV records as their text arrives, line ends inside quoted cells not counting: fed
 * chunk by chunk, `records` is how many whole records have ended.
 */
export function csvRecordCounter() {
  let inQuotes = false;
  let records = 0;
  return {
    feed(text: string) {
      for (let index = 0; index < text.length; index += 1) {
        const char = text.charCodeAt(index);
        if (char === 34) inQuotes = !inQuotes;
        else if (char === 10 && !inQuotes) records += 1;
      }
      return records;
    },
    get records() {
      return records;
    },
  };
}

/** The file name of a Content-Disposition header (its UTF-8 form first). */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as
    | { error?: { code?: string; message?: string; details?: unknown } }
    | undefined;
  return new ApiError(
    response.status,
    body?.error?.code ?? 'http_error',
    body?.error?.message ?? messages.unknown,
    body?.error?.details,
  );
}

/** Saves a blob as a download named `fileName` (an object URL on a link, clicked). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the save before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches the export at `path`, reporting progress, and returns the file and its name. */
export async function fetchExport(
  path: string,
  format: ExportFormat,
  options: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<{ blob: Blob; fileName: string; rows: number | null }> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', t`Could not reach the server. Check your connection.`);
  }
  if (!response.ok) throw await errorOf(response);
  const rowsHeader = response.headers.get(exportRowsHeader);
  const total = rowsHeader === null ? null : Number(rowsHeader);
  const fileName = dispositionFileName(
    response.headers.get('content-disposition'),
    `export.${format}`,
  );
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const counter = format === 'csv' ? csvRecordCounter() : null;
  const decoder = new TextDecoder();
  const rowsOf = () => (counter ? Math.max(0, counter.records - 1) : null);
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      bytes += value.byteLength;
      // The heading is the first record.
      counter?.feed(decoder.decode(value, { stream: true }));
      options.onProgress?.({ total, rows: rowsOf(), bytes });
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  return { blob: new Blob(chunks, { type }), fileName, rows: rowsOf() ?? total };
}

/**
 * An export's query string from a list screen's: its search, filters and sort, but not its page
 * (the export has every row). Empty, or with its `?`.
 */
export function exportQuery(apiParams: string): string {
  const params = new URLSearchParams(apiParams);
  params.delete('page');
  params.delete('pageSize');
  const query = params.toString();
  return query ? `?${query}` : '';
}
