import type { ContentReader } from '@showdesk/domain/content/content';
import type { TaskPerson } from '@showdesk/domain/tasks/member-tasks';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  eventDataVersions,
  peopleArea,
  teamTaskProgressArea,
} from '../../../db/schema/data-versions.ts';
import { taskGroups, taskStatuses, tasks } from '../../../db/schema/tasks.ts';
import { teamMembers } from '../../../db/schema/teams.ts';
import { members } from '../../../db/schema/users.ts';
import { isActiveMember } from '../../people/users/queries.ts';
import { taskVisibleTo } from '../visibility.ts';

export type TaskStatusRow = typeof taskStatuses.$inferSelect;
export type TaskStatusPatch = Partial<
  Pick<
    TaskStatusRow,
    | 'isComplete'
    | 'isNotApplicable'
    | 'approvalStatus'
    | 'assignedTo'
    | 'submissionId'
    | 'fileIds'
    | 'approvalNote'
  >
>;

/** A team's uploads for an upload task are stored files of this owner type. */
export const taskStatusOwnerType = 'taskStatus';
/** The owner id of a team's uploads for a task. */
export const taskStatusOwnerId = (taskId: string, teamId: string) => `${taskId}:${teamId}`;
/** The team of a `taskStatus` file's owner id. */
export const teamOfTaskStatusOwner = (ownerId: string) => ownerId.split(':')[1] ?? null;

export const memberNameSql = sql`trim(${members.firstName} || ' ' || ${members.surname})`;

/** The assignees of the joined status row with their names in this event, as JSON. */
const assigneesSql = sql<TaskPerson[] | string>`coalesce((select json_agg(json_build_object(
    'id', ${members.userId}, 'name', ${memberNameSql}) order by ${members.firstName}, ${members.surname})
  from ${members} where ${members.eventId} = ${taskStatuses.eventId}
    and ${members.userId} = any(${taskStatuses.assignedTo})), '[]'::json)`;

const updatedByNameSql = sql<string | null>`(select ${memberNameSql} from ${members}
  where ${members.eventId} = ${taskStatuses.eventId} and ${members.userId} = ${taskStatuses.updatedBy})`;

const summaryColumns = {
  id: tasks.id,
  title: tasks.title,
  type: tasks.type,
  dueDate: tasks.dueDate,
  isTimeSensitive: tasks.isTimeSensitive,
  isApprovalNeeded: tasks.isApprovalNeeded,
  statusTeamId: taskStatuses.teamId,
  isComplete: taskStatuses.isComplete,
  isNotApplicable: taskStatuses.isNotApplicable,
  approvalStatus: taskStatuses.approvalStatus,
  approvalNote: taskStatuses.approvalNote,
  assignees: assigneesSql,
  statusUpdatedAt: taskStatuses.updatedAt,
  statusUpdatedBy: taskStatuses.updatedBy,
  statusUpdatedByName: updatedByNameSql,
};

const detailColumns = {
  ...summaryColumns,
  description: tasks.description,
  externalLink: tasks.externalLink,
  disclaimer: tasks.disclaimer,
  attachmentIds: tasks.attachmentIds,
  formId: tasks.formId,
  fileIds: taskStatuses.fileIds,
  statusSubmissionId: taskStatuses.submissionId,
};

const statusJoin = (teamId: string | null): SQL =>
  teamId === null
    ? sql`false`
    : (and(
        eq(taskStatuses.eventId, tasks.eventId),
        eq(taskStatuses.taskId, tasks.id),
        eq(taskStatuses.teamId, teamId),
      ) as SQL);

/** What a member may see of the event's tasks: not archived, visible to them (spec 6). */
export const visibleTasks = (eventId: string, reader: ContentReader) =>
  and(eq(tasks.eventId, eventId), eq(tasks.isArchived, false), taskVisibleTo(reader));

/**
 * What a team's task list was built from, read together: the event's content version (tasks,
 * groups, settings), its members' names and the team's progress (schema/data-versions.ts).
 */
export async function taskListVersions(
  db: DbOrTx,
  eventId: string,
  teamId: string | null,
): Promise<[content: number, people: number, progress: number]> {
  const progressArea = teamId ? teamTaskProgressArea(teamId) : '';
  const rows = await db
    .select({ area: eventDataVersions.area, version: eventDataVersions.version })
    .from(eventDataVersions)
    .where(
      and(
        eq(eventDataVersions.eventId, eventId),
        inArray(eventDataVersions.area, ['content', peopleArea, progressArea]),
      ),
    );
  const of = (area: string) => Number(rows.find((row) => row.area === area)?.version ?? 0);
  return [of('content'), of(peopleArea), teamId ? of(progressArea) : 0];
}

