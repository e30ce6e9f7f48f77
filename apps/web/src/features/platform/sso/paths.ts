const id = (value: string) => encodeURIComponent(value);

/** The platform admin's sign-in providers (single sign-on), under /admin/platform. */
export const ssoPaths = {
  list: '/admin/platform/sign-in-providers',
  add: '/admin/platform/sign-in-providers/add',
  one: (providerId: string) => `/admin/platform/sign-in-providers/${id(providerId)}`,
};
