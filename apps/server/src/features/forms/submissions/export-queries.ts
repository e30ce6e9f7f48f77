import type { SubmissionListQuery } from '@showdesk/domain/forms/submissions';
import { erasedPersonId, erasedPersonName } from '@showdesk/domain/people/personal-data';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { submissions } from '../../../db/schema/forms.ts';
import { teams } from '../../../db/schema/teams.ts';
import { members } from '../../../db/schema/users.ts';
import { submissionListWhere } from './queries.ts';

const parentTeams = alias(teams, 'parent_teams');

/** A sent submission as the export reads it, with its sender, team and the team's parent. */
export interface ExportRow {
  id: string;
  values: Record<string, unknown>;
  isGuest: boolean;
  createdAt: Date;
  /** When it was sent (the Submitted At column). */
  submittedAt: Date | null;
  /** createdAt as the database writes it (microseconds kept): where the next batch starts. */
  cursor: string;
  submittedBy: string | null;
  teamName: string | null;
  isTeamOwner: boolean | null;
  standShareRole: 'parent' | 'child' | null;
  parentName: string | null;
}

export type ExportQuery = Pick<SubmissionListQuery, 'q' | 'filter' | 'sort'>;

/** Where a batch starts: after the last row of the one before (createdAt, then id). */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/**
 * One batch of a form's sent submissions under the table's filters, ordered by createdAt (in
 * the sort's direction) then id, starting after `after` (keyset pagination on the
 * submissions_form_created_idx index: each batch costs the same however deep it is). createdAt
 * never changes, so a submission edited while the export runs is neither skipped nor written
 * twice. Drafts are never read.
 */
export async function exportBatch(
  db: DbOrTx,
  eventId: string,
  formId: string,
  query: ExportQuery,
  after: ExportCursor | null,
  limit: number,
): Promise<ExportRow[]> {
  const desc = query.sort.desc;
  const keyset = after
    ? desc
      ? sql`(${submissions.createdAt}, ${submissions.id}) < (${after.createdAt}::timestamptz, ${after.id})`
      : sql`(${submissions.createdAt}, ${submissions.id}) > (${after.createdAt}::timestamptz, ${after.id})`
    : undefined;
  const direction = sql.raw(desc ? 'desc' : 'asc');
  const rows = await db
    .select({
      id: submissions.id,
      values: submissions.values,
      isGuest: submissions.isGuest,
      createdAt: submissions.createdAt,
      submittedAt: submissions.submittedAt,
      cursor: sql<string>`${submissions.createdAt}::text`,
      submittedBy: sql<string | null>`coalesce(
        nullif(trim(${members.firstName} || ' ' || ${members.surname}), ''),
        case when ${submissions.createdBy} = ${erasedPersonId} then ${erasedPersonName} end)`,
      teamName: teams.name,
      isTeamOwner: sql<boolean | null>`case when ${teams.id} is null then null
        else ${teams.ownerId} is not distinct from ${submissions.createdBy} end`,
      standShareRole: teams.standShareRole,
      parentName: parentTeams.name,
    })
    .from(submissions)
    .leftJoin(teams, and(eq(teams.eventId, submissions.eventId), eq(teams.id, submissions.teamId)))
    .leftJoin(
      parentTeams,
      and(eq(parentTeams.eventId, teams.eventId), eq(parentTeams.id, teams.parentTeamId)),
    )
    .leftJoin(
      members,
      and(eq(members.eventId, submissions.eventId), eq(members.userId, submissions.createdBy)),
    )
    .where(
      and(submissionListWhere(db, eventId, formId, query), eq(submissions.isDraft, false), keyset),
    )
    .orderBy(sql`${submissions.createdAt} ${direction}`, sql`${submissions.id} ${direction}`)
    .limit(limit);
  return rows as ExportRow[];
}
