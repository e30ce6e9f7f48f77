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
  type Say,
  zonedHeading,
} from '@showdesk/domain/reports/exports';
import type { AppDeps } from '../../app-deps.ts';
import { exportSay, spreadsheetStream } from '../../lib/spreadsheet-export.ts';
import { eventTimeZone } from '../platform/events/calendar.ts';
import { presentEntries } from './present.ts';
import { activityWhere, selectActivityBatch } from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/** Entries read and written per batch: one names statement per batch. */
const defaultBatchSize = 500;

const actorTypeLabels: Record<string, string> = {
  person: /*i18n*/ 'Person',
  token: /*i18n*/ 'API token',
  system: /*i18n*/ 'System',
};

/**
 * The export's headings, said by `say` (the event's language); When names the event's time
 * zone its times are in.
 */
export const activityExportHeadings = (timeZone: string, say: Say) => [
  zonedHeading(say(/*i18n*/ 'When'), timeZone),
  say(/*i18n*/ 'Who'),
  say(/*i18n*/ 'Acting as'),
  say(/*i18n*/ 'Area'),
  say(/*i18n*/ 'Record type'),
  say(/*i18n*/ 'Record'),
  say(/*i18n*/ 'Record ID'),
  say(/*i18n*/ 'Action'),
  say(/*i18n*/ 'Changes'),
];

/**
 * The Activity list's entries (its search, filters and order, every page) as XLSX or CSV,
 * times on the event's clock, its own words (headings, areas, actions) in `language` (the
 * event's default; English when not given): read a batch at a time along the recent index (keyset, never an
 * offset into 100,000 entries) and written as they come (lib/spreadsheet-export.ts).
 */
export async function exportActivity(
  deps: Deps,
  eventId: string,
  query: ActivityExportQuery,
  {
    language,
    signal,
    batchSize = defaultBatchSize,
  }: { language?: string; signal?: AbortSignal; batchSize?: number } = {},
): Promise<{ fileName: string; stream: Readable }> {
  const say = exportSay(language);
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
        say(activityWord(actorTypeLabels, entry.actor.type)),
        say(activityWord(activityAreaLabels, entry.area)),
        say(activityWord(activityRecordKindLabels, entry.record.kind)),
        entry.record.name,
        entry.record.id,
        say(activityWord(activityActionLabels, entry.action)),
        activityChangesText(entry.changes, formats),
      ]);
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.atKey, id: last.id };
    }
  }
  const stream = spreadsheetStream({
    format: query.format,
    sheetName: say(/*i18n*/ 'Activity'),
    headings: activityExportHeadings(timeZone, say),
    batches: batches(),
    signal,
    onError: (error) => {
      deps.log.error({ err: error, eventId }, 'activity export failed');
      deps.reporter.capture(error, { eventId });
    },
  });
  return {
    fileName: exportFileName(say(/*i18n*/ 'Activity'), say(/*i18n*/ 'export'), query.format),
    stream,
  };
}
