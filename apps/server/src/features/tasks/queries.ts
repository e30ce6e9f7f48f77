import type { TaskListQuery, TaskSort } from '@showdesk/domain/tasks/tasks';
import { and, arrayContains, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { forms } from '../../db/schema/forms.ts';
import { taskGroups, tasks } from '../../db/schema/tasks.ts';
import { existingRecordIds } from '../../lib/lists/archivable-records.ts';
import { eventRecordPage, eventRecordQueries } from '../../lib/lists/event-record-queries.ts';
import { type GroupTable, inGroup } from '../../lib/lists/record-groups-queries.ts';
import { filesOf } from '../platform/uploads/queries.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskPatch = Partial<Omit<TaskRow, 'eventId' | 'id' | 'createdAt' | 'createdBy'>>;

/** Stored files a task owns are its attachments (spec: "per-id folders"). */
export const taskOwnerType = 'task';

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
export function listTaskPage(db: DbOrTx, eventId: string, query: TaskListQuery) {
  const { isArchived = false, type, teamTypeId, groupId } = query.filter;
  return eventRecordPage(db, tasks, eventId, query, {
    searchIn: [tasks.title],
    filters: { isArchived, type },
    where: [
      teamTypeId
        ? or(
            sql`cardinality(${tasks.teamTypeIds}) = 0`,
            arrayContains(tasks.teamTypeIds, [teamTypeId]),
          )
        : undefined,
      groupId ? inGroup(taskGroupTable, eventId, groupId) : undefined,
    ],
    sortColumns: taskSortColumns,
    tieBreakers: [tasks.dueDate, tasks.id],
  });
}

const taskRecords = eventRecordQueries<typeof tasks, TaskPatch>(tasks);

export const getTaskRow = taskRecords.get;
/** The task, locked until the transaction ends. */
export const lockTaskRow = taskRecords.lock;
export const insertTask = taskRecords.insert;
export const updateTaskRow = taskRecords.set;
export const deleteTaskRow = taskRecords.remove;

/** Which of these task ids the event has. */
export async function existingTaskIds(db: DbOrTx, eventId: string, ids: string[]) {
  return existingRecordIds(db, tasks, eventId, ids);
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
    .where(filesOf(eventId, taskOwnerType, taskId));
  return new Set(rows.map((row) => row.id));
}

/**
 * Task groups list tasks in the order members see them; the shared layer
 * (features/lists/record-groups.ts) reads and writes them through this.
 */
export const taskGroupTable = {
  groups: taskGroups,
  memberIds: taskGroups.taskIds,
  memberKey: 'taskIds',
  members: tasks,
} satisfies GroupTable<'taskIds'>;
