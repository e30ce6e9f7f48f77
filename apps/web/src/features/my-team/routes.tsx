import type { RouteObject } from 'react-router';

/** /my-team and its add-member and add-stand-share pages (team owners and members). */
export const myTeamRoutes: RouteObject[] = [];
