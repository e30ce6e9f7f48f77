// @vitest-environment jsdom
import { adminLinkGroups } from '@showdesk/domain/platform/admin-links';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

/** The route that would draw a path: the deepest of its matches. */
const screenOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('the admin routes', () => {
  const landingLinks = adminLinkGroups.flatMap((group) => group.links.map((link) => link.path));

  it.each(landingLinks)('%s (a landing-page link) opens its own screen', (path) => {
    const route = screenOf(path);
    expect(route).toBeDefined();
    expect(route?.path).not.toBe('*');
  });

  it.each([
    '/admin/nonsense',
    '/admin/tasks/xyz/nonsense',
    '/admin/settings/nonsense',
    '/admin/teams/t1/u1/nonsense',
    '/admin/forms/f1/webhooks/w1/edit/nonsense',
    '/admin/platform/nonsense/more',
  ])('%s (a mistyped address) is the not-found screen', (path) => {
    const matches = matchRoutes(routes, path) ?? [];
    expect(matches.at(-1)?.route.path).toBe('*');
    // Not drawn under /admin at all: no admin placeholder can claim it.
    expect(matches.some((match) => match.route.path === 'admin')).toBe(false);
  });
});
