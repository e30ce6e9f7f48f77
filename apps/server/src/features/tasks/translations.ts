import { eq } from 'drizzle-orm';
import { taskGroups, tasks } from '../../db/schema/tasks.ts';
import { registerColumnsTranslatable } from '../platform/translations/registry.ts';

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
