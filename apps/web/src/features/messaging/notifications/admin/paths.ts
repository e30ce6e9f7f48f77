/** The addresses of the admins' notification screens. */
export const notificationPaths = {
  list: '/admin/notifications',
  add: '/admin/notifications/add',
  record: (notificationId: string) => `/admin/notifications/${encodeURIComponent(notificationId)}`,
};
