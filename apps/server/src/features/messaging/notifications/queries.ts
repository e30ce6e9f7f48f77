import {
  deliveredStatuses,
  type MemberNotification,
  type NotificationListQuery,
  type NotificationSort,
  type NotificationTarget,
} from '@showdesk/domain/messaging/notifications';
import { and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { contentPages } from '../../../db/schema/content.ts';
import { notificationsArea } from '../../../db/schema/data-versions.ts';
import { events } from '../../../db/schema/events.ts';
import { forms } from '../../../db/schema/forms.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { tasks } from '../../../db/schema/tasks.ts';
import { teamTypes } from '../../../db/schema/team-types.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { eventRecordPage, eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { isActiveMember } from '../../people/users/queries.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type NotificationPatch = Partial<
  Omit<NotificationRow, 'eventId' | 'id' | 'createdAt' | 'createdBy'>
>;

const notificationOf = (eventId: string, id: string) =>
  and(eq(notifications.eventId, eventId), eq(notifications.id, id));

const sortColumns = {
  updatedAt: notifications.updatedAt,
  title: sql`lower(${notifications.title})`,
  scheduledAt: notifications.scheduledAt,
  sentAt: notifications.sentAt,
} satisfies Record<NotificationSort, unknown>;

/** One page of the admins' list (by updatedAt unless sorted otherwise); q on the title. */
export function listNotificationPage(db: DbOrTx, eventId: string, query: NotificationListQuery) {
  return eventRecordPage(db, notifications, eventId, query, {
    searchIn: [notifications.title],
    filters: query.filter,
    sortColumns,
    tieBreakers: [notifications.id],
  });
}

const notificationRecords = eventRecordQueries<typeof notifications, NotificationPatch>(
  notifications,
);

export const getNotificationRow = notificationRecords.get;
/** The notification, locked for the caller's transaction (a save and a send never cross). */
export const lockNotificationRow = notificationRecords.lock;
export const updateNotificationRow = notificationRecords.set;

export async function insertNotification(db: DbOrTx, row: NewNotificationRow) {
  await db.insert(notifications).values(row);
}

/** Deletes a notification and takes its id out of every member's read list. */
export async function deleteNotificationRow(db: DbOrTx, eventId: string, id: string) {
  const deleted = await db
    .delete(notifications)
    .where(notificationOf(eventId, id))
    .returning({ id: notifications.id });
  if (deleted.length === 0) return false;
  await db
    .update(members)
    .set({ notificationIds: sql`array_remove(${members.notificationIds}, ${id})` })
    .where(and(eq(members.eventId, eventId), sql`${id} = any(${members.notificationIds})`));
  return true;
}

/** Locks a notification whose emails are being queued; null when none are pending. */
export async function lockPendingEmails(
  db: DbOrTx,
  eventId: string,
  id: string,
): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(notificationOf(eventId, id), sql`${notifications.emailCursor} is not null`))
    .for('update');
  return row ?? null;
}

/**
 * Moves a notification out for delivery, once: only while it is still in one of `from` (and,
 * for a scheduled job, still scheduled for the time the job was queued for), so a second run,
 * another process or a job made stale by a reschedule or an edit changes nothing.
 */
export async function claimDelivery(
  db: DbOrTx,
  eventId: string,
  id: string,
  guard: { from: readonly NotificationRow['status'][]; scheduledAt?: Date },
  patch: NotificationPatch,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set(patch)
    .where(
      and(
        notificationOf(eventId, id),
        inArray(notifications.status, [...guard.from]),
        guard.scheduledAt ? eq(notifications.scheduledAt, guard.scheduledAt) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether a link's record is one of the event's (content page, form or task). */
export async function linkTargetExists(
  db: DbOrTx,
  eventId: string,
  target: NotificationTarget,
  id: string,
): Promise<boolean> {
  const table = { content: contentPages, form: forms, task: tasks }[target];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.eventId, eventId), eq(table.id, id)));
  return row !== undefined;
}

export async function teamExists(db: DbOrTx, eventId: string, teamId: string) {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));
  return row !== undefined;
}

/** The admin's pick lists: active content pages, forms and tasks; team types and teams. */
export async function listNotificationOptions(db: DbOrTx, eventId: string) {
  const titled = (table: typeof contentPages | typeof forms | typeof tasks) =>
    db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(and(eq(table.eventId, eventId), eq(table.isArchived, false)))
      .orderBy(sql`lower(${table.title})`, table.id)
      .limit(1000);
  const [content, formRows, taskRows, types, teamRows] = await Promise.all([
    titled(contentPages),
    titled(forms),
    titled(tasks),
    db
      .select({ id: teamTypes.id, name: teamTypes.name })
      .from(teamTypes)
      .where(eq(teamTypes.eventId, eventId))
      .orderBy(sql`lower(${teamTypes.name})`, teamTypes.id),
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.eventId, eventId))
      .orderBy(sql`lower(${teams.name})`, teams.id)
      .limit(5000),
  ]);
  return { content, forms: formRows, tasks: taskRows, teamTypes: types, teams: teamRows };
}

export interface NotificationRecipient {
  userId: string;
  email: string;
  firstName: string;
  /** The language they chose for the app (their emails follow it where the event has it). */
  locale: string | null;
}

/**
 * Who a notification's email goes to: the members of its team, or of the teams of its types,
 * or (no limit) every member of the event but the platform's own admins. One row per person.
 * People only invited to the event (not accepted yet) are not members and get nothing.
 * A page at a time, by user id: those after `page.after`.
 */
