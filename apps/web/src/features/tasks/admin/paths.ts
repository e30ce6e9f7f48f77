const id = (value: string) => encodeURIComponent(value);

/** The addresses of the organisers' task and task group screens. */
export const taskPaths = {
  list: '/admin/tasks',
  archived: '/admin/tasks/archived',
  /** Adding a task, already placed in `groupId` when given (from a group's page). */
  add: (groupId?: string) =>
    groupId ? `/admin/tasks/add?groupId=${id(groupId)}` : '/admin/tasks/add',
  record: (taskId: string) => `/admin/tasks/${id(taskId)}`,
  /** The task report, with one team's row picked out when given (a comment email's link). */
  report: (taskId: string, teamId?: string) =>
    `/admin/tasks/${id(taskId)}/report${teamId ? `?team=${id(teamId)}` : ''}`,
};

export const taskGroupPaths = {
  list: '/admin/task-groups',
  archived: '/admin/task-groups/archived',
  add: '/admin/task-groups/add',
  record: (groupId: string) => `/admin/task-groups/${id(groupId)}`,
};
