const id = (value: string) => encodeURIComponent(value);

/** The platform admin screens (eventflowAdmin), reached from any event they belong to. */
export const platformPaths = {
  list: '/admin/platform',
  add: '/admin/platform/events/add',
  record: (eventId: string) => `/admin/platform/events/${id(eventId)}`,
  admins: '/admin/platform/admins',
};
