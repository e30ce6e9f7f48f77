import type { RouteObject } from 'react-router';

/** /admin/downloads (moderator+): list, add, /:downloadId. */
export const downloadAdminRoutes: RouteObject[] = [];

/** /downloads for members. */
export const downloadMemberRoutes: RouteObject[] = [];
