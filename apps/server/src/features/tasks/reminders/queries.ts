import type { EmailsSettings } from '@showdesk/domain/platform/settings';
import type { ApprovalStatus } from '@showdesk/domain/tasks/task-progress';
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { events } from '../../../db/schema/events.ts';
import { eventSettings } from '../../../db/schema/settings.ts';
import { taskReminderSends, taskStatuses, tasks } from '../../../db/schema/tasks.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { isActiveMember } from '../../people/users/queries.ts';
import { taskVisibleToJoinedTeam } from '../visibility.ts';

/** An event the hourly reminder run considers: its zone and the local hour its reminders go. */
export interface ReminderEvent {
  eventId: string;
  timeZone: string;
  reminderHour: number;
}

/**
 * The events whose stored emails settings switch task reminders on (the default is off), with
 * the time zone and local hour of their reminders; a closed event (closed_at set) gets none.
 */
export async function listEventsWithReminders(db: DbOrTx): Promise<ReminderEvent[]> {
  return db
    .select({
      eventId: eventSettings.eventId,
      timeZone: events.timeZone,
      reminderHour: events.reminderHour,
    })
    .from(eventSettings)
    .innerJoin(events, eq(events.id, eventSettings.eventId))
    .where(
      and(
        eq(eventSettings.kind, 'emails'),
        sql`(${eventSettings.data}->>'taskRemindersEnabled') = 'true'`,
        isNull(events.closedAt),
      ),
    )
    .orderBy(asc(eventSettings.eventId));
}

/** One page of the event's exhibitor teams (organiser teams left out), by id after `after`. */
export async function listTeamPage(
  db: DbOrTx,
  eventId: string,
  after: string | null,
  limit: number,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(
      and(
        eq(teams.eventId, eventId),
        eq(teams.isOrganiser, false),
        after === null ? undefined : gt(teams.id, after),
      ),
    )
    .orderBy(asc(teams.id))
    .limit(limit);
}

/** A task a team has still to do, with the team's stored progress on it (null: no row). */
export interface OpenTaskRow {
  teamId: string;
  teamName: string;
  taskId: string;
  title: string;
  dueDate: string | null;
  isApprovalNeeded: boolean;
  status: {
    isComplete: boolean;
    isNotApplicable: boolean;
    approvalStatus: ApprovalStatus | null;
  } | null;
}

const statusJoin = and(
  eq(taskStatuses.eventId, teams.eventId),
  eq(taskStatuses.taskId, tasks.id),
  eq(taskStatuses.teamId, teams.id),
);
/** Neither complete (approved or waiting for approval) nor n/a: no row counts as open. */
const stillOpen = or(
  sql`${taskStatuses.taskId} is null`,
  not(or(eq(taskStatuses.isComplete, true), eq(taskStatuses.isNotApplicable, true))!),
);

const openTaskColumns = {
  teamId: teams.id,
  teamName: teams.name,
  taskId: tasks.id,
  title: tasks.title,
  dueDate: tasks.dueDate,
  isApprovalNeeded: tasks.isApprovalNeeded,
  isComplete: taskStatuses.isComplete,
  isNotApplicable: taskStatuses.isNotApplicable,
  approvalStatus: taskStatuses.approvalStatus,
};

/** A row as `openTaskColumns` reads it: the status's columns are null where there is no row. */
type OpenTaskSelect = Omit<OpenTaskRow, 'status'> & {
  isComplete: boolean | null;
  isNotApplicable: boolean | null;
  approvalStatus: string | null;
};

const toOpenTask = (row: OpenTaskSelect): OpenTaskRow => ({
  teamId: row.teamId,
  teamName: row.teamName,
  taskId: row.taskId,
  title: row.title,
  dueDate: row.dueDate,
  isApprovalNeeded: row.isApprovalNeeded,
  status:
    row.isComplete === null
      ? null
      : {
          isComplete: row.isComplete,
          isNotApplicable: row.isNotApplicable ?? false,
          approvalStatus: (row.approvalStatus as ApprovalStatus | null) ?? null,
        },
});

/**
 * The open tasks of the event's teams: each team `teamsWhere` picks with every unarchived task
 * `tasksWhere` picks that it sees (tasks/visibility.ts) and has neither completed nor marked n/a.
 */
function openTaskRows(
  db: DbOrTx,
  eventId: string,
  tasksWhere: SQL | undefined,
  teamsWhere: SQL | undefined,
) {
  return db
    .select(openTaskColumns)
    .from(teams)
    .innerJoin(
      tasks,
      and(
        eq(tasks.eventId, teams.eventId),
        tasksWhere,
        eq(tasks.isArchived, false),
        taskVisibleToJoinedTeam,
      ),
    )
    .leftJoin(taskStatuses, statusJoin)
    .where(and(eq(teams.eventId, eventId), teamsWhere, stillOpen));
}

/**
 * The unarchived tasks each of `teamIds` sees (tasks/visibility.ts) that are due on or before
 * `horizon` (today plus dueSoonDays) and that the team has neither completed nor marked n/a:
 * the candidates for its daily reminder, by team, due date and title. The caller decides their
 * time status with the domain's rule.
 */
