const enc = encodeURIComponent;

/** The member task screens (spec section 2). */
export const taskPaths = {
  list: '/tasks',
  task: (taskId: string) => `/tasks/${enc(taskId)}`,
  inContent: (contentId: string, taskId: string) =>
    `/content/${enc(contentId)}/task/${enc(taskId)}`,
};
