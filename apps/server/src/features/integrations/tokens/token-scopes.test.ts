import { tokenAreas } from '@showdesk/domain/integrations/api-tokens';
import { describe, expect, it } from 'vitest';
import { listOperations, operationName } from '../../../../test/security/openapi-operations.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { personOnly, tokenScopeByTag } from '../../../security/token-scopes.ts';

/**
 * The one table of areas (security/token-scopes.ts) covers every event route: a new route whose
 * tag has no area there fails here (and refuses every API token until it has one).
 */
describe('the API token areas of the event routes', () => {
  // With every optional route: the event admins' copies exist only when allowed.
  const t = useTestApp('pglite', { env: { ALLOW_EVENT_ADMIN_COPY: 'true' } });

  it('gives every route under /api/v1/events/{eventId} inside the guard an area, or none for a person', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; 'x-token-scope'?: string }>>;
    };
    const operations = await listOperations(t);
    const eventRoutes = operations.filter((op) => op.access?.startsWith('event:'));
    expect(eventRoutes.length).toBeGreaterThan(200);
    const scopes = [...tokenAreas, personOnly] as string[];
    const unmapped = eventRoutes
      .map((op) => ({ op, doc: document.paths[op.path]![op.method.toLowerCase()]! }))
      .filter(({ doc }) => !scopes.includes(doc['x-token-scope'] ?? ''))
      .map(({ op, doc }) => `${operationName(op)} [${doc.tags?.join(', ')}]`);
    expect(unmapped).toEqual([]);
  });

  it('names only tags some event route has, each with an area or none', async () => {
    const operations = await listOperations(t);
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const used = new Set(
      operations
        .filter((op) => op.access?.startsWith('event:'))
        .flatMap((op) => document.paths[op.path]![op.method.toLowerCase()]!.tags ?? []),
    );
    const stale = Object.keys(tokenScopeByTag).filter((tag) => !used.has(tag));
    expect(stale).toEqual([]);
  });

  it('keeps a person’s own routes out of every scope', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { 'x-token-scope'?: string }>>;
    };
    const scopeOf = (path: string, method: string) =>
      document.paths[`/api/v1/events/{eventId}${path}`]?.[method]?.['x-token-scope'];
    expect(scopeOf('/me', 'patch')).toBe(personOnly);
    expect(scopeOf('/my-team', 'get')).toBe(personOnly);
    expect(scopeOf('/my-team/members', 'post')).toBe(personOnly);
    expect(scopeOf('/member/calendar-feed', 'post')).toBe(personOnly);
    expect(scopeOf('/member/notifications/read-all', 'post')).toBe(personOnly);
    expect(scopeOf('/member/notifications/{notificationId}/read', 'put')).toBe(personOnly);
    expect(scopeOf('/api-tokens', 'get')).toBe(personOnly);
    expect(scopeOf('/api-tokens', 'post')).toBe(personOnly);
    expect(scopeOf('/teams', 'get')).toBe('people');
    expect(scopeOf('/tasks/{taskId}', 'patch')).toBe('tasks');
  });

  it('declares the session and the bearer token in the API document for the reference page', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      components: { securitySchemes: Record<string, Record<string, string>> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie' },
      apiToken: { type: 'http', scheme: 'bearer' },
    });
    const teams = document.paths['/api/v1/events/{eventId}/teams']!;
    expect(teams.get!.security).toEqual([{ session: [] }, { apiToken: [] }]);
    const tokens = document.paths['/api/v1/events/{eventId}/api-tokens']!;
    expect(tokens.get!.security).toEqual([{ session: [] }]);
  });
});