export async function listDueTasksOfTeams(
  db: DbOrTx,
  eventId: string,
  teamIds: string[],
  horizon: string,
): Promise<OpenTaskRow[]> {
  if (teamIds.length === 0) return [];
  const rows = await openTaskRows(
    db,
    eventId,
    and(isNotNull(tasks.dueDate), lte(tasks.dueDate, horizon)),
    inArray(teams.id, teamIds),
  ).orderBy(asc(teams.id), asc(tasks.dueDate), asc(sql`lower(${tasks.title})`), asc(tasks.id));
  return rows.map(toOpenTask);
}

/**
 * The exhibitor teams (organiser teams left out) that see one unarchived task and have neither
 * completed it (nor asked for its approval) nor marked it n/a: who "Send reminders now" chases.
 */
export async function listOpenTeamsOfTask(
  db: DbOrTx,
  eventId: string,
  taskId: string,
): Promise<OpenTaskRow[]> {
  const rows = await openTaskRows(
    db,
    eventId,
    eq(tasks.id, taskId),
    eq(teams.isOrganiser, false),
  ).orderBy(asc(teams.id));
  return rows.map(toOpenTask);
}

export interface ReminderRecipient {
  /** The team the email is about. */
  teamId: string;
  userId: string;
  email: string;
  firstName: string;
  /** The language they chose (their profile's), which their reminder is written in. */
  locale: string | null;
}

/** Who an email goes to: the member, their address, the name it greets and their language. */
const recipientColumns = {
  userId: members.userId,
  email: userProfiles.email,
  firstName: members.firstName,
  locale: userProfiles.locale,
};

/**
 * Whoever administers the event: its admins, and the platform admins who are members of it;
 * accepted members only.
 */
export async function listEventAdmins(db: DbOrTx, eventId: string) {
  return db
    .select(recipientColumns)
    .from(members)
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(
      and(
        eq(members.eventId, eventId),
        inArray(members.permissions, ['admin', 'eventflowAdmin']),
        isActiveMember,
      ),
    )
    .orderBy(asc(members.userId));
}

/**
 * Who receives a team's reminder under the emails setting sendTaskRemindersTo:
 * - team-leader: the team's owner (none when the team has no owner);
 * - all-users: every member of the team, the owner included;
 * - admin: whoever administers the event (permission admin, or a platform admin who is a
 *   member of it); they get one digest each, not one email per team (see `runAdminDigests`).
 * Only members: someone invited to the event who has not accepted is never reminded.
 */
export async function listReminderRecipients(
  db: DbOrTx,
  eventId: string,
  teamIds: string[],
  to: EmailsSettings['sendTaskRemindersTo'],
): Promise<ReminderRecipient[]> {
  if (teamIds.length === 0) return [];
  if (to === 'admin') {
    const admins = await listEventAdmins(db, eventId);
    return teamIds.flatMap((teamId) => admins.map((admin) => ({ teamId, ...admin })));
  }
  const inTeams = and(eq(teams.eventId, eventId), inArray(teams.id, teamIds));
  if (to === 'team-leader') {
    return db
      .select({ teamId: teams.id, ...recipientColumns })
      .from(teams)
      .innerJoin(
        members,
        and(eq(members.eventId, teams.eventId), eq(members.userId, teams.ownerId)),
      )
      .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
      .where(and(inTeams, isActiveMember))
      .orderBy(asc(teams.id));
  }
  return db
    .select({ teamId: teams.id, ...recipientColumns })
    .from(teams)
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.eventId, teams.eventId), eq(teamMembers.teamId, teams.id)),
    )
    .innerJoin(
      members,
      and(eq(members.eventId, teamMembers.eventId), eq(members.userId, teamMembers.userId)),
    )
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(and(inTeams, isActiveMember))
    .orderBy(asc(teams.id), asc(members.userId));
}

/**
 * Claims a day's reminder for `key` (a team id, or `task:<taskId>` for a task's "send now")
 * inside the caller's transaction: true when this call inserted the row, false when another
 * run (another process, a run before a restart, a second click) already has it.
 */
export async function claimReminder(
  tx: DbOrTx,
  eventId: string,
  key: string,
  day: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(taskReminderSends)
    .values({ eventId, teamId: key, day })
    .onConflictDoNothing()
    .returning({ teamId: taskReminderSends.teamId });
  return inserted.length > 0;
}

export async function isReminderClaimed(
  db: DbOrTx,
  eventId: string,
  key: string,
  day: string,
): Promise<boolean> {
  const [row] = await db
    .select({ teamId: taskReminderSends.teamId })
    .from(taskReminderSends)
    .where(
      and(
        eq(taskReminderSends.eventId, eventId),
        eq(taskReminderSends.teamId, key),
        eq(taskReminderSends.day, day),
      ),
    );
  return row !== undefined;
}

/** The claim key of a task's "send now" (a team id is never of this form). */
export const taskSendKey = (taskId: string) => `task:${taskId}`;
