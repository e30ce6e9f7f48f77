import type {
  ImportCheckRecord,
  ImportCounts,
  ImportRowStatus,
} from '@showdesk/domain/people/team-import';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { teamImportRows, teamImports } from '../../../db/schema/team-imports.ts';
import { teamTypes } from '../../../db/schema/team-types.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import type { ImportContext } from './check-rows.ts';

export type TeamImportRow = typeof teamImports.$inferSelect;
export type ImportRowRecord = typeof teamImportRows.$inferSelect;
type NewImportRow = typeof teamImportRows.$inferInsert;

/** Rows per insert statement (well under PostgreSQL's 65,535 parameters). */
const insertBatch = 500;

export async function insertImport(db: DbOrTx, row: typeof teamImports.$inferInsert) {
  await db.insert(teamImports).values(row);
}

export async function insertImportRows(db: DbOrTx, rows: NewImportRow[]) {
  for (let i = 0; i < rows.length; i += insertBatch) {
    await db.insert(teamImportRows).values(rows.slice(i, i + insertBatch));
  }
}

export async function getImport(db: DbOrTx, eventId: string, importId: string) {
  const [row] = await db
    .select()
    .from(teamImports)
    .where(and(eq(teamImports.eventId, eventId), eq(teamImports.id, importId)));
  return row ?? null;
}

/** Locks the import for a change of its status (check, run). */
export async function lockImport(tx: DbOrTx, eventId: string, importId: string) {
  const [row] = await tx
    .select()
    .from(teamImports)
    .where(and(eq(teamImports.eventId, eventId), eq(teamImports.id, importId)))
    .for('update');
  return row ?? null;
}

export async function listImports(db: DbOrTx, eventId: string, limit = 20) {
  return db
    .select()
    .from(teamImports)
    .where(eq(teamImports.eventId, eventId))
    .orderBy(desc(teamImports.createdAt))
    .limit(limit);
}

export async function updateImport(
  db: DbOrTx,
  eventId: string,
  importId: string,
  patch: Partial<
    Pick<
      TeamImportRow,
      'status' | 'mapping' | 'startedAt' | 'finishedAt' | 'runner' | 'heartbeatAt'
    >
  >,
  updatedBy: string | null,
) {
  await db
    .update(teamImports)
    .set({ ...patch, updatedAt: new Date(), updatedBy })
    .where(and(eq(teamImports.eventId, eventId), eq(teamImports.id, importId)));
}

const noCounts = (): ImportCounts => ({
  pending: 0,
  ready: 0,
  invalid: 0,
  imported: 0,
  updated: 0,
  failed: 0,
  readyUpdates: 0,
});

/** Each import's rows counted by status, for several imports in one query. */
export async function countImportRowsOf(
  db: DbOrTx,
  eventId: string,
  importIds: readonly string[],
): Promise<Map<string, ImportCounts>> {
  const byImport = new Map(importIds.map((id) => [id, noCounts()]));
  if (importIds.length === 0) return byImport;
  const rows = await db
    .select({
      importId: teamImportRows.importId,
      status: teamImportRows.status,
      willUpdate: teamImportRows.willUpdate,
      n: count(),
    })
    .from(teamImportRows)
    .where(
      and(eq(teamImportRows.eventId, eventId), inArray(teamImportRows.importId, [...importIds])),
    )
    .groupBy(teamImportRows.importId, teamImportRows.status, teamImportRows.willUpdate);
  for (const row of rows) {
    const counts = byImport.get(row.importId)!;
    counts[row.status] += Number(row.n);
    if (row.status === 'ready' && row.willUpdate) counts.readyUpdates += Number(row.n);
  }
  return byImport;
}

/** The first `limit` rows' cells of each import, in file order, for several imports in one query. */
export async function listImportSamples(
  db: DbOrTx,
  eventId: string,
  importIds: readonly string[],
  limit: number,
): Promise<Map<string, string[][]>> {
  const byImport = new Map(importIds.map((id) => [id, [] as string[][]]));
  if (importIds.length === 0) return byImport;
  const numbered = db
    .select({
      importId: teamImportRows.importId,
      rowNumber: teamImportRows.rowNumber,
      cells: teamImportRows.cells,
      place:
        sql<number>`row_number() over (partition by ${teamImportRows.importId} order by ${teamImportRows.rowNumber})`.as(
          'place',
        ),
    })
    .from(teamImportRows)
    .where(
      and(eq(teamImportRows.eventId, eventId), inArray(teamImportRows.importId, [...importIds])),
    )
    .as('numbered');
  const rows = await db
    .select({ importId: numbered.importId, cells: numbered.cells })
    .from(numbered)
    .where(sql`${numbered.place} <= ${limit}`)
    .orderBy(asc(numbered.importId), asc(numbered.rowNumber));
  for (const row of rows) byImport.get(row.importId)!.push(row.cells);
  return byImport;
}

