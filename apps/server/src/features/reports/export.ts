import type { Readable } from 'node:stream';
import { type ExportFormat, exportFileName } from '@showdesk/domain/reports/exports';
import { reportTable } from '@showdesk/domain/reports/reports';
import type { AppDeps } from '../../app-deps.ts';
import { exportSay, spreadsheetStream } from '../../lib/spreadsheet-export.ts';
import { computeReport } from './compute.ts';
import { getReport } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/**
 * A saved report's table (the view's: one row per task, form or item) as an XLSX or CSV
 * stream, written as every export is (lib/spreadsheet-export.ts: formula-like values kept as
 * text), its headings and sheet name in `language` (the event's default). The table is small
 * (one row per task or item), so it is computed whole, then streamed.
 */
export async function exportReport(
  deps: Deps,
  eventId: string,
  reportId: string,
  options: { format: ExportFormat; language?: string; signal?: AbortSignal },
): Promise<{ fileName: string; stream: Readable }> {
  const { format, signal } = options;
  const say = exportSay(options.language);
  const report = await getReport(deps, eventId, reportId);
  const { columns, rows } = reportTable(await computeReport(deps, eventId, report), say);
  async function* batches() {
    yield rows;
  }
  const stream = spreadsheetStream({
    format,
    sheetName: say(/*i18n*/ 'Report'),
    headings: columns,
    batches: batches(),
    signal,
    onError: (error) => {
      deps.log.error({ err: error, eventId, reportId }, 'report export failed');
      deps.reporter.capture(error, { eventId, reportId });
    },
  });
  const fileName = exportFileName(
    report.name,
    say(/*i18n*/ 'report'),
    format,
    say(/*i18n*/ 'report'),
  );
  return { fileName, stream };
}
