/** The API tokens screen's addresses (admin): the list, and the list with the create dialog open. */
export const apiTokenPaths = {
  list: '/admin/integrations/api-tokens',
  add: '/admin/integrations/api-tokens/new',
} as const;
