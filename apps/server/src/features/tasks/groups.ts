import { type TaskGroup, taskGroupSchemas } from '@showdesk/domain/tasks/task-groups';
import { taskMessages } from '@showdesk/domain/tasks/tasks';
import type { RecordGroups } from '../../lib/lists/record-groups.ts';
import { taskGroupTable } from './queries.ts';

/**
 * Task groups (spec section 3): what is their own; the shared layer
 * (features/lists/record-groups.ts) has the use cases. Archiving a group empties its list
 * (spec section 4); an archived group takes no tasks until it is unarchived.
 */
export const taskGroupSpec: RecordGroups<TaskGroup, 'taskIds'> = {
  ...taskGroupTable,
  schema: taskGroupSchemas.schema,
  entity: 'taskGroup',
  createSchema: taskGroupSchemas.createInputSchema,
  updateSchema: taskGroupSchemas.updateInputSchema,
  memberGroupsKey: 'groupIds',
  emptiedWhenArchived: { unarchiveFirst: /*i18n*/ 'Unarchive the group before adding tasks to it' },
  messages: {
    groupNotFound: taskMessages.groupNotFound,
    invalidGroup: taskMessages.invalidGroup,
    memberNotInEvent: taskMessages.taskNotInEvent,
    memberTwice: /*i18n*/ 'This task is in the list twice',
    invalidMember: taskMessages.invalidTask,
    groupNotInEvent: taskMessages.groupNotInEvent,
    groupArchived: /*i18n*/ 'This task group is archived',
  },
};
