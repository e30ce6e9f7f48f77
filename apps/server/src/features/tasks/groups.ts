import {
  createTaskGroupInputSchema,
  type TaskGroup,
  type TaskGroupListQuery,
  type TaskGroupPage,
  taskGroupSchema,
  updateTaskGroupInputSchema,
} from '@showdesk/domain/tasks/task-groups';
import { taskMessages } from '@showdesk/domain/tasks/tasks';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { checkStoredRecord } from '../../lib/invalid-records.ts';
import { pageOf } from '../../lib/paging.ts';
import { invalidInput, parseInput } from '../../lib/validate.ts';
import {
  deleteTaskGroupRow,
  existingTaskIds,
  getTaskGroupRow,
  insertTaskGroup,
  listTaskGroupPage,
  listTaskGroups,
  lockTaskGroups,
  type TaskGroupRow,
  updateTaskGroupRow,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

const groupNotFound = () => AppError.notFound(taskMessages.groupNotFound);

/** A stored group as the API shows it (checked by `taskGroupSchema`), or null (reported). */
export function readTaskGroup(deps: Deps, row: TaskGroupRow): TaskGroup | null {
  return checkStoredRecord(
    deps,
    taskGroupSchema,
    {
      id: row.id,
      title: row.title,
      taskIds: row.taskIds,
      isArchived: row.isArchived,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: 'taskGroup', eventId: row.eventId, id: row.id },
  );
}

/** One page of the organisers' task groups list (the list convention). */
export async function listTaskGroupsPage(
  deps: Deps,
  eventId: string,
  query: TaskGroupListQuery,
): Promise<TaskGroupPage> {
  const { rows, total } = await listTaskGroupPage(deps.db, eventId, query);
  return pageOf(
    rows.flatMap((row) => readTaskGroup(deps, row) ?? []),
    total,
    query,
  );
}

/** Every group of the event by title (the task screens' group picker). */
export async function taskGroupOptions(deps: Deps, eventId: string): Promise<TaskGroup[]> {
  return (await listTaskGroups(deps.db, eventId)).flatMap((row) => readTaskGroup(deps, row) ?? []);
}

export async function getTaskGroup(deps: Deps, eventId: string, groupId: string) {
  const row = await getTaskGroupRow(deps.db, eventId, groupId);
  const group = row && readTaskGroup(deps, row);
  if (!group) throw groupNotFound();
  return group;
}

/** A group's tasks must be the event's, each once: 'Invalid group' with the paths otherwise. */
async function checkTaskIds(db: DbOrTx, eventId: string, taskIds: string[]) {
  const found = await existingTaskIds(db, eventId, taskIds);
  const seen = new Set<string>();
  const issues = taskIds.flatMap((id, index) => {
    const problem = !found.has(id)
      ? taskMessages.taskNotInEvent
      : seen.has(id)
        ? 'This task is in the list twice'
        : null;
    seen.add(id);
    return problem ? [{ path: `taskIds.${index}`, message: problem }] : [];
  });
  if (issues.length) throw invalidInput(taskMessages.invalidGroup, issues);
}

export async function addTaskGroup(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<TaskGroup> {
  const input = parseInput(createTaskGroupInputSchema, body, taskMessages.invalidGroup);
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    await checkTaskIds(tx, ctx.eventId, input.taskIds);
    return insertTaskGroup(tx, {
      eventId: ctx.eventId,
      id: newId(),
      title: input.title,
      taskIds: input.taskIds,
      createdAt: now,
      createdBy: ctx.userId,
      updatedAt: now,
      updatedBy: ctx.userId,
    });
  });
  return readTaskGroup(deps, row)!;
}

/**
 * Changes a group's title, its tasks' order or its archive flag. Archiving empties its list
 * (spec section 4); an archived group takes no tasks until it is unarchived.
 */
export async function editTaskGroup(
  deps: Deps,
  ctx: EventContext,
  groupId: string,
  body: unknown,
): Promise<TaskGroup> {
  const input = parseInput(updateTaskGroupInputSchema, body, taskMessages.invalidGroup);
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await lockTaskGroups(tx, ctx.eventId, [groupId]);
    if (!current) throw groupNotFound();
    const isArchived = input.isArchived ?? current.isArchived;
    if (input.taskIds) await checkTaskIds(tx, ctx.eventId, input.taskIds);
    if (isArchived && input.isArchived === undefined && input.taskIds?.length)
      throw invalidInput(taskMessages.invalidGroup, [
        { path: 'taskIds', message: 'Unarchive the group before adding tasks to it' },
      ]);
    return updateTaskGroupRow(tx, ctx.eventId, groupId, {
      ...(input.title === undefined ? {} : { title: input.title }),
      isArchived,
      taskIds: isArchived ? [] : (input.taskIds ?? current.taskIds),
      updatedAt: new Date(),
      updatedBy: ctx.userId,
    });
  });
  return readTaskGroup(deps, row!)!;
}

/** Deletes a group; its tasks stay. */
export async function removeTaskGroup(deps: Deps, ctx: EventContext, groupId: string) {
  if (!(await deleteTaskGroupRow(deps.db, ctx.eventId, groupId))) throw groupNotFound();
}
