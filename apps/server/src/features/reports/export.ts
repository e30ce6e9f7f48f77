import { PassThrough, Readable } from 'node:stream';
import { reportTable } from '@showdesk/domain/reports';
import { looksLikeFormula } from '@showdesk/domain/tasks/task-report';
import ExcelJS from 'exceljs';
import type { AppDeps } from '../../app-deps.ts';
import { csvField, type ExportFormat, exportFileName } from '../tasks/report-export.ts';
import { computeReport } from './compute.ts';
import { getReport } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/**
 * A saved report's table (the view's: one row per task, form or item) as an XLSX or CSV
 * stream, written as the task report's export is (csvField, the streaming WorkbookWriter,
 * formula-like values kept as text). The table is small (one row per task or item), so it is
 * computed whole, then streamed.
 */
export async function exportReport(
  deps: Deps,
  eventId: string,
  reportId: string,
  format: ExportFormat,
): Promise<{ fileName: string; stream: Readable }> {
  const report = await getReport(deps, eventId, reportId);
  const { columns, rows } = reportTable(await computeReport(deps, eventId, report));
  const fileName = exportFileName(report.name, format);
  if (format === 'csv') {
    const lines = [columns, ...rows].map((cells) => `${cells.map(csvField).join(',')}\r\n`);
    // A byte-order mark: spreadsheet apps then read the file as UTF-8.
    return { fileName, stream: Readable.from([`\ufeff${lines.join('')}`]) };
  }
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = columns.map((header) => ({ header, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for (const cells of rows) {
        const added = sheet.addRow(cells);
        added.eachCell((cell) => {
          if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@';
        });
        added.commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      deps.log.error({ err: error, eventId, reportId }, 'report export failed');
      deps.reporter.capture(error, { eventId, reportId });
      stream.destroy(error as Error);
    }
  })();
  return { fileName, stream };
}
