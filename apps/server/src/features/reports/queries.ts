import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { forms, submissions } from '../../db/schema/forms.ts';
import { reports, submissionDays, submissionFigures } from '../../db/schema/reports.ts';
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
  /** The event's organiser teams (few), whose submissions are left out. */
  organiserIds: string[];
}

/** The event's organiser teams: left out of every report (spec section 6). */
export async function organiserTeamIds(db: DbOrTx, eventId: string) {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.isOrganiser, true)));
  return rows.map((row) => row.id);
}

/**
 * Sent submissions (drafts are left out of reports, spec calls 7.6) of these forms, from
 * exhibitor teams or guests (organiser teams are left out; guests only when all teams). The
 * organiser teams are read first (a handful), so no row is joined to its team.
 */
function submissionWhere(scope: SubmissionScope) {
  const notOrganisers =
    scope.organiserIds.length > 0 ? notInArray(submissions.teamId, scope.organiserIds) : undefined;
  return and(
    eq(submissions.eventId, scope.eventId),
    inArray(submissions.formId, scope.formIds),
    eq(submissions.isDraft, false),
    scope.teamIds === null
      ? notOrganisers && or(isNull(submissions.teamId), notOrganisers)
      : and(inArray(submissions.teamId, scope.teamIds), notOrganisers),
  );
}

const submissionDay = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * Per form, per day (UTC, of creation) and in all: sent submissions, distinct teams and guests'
 * submissions, in one scan (grouping sets).
 */
export async function submissionCounts(db: DbOrTx, scope: SubmissionScope) {
  const rows = await db
    .select({
      formId: submissions.formId,
      day: submissionDay,
      byForm: sql<number>`grouping(${submissionDay})::int`,
      byDay: sql<number>`grouping(${submissions.formId})::int`,
      submissions: sql<number>`count(*)::int`,
      teams: sql<number>`count(distinct ${submissions.teamId})::int`,
      guests: sql<number>`(count(*) filter (where ${submissions.teamId} is null))::int`,
    })
    .from(submissions)
    .where(submissionWhere(scope))
    .groupBy(sql`grouping sets ((${submissions.formId}), (${submissionDay}), ())`);
  const read = (row: (typeof rows)[number]) => ({
    submissions: Number(row.submissions),
    teams: Number(row.teams),
    guests: Number(row.guests),
  });
  const perForm = new Map<string, ReturnType<typeof read>>();
  const perDay: { day: string; count: number }[] = [];
  let total = { submissions: 0, teams: 0, guests: 0 };
  for (const row of rows) {
    const byForm = Number(row.byForm) === 1;
    const byDay = Number(row.byDay) === 1;
    if (byForm && !byDay) perForm.set(row.formId, read(row));
    else if (byDay && !byForm) perDay.push({ day: row.day, count: Number(row.submissions) });
    else total = read(row);
  }
  perDay.sort((a, b) => a.day.localeCompare(b.day));
  return { perForm, perDay, total };
}

type SubmissionCounts = Awaited<ReturnType<typeof submissionCounts>>;

/**
 * `submissionCounts` over every team and guest from the kept figures (migration 0030: sent
 * submissions per form and team, and per form and day, kept by a trigger on `submissions`).
 * The figures count every team; the organiser teams' own (a handful of teams) are left out here:
 * by their rows in the per-team figures, and by reading their sent submissions per day.
 */
export async function keptSubmissionCounts(
  db: DbOrTx,
  scope: Omit<SubmissionScope, 'teamIds'>,
): Promise<SubmissionCounts> {
  // The figures are striped (a slot per writing session): each form and team's sum first.
  const perTeam = db
    .select({
      formId: submissionFigures.formId,
      teamId: submissionFigures.teamId,
      count: sql<number>`sum(${submissionFigures.count})`.as('count'),
    })
    .from(submissionFigures)
    .where(
      and(
        eq(submissionFigures.eventId, scope.eventId),
        inArray(submissionFigures.formId, scope.formIds),
        scope.organiserIds.length > 0
          ? notInArray(submissionFigures.teamId, scope.organiserIds)
          : undefined,
      ),
    )
    .groupBy(submissionFigures.formId, submissionFigures.teamId)
    .having(sql`sum(${submissionFigures.count}) > 0`)
    .as('per_team');
  const [perFormRows, totalRows, dayRows, organiserDays] = await Promise.all([
    db
      .select({
        formId: perTeam.formId,
        submissions: sql<number>`sum(${perTeam.count})::int`,
        teams: sql<number>`(count(*) filter (where ${perTeam.teamId} <> ''))::int`,
        guests: sql<number>`coalesce(sum(${perTeam.count}) filter (where ${perTeam.teamId} = ''), 0)::int`,
      })
      .from(perTeam)
      .groupBy(perTeam.formId),
    db
      .select({
        teams: sql<number>`(count(distinct ${perTeam.teamId}) filter (where ${perTeam.teamId} <> ''))::int`,
      })
      .from(perTeam),
    db
      .select({
        day: submissionDays.day,
        count: sql<number>`sum(${submissionDays.count})::int`,
      })
      .from(submissionDays)
      .where(
        and(
          eq(submissionDays.eventId, scope.eventId),
          inArray(submissionDays.formId, scope.formIds),
        ),
      )
      .groupBy(submissionDays.day)
      .having(sql`sum(${submissionDays.count}) > 0`),
    scope.organiserIds.length === 0
      ? []
      : db
          .select({ day: submissionDay, count: sql<number>`count(*)::int` })
          .from(submissions)
          .where(
            and(
              eq(submissions.eventId, scope.eventId),
              inArray(submissions.teamId, scope.organiserIds),
              inArray(submissions.formId, scope.formIds),
              eq(submissions.isDraft, false),
            ),
          )
          .groupBy(submissionDay),
  ]);
  const read = (row: { submissions: number; teams: number; guests: number }) => ({
    submissions: Number(row.submissions),
    teams: Number(row.teams),
    guests: Number(row.guests),
  });
  const perForm = new Map(perFormRows.map((row) => [row.formId, read(row)]));
  const days = new Map(dayRows.map((row) => [row.day, Number(row.count)]));
  for (const row of organiserDays) days.set(row.day, (days.get(row.day) ?? 0) - Number(row.count));
  const perDay = [...days]
    .filter(([, count]) => count > 0)
    .map(([day, count]) => ({ day, count }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const total = [...perForm.values()].reduce(
    (sum, form) => ({
      submissions: sum.submissions + form.submissions,
      teams: sum.teams,
      guests: sum.guests + form.guests,
    }),
    { submissions: 0, teams: Number(totalRows[0]?.teams ?? 0), guests: 0 },
  );
  return { perForm, perDay, total };
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

/** The event's team types by id (names for the per-type rows). */
export async function teamTypeNames(db: DbOrTx, eventId: string) {
  const rows = await db
    .select({ id: teamTypes.id, name: teamTypes.name })
    .from(teamTypes)
    .where(eq(teamTypes.eventId, eventId));
  return new Map(rows.map((row) => [row.id, row.name]));
}
