import type { TeamListQuery } from '@showdesk/domain/people/team-inputs';
import {
  type TeamDetail,
  type TeamMember,
  type TeamMemberDetail,
  type TeamSummary,
  teamMessages,
  teamSummarySchema,
} from '@showdesk/domain/people/teams';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { checkStoredRecord } from '../../../lib/invalid-records.ts';
import { pageOf } from '../../../lib/paging.ts';
import {
  getTeamSummary,
  listTeamMembers,
  listTeamSummaryPage,
  type TeamMemberRow,
  type TeamSummaryRow,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

function summaryCandidate(row: TeamSummaryRow) {
  const { team } = row;
  return {
    id: team.id,
    name: team.name,
    ownerId: team.ownerId ?? '',
    userIds: row.userIds,
    customFields: team.customFields,
    isOrganiser: team.isOrganiser,
    standShareRole: team.standShareRole,
    childTeamIds: row.childTeamIds,
    parentTeamId: team.parentTeamId,
    teamTypeId: team.teamTypeId,
    owner: row.owner,
    memberCount: row.userIds.length,
  };
}

/** A stored team as the API shows it, or null (reported) when it fails its schema. */
export function readTeamSummary(deps: Deps, row: TeamSummaryRow): TeamSummary | null {
  return checkStoredRecord(deps, teamSummarySchema, summaryCandidate(row), {
    entity: 'team',
    eventId: row.team.eventId,
    id: row.team.id,
  });
}

/** The owner first, then the others by first name. */
/** Names as people read them: "Member 3" before "Member 10", case and accents aside. */
const byName = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/** A team's members, the owner first, then by first name and surname. */
export function toTeamMembers(rows: TeamMemberRow[], ownerId: string): TeamMember[] {
  const list = rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    surname: row.surname,
    email: row.email,
    isOwner: row.id === ownerId,
    hasLoggedIn: row.hasLoggedIn,
    isInvited: row.isInvited,
  }));
  const others = list
    .filter((m) => !m.isOwner)
    .sort(
      (a, b) => byName.compare(a.firstName, b.firstName) || byName.compare(a.surname, b.surname),
    );
  return [...list.filter((m) => m.isOwner), ...others];
}

/** One page of the event's teams (the list convention); invalid stored teams are left out. */
export async function listEventTeamPage(deps: Deps, eventId: string, query: TeamListQuery) {
  const { rows, total } = await listTeamSummaryPage(
    deps.db,
    eventId,
    { search: query.q, ...query.filter },
    query,
  );
  return pageOf(
    rows.flatMap((row) => readTeamSummary(deps, row) ?? []),
    total,
    query,
  );
}

async function loadTeam(deps: Deps, db: DbOrTx, eventId: string, teamId: string) {
  // One after the other: `db` may be a transaction, which runs one statement at a time.
  const row = await getTeamSummary(db, eventId, teamId);
  const summary = row && readTeamSummary(deps, row);
  if (!summary) throw AppError.notFound(teamMessages.notFound);
  return { summary, memberRows: await listTeamMembers(db, eventId, teamId) };
}

/** One team with its members, for organisers ('Team not found' also for another event's). */
export async function getTeamDetail(
  deps: Deps,
  eventId: string,
  teamId: string,
  db: DbOrTx = deps.db,
): Promise<TeamDetail> {
  const { summary, memberRows } = await loadTeam(deps, db, eventId, teamId);
  return { ...summary, members: toTeamMembers(memberRows, summary.ownerId) };
}

/** One member of one team ('Team member not found' when they are not in it). */
export async function getTeamMemberDetail(
  deps: Deps,
  eventId: string,
  teamId: string,
  userId: string,
): Promise<TeamMemberDetail> {
  const { summary, memberRows } = await loadTeam(deps, deps.db, eventId, teamId);
  const row = memberRows.find((m) => m.id === userId);
  if (!row) throw AppError.notFound(teamMessages.memberNotFound);
  return {
    ...toTeamMembers([row], summary.ownerId)[0]!,
    teamId: summary.id,
    teamName: summary.name,
    permissions: row.permissions,
    lastLoginInTime: row.lastLoginInTime?.toISOString() ?? null,
  };
}
