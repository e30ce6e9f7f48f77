import { taskAttachmentMessages } from '@showdesk/domain/tasks/task-report';
import {
  type ArchiveTasksInput,
  createTaskInputSchema,
  type Task,
  type TaskDetail,
  type TaskListQuery,
  type TaskPage,
  taskMessages,
  taskSchema,
  taskTypeIssues,
  updateTaskInputSchema,
} from '@showdesk/domain/tasks/tasks';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { checkStoredRecord } from '../../lib/invalid-records.ts';
import { archiveRecords } from '../../lib/lists/archivable-records.ts';
import {
  getMemberWithGroups,
  groupsNotInEvent,
  placeInGroups,
} from '../../lib/lists/record-groups.ts';
import { removeMemberFromGroups } from '../../lib/lists/record-groups-queries.ts';
import { pageOf } from '../../lib/paging.ts';
import { newRecordStamps } from '../../lib/record-stamps.ts';
import { type FieldIssue, invalidInput, parseInput } from '../../lib/validate.ts';
import { editedRecord, sanitiseRichText } from '../content/sanitise-rich-text.ts';
import { existingTeamTypeIds } from '../people/team-types/queries.ts';
import { deleteFilesOfOwner } from '../platform/uploads/queries.ts';
import { deleteStoredObjects } from '../platform/uploads/service.ts';
import { hasPdfAmong } from './attachments.ts';
import { taskGroupSpec } from './groups.ts';
import {
  deleteTaskRow,
  formExists,
  getTaskRow,
  insertTask,
  listTaskPage,
  lockTaskRow,
  type TaskPatch,
  type TaskRow,
  taskFileIds,
  taskOwnerType,
  updateTaskRow,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'storage'>;

export const taskNotFound = () => AppError.notFound(taskMessages.taskNotFound);

/** A stored task as the API shows it (checked by `taskSchema`), or null (reported). */
export function readTask(deps: Pick<AppDeps, 'log' | 'reporter'>, row: TaskRow): Task | null {
  return checkStoredRecord(
    deps,
    taskSchema,
    {
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type,
      dueDate: row.dueDate,
      attachmentIds: row.attachmentIds,
      formId: row.formId,
      isTimeSensitive: row.isTimeSensitive,
      externalLink: row.externalLink,
      isApprovalNeeded: row.isApprovalNeeded,
      disclaimer: row.disclaimer,
      teamTypeIds: row.teamTypeIds,
      showToChildTeams: row.showToChildTeams,
      isArchived: row.isArchived,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: 'task', eventId: row.eventId, id: row.id },
  );
}

/** One page of the organisers' tasks list (the list convention). */
export async function listTasks(
  deps: Deps,
  eventId: string,
  query: TaskListQuery,
): Promise<TaskPage> {
  const { rows, total } = await listTaskPage(deps.db, eventId, query);
  return pageOf(
    rows.flatMap((row) => readTask(deps, row) ?? []),
    total,
    query,
  );
}

/** A task with the groups it is in. */
export async function getTaskDetail(
  deps: Deps,
  eventId: string,
  taskId: string,
  db: DbOrTx = deps.db,
): Promise<TaskDetail> {
  const { member, groupIds } = await getMemberWithGroups(db, taskGroupSpec, eventId, taskId, {
    getRow: getTaskRow,
    read: (row) => readTask(deps, row),
    notFound: taskNotFound,
  });
  return { ...member, groupIds };
}

/**
 * What a task refers to must be the event's: its form, its team types, its groups, and its
 * attachments must be files uploaded for it. 'Invalid task values' with the paths otherwise.
 */
async function checkReferences(
  db: DbOrTx,
  eventId: string,
  taskId: string,
  task: Pick<Task, 'formId' | 'teamTypeIds' | 'attachmentIds'>,
  groupIds: string[] | undefined,
  groupsFound: Set<string>,
): Promise<void> {
  const issues: FieldIssue[] = [];
  const [formFound, types, files] = await Promise.all([
    task.formId ? formExists(db, eventId, task.formId) : true,
    existingTeamTypeIds(db, eventId, task.teamTypeIds),
    task.attachmentIds.length ? taskFileIds(db, eventId, taskId) : new Set<string>(),
  ]);
  if (!formFound) issues.push({ path: 'formId', message: taskMessages.formNotFound });
  for (const [index, id] of task.teamTypeIds.entries())
    if (!types.has(id))
      issues.push({ path: `teamTypeIds.${index}`, message: taskMessages.teamTypeNotInEvent });
  for (const [index, id] of task.attachmentIds.entries())
    if (!files.has(id))
      issues.push({
        path: `attachmentIds.${index}`,
        message: /*i18n*/ "This file is not one of the task's uploads",
      });
  issues.push(...groupsNotInEvent(taskGroupSpec, groupIds, groupsFound));
  if (issues.length) throw invalidInput(taskMessages.invalidTask, issues);
}

/** Adds a task, optionally into chosen groups (at the end of their lists). */
export async function addTask(deps: Deps, ctx: EventContext, body: unknown): Promise<TaskDetail> {
  const { groupIds, ...input } = parseInput(createTaskInputSchema, body, taskMessages.invalidTask);
  const id = newId();
  const now = new Date();
  const task = { ...input, description: await sanitiseRichText(input.description) };
  await deps.db.transaction(async (tx) => {
    await insertTask(tx, {
      eventId: ctx.eventId,
      id,
      ...task,
      ...newRecordStamps(ctx.userId, now),
    });
    const found = await placeInGroups(tx, taskGroupSpec, ctx, id, groupIds, now);
    await checkReferences(tx, ctx.eventId, id, task, groupIds, found);
  });
  return getTaskDetail(deps, ctx.eventId, id);
}

/**
 * Changes a task's settings, archive flag and groups in one transaction. The type's needs are
 * checked on the task as it will be.
 */
export async function editTask(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  body: unknown,
): Promise<TaskDetail> {
  const { groupIds, ...input } = parseInput(updateTaskInputSchema, body, taskMessages.invalidTask);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const row = await lockTaskRow(tx, ctx.eventId, taskId);
    if (!row) throw taskNotFound();
    const patch: TaskPatch = await editedRecord(input, ctx, now);
    const next = { ...row, ...patch };
    const typeIssues = taskTypeIssues({
      type: next.type as Task['type'],
      formId: next.formId,
      externalLink: next.externalLink,
      disclaimer: next.disclaimer,
    });
    if (typeIssues.length) throw invalidInput(taskMessages.invalidTask, typeIssues);
    const found = await placeInGroups(tx, taskGroupSpec, ctx, taskId, groupIds, now);
    await checkReferences(
      tx,
      ctx.eventId,
      taskId,
      {
        formId: input.formId === undefined ? null : next.formId,
        teamTypeIds: input.teamTypeIds ?? [],
        attachmentIds: input.attachmentIds ?? [],
      },
      groupIds,
      found,
    );
    // A PDF form task's PDF (uploaded first, POST /tasks/:taskId/attachments), checked when an
    // edit makes a task one or changes its files.
    if (
      next.type === 'pdfForm' &&
      ((input.type !== undefined && input.type !== row.type) ||
        input.attachmentIds !== undefined) &&
      !(await hasPdfAmong(tx, ctx.eventId, taskId, next.attachmentIds))
    )
      throw invalidInput(taskMessages.invalidTask, [
        { path: 'attachmentIds', message: taskAttachmentMessages.pdfNeeded },
      ]);
    await updateTaskRow(tx, ctx.eventId, taskId, patch);
  });
  return getTaskDetail(deps, ctx.eventId, taskId);
}

/** Archives or unarchives several tasks at once; answers how many changed. */
export async function archiveTasks(
  deps: Deps,
  ctx: EventContext,
  input: ArchiveTasksInput,
): Promise<{ updated: number }> {
  return archiveRecords(deps, ctx, tasks, input, taskMessages.taskNotFound);
}

/** Deletes a task, its place in groups and its attachments (objects once committed). */
export async function removeTask(deps: Deps, ctx: EventContext, taskId: string): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await deleteTaskRow(tx, ctx.eventId, taskId))) throw taskNotFound();
    await removeMemberFromGroups(tx, taskGroupSpec, ctx.eventId, taskId, ctx.userId);
    return deleteFilesOfOwner(tx, ctx.eventId, taskOwnerType, taskId);
  });
  await deleteStoredObjects(deps, keys);
}
