import { type RecordGroupTypes, recordGroupSchemas } from '../common/record-groups.ts';

/**
 * Task groups (spec section 3, Task group): a titled, ordered list of tasks ("Before you
 * arrive", "Build-up week"). Members see their tasks grouped by them. Archiving a group empties
 * its list (spec section 4).
 * `taskIds`: its tasks, in the order members see them (drag and drop).
 */
export const taskGroupSchemas = recordGroupSchemas('taskIds');
export type TaskGroup = RecordGroupTypes<typeof taskGroupSchemas>['group'];
