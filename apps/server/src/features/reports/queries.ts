import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { forms, submissions } from '../../db/schema/forms.ts';
import { reports } from '../../db/schema/reports.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { teamTypes } from '../../db/schema/team-types.ts';
import { teams } from '../../db/schema/teams.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;

const one = (eventId: string, id: string) => and(eq(reports.eventId, eventId), eq(reports.id, id));

/** The event's reports by name (organiser-made and few: the list pages them in memory). */
export async function listReportRows(db: DbOrTx, eventId: string) {
  return db
    .select()
    .from(reports)
    .where(eq(reports.eventId, eventId))
    .orderBy(asc(reports.name), asc(reports.id));
}

export async function getReportRow(db: DbOrTx, eventId: string, id: string) {
  const [row] = await db.select().from(reports).where(one(eventId, id));
  return row ?? null;
}

export async function insertReport(tx: DbOrTx, row: NewReportRow) {
  const [inserted] = await tx.insert(reports).values(row).returning();
  return inserted!;
}

export async function updateReport(
  tx: DbOrTx,
  eventId: string,
  id: string,
  patch: Partial<NewReportRow>,
) {
  const [row] = await tx.update(reports).set(patch).where(one(eventId, id)).returning();
  return row ?? null;
}

export async function deleteReport(tx: DbOrTx, eventId: string, id: string) {
  const deleted = await tx.delete(reports).where(one(eventId, id)).returning({ id: reports.id });
  return deleted.length > 0;
}

/** The event's tasks by title (archived ones too: a report may name them). */
export async function reportTaskChoices(db: DbOrTx, eventId: string, ids?: string[]) {
  return db
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      isArchived: tasks.isArchived,
    })
    .from(tasks)
    .where(and(eq(tasks.eventId, eventId), ids ? inArray(tasks.id, ids) : undefined))
    .orderBy(sql`lower(${tasks.title})`, tasks.id);
}

/** The event's teams by name, with whether each is an organiser team. */
export async function reportTeamChoices(db: DbOrTx, eventId: string, ids?: string[]) {
  return db
    .select({ id: teams.id, name: teams.name, isOrganiser: teams.isOrganiser })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), ids ? inArray(teams.id, ids) : undefined))
    .orderBy(sql`lower(${teams.name})`, teams.id);
}

export async function reportFormChoices(db: DbOrTx, eventId: string, ids?: string[]) {
  return db
    .select({ id: forms.id, title: forms.title, isArchived: forms.isArchived })
    .from(forms)
    .where(and(eq(forms.eventId, eventId), ids ? inArray(forms.id, ids) : undefined))
    .orderBy(sql`lower(${forms.title})`, forms.id);
}

export interface SubmissionScope {
  eventId: string;
  formIds: string[];
  /** null: every exhibitor team's and every guest's submissions. */
  teamIds: string[] | null;
}

/**
 * Sent submissions (drafts are left out of reports, spec calls 7.6) of these forms, from
 * exhibitor teams or guests (organiser teams are left out; guests only when all teams).
 */
function submissionWhere(scope: SubmissionScope) {
  const fromTeams = sql`exists (select 1 from ${teams} where ${teams.eventId} = ${submissions.eventId}
    and ${teams.id} = ${submissions.teamId} and ${teams.isOrganiser} = false)`;
  return and(
    eq(submissions.eventId, scope.eventId),
    inArray(submissions.formId, scope.formIds),
    eq(submissions.isDraft, false),
    scope.teamIds === null
      ? sql`(${submissions.teamId} is null or ${fromTeams})`
      : and(inArray(submissions.teamId, scope.teamIds), fromTeams),
  );
}

/** Per form: sent submissions, distinct teams, guests' submissions. */
export async function submissionCountsPerForm(db: DbOrTx, scope: SubmissionScope) {
  const rows = await db
    .select({
      formId: submissions.formId,
      submissions: sql<number>`count(*)::int`,
      teams: sql<number>`count(distinct ${submissions.teamId})::int`,
      guests: sql<number>`(count(*) filter (where ${submissions.teamId} is null))::int`,
    })
    .from(submissions)
    .where(submissionWhere(scope))
    .groupBy(submissions.formId);
  return rows.map((row) => ({
    formId: row.formId,
    submissions: Number(row.submissions),
    teams: Number(row.teams),
    guests: Number(row.guests),
  }));
}

/** Distinct teams over all the forms (a team sending two forms counts once). */
export async function submittingTeams(db: DbOrTx, scope: SubmissionScope) {
  const [row] = await db
    .select({ teams: sql<number>`count(distinct ${submissions.teamId})::int` })
    .from(submissions)
    .where(submissionWhere(scope));
  return Number(row?.teams ?? 0);
}

/** Sent submissions per day they were made (UTC). */
export async function submissionsPerDay(db: DbOrTx, scope: SubmissionScope) {
  const day = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(submissions)
    .where(submissionWhere(scope))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/**
 * Quantities ordered per item of the form's item list fields (their values: arrays of
 * { itemId, price, quantity }), summed in SQL over the sent submissions.
 */
export async function itemQuantities(db: DbOrTx, scope: SubmissionScope, fieldIds: string[]) {
  if (fieldIds.length === 0) return [];
  const result = await db.execute<{ field_id: string; item_id: string; quantity: string }>(sql`
    select f.field_id, line->>'itemId' as item_id,
      sum(case when jsonb_typeof(line->'quantity') = 'number'
        then (line->>'quantity')::numeric else 0 end)::bigint as quantity
    from ${submissions}
    cross join lateral unnest(${sql`array[${sql.join(
      fieldIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`}) as f(field_id)
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(${submissions.values}->f.field_id) = 'array'
        then ${submissions.values}->f.field_id else '[]'::jsonb end) as line
    where ${submissionWhere(scope)}
    group by 1, 2`);
  const { rows } = result as unknown as {
    rows: { field_id: string; item_id: string; quantity: string | number }[];
  };
  return rows.map((row) => ({
    fieldId: row.field_id,
    itemId: row.item_id,
    quantity: Number(row.quantity),
  }));
}

/** How many sent submissions the scope has (for the item totals' card). */
export async function submissionTotal(db: DbOrTx, scope: SubmissionScope) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(submissions)
    .where(submissionWhere(scope));
  return Number(row?.count ?? 0);
}

/** The event's team types by id (names for the per-type rows). */
export async function teamTypeNames(db: DbOrTx, eventId: string) {
  const rows = await db
    .select({ id: teamTypes.id, name: teamTypes.name })
    .from(teamTypes)
    .where(eq(teamTypes.eventId, eventId));
  return new Map(rows.map((row) => [row.id, row.name]));
}
