import type { RouteObject } from 'react-router';

/** /admin/content (moderator+): list, add, archived, the page editor and its settings. */
export const contentAdminRoutes: RouteObject[] = [];

/** /content and /content/:contentId for members. */
export const contentMemberRoutes: RouteObject[] = [];
