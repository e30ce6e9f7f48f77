import type { z } from 'zod';
import { recordGroupSchemas } from '../common/record-groups.ts';

/**
 * Task groups (spec section 3, Task group): a titled, ordered list of tasks ("Before you
 * arrive", "Build-up week"). Members see their tasks grouped by them. Archiving a group empties
 * its list (spec section 4).
 * `taskIds`: its tasks, in the order members see them.
 */
const groups = recordGroupSchemas('taskIds');

export const taskGroupSchema = groups.schema;
export type TaskGroup = z.infer<typeof taskGroupSchema>;

/** Body of "add task group". */
export const createTaskGroupInputSchema = groups.createInputSchema;
export type CreateTaskGroupInput = z.input<typeof createTaskGroupInputSchema>;

/** Body of "update task group": its title, its tasks in order (drag and drop), the archive flag. */
export const updateTaskGroupInputSchema = groups.updateInputSchema;
export type UpdateTaskGroupInput = z.infer<typeof updateTaskGroupInputSchema>;

export const taskGroupSorts = groups.sorts;
export type TaskGroupSort = (typeof taskGroupSorts)[number];

/** Query of the organisers' task groups list: q matches the title; filter isArchived (default false). */
export const taskGroupListQuerySchema = groups.listQuerySchema;
export type TaskGroupListQuery = z.output<typeof taskGroupListQuerySchema>;
export const taskGroupPageSchema = groups.pageSchema;
export type TaskGroupPage = z.infer<typeof taskGroupPageSchema>;
