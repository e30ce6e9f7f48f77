import type { Readable } from 'node:stream';
import { type ExportFormat, exportFileName } from '@showdesk/domain/reports/exports';
import { reportTable } from '@showdesk/domain/reports/reports';
import type { AppDeps } from '../../app-deps.ts';
import { spreadsheetStream } from '../../lib/spreadsheet-export.ts';
import { computeReport } from './compute.ts';
import { getReport } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/**
 * A saved report's table (the view's: one row per task, form or item) as an XLSX or CSV
 * stream, written as every export is (lib/spreadsheet-export.ts: formula-like values kept as
 * text). The table is small (one row per task or item), so it is computed whole, then streamed.
 */
export async function exportReport(
  deps: Deps,
  eventId: string,
  reportId: string,
  format: ExportFormat,
  signal?: AbortSignal,
): Promise<{ fileName: string; stream: Readable }> {
  const report = await getReport(deps, eventId, reportId);
  const { columns, rows } = reportTable(await computeReport(deps, eventId, report));
  async function* batches() {
    yield rows;
  }
  const stream = spreadsheetStream({
    format,
    sheetName: 'Report',
    headings: columns,
    batches: batches(),
    signal,
    onError: (error) => {
      deps.log.error({ err: error, eventId, reportId }, 'report export failed');
      deps.reporter.capture(error, { eventId, reportId });
    },
  });
  return { fileName: exportFileName(report.name, 'report', format, 'report'), stream };
}
