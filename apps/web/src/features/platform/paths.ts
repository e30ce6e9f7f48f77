const id = (value: string) => encodeURIComponent(value);

/** The platform admin screens (eventflowAdmin), reached from any event they belong to. */
export const platformPaths = {
  list: '/admin/platform',
  add: '/admin/platform/events/add',
  record: (eventId: string) => `/admin/platform/events/${id(eventId)}`,
  admins: '/admin/platform/admins',
  people: '/admin/platform/people',
  activity: '/admin/platform/activity',
  /** The single sign-on providers (features/platform/sso has their own paths). */
  signInProviders: '/admin/platform/sign-in-providers',
  copyForm: (eventId: string) => `/admin/platform/events/${id(eventId)}/copy`,
  copy: (copyId: string) => `/admin/platform/copies/${id(copyId)}`,
};