/** The cells of every row of several imports, each import's in file order. */
export async function listImportRowCellsOf(
  db: DbOrTx,
  eventId: string,
  importIds: readonly string[],
): Promise<Map<string, Array<{ cells: string[] }>>> {
  const byImport = new Map(importIds.map((id) => [id, [] as Array<{ cells: string[] }>]));
  if (importIds.length === 0) return byImport;
  const rows = await db
    .select({ importId: teamImportRows.importId, cells: teamImportRows.cells })
    .from(teamImportRows)
    .where(
      and(eq(teamImportRows.eventId, eventId), inArray(teamImportRows.importId, [...importIds])),
    )
    .orderBy(asc(teamImportRows.importId), asc(teamImportRows.rowNumber));
  for (const row of rows) byImport.get(row.importId)!.push({ cells: row.cells });
  return byImport;
}

/** The cells of every row of an import, in file order. */
export async function listImportRowCells(db: DbOrTx, eventId: string, importId: string) {
  return db
    .select({ cells: teamImportRows.cells })
    .from(teamImportRows)
    .where(and(eq(teamImportRows.eventId, eventId), eq(teamImportRows.importId, importId)))
    .orderBy(asc(teamImportRows.rowNumber));
}

/** The event's team types by lower-cased, trimmed name (as an import names them). */
export async function loadTeamTypeIdsByName(
  db: DbOrTx,
  eventId: string,
): Promise<Map<string, string>> {
  const types = await db
    .select({ id: teamTypes.id, name: teamTypes.name })
    .from(teamTypes)
    .where(eq(teamTypes.eventId, eventId));
  return new Map(types.map((t) => [t.name.trim().toLowerCase(), t.id]));
}

/** Every row of an import in file order (the check reads them all). */
export async function listAllImportRows(db: DbOrTx, eventId: string, importId: string) {
  return db
    .select()
    .from(teamImportRows)
    .where(and(eq(teamImportRows.eventId, eventId), eq(teamImportRows.importId, importId)))
    .orderBy(asc(teamImportRows.rowNumber));
}

export async function listImportRows(
  db: DbOrTx,
  eventId: string,
  importId: string,
  filter: { status?: ImportRowStatus | undefined; limit: number; offset: number },
) {
  const where = and(
    eq(teamImportRows.eventId, eventId),
    eq(teamImportRows.importId, importId),
    filter.status ? eq(teamImportRows.status, filter.status) : undefined,
  );
  const rows = await db
    .select()
    .from(teamImportRows)
    .where(where)
    .orderBy(asc(teamImportRows.rowNumber))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(teamImportRows).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Replaces the rows' check results (status, problems, willUpdate) in one go. */
export async function replaceImportRows(
  db: DbOrTx,
  eventId: string,
  importId: string,
  rows: NewImportRow[],
) {
  await db
    .delete(teamImportRows)
    .where(and(eq(teamImportRows.eventId, eventId), eq(teamImportRows.importId, importId)));
  await insertImportRows(db, rows);
}

export async function recordRowOutcome(
  db: DbOrTx,
  eventId: string,
  importId: string,
  rowNumber: number,
  outcome: {
    status: Extract<ImportRowStatus, 'imported' | 'updated' | 'failed'>;
    check: ImportCheckRecord;
    problems?: string[];
    teamId?: string | null;
    userId?: string | null;
  },
) {
  await db
    .update(teamImportRows)
    .set({ ...outcome, updatedAt: new Date() })
    .where(
      and(
        eq(teamImportRows.eventId, eventId),
        eq(teamImportRows.importId, importId),
        eq(teamImportRows.rowNumber, rowNumber),
      ),
    );
}

/**
 * What the event holds that decides each row's fate: team types by name, team owners and
 * members by email, team names, and which of the file's emails are members of the event.
 */
export async function loadImportContext(
  db: DbOrTx,
  eventId: string,
  emails: string[],
): Promise<Omit<ImportContext, 'fields'>> {
  // One query at a time: `db` is the check's transaction, which is one connection.
  const teamTypeIdsByName = await loadTeamTypeIdsByName(db, eventId);
  const teamRows = await db
    .select({ id: teams.id, name: teams.name, email: userProfiles.email })
    .from(teams)
    .leftJoin(userProfiles, eq(userProfiles.id, teams.ownerId))
    .where(eq(teams.eventId, eventId));
  const memberRows = await db
    .select({ email: userProfiles.email })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .innerJoin(userProfiles, eq(userProfiles.id, teamMembers.userId))
    .where(
      and(
        eq(teamMembers.eventId, eventId),
        ne(teamMembers.userId, sql`coalesce(${teams.ownerId}, '')`),
      ),
    );
  const accountRows =
    emails.length === 0
      ? []
      : await db
          // Members of this event only: whether an account exists elsewhere is never told.
          .select({ email: userProfiles.email })
          .from(userProfiles)
          .innerJoin(
            members,
            and(eq(members.eventId, eventId), eq(members.userId, userProfiles.id)),
          )
          .where(inArray(userProfiles.email, emails));
  const teamOwners = new Map<string, { teamId: string; name: string }>();
  const teamNames = new Map<string, string | null>();
  for (const team of teamRows) {
    if (team.email) teamOwners.set(team.email, { teamId: team.id, name: team.name });
    teamNames.set(team.name.toLowerCase(), team.email);
  }
  return {
    teamTypeIdsByName,
    teamOwners,
    teamMembers: new Set(memberRows.map((m) => m.email)),
    accounts: new Set(accountRows.map((a) => a.email)),
    teamNames,
  };
}
