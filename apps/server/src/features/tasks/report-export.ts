import type { Readable } from 'node:stream';
import { type ExportFormat, exportFileName } from '@showdesk/domain/reports/exports';
import { taskProgressLabels } from '@showdesk/domain/tasks/task-progress';
import {
  type TaskReportQuery,
  taskReportCells,
  taskReportHeadings,
} from '@showdesk/domain/tasks/task-report';
import type { AppDeps } from '../../app-deps.ts';
import { exportSay, spreadsheetStream } from '../../lib/spreadsheet-export.ts';
import { eventTimeZone } from '../platform/events/calendar.ts';
import { reportRowBatches, reportScope } from './report.ts';
import { taskTitleIn } from './translations.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/**
 * The task report's rows (its filters, every page) as an XLSX or CSV stream, its times on the
 * event's wall clock (the heading names the zone), its headings and statuses in `language`
 * (the event's default), read from the
 * database a batch at a time and written as they come (lib/spreadsheet-export.ts): a large
 * event's report is never held in memory whole.
 */
export async function exportTaskReport(
  deps: Deps,
  eventId: string,
  taskId: string,
  query: Pick<TaskReportQuery, 'q' | 'filter' | 'sort'>,
  options: {
    format: ExportFormat;
    language?: string;
    /** The event's default: a file in it names the task as written, with no lookup. */
    defaultLanguage?: string | null;
    signal?: AbortSignal;
  },
): Promise<{ fileName: string; stream: Readable }> {
  const { format, signal } = options;
  const say = exportSay(options.language);
  const { task, scope } = await reportScope(deps, eventId, taskId, query);
  // Times on the event's clock, its zone named in the heading.
  const timeZone = await eventTimeZone(deps.db, eventId);
  async function* batches() {
    for await (const rows of reportRowBatches(deps, scope)) {
      yield rows.map((row) =>
        taskReportCells({ ...row, statusLabel: say(taskProgressLabels[row.status]) }, timeZone),
      );
    }
  }
  const stream = spreadsheetStream({
    format,
    sheetName: say(/*i18n*/ 'Report'),
    headings: taskReportHeadings(timeZone, say),
    batches: batches(),
    signal,
    onError: (error) => {
      deps.log.error({ err: error, eventId, taskId }, 'task report export failed');
      deps.reporter.capture(error, { eventId, taskId });
    },
  });
  // The task's own title in the file's name, in the export's language where it is translated.
  const { language, defaultLanguage } = options;
  const title =
    language && language !== defaultLanguage
      ? (await taskTitleIn(deps.db, eventId, taskId, task.title))(language)
      : task.title;
  const fileName = exportFileName(title, say(/*i18n*/ 'report'), format, say(/*i18n*/ 'task'));
  return { fileName, stream };
}
