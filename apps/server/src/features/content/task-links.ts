import type { ContentReader, ContentTaskLink } from '@showdesk/domain/content/content';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taskGroups, tasks } from '../../db/schema/tasks.ts';
import { taskVisibleTo } from '../tasks/visibility.ts';

/**
 * Tasks a content page links to: those of resources sections and the task lists (task groups)
 * of taskList sections, each only if the reader may see it (spec section 6) and not archived.
 * A member opens one inside the page, at /content/:contentId/task/:taskId. The team's own
 * progress is not here: a page is cached per kind of reader, so the member's screen adds each
 * task's status from the team's task list.
 */
export async function linkedTasks(
  db: DbOrTx,
  eventId: string,
  reader: ContentReader,
  contentId: string,
  ids: { taskIds: string[]; groupIds: string[] },
): Promise<{ tasks: Map<string, ContentTaskLink>; groups: Map<string, ContentTaskLink[]> }> {
  const groupIds = [...new Set(ids.groupIds)];
  const groups =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: taskGroups.id, taskIds: taskGroups.taskIds })
          .from(taskGroups)
          .where(
            and(
              eq(taskGroups.eventId, eventId),
              inArray(taskGroups.id, groupIds),
              eq(taskGroups.isArchived, false),
            ),
          );
  const wanted = [...new Set([...ids.taskIds, ...groups.flatMap((g) => g.taskIds)])];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, type: tasks.type })
          .from(tasks)
          .where(
            and(
              eq(tasks.eventId, eventId),
              inArray(tasks.id, wanted),
              eq(tasks.isArchived, false),
              taskVisibleTo(reader),
            ),
          );
  const byId = new Map(
    rows.map((row): [string, ContentTaskLink] => [
      row.id,
      { ...row, href: `/content/${contentId}/task/${row.id}` },
    ]),
  );
  return {
    tasks: byId,
    groups: new Map(
      groups.map((group) => [group.id, group.taskIds.flatMap((id) => byId.get(id) ?? [])]),
    ),
  };
}

/** Whether the event has this task group. */
export async function taskGroupExists(db: DbOrTx, eventId: string, id: string) {
  const [row] = await db
    .select({ id: taskGroups.id })
    .from(taskGroups)
    .where(and(eq(taskGroups.eventId, eventId), eq(taskGroups.id, id)));
  return row !== undefined;
}
