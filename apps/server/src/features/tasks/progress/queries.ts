import type { ContentReader } from '@showdesk/domain/content/content';
import type { TaskPerson } from '@showdesk/domain/tasks/member-tasks';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  eventDataVersions,
  peopleArea,
  teamTaskProgressArea,
} from '../../../db/schema/data-versions.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { forms, submissions } from '../../../db/schema/forms.ts';
import { taskGroups, taskStatuses, tasks } from '../../../db/schema/tasks.ts';
import { teamMembers } from '../../../db/schema/teams.ts';
import { members } from '../../../db/schema/users.ts';
import { isActiveMember } from '../../people/users/queries.ts';
import { journalStorageKeys } from '../../platform/uploads/queries.ts';
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

const memberNameSql = sql`trim(${members.firstName} || ' ' || ${members.surname})`;

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
const visibleTasks = (eventId: string, reader: ContentReader) =>
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

/** The form's title when it is open to members (published, not archived); else null. */
export async function openFormTitle(db: DbOrTx, eventId: string, formId: string) {
  const [row] = await db
    .select({ title: forms.title })
    .from(forms)
    .where(
      and(
        eq(forms.eventId, eventId),
        eq(forms.id, formId),
        eq(forms.isPublished, true),
        eq(forms.isArchived, false),
      ),
    );
  return row?.title ?? null;
}

/** Stored files of an owner, among `ids`, in the order of `ids`. */
export async function storedFilesOf(
  db: DbOrTx,
  eventId: string,
  owner: { type: string; id: string },
  ids: string[],
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.eventId, eventId),
        eq(storedFiles.ownerType, owner.type),
        eq(storedFiles.ownerId, owner.id),
        inArray(storedFiles.id, ids),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Deletes one stored file of an owner; answers its storage key (journaled) or null. */
export async function deleteOwnedFile(
  tx: DbOrTx,
  eventId: string,
  owner: { type: string; id: string },
  fileId: string,
): Promise<string | null> {
  const [row] = await tx
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.eventId, eventId),
        eq(storedFiles.ownerType, owner.type),
        eq(storedFiles.ownerId, owner.id),
        eq(storedFiles.id, fileId),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  if (!row) return null;
  await journalStorageKeys(tx, eventId, [row.storageKey]);
  return row.storageKey;
}

/** The unarchived form tasks of a form that the reader sees. */
export async function visibleFormTasks(
  db: DbOrTx,
  eventId: string,
  formId: string,
  reader: ContentReader,
) {
  return db
    .select({ id: tasks.id, isApprovalNeeded: tasks.isApprovalNeeded })
    .from(tasks)
    .where(and(visibleTasks(eventId, reader), eq(tasks.type, 'form'), eq(tasks.formId, formId)));
}

/** The team's newest final submission of a form other than `exceptId`, or null. */
export async function latestFinalSubmission(
  db: DbOrTx,
  eventId: string,
  formId: string,
  teamId: string,
  exceptId: string,
) {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.eventId, eventId),
        eq(submissions.formId, formId),
        eq(submissions.teamId, teamId),
        eq(submissions.isDraft, false),
        ne(submissions.id, exceptId),
      ),
    )
    .orderBy(desc(submissions.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/** The statuses a submission completed (its form tasks). */
export async function statusesOfSubmission(tx: DbOrTx, eventId: string, submissionId: string) {
  return tx
    .select({ taskId: taskStatuses.taskId, teamId: taskStatuses.teamId })
    .from(taskStatuses)
    .where(and(eq(taskStatuses.eventId, eventId), eq(taskStatuses.submissionId, submissionId)))
    .for('update');
}

/** Points the statuses a submission completed at another one, or reopens them. */
export async function relinkSubmissionStatuses(
  tx: DbOrTx,
  eventId: string,
  submissionId: string,
  next: string | null,
  userId: string | null,
  now: Date,
) {
  const where = and(eq(taskStatuses.eventId, eventId), eq(taskStatuses.submissionId, submissionId));
  if (next) {
    await tx.update(taskStatuses).set({ submissionId: next }).where(where);
    return;
  }
  await tx
    .update(taskStatuses)
    .set({
      isComplete: false,
      approvalStatus: null,
      submissionId: null,
      updatedAt: now,
      updatedBy: userId,
    })
    .where(where);
}

/** Whether `taskId` is an unarchived form task of this form that the reader sees. */
export async function isFormTaskOf(
  db: DbOrTx,
  eventId: string,
  formId: string,
  taskId: string,
  reader: ContentReader,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        visibleTasks(eventId, reader),
        eq(tasks.id, taskId),
        eq(tasks.type, 'form'),
        eq(tasks.formId, formId),
      ),
    );
  return row !== undefined;
}

/**
 * The team's sent (final) submissions of a form, last changed first, other than `exceptId` (the one
 * its status already counts), with the name of who last changed each: what it may count for a
 * form task it has not completed.
 */
export async function sentSubmissionsOf(
  db: DbOrTx,
  eventId: string,
  input: { formId: string; teamId: string; exceptId: string | null; limit: number },
) {
  return db
    .select({
      id: submissions.id,
      // When it was sent (rows written before the sent time was kept: their last change).
      sentAt: sql<Date>`coalesce(${submissions.submittedAt}, ${submissions.updatedAt})`.mapWith(
        submissions.updatedAt,
      ),
      sentBy: sql<string | null>`${memberNameSql}`,
    })
    .from(submissions)
    .leftJoin(
      members,
      and(eq(members.eventId, submissions.eventId), eq(members.userId, submissions.updatedBy)),
    )
    .where(
      and(
        eq(submissions.eventId, eventId),
        eq(submissions.teamId, input.teamId),
        eq(submissions.formId, input.formId),
        eq(submissions.isDraft, false),
        input.exceptId ? ne(submissions.id, input.exceptId) : undefined,
      ),
    )
    .orderBy(desc(submissions.updatedAt), desc(submissions.id))
    .limit(input.limit);
}

/** A submission's owner, form and state, share-locked until the transaction ends; or null. */
export async function lockSubmissionShare(tx: DbOrTx, eventId: string, submissionId: string) {
  const [row] = await tx
    .select({
      id: submissions.id,
      formId: submissions.formId,
      teamId: submissions.teamId,
      isDraft: submissions.isDraft,
    })
    .from(submissions)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.id, submissionId)))
    .for('share');
  return row ?? null;
}
