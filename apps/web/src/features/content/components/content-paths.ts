const id = (contentId: string) => encodeURIComponent(contentId);

/** The addresses of the content screens. */
export const contentPaths = {
  list: '/admin/content',
  add: '/admin/content/add',
  archived: '/admin/content/archived',
  editor: (contentId: string) => `/admin/content/${id(contentId)}`,
  settings: (contentId: string) => `/admin/content/${id(contentId)}/settings`,
  member: (contentId: string) => `/content/${id(contentId)}`,
  guest: (contentId: string) => `/guests/content/${id(contentId)}`,
};
