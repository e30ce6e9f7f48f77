import type { Readable } from 'node:stream';
import type { ActivityExportQuery } from '@showdesk/domain/activity/activity';
import { activityChangesText } from '@showdesk/domain/activity/change-text';
import {
  activityActionLabels,
  activityAreaLabels,
  activityRecordKindLabels,
  activityWord,
} from '@showdesk/domain/activity/record-kinds';
import {
  type ExportCell,
  exportDateTimeCell,
  exportFileName,
  formatExportDate,
  formatExportDateTime,
  zonedHeading,
} from '@showdesk/domain/reports/exports';
import type { AppDeps } from '../../app-deps.ts';
import { spreadsheetStream } from '../../lib/spreadsheet-export.ts';
import { eventTimeZone } from '../platform/events/calendar.ts';
import { presentEntries } from './present.ts';
import { activityWhere, selectActivityBatch } from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/** Entries read and written per batch: one names statement per batch. */
const defaultBatchSize = 500;

const actorTypeLabels: Record<string, string> = {
  person: 'Person',
  token: 'API token',
  system: 'System',
};

/** The export's headings; When names the event's time zone its times are in. */
export const activityExportHeadings = (timeZone: string) => [
  zonedHeading('When', timeZone),
  'Who',
  'Acting as',
  'Area',
  'Record type',
  'Record',
  'Record ID',
  'Action',
  'Changes',
];

/**
 * The Activity list's entries (its search, filters and order, every page) as XLSX or CSV,
 * times on the event's clock: read a batch at a time along the recent index (keyset, never an
 * offset into 100,000 entries) and written as they come (lib/spreadsheet-export.ts).
 */
export async function exportActivity(
  deps: Deps,
  eventId: string,
  query: ActivityExportQuery,
  { signal, batchSize = defaultBatchSize }: { signal?: AbortSignal; batchSize?: number } = {},
): Promise<{ fileName: string; stream: Readable }> {
  const timeZone = await eventTimeZone(deps.db, eventId);
  const where = activityWhere(eventId, { q: query.q, filter: query.filter, timeZone });
  const formats = {
    day: formatExportDate,
    moment: (iso: string) => formatExportDateTime(iso, timeZone),
  };
  async function* batches(): AsyncGenerator<ExportCell[][]> {
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const rows = await selectActivityBatch(deps.db, where, query.sort.desc, after, batchSize);
      if (rows.length === 0) return;
      const entries = await presentEntries(deps.db, eventId, rows, { kind: 'organiser' });
      yield entries.map((entry) => [
        exportDateTimeCell(entry.at, timeZone),
        entry.actor.name,
        activityWord(actorTypeLabels, entry.actor.type),
        activityWord(activityAreaLabels, entry.area),
        activityWord(activityRecordKindLabels, entry.record.kind),
        entry.record.name,
        entry.record.id,
        activityWord(activityActionLabels, entry.action),
        activityChangesText(entry.changes, formats),
      ]);
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.atKey, id: last.id };
    }
  }
  const stream = spreadsheetStream({
    format: query.format,
    sheetName: 'Activity',
    headings: activityExportHeadings(timeZone),
    batches: batches(),
    signal,
    onError: (error) => {
      deps.log.error({ err: error, eventId }, 'activity export failed');
      deps.reporter.capture(error, { eventId });
    },
  });
  return { fileName: exportFileName('Activity', 'export', query.format), stream };
}