export async function listRecipients(
  db: DbOrTx,
  eventId: string,
  audience: Pick<NotificationRow, 'teamId' | 'teamTypeIds'>,
  page: { after: string; limit: number },
): Promise<NotificationRecipient[]> {
  const after = gt(members.userId, page.after);
  const person = {
    userId: members.userId,
    email: userProfiles.email,
    firstName: members.firstName,
    locale: userProfiles.locale,
  };
  if (!audience.teamId && audience.teamTypeIds.length === 0)
    return db
      .select(person)
      .from(members)
      .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
      .where(
        and(
          eq(members.eventId, eventId),
          sql`${members.permissions} <> 'eventflowAdmin'`,
          isActiveMember,
          after,
        ),
      )
      .orderBy(asc(members.userId))
      .limit(page.limit);
  const inAudience = audience.teamId
    ? eq(teamMembers.teamId, audience.teamId)
    : inArray(teams.teamTypeId, audience.teamTypeIds);
  return db
    .select(person)
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .innerJoin(
      members,
      and(eq(members.eventId, teamMembers.eventId), eq(members.userId, teamMembers.userId)),
    )
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(and(eq(teamMembers.eventId, eventId), inAudience, isActiveMember, after))
    .orderBy(asc(members.userId))
    .limit(page.limit);
}

/** Who reads the member list: admins see every notification, others by their team. */
export interface NotificationReader {
  isAdmin: boolean;
  teamId: string | null;
  teamTypeId: string | null;
}

/**
 * Which delivered notifications a reader sees (spec section 6), as a condition for the query:
 * admins all; others those for everyone, for their team type, or for their own team.
 */
function visibleTo(reader: NotificationReader): SQL | undefined {
  const delivered = inArray(notifications.status, [...deliveredStatuses]);
  if (reader.isAdmin) return delivered;
  const forEveryone = sql`cardinality(${notifications.teamTypeIds}) = 0`;
  const byType =
    reader.teamTypeId === null
      ? forEveryone
      : sql`(${forEveryone} or ${reader.teamTypeId} = any(${notifications.teamTypeIds}))`;
  const byTeam = reader.teamId === null ? sql`false` : eq(notifications.teamId, reader.teamId);
  return and(delivered, sql`((${notifications.teamId} is null and ${byType}) or ${byTeam})`);
}

/** The caller's team and its type (where the guard did not read them already). */
export async function callerTeamOf(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await db
    .select({ id: teams.id, teamTypeId: teams.teamTypeId })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
  return row ?? null;
}

/** A delivered notification as a member sees it, before whether they read it. */
export type VisibleNotification = Omit<MemberNotification, 'isRead'>;

/** The delivered notifications a reader sees, newest first (read or not: see member.ts). */
export async function listVisibleNotifications(
  db: DbOrTx,
  eventId: string,
  reader: NotificationReader,
): Promise<VisibleNotification[]> {
  const rows = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      description: notifications.description,
      linkUrl: notifications.linkUrl,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(and(eq(notifications.eventId, eventId), visibleTo(reader)))
    .orderBy(sql`${notifications.sentAt} desc nulls last`, notifications.id);
  return rows.map((row) => ({ ...row, sentAt: row.sentAt?.toISOString() ?? null }));
}

/**
 * A member's read list and the event's notifications version (bumped by a trigger on every
 * write to the event's notifications, migration 0034), in one read: one row even for a caller
 * who is not a member of the event (an empty list).
 */
export async function readStateOf(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await readStateQuery(db).execute({ eventId, userId });
  return { readIds: row?.readIds ?? [], version: Number(row?.version ?? 0) };
}

const readStateQuery = preparedPerDatabase((db) => {
  const eventId = sql.placeholder('eventId');
  return db
    .select({
      readIds: sql<string[]>`coalesce((select m.notification_ids from members m
        where m.event_id = ${eventId} and m.user_id = ${sql.placeholder('userId')}), '{}'::text[])`,
      version: sql<number>`coalesce((select v.version from event_data_versions v
        where v.event_id = ${eventId} and v.area = ${notificationsArea}), 0)`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .prepare('member_notification_read_state');
});

/** The ids of the given (or all) delivered notifications a member sees. */
export async function visibleNotificationIds(
  db: DbOrTx,
  eventId: string,
  reader: NotificationReader,
  ids?: string[],
): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.eventId, eventId),
        visibleTo(reader),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/** Adds ids to a member's read list (each once). */
export async function addReadIds(db: DbOrTx, eventId: string, userId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(members)
    .set({
      notificationIds: sql`array(select distinct unnest(${members.notificationIds} || ${sql.param(ids)}::text[]))`,
    })
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
}

/** Takes an id out of a member's read list. */
export async function removeReadId(db: DbOrTx, eventId: string, userId: string, id: string) {
  await db
    .update(members)
    .set({ notificationIds: sql`array_remove(${members.notificationIds}, ${id})` })
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
}

/**
 * Whether the event is closed, its row share-locked until the caller's transaction ends, so a
 * scheduled send and a close or reopen of the event never cross (deliver.ts).
 */
export async function isEventClosedForSend(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ closedAt: events.closedAt })
    .from(events)
    .where(eq(events.id, eventId))
    .for('share');
  return row?.closedAt != null;
}

/** The event's scheduled notifications whose time has come (`scheduledAt` at or before `now`). */
export async function listDueScheduled(db: DbOrTx, eventId: string, now: Date) {
  return db
    .select({ id: notifications.id, scheduledAt: notifications.scheduledAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.eventId, eventId),
        eq(notifications.status, 'scheduled'),
        lte(notifications.scheduledAt, now),
      ),
    );
}
