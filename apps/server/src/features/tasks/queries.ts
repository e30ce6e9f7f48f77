import type { TaskGroupListQuery, TaskGroupSort } from '@showdesk/domain/tasks/task-groups';
import type { TaskListQuery, TaskSort } from '@showdesk/domain/tasks/tasks';
import { and, arrayContains, asc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { forms } from '../../db/schema/forms.ts';
import { taskGroups, tasks } from '../../db/schema/tasks.ts';
import { orderFor, pagedRows } from '../../lib/paging.ts';
import { containsPattern } from '../../lib/search.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskGroupRow = typeof taskGroups.$inferSelect;
export type TaskPatch = Partial<Omit<TaskRow, 'eventId' | 'id' | 'createdAt' | 'createdBy'>>;

/** Stored files a task owns are its attachments (spec: "per-id folders"). */
export const taskOwnerType = 'task';

const taskOf = (eventId: string, taskId: string) =>
  and(eq(tasks.eventId, eventId), eq(tasks.id, taskId));
const groupOf = (eventId: string, groupId: string) =>
  and(eq(taskGroups.eventId, eventId), eq(taskGroups.id, groupId));

const byTaskTitle = sql`lower(${tasks.title})`;
const taskSortColumns = {
  dueDate: tasks.dueDate,
  title: byTaskTitle,
  updatedAt: tasks.updatedAt,
} satisfies Record<TaskSort, unknown>;

/**
 * One page of the event's active or archived tasks (by due date, none last) and how many match:
 * q matches the title; filters type, teamTypeId (for that type or every type), groupId.
 */
export async function listTaskPage(
  db: DbOrTx,
  eventId: string,
  query: TaskListQuery,
): Promise<{ rows: TaskRow[]; total: number }> {
  const { isArchived = false, type, teamTypeId, groupId } = query.filter;
  const inGroup = groupId
    ? sql`${tasks.id} = any(coalesce((select ${taskGroups.taskIds} from ${taskGroups}
        where ${taskGroups.eventId} = ${eventId} and ${taskGroups.id} = ${groupId}), '{}'))`
    : undefined;
  const where = and(
    eq(tasks.eventId, eventId),
    eq(tasks.isArchived, isArchived),
    query.q ? ilike(tasks.title, containsPattern(query.q)) : undefined,
    type ? eq(tasks.type, type) : undefined,
    teamTypeId
      ? or(
          sql`cardinality(${tasks.teamTypeIds}) = 0`,
          arrayContains(tasks.teamTypeIds, [teamTypeId]),
        )
      : undefined,
    inGroup,
  );
  return pagedRows(query, ({ limit, offset }) =>
    db
      .select({ ...getTableColumns(tasks), total: sql<number>`count(*) over ()` })
      .from(tasks)
      .where(where)
      .orderBy(...orderFor(query.sort, taskSortColumns, tasks.dueDate, tasks.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function getTaskRow(db: DbOrTx, eventId: string, taskId: string) {
  const [row] = await db.select().from(tasks).where(taskOf(eventId, taskId));
  return row ?? null;
}

/** The task, locked until the transaction ends. */
export async function lockTaskRow(tx: DbOrTx, eventId: string, taskId: string) {
  const [row] = await tx.select().from(tasks).where(taskOf(eventId, taskId)).for('update');
  return row ?? null;
}

export async function insertTask(db: DbOrTx, row: NewTaskRow): Promise<TaskRow> {
  const [inserted] = await db.insert(tasks).values(row).returning();
  return inserted!;
}

export async function updateTaskRow(
  db: DbOrTx,
  eventId: string,
  taskId: string,
  patch: TaskPatch,
): Promise<TaskRow | null> {
  const [row] = await db.update(tasks).set(patch).where(taskOf(eventId, taskId)).returning();
  return row ?? null;
}

export async function deleteTaskRow(db: DbOrTx, eventId: string, taskId: string) {
  const rows = await db.delete(tasks).where(taskOf(eventId, taskId)).returning({ id: tasks.id });
  return rows.length > 0;
}

/** Sets the archive flag of these tasks of the event; answers how many changed. */
export async function setTasksArchived(
  db: DbOrTx,
  eventId: string,
  ids: string[],
  isArchived: boolean,
  userId: string,
): Promise<number> {
  const rows = await db
    .update(tasks)
    .set({ isArchived, updatedAt: new Date(), updatedBy: userId })
    .where(
      and(eq(tasks.eventId, eventId), inArray(tasks.id, ids), eq(tasks.isArchived, !isArchived)),
    )
    .returning({ id: tasks.id });
  return rows.length;
}

/** Which of these task ids the event has. */
export async function existingTaskIds(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.eventId, eventId), inArray(tasks.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Whether the event has this form. */
export async function formExists(db: DbOrTx, eventId: string, formId: string) {
  const [row] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.eventId, eventId), eq(forms.id, formId)));
  return row !== undefined;
}

/** The ids of the files the task owns (its uploads). */
export async function taskFileIds(db: DbOrTx, eventId: string, taskId: string) {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.eventId, eventId),
        eq(storedFiles.ownerType, taskOwnerType),
        eq(storedFiles.ownerId, taskId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

// Task groups.

const byGroupTitle = sql`lower(${taskGroups.title})`;
const groupSortColumns = {
  title: byGroupTitle,
  updatedAt: taskGroups.updatedAt,
} satisfies Record<TaskGroupSort, unknown>;

/** One page of the event's active or archived task groups (by title); q matches the title. */
export async function listTaskGroupPage(
  db: DbOrTx,
  eventId: string,
  query: TaskGroupListQuery,
): Promise<{ rows: TaskGroupRow[]; total: number }> {
  const { isArchived = false } = query.filter;
  const where = and(
    eq(taskGroups.eventId, eventId),
    eq(taskGroups.isArchived, isArchived),
    query.q ? ilike(taskGroups.title, containsPattern(query.q)) : undefined,
  );
  return pagedRows(query, ({ limit, offset }) =>
    db
      .select({ ...getTableColumns(taskGroups), total: sql<number>`count(*) over ()` })
      .from(taskGroups)
      .where(where)
      .orderBy(...orderFor(query.sort, groupSortColumns, byGroupTitle, taskGroups.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function getTaskGroupRow(db: DbOrTx, eventId: string, groupId: string) {
  const [row] = await db.select().from(taskGroups).where(groupOf(eventId, groupId));
  return row ?? null;
}

/** Every group of the event, by title (options for the task screens; an event has few). */
export async function listTaskGroups(db: DbOrTx, eventId: string) {
  return db
    .select()
    .from(taskGroups)
    .where(eq(taskGroups.eventId, eventId))
    .orderBy(asc(byGroupTitle), asc(taskGroups.id));
}

/** These groups of the event, locked until the transaction ends. */
export async function lockTaskGroups(tx: DbOrTx, eventId: string, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return tx
    .select()
    .from(taskGroups)
    .where(and(eq(taskGroups.eventId, eventId), inArray(taskGroups.id, groupIds)))
    .orderBy(asc(taskGroups.id))
    .for('update');
}

/** The groups a task is in, locked. */
export async function lockGroupsOfTask(tx: DbOrTx, eventId: string, taskId: string) {
  return tx
    .select()
    .from(taskGroups)
    .where(and(eq(taskGroups.eventId, eventId), arrayContains(taskGroups.taskIds, [taskId])))
    .orderBy(asc(taskGroups.id))
    .for('update');
}

/** The ids of the groups each of these tasks is in. */
export async function groupIdsOfTasks(db: DbOrTx, eventId: string, taskIds: string[]) {
  const byTask = new Map<string, string[]>(taskIds.map((id) => [id, []]));
  if (taskIds.length === 0) return byTask;
  const rows = await db
    .select({ id: taskGroups.id, taskIds: taskGroups.taskIds })
    .from(taskGroups)
    .where(
      and(
        eq(taskGroups.eventId, eventId),
        sql`${taskGroups.taskIds} && ${sql.param(taskIds)}::text[]`,
      ),
    )
    .orderBy(asc(byGroupTitle), asc(taskGroups.id));
  for (const row of rows) for (const taskId of row.taskIds) byTask.get(taskId)?.push(row.id);
  return byTask;
}

export async function insertTaskGroup(db: DbOrTx, row: typeof taskGroups.$inferInsert) {
  const [inserted] = await db.insert(taskGroups).values(row).returning();
  return inserted!;
}

export async function updateTaskGroupRow(
  db: DbOrTx,
  eventId: string,
  groupId: string,
  patch: Partial<
    Pick<TaskGroupRow, 'title' | 'taskIds' | 'isArchived' | 'updatedAt' | 'updatedBy'>
  >,
) {
  const [row] = await db.update(taskGroups).set(patch).where(groupOf(eventId, groupId)).returning();
  return row ?? null;
}

export async function deleteTaskGroupRow(db: DbOrTx, eventId: string, groupId: string) {
  const rows = await db
    .delete(taskGroups)
    .where(groupOf(eventId, groupId))
    .returning({ id: taskGroups.id });
  return rows.length > 0;
}

/** Takes a task out of every group of the event (it is being deleted). */
export async function removeTaskFromGroups(
  db: DbOrTx,
  eventId: string,
  taskId: string,
  userId: string,
) {
  await db
    .update(taskGroups)
    .set({
      taskIds: sql`array_remove(${taskGroups.taskIds}, ${taskId})`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(and(eq(taskGroups.eventId, eventId), arrayContains(taskGroups.taskIds, [taskId])));
}
