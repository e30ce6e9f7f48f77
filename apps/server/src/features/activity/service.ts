import {
  type ActivityActor,
  type ActivityEntry,
  type ActivityListQuery,
  activityMessages,
  type RecordHistoryQuery,
} from '@showdesk/domain/activity/activity';
import { adminOnlyRecordKinds } from '@showdesk/domain/activity/record-kinds';
import { type Page, pageInMemory } from '@showdesk/domain/common/list-query';
import { visibleCustomFields } from '@showdesk/domain/people/custom-field-rules';
import type { CustomField } from '@showdesk/domain/people/custom-fields';
import { hasPermission } from '@showdesk/domain/people/permissions';
import { teamMessages } from '@showdesk/domain/people/teams';
import { eq } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { customFields } from '../../db/schema/team-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { pagedQuery, pageOf, pageWindow } from '../../lib/paging.ts';
import { eventTimeZone } from '../platform/events/calendar.ts';
import { listActors } from './actors.ts';
import { KeptCounts } from './kept-counts.ts';
import { presentEntries, type Viewer } from './present.ts';
import {
  activityIdBounds,
  activityWhere,
  countActivity,
  countRecordHistory,
  countWhere,
  hasRecordHistory,
  recordExists,
  selectActivityPage,
  selectRecordHistory,
  selectTeamHistory,
  submissionTeamId,
  teamHistoryWhere,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db'>;

const organiser: Viewer = { kind: 'organiser' };

/** The kept totals of each database's Activity lists (kept-counts.ts). */
const keptCounts = new WeakMap<object, KeptCounts>();
const keptCountsOf = (db: object) => {
  const kept = keptCounts.get(db) ?? new KeptCounts();
  keptCounts.set(db, kept);
  return kept;
};

/**
 * One page of the event's activity (admins), newest first unless asked otherwise. The page is
 * read in the recent index's order; its total is known from the page when it is the last one,
 * and otherwise kept between pages (kept-counts.ts), so a first page of 100,000 entries reads
 * 25 of them and counts only what was written since the last count.
 */
export async function listActivity(
  deps: Deps,
  eventId: string,
  query: ActivityListQuery,
): Promise<Page<ActivityEntry>> {
  const timeZone = await eventTimeZone(deps.db, eventId);
  const where = activityWhere(eventId, { q: query.q, filter: query.filter, timeZone });
  const window = pageWindow(query);
  const rows = await selectActivityPage(deps.db, eventId, where, query.sort.desc, window);
  let total: number;
  if (rows.length > 0 && rows.length < window.limit) total = window.offset + rows.length;
  else if (rows.length === 0 && window.offset === 0) total = 0;
  else {
    const bounds = rows[0] ?? (await activityIdBounds(deps.db, eventId));
    const { maxId, minId } = bounds;
    total =
      maxId === null || minId === null
        ? 0
        : await keptCountsOf(deps.db).total(
            `${eventId}|${JSON.stringify([query.q, query.filter])}`,
            { upTo: maxId, firstId: minId },
            {
              all: () => countActivity(deps.db, eventId, where, { after: null, upTo: maxId }),
              after: (upTo) => countActivity(deps.db, eventId, where, { after: upTo, upTo: maxId }),
            },
          );
  }
  const items = await presentEntries(deps.db, eventId, rows, organiser);
  return pageOf(items, total, query);
}

/** The people, tokens and the system that made changes in the event (the person filter). */
export async function pageActors(
  deps: Deps,
  eventId: string,
  query: Pick<ActivityListQuery, 'page' | 'pageSize' | 'q'> & {
    sort: { key: 'name'; desc: boolean };
  },
): Promise<Page<ActivityActor>> {
  const actors = await listActors(deps.db, eventId);
  return pageInMemory(actors, query, {
    sortValue: { name: (actor) => actor.name },
    searchText: (actor) => actor.name,
  });
}

/**
 * A record's history and its parts' (moderators and admins), newest first. A record the
 * event's trail knows nothing of (another event's, or none) is 404; a moderator does not see
 * the kinds of the admin-only areas (403 for such a record itself; left out of its parts).
 */
export async function recordHistory(
  deps: Deps,
  ctx: EventContext,
  record: { kind: string; id: string },
  query: RecordHistoryQuery,
): Promise<Page<ActivityEntry>> {
  const isAdmin = hasPermission(ctx.permissions, 'admin');
  if (!isAdmin && adminOnlyRecordKinds.has(record.kind)) {
    throw AppError.forbidden(activityMessages.adminOnlyHistory);
  }
  const hidden = isAdmin ? [] : [...adminOnlyRecordKinds];
  const { eventId } = ctx;
  const { rows, total } = await pagedQuery(query, {
    rows: (window) =>
      selectRecordHistory(deps.db, eventId, record, hidden, query.sort.desc, window),
    count: () => countRecordHistory(deps.db, eventId, record, hidden),
  });
  if (
    total === 0 &&
    !(await recordExists(deps.db, eventId, record)) &&
    !(await hasRecordHistory(deps.db, eventId, record))
  ) {
    throw AppError.notFound(activityMessages.recordNotFound);
  }
  return pageOf(await presentEntries(deps.db, eventId, rows, organiser), total, query);
}

/** The caller's team, or 404 'No team found for user with ID …' (as /my-team answers). */
function callerTeam(ctx: EventContext) {
  if (!ctx.team) throw AppError.notFound(teamMessages.noTeam(ctx.userId));
  return ctx.team;
}

/** The custom fields a member of `team` is shown (custom-field-rules.ts: the team's screens). */
async function visibleCustomFieldIds(
  db: DbOrTx,
  eventId: string,
  team: { standShareRole: 'parent' | 'child' | null },
): Promise<string[]> {
  const fields = await db
    .select({
      id: customFields.id,
      label: customFields.label,
      type: customFields.type,
      index: customFields.index,
      isRequired: customFields.isRequired,
      showField: customFields.showField,
      showToChildTeams: customFields.showToChildTeams,
    })
    .from(customFields)
    .where(eq(customFields.eventId, eventId));
  return visibleCustomFields(fields as CustomField[], team, 'team').map((field) => field.id);
}

/**
 * A page of the caller's team's entries (of `record` only, when given), newest first by
 * number, as a member sees them: only the fields the team sees, and no entry that changed none.
 */
async function memberPage(
  deps: Deps,
  ctx: EventContext,
  query: RecordHistoryQuery,
  record?: { kind: string; id: string },
): Promise<Page<ActivityEntry>> {
  const team = callerTeam(ctx);
  const shown = await visibleCustomFieldIds(deps.db, ctx.eventId, team);
  const where = teamHistoryWhere(ctx.eventId, team.id, shown, record);
  const { rows, total } = await pagedQuery(query, {
    rows: (window) => selectTeamHistory(deps.db, where, query.sort.desc, window),
    count: () => countWhere(deps.db, where),
  });
  const visible = new Set(shown);
  const viewer: Viewer = { kind: 'member', customFieldVisible: (id) => visible.has(id) };
  return pageOf(await presentEntries(deps.db, ctx.eventId, rows, viewer), total, query);
}

/**
 * The history of the caller's own team (any member): the entries the trail marked with their
 * team, of the kinds and fields a team sees (domain member-history.ts). Never another team's.
 */
export function myTeamHistory(deps: Deps, ctx: EventContext, query: RecordHistoryQuery) {
  return memberPage(deps, ctx, query);
}

/**
 * The history of one of the caller's team's submissions: 404 'Submission not found' for a
 * submission of another team, a guest's or none (as the members' submission routes answer);
 * only the entries written while it was the team's.
 */
export async function mySubmissionHistory(
  deps: Deps,
  ctx: EventContext,
  submissionId: string,
  query: RecordHistoryQuery,
) {
  const team = callerTeam(ctx);
  const submission = await submissionTeamId(deps.db, ctx.eventId, submissionId);
  if (!submission || submission.teamId !== team.id) {
    throw AppError.notFound(activityMessages.submissionNotFound);
  }
  return memberPage(deps, ctx, query, { kind: 'submission', id: submissionId });
}
