import type { CustomField } from '@showdesk/domain/people/custom-fields';
import {
  checkImportInputSchema,
  createImportTeamTypesInputSchema,
  type ImportCheckRecord,
  type ImportMapping,
  type ImportRow,
  importProgress,
  importRowQuerySchema,
  suggestImportMapping,
  type TeamImport,
  teamImportLimits,
  teamImportMessages,
} from '@showdesk/domain/people/team-import';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { invalidInput, parseInput } from '../../../lib/validate.ts';
import { withUpload } from '../../platform/uploads/receive-upload.ts';
import { sniffFile } from '../../platform/uploads/sniff-file.ts';
import { listEventCustomFields } from '../custom-fields/service.ts';
import { insertTeamType } from '../team-types/queries.ts';
import { checkImportRows, checkMapping, missingTeamTypeNames } from './check-rows.ts';
import { parseImportFile } from './parse-file.ts';
import {
  countImportRowsOf,
  getImport,
  type ImportRowRecord,
  insertImport,
  insertImportRows,
  listAllImportRows,
  listImportRowCells,
  listImportRowCellsOf,
  listImportRows,
  listImportSamples,
  listImports,
  loadImportContext,
  loadTeamTypeIdsByName,
  lockImport,
  replaceImportRows,
  type TeamImportRow,
  updateImport,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'jobs' | 'config'>;

export const teamImportQueue = 'team-import';

export interface TeamImportJob {
  eventId: string;
  importId: string;
}

const sampleRows = 5;

async function describeImport(
  deps: Deps,
  row: TeamImportRow,
  db: DbOrTx = deps.db,
): Promise<TeamImport> {
  const [described] = await describeImports(deps, row.eventId, [row], db);
  return described!;
}

/**
 * Imports as the screens show them, read for all of them at once (the list's 20 cost as many
 * queries as one): row counts, the first rows, and for a checked import the team types it names
 * that the event lacks.
 */
async function describeImports(
  deps: Deps,
  eventId: string,
  rows: readonly TeamImportRow[],
  db: DbOrTx = deps.db,
): Promise<TeamImport[]> {
  const ids = rows.map((row) => row.id);
  // The mapping is only guessed for a new import: a running one is polled every second.
  const hasNew = rows.some((row) => row.status === 'uploaded');
  const checked = rows.filter(
    (row) => row.status === 'checked' && row.mapping.teamType !== undefined,
  );
  const [counts, fields, samples, missing] = await Promise.all([
    countImportRowsOf(db, eventId, ids),
    hasNew ? listEventCustomFields(deps, eventId, db) : [],
    listImportSamples(db, eventId, ids, sampleRows),
    listMissingTeamTypes(db, eventId, checked),
  ]);
  return rows.map((row) => {
    const isNew = row.status === 'uploaded';
    const rowCounts = counts.get(row.id)!;
    return {
      id: row.id,
      fileName: row.fileName,
      status: row.status,
      columns: row.columns,
      sample: samples.get(row.id)!,
      mapping: row.mapping,
      suggestedMapping: isNew ? suggestImportMapping(row.columns, fields) : {},
      totalRows: row.totalRows,
      counts: rowCounts,
      progress: importProgress(rowCounts),
      missingTeamTypes: missing.get(row.id) ?? [],
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The team types checked imports' rows name that the event lacks (checked, not running). */
async function listMissingTeamTypes(
  db: DbOrTx,
  eventId: string,
  checked: readonly TeamImportRow[],
): Promise<Map<string, string[]>> {
  if (checked.length === 0) return new Map();
  const [existing, cells] = await Promise.all([
    loadTeamTypeIdsByName(db, eventId),
    listImportRowCellsOf(
      db,
      eventId,
      checked.map((row) => row.id),
    ),
  ]);
  return new Map(
    checked.map((row) => [row.id, missingTeamTypeNames(cells.get(row.id)!, row.mapping, existing)]),
  );
}

async function requireImport(db: DbOrTx, eventId: string, importId: string) {
  const row = await getImport(db, eventId, importId);
  if (!row) throw AppError.notFound(teamImportMessages.notFound);
  return row;
}

/**
 * Step 1: receives a CSV or XLSX file (its type sniffed from its bytes), reads its header and
 * rows, and keeps them for mapping. No team or person is written yet.
 */
export async function uploadImport(
  deps: Deps,
  ctx: EventContext,
  request: FastifyRequest,
): Promise<TeamImport> {
  return withUpload(
    request,
    async (upload) => {
      const kind = await sniffFile(upload.path);
      if (kind !== 'txt' && kind !== 'xlsx') {
        throw AppError.badRequest(teamImportMessages.wrongFileType);
      }
      const sheet = await parseImportFile(upload.path, kind === 'txt' ? 'csv' : 'xlsx');
      const id = newId();
      const row = await deps.db.transaction(async (tx) => {
        await insertImport(tx, {
          eventId: ctx.eventId,
          id,
          fileName: upload.fileName,
          status: 'uploaded',
          columns: sheet.columns,
          totalRows: sheet.rows.length,
          createdBy: ctx.userId,
          updatedBy: ctx.userId,
        });
        await insertImportRows(
          tx,
          sheet.rows.map((r) => ({
            eventId: ctx.eventId,
            importId: id,
            rowNumber: r.rowNumber,
            cells: r.cells,
            status: 'pending' as const,
          })),
        );
        return requireImport(tx, ctx.eventId, id);
      });
      return describeImport(deps, row);
    },
    { maxBytes: teamImportLimits.maxBytes },
  );
}

export async function getTeamImport(deps: Deps, ctx: EventContext, importId: string) {
  return describeImport(deps, await requireImport(deps.db, ctx.eventId, importId));
}

export async function listTeamImports(deps: Deps, ctx: EventContext) {
  const rows = await listImports(deps.db, ctx.eventId);
  return { imports: await describeImports(deps, ctx.eventId, rows) };
}

/**
 * The import, locked for a step before its run: 404 when there is none, 409 once it runs or has
 * run, and 409 'not checked' where the step needs its rows checked first (`checked`).
 */
async function lockImportToRun(
  tx: DbOrTx,
  eventId: string,
  importId: string,
  needs: { checked: boolean },
) {
  const current = await lockImport(tx, eventId, importId);
  if (!current) throw AppError.notFound(teamImportMessages.notFound);
  if (needs.checked && current.status === 'uploaded') {
    throw AppError.conflict(teamImportMessages.notChecked);
  }
  if (current.status === 'running') throw AppError.conflict(teamImportMessages.alreadyRunning);
  if (current.status === 'finished') throw AppError.conflict(teamImportMessages.alreadyFinished);
  return current;
}

/**
 * Step 2: checks every row through the mapping before anything is written (types, duplicates,
 * unknown team types, bad emails, owners in other teams) and records each row as ready or
 * invalid with its problems. Can be repeated with another mapping until the import runs.
 */
export async function checkImport(deps: Deps, ctx: EventContext, importId: string, body: unknown) {
  const { mapping } = parseInput(checkImportInputSchema, body, teamImportMessages.invalidMapping);
  const fields = await listEventCustomFields(deps, ctx.eventId);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockImportToRun(tx, ctx.eventId, importId, { checked: false });
    checkMapping(mapping, current.columns.length, fields);
    await checkRowsIn(tx, ctx, importId, mapping, fields);
    return requireImport(tx, ctx.eventId, importId);
  });
  return describeImport(deps, row);
}

/** Checks every row of a (locked) import through the mapping and records the outcome. */
async function checkRowsIn(
  tx: DbOrTx,
  ctx: EventContext,
  importId: string,
  mapping: ImportMapping,
  fields: CustomField[],
) {
  const rows = await listAllImportRows(tx, ctx.eventId, importId);
  const emailColumn = mapping.ownerEmail!;
  const emails = [...new Set(rows.map((r) => (r.cells[emailColumn] ?? '').trim().toLowerCase()))];
  const context = { fields, ...(await loadImportContext(tx, ctx.eventId, emails)) };
  const checked = checkImportRows(rows, mapping, context);
  await replaceImportRows(
    tx,
    ctx.eventId,
    importId,
    rows.map((r, i) => {
      const result = checked[i]!;
      const valid = result.problems.length === 0;
      return {
        eventId: ctx.eventId,
        importId,
        rowNumber: r.rowNumber,
        cells: r.cells,
        status: valid ? ('ready' as const) : ('invalid' as const),
        problems: result.problems,
        willUpdate: result.willUpdate,
        check: valid
          ? null
          : { ...emptyCheck(), typeChecks: false, error: result.problems.join('; ') },
      };
    }),
  );
  await updateImport(tx, ctx.eventId, importId, { status: 'checked', mapping }, ctx.userId);
}

/**
 * On the review step: creates the team types the file names that the event lacks (the names
 * the organiser confirmed), all in one transaction with a new check of every row, so the rows
 * that were refused only for them now pass. A confirmed name the event has meanwhile gained is
 * skipped; one the file does not name as missing is refused, and then nothing is written.
 */
export async function createMissingTeamTypes(
  deps: Deps,
  ctx: EventContext,
  importId: string,
  body: unknown,
) {
  const { names } = parseInput(
    createImportTeamTypesInputSchema,
    body,
    teamImportMessages.invalidTeamTypes,
  );
  const fields = await listEventCustomFields(deps, ctx.eventId);
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockImportToRun(tx, ctx.eventId, importId, { checked: true });
    const existing = await loadTeamTypeIdsByName(tx, ctx.eventId);
    const rows = await listImportRowCells(tx, ctx.eventId, importId);
    const missing = new Map(
      missingTeamTypeNames(rows, current.mapping, existing).map((n) => [n.toLowerCase(), n]),
    );
    const issues = names.flatMap((name, i) => {
      const key = name.toLowerCase();
      return missing.has(key) || existing.has(key)
        ? []
        : [{ path: `names.${i}`, message: teamImportMessages.notMissingTeamType }];
    });
    if (issues.length > 0) throw invalidInput(teamImportMessages.invalidTeamTypes, issues);
    const toCreate = new Map<string, string>();
    for (const name of names) {
      const key = name.toLowerCase();
      if (missing.has(key) && !toCreate.has(key)) toCreate.set(key, missing.get(key)!);
    }
    for (const name of toCreate.values()) {
      await insertTeamType(tx, { eventId: ctx.eventId, id: newId(), name, createdBy: ctx.userId });
    }
    await checkRowsIn(tx, ctx, importId, current.mapping, fields);
    return requireImport(tx, ctx.eventId, importId);
  });
  return describeImport(deps, row);
}

/**
 * Step 3: starts the run of the checked rows as a background job (queued in the same
 * transaction, so a crash can't lose it); the job runs one row per transaction, and after a crash
 * recovery queues it again to carry on with the rows still ready (run-rows.ts, recovery.ts).
 */
export async function runImport(deps: Deps, ctx: EventContext, importId: string) {
  const row = await deps.db.transaction(async (tx) => {
    await lockImportToRun(tx, ctx.eventId, importId, { checked: true });
    await updateImport(
      tx,
      ctx.eventId,
      importId,
      // No runner until its job claims it; recovery (recovery.ts) watches the heartbeat.
      { status: 'running', startedAt: new Date(), runner: null, heartbeatAt: new Date() },
      ctx.userId,
    );
    await deps.jobs.sendInTransaction(tx, teamImportQueue, {
      eventId: ctx.eventId,
      importId,
    } satisfies TeamImportJob);
    return requireImport(tx, ctx.eventId, importId);
  });
  return describeImport(deps, row);
}

export function emptyCheck(): ImportCheckRecord {
  return {
    typeChecks: true,
    upsertUser: false,
    addTeam: false,
    sendEmail: false,
    error: null,
    rollback: false,
    rollbackMessage: null,
  };
}

function describeRow(row: ImportRowRecord, mapping: Record<string, number>): ImportRow {
  const cell = (key: string) => {
    const column = mapping[key];
    return column === undefined ? '' : (row.cells[column] ?? '');
  };
  return {
    rowNumber: row.rowNumber,
    status: row.status,
    teamName: cell('name'),
    ownerEmail: cell('ownerEmail').toLowerCase(),
    willUpdate: row.willUpdate,
    problems: row.problems,
    check: row.check,
    teamId: row.teamId,
  };
}

export async function listTeamImportRows(
  deps: Deps,
  ctx: EventContext,
  importId: string,
  query: unknown,
) {
  const filter = parseInput(importRowQuerySchema, query, /*i18n*/ 'Invalid query');
  const current = await requireImport(deps.db, ctx.eventId, importId);
  const { rows, total } = await listImportRows(deps.db, ctx.eventId, importId, filter);
  return { rows: rows.map((r) => describeRow(r, current.mapping)), total };
}

const outcomeText: Record<ImportRow['status'], string> = {
  pending: 'Not checked',
  ready: 'Not run',
  invalid: 'Failed check',
  imported: 'Imported',
  updated: 'Updated',
  failed: 'Failed',
};

/** A cell of the report: quoted, and never read as a formula by a spreadsheet program. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The downloadable result: every row with what happened to it and why. */
export async function importReportCsv(deps: Deps, ctx: EventContext, importId: string) {
  const current = await requireImport(deps.db, ctx.eventId, importId);
  const rows = await listAllImportRows(deps.db, ctx.eventId, importId);
  const lines = [
    ['Row', 'Result', 'Team name', 'Owner email', 'Reason', 'Rolled back'].join(','),
    ...rows.map((r) => {
      const row = describeRow(r, current.mapping);
      const reason = row.problems.join('; ') || row.check?.error || '';
      return [
        row.rowNumber,
        outcomeText[row.status],
        row.teamName,
        row.ownerEmail,
        reason,
        row.check?.rollback ? 'Yes' : '',
      ]
        .map(csvCell)
        .join(',');
    }),
  ];
  const base = current.fileName.replace(/\.[^.]+$/, '');
  return { fileName: `${base} - import report.csv`, body: `\uFEFF${lines.join('\r\n')}\r\n` };
}