/**
 * The tasks the reader sees with their team's status (one query: the statuses are a left
 * join on the team's index, the names correlated subqueries), by due date (none last).
 */
export async function listTeamTasks(
  db: DbOrTx,
  eventId: string,
  teamId: string | null,
  reader: ContentReader,
) {
  return db
    .select(summaryColumns)
    .from(tasks)
    .leftJoin(taskStatuses, statusJoin(teamId))
    .where(visibleTasks(eventId, reader))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.id));
}
export type TeamTaskRow = Awaited<ReturnType<typeof listTeamTasks>>[number];

/** One task the reader sees, with their team's status and what its type needs; or null. */
export async function getTeamTask(
  db: DbOrTx,
  eventId: string,
  taskId: string,
  teamId: string | null,
  reader: ContentReader,
) {
  const [row] = await db
    .select(detailColumns)
    .from(tasks)
    .leftJoin(taskStatuses, statusJoin(teamId))
    .where(and(visibleTasks(eventId, reader), eq(tasks.id, taskId)));
  return row ?? null;
}
export type TeamTaskDetailRow = NonNullable<Awaited<ReturnType<typeof getTeamTask>>>;

/** The task when the reader sees it, locked until the transaction ends; or null. */
export async function lockVisibleTask(
  tx: DbOrTx,
  eventId: string,
  taskId: string,
  reader: ContentReader,
) {
  const [row] = await tx
    .select({
      id: tasks.id,
      type: tasks.type,
      isApprovalNeeded: tasks.isApprovalNeeded,
      formId: tasks.formId,
    })
    .from(tasks)
    .where(and(visibleTasks(eventId, reader), eq(tasks.id, taskId)))
    .for('share');
  return row ?? null;
}

/** The active task groups, in the organisers' list order (by title), with their task ids. */
export async function listActiveGroups(db: DbOrTx, eventId: string) {
  return db
    .select({ id: taskGroups.id, title: taskGroups.title, taskIds: taskGroups.taskIds })
    .from(taskGroups)
    .where(and(eq(taskGroups.eventId, eventId), eq(taskGroups.isArchived, false)))
    .orderBy(sql`lower(${taskGroups.title})`, asc(taskGroups.id));
}

const statusOf = (eventId: string, taskId: string, teamId: string) =>
  and(
    eq(taskStatuses.eventId, eventId),
    eq(taskStatuses.taskId, taskId),
    eq(taskStatuses.teamId, teamId),
  );

/** The team's status row of a task, locked (null: none yet, i.e. incomplete). */
export async function lockStatus(tx: DbOrTx, eventId: string, taskId: string, teamId: string) {
  const [row] = await tx
    .select()
    .from(taskStatuses)
    .where(statusOf(eventId, taskId, teamId))
    .for('update');
  return row ?? null;
}

/** Writes the team's status of a task (inserting the row the first time). */
export async function upsertStatus(
  tx: DbOrTx,
  key: { eventId: string; taskId: string; teamId: string },
  patch: TaskStatusPatch,
  userId: string | null,
  now: Date,
) {
  await tx
    .insert(taskStatuses)
    .values({
      ...key,
      ...patch,
      createdAt: now,
      createdBy: userId,
      updatedAt: now,
      updatedBy: userId,
    })
    .onConflictDoUpdate({
      target: [taskStatuses.eventId, taskStatuses.taskId, taskStatuses.teamId],
      set: { ...patch, updatedAt: now, updatedBy: userId },
    });
}

/** Which of `userIds` are members of the team (someone only invited to it is not yet). */
export async function teamMemberIds(
  db: DbOrTx,
  eventId: string,
  teamId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(
      members,
      and(eq(members.eventId, teamMembers.eventId), eq(members.userId, teamMembers.userId)),
    )
    .where(
      and(
        eq(teamMembers.eventId, eventId),
        eq(teamMembers.teamId, teamId),
        inArray(teamMembers.userId, userIds),
        isActiveMember,
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/** The team's members with their names in the event, by name (not those only invited). */
export async function listTeamPeople(db: DbOrTx, eventId: string, teamId: string) {
  return db
    .select({ id: teamMembers.userId, name: sql<string>`${memberNameSql}` })
    .from(teamMembers)
    .innerJoin(
      members,
      and(eq(members.eventId, teamMembers.eventId), eq(members.userId, teamMembers.userId)),
    )
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.teamId, teamId), isActiveMember))
    .orderBy(members.firstName, members.surname);
}
