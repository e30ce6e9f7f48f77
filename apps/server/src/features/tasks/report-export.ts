import { PassThrough, Readable } from 'node:stream';
import {
  looksLikeFormula,
  type TaskReportQuery,
  taskReportCells,
  taskReportColumns,
} from '@showdesk/domain/tasks/task-report';
import ExcelJS from 'exceljs';
import type { AppDeps } from '../../app-deps.ts';
import { reportRowBatches, reportScope } from './report.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;
export type ExportFormat = 'xlsx' | 'csv';

export const exportContentTypes: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** A file name from the task's title: letters, digits, spaces, - and _ only. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'task';
  return `${base} report.${format}`;
}

/** A CSV field: quoted when it must be, and a formula-like value made text (a leading '). */
export function csvField(value: string): string {
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The task report's rows (its filters, every page) as an XLSX or CSV stream, read from the
 * database a batch at a time and written as they come (exceljs's streaming WorkbookWriter):
 * a large event's report is never held in memory whole.
 */
export async function exportTaskReport(
  deps: Deps,
  eventId: string,
  taskId: string,
  query: Pick<TaskReportQuery, 'q' | 'filter' | 'sort'>,
  format: ExportFormat,
): Promise<{ fileName: string; stream: Readable }> {
  const { task, scope } = await reportScope(deps, eventId, taskId, query);
  const fileName = exportFileName(task.title, format);
  const batches = reportRowBatches(deps, scope);
  if (format === 'csv') {
    async function* lines() {
      // A byte-order mark: spreadsheet apps then read the file as UTF-8.
      yield `\ufeff${taskReportColumns.map(csvField).join(',')}\r\n`;
      for await (const rows of batches)
        yield rows.map((row) => `${taskReportCells(row).map(csvField).join(',')}\r\n`).join('');
    }
    return { fileName, stream: Readable.from(lines()) };
  }
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Report');
  sheet.columns = taskReportColumns.map((header) => ({ header, width: 24 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const rows of batches)
        for (const row of rows) {
          const added = sheet.addRow(taskReportCells(row));
          // Every value is a string cell, never a formula; formula-like ones are also marked
          // as text so that an edit in Excel keeps them so.
          added.eachCell((cell) => {
            if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@';
          });
          added.commit();
        }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      deps.log.error({ err: error, eventId, taskId }, 'task report export failed');
      deps.reporter.capture(error, { eventId, taskId });
      stream.destroy(error as Error);
    }
  })();
  return { fileName, stream };
}
