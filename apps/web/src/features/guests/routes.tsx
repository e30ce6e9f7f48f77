import type { RouteObject } from 'react-router';

/** /guests/… (no login): public content pages (and later public forms). */
export const guestRoutes: RouteObject[] = [];
