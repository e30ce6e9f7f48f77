import type { Readable } from 'node:stream';
import { type ExportFormat, exportFileName } from '@showdesk/domain/reports/exports';
import {
  type TaskReportQuery,
  taskReportCells,
  taskReportHeadings,
} from '@showdesk/domain/tasks/task-report';
import type { AppDeps } from '../../app-deps.ts';
import { spreadsheetStream } from '../../lib/spreadsheet-export.ts';
import { eventTimeZone } from '../platform/events/calendar.ts';
import { reportRowBatches, reportScope } from './report.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/**
 * The task report's rows (its filters, every page) as an XLSX or CSV stream, its times on the
 * event's wall clock (the heading names the zone), read from the
 * database a batch at a time and written as they come (lib/spreadsheet-export.ts): a large
 * event's report is never held in memory whole.
 */
export async function exportTaskReport(
  deps: Deps,
  eventId: string,
  taskId: string,
  query: Pick<TaskReportQuery, 'q' | 'filter' | 'sort'>,
  format: ExportFormat,
  signal?: AbortSignal,
): Promise<{ fileName: string; stream: Readable }> {
  const { task, scope } = await reportScope(deps, eventId, taskId, query);
  // Times on the event's clock, its zone named in the heading.
  const timeZone = await eventTimeZone(deps.db, eventId);
  async function* batches() {
    for await (const rows of reportRowBatches(deps, scope)) {
      yield rows.map((row) => taskReportCells(row, timeZone));
    }
  }
  const stream = spreadsheetStream({
    format,
    sheetName: 'Report',
    headings: taskReportHeadings(timeZone),
    batches: batches(),
    signal,
    onError: (error) => {
      deps.log.error({ err: error, eventId, taskId }, 'task report export failed');
      deps.reporter.capture(error, { eventId, taskId });
    },
  });
  return { fileName: exportFileName(task.title, 'report', format, 'task'), stream };
}
