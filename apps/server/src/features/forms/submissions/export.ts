import type { Readable } from 'node:stream';
import {
  submissionExportCells,
  submissionExportColumns,
  submissionExportHeadingRow,
} from '@showdesk/domain/forms/submission-export';
import { type ExportFormat, exportFileName } from '@showdesk/domain/reports/exports';
import type { AppDeps } from '../../../app-deps.ts';
import { reportInvalidRecord } from '../../../lib/invalid-records.ts';
import { exportSay, spreadsheetStream } from '../../../lib/spreadsheet-export.ts';
import { eventTimeZone } from '../../platform/events/calendar.ts';
import { textsInLanguage } from '../../platform/translations/store.ts';
import { loadFormBundleAt } from '../bundle.ts';
import { groupIdsOf, translatedBundle } from '../translations.ts';
import { type Deps, eventCurrency, formNotFound } from './core.ts';
import {
  type ExportCursor,
  type ExportQuery,
  type ExportRow,
  exportBatch,
} from './export-queries.ts';
import { countSubmissions } from './queries.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How many submissions one read of the export takes on PostgreSQL. */
export const exportBatchSize = 1000;

/** Cells in one batch on the embedded database. */
const embeddedCellsPerBatch = 10_000;

/**
 * On the embedded database a read holds its one connection (other requests wait for it), and
 * the batch is then turned into cells and written on the same thread: a batch of 1,000 rows of
 * a 40-field form held it 300–900 ms on the shared bench machine. There a batch is sized to
 * about 10,000 cells (125 rows of that form), between 100 and 1,000 rows, so each read and
 * each batch's writing stays within tens of milliseconds and other requests get in between.
 */
export function embeddedExportBatchSize(columns: number): number {
  return Math.min(exportBatchSize, Math.max(100, Math.floor(embeddedCellsPerBatch / columns)));
}

export interface SubmissionExport {
  fileName: string;
  /** How many rows the file will hold (read before it starts: the progress's whole). */
  rows: number;
  stream: Readable;
}

/**
 * A form's sent submissions (the organisers' table's filters; drafts never) as an XLSX or CSV
 * stream (calls document, 7.6): the domain's columns and cells, read a batch at a time by
 * keyset and written as they come. The export's own words (headings, Guest submission, Team
 * Owner…) are in `language` (the event's default; English when not given), the fields' labels
 * as the form has them. `signal` stops the reads when the client goes away.
 */
export async function exportFormSubmissions(
  deps: Deps & Pick<AppDeps, 'dbKind'>,
  eventId: string,
  formId: string,
  query: ExportQuery,
  options: {
    format: ExportFormat;
    /**
     * The language of the export's own words and of the form's labels and options: the
     * event's default (the form as written), or another of its languages (its translation).
     */
    language?: string;
    defaultLanguage?: string;
    origin?: string;
    signal?: AbortSignal;
    version?: number;
    batchSize?: number;
    /** Told the size of each batch read (tests). */
    onBatch?: (rows: number) => void;
  },
): Promise<SubmissionExport> {
  const say = exportSay(options.language);
  const bundle = await loadFormBundleAt(deps, eventId, formId, options.version);
  if (!bundle) throw formNotFound();
  const { language, defaultLanguage } = options;
  /** The form and its field groups in another of the event's languages, read together. */
  const inLanguage = async (other: string) => {
    const [texts, fieldGroups] = await Promise.all([
      textsInLanguage(deps.db, eventId, 'forms', other, [formId]),
      textsInLanguage(deps.db, eventId, 'field-groups', other, groupIdsOf(bundle)),
    ]);
    return translatedBundle(bundle, { form: texts.get(formId), fieldGroups });
  };
  const { form, fieldGroups } =
    language && defaultLanguage && language !== defaultLanguage
      ? await inLanguage(language)
      : bundle;
  // Drafts are never exported: a filter on drafts alone exports nothing.
  const onlyDrafts = query.filter.isDraft === true;
  const sent = { ...query, filter: { ...query.filter, isDraft: false } };
  const [rows, currencyId, timeZone] = await Promise.all([
    onlyDrafts ? 0 : countSubmissions(deps.db, eventId, formId, sent),
    eventCurrency(deps, eventId),
    // Submitted At on the event's clock, its zone named in the heading.
    eventTimeZone(deps.db, eventId),
  ]);
  const columns = submissionExportColumns(form.fields, {
    currencyId,
    fieldGroups: new Map(fieldGroups.map((group) => [group.id, group])),
    origin: options.origin,
    say,
  });
  const headings = submissionExportHeadingRow(columns, timeZone, say);

  const batchSize =
    options.batchSize ??
    (deps.dbKind === 'pglite' ? embeddedExportBatchSize(headings.length) : exportBatchSize);
  async function* batches() {
    if (onlyDrafts) return;
    const read = (after: ExportCursor | null) => {
      const reading = exportBatch(deps.db, eventId, formId, sent, after, batchSize);
      // Awaited below; a read still running when the client leaves must not go unhandled.
      reading.catch(() => undefined);
      return reading;
    };
    let next: Promise<ExportRow[]> | null = read(null);
    while (next) {
      if (options.signal?.aborted) return;
      const found: ExportRow[] = await next;
      options.onBatch?.(found.length);
      if (found.length === 0) return;
      const last = found.at(-1)!;
      // The next batch is read while this one is written (one batch ahead, no more).
      next =
        found.length < batchSize || options.signal?.aborted
          ? null
          : read({ createdAt: last.cursor, id: last.id });
      yield found.flatMap((row) => {
        // Values were checked against the form when written, and every cell reads its value
        // defensively (a wrong shape is an empty cell), so a row is not parsed with the strict
        // schema again here: that took longer than the whole file for 50,000 rows. A row
        // whose values are not an object at all is left out and reported.
        const values = isRecord(row.values) ? row.values : null;
        if (!values) {
          reportInvalidRecord(deps, {
            entity: 'submission',
            eventId,
            id: row.id,
            issues: 'values is not an object',
          });
          return [];
        }
        return [
          submissionExportCells(
            columns,
            {
              values,
              isGuest: row.isGuest,
              createdAt: row.createdAt,
              submittedAt: row.submittedAt,
              submittedBy: row.submittedBy,
              teamName: row.teamName,
              isTeamOwner: row.isTeamOwner,
              standShare: row.standShareRole === 'child' ? { parentName: row.parentName } : null,
            },
            timeZone,
            say,
          ),
        ];
      });
    }
  }

  const stream = spreadsheetStream({
    format: options.format,
    sheetName: say(/*i18n*/ 'Submissions'),
    headings,
    batches: batches(),
    signal: options.signal,
    onError: (error) => {
      deps.log.error({ err: error, eventId, formId }, 'submissions export failed');
      deps.reporter.capture(error, { eventId, formId });
    },
  });
  return {
    fileName: exportFileName(
      form.title,
      say(/*i18n*/ 'submissions'),
      options.format,
      say(/*i18n*/ 'form'),
    ),
    rows,
    stream,
  };
}
