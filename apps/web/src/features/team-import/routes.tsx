import type { RouteObject } from 'react-router';

/** /admin/teams/import (admin): upload, map, check and import teams from CSV or XLSX. */
export const teamImportRoutes: RouteObject[] = [];
