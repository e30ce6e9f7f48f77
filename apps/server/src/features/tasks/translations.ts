import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taskGroups, tasks } from '../../db/schema/tasks.ts';
import { registerColumnsTranslatable } from '../platform/translations/registry.ts';
import { textsOfKind } from '../platform/translations/store.ts';

/** A task's title, description and disclaimer, in the event's other languages. */
registerColumnsTranslatable('tasks', {
  permission: 'moderator',
  table: tasks,
  title: tasks.title,
  texts: {
    title: { column: tasks.title, part: 'title' },
    description: { column: tasks.description, part: 'description', format: 'html' },
    disclaimer: { column: tasks.disclaimer, part: 'text' },
  },
  active: eq(tasks.isArchived, false),
});

/** A task group's title: members see their tasks under it. */
registerColumnsTranslatable('task-groups', {
  permission: 'moderator',
  table: taskGroups,
  title: taskGroups.title,
  texts: { title: { column: taskGroups.title, part: 'title' } },
  active: eq(taskGroups.isArchived, false),
});

/**
 * A task's title in a recipient's language, for the emails about it: its translation to that
 * language where there is one, else as written. One query, whatever the recipients.
 */
export async function taskTitleIn(db: DbOrTx, eventId: string, taskId: string, title: string) {
  const translations = (await textsOfKind(db, eventId, 'tasks', taskId)).get(taskId);
  return (language: string) => translations?.get(language)?.title || title;
}
