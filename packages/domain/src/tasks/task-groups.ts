import { z } from 'zod';
import { booleanFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { recordIdSchema, stampFields } from '../forms/records.ts';

/**
 * Task groups (spec section 3, Task group): a titled, ordered list of tasks ("Before you
 * arrive", "Build-up week"). Members see their tasks grouped by them. Archiving a group empties
 * its list (spec section 4).
 */

const title = text('Enter a title')
  .trim()
  .min(1, 'Enter a title')
  .max(200, 'Use at most 200 characters');

export const taskGroupSchema = z.strictObject({
  id: recordIdSchema,
  title,
  /** Its tasks, in the order members see them. */
  taskIds: z.array(recordIdSchema),
  isArchived: z.boolean(),
  ...stampFields,
});
export type TaskGroup = z.infer<typeof taskGroupSchema>;

/** Body of "add task group". */
export const createTaskGroupInputSchema = z.strictObject({
  title,
  taskIds: z.array(recordIdSchema).max(500).default([]),
});
export type CreateTaskGroupInput = z.input<typeof createTaskGroupInputSchema>;

/** Body of "update task group": its title, its tasks in order (drag and drop), the archive flag. */
export const updateTaskGroupInputSchema = z
  .strictObject({
    title,
    taskIds: z.array(recordIdSchema).max(500),
    isArchived: z.boolean(),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, { message: 'Send at least one field' });
export type UpdateTaskGroupInput = z.infer<typeof updateTaskGroupInputSchema>;

export const taskGroupSorts = ['title', 'updatedAt'] as const;
export type TaskGroupSort = (typeof taskGroupSorts)[number];

/** Query of the organisers' task groups list: q matches the title; filter isArchived (default false). */
export const taskGroupListQuerySchema = listQuerySchema({
  sorts: taskGroupSorts,
  defaultSort: 'title',
  filters: { isArchived: booleanFilter },
});
export type TaskGroupListQuery = z.output<typeof taskGroupListQuerySchema>;
export const taskGroupPageSchema = pageSchema(taskGroupSchema);
export type TaskGroupPage = z.infer<typeof taskGroupPageSchema>;
