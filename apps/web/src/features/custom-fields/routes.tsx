import type { RouteObject } from 'react-router';

/** /admin/custom-fields (admin): list, add, reorder, /:customFieldId. */
export const customFieldRoutes: RouteObject[] = [];
