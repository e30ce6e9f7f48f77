import { createHash } from 'node:crypto';
import { messages } from '@showdesk/domain/common/errors';
import {
  type ApiToken,
  type ApiTokenCreated,
  apiTokenMessages,
} from '@showdesk/domain/integrations/api-tokens';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, ok } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { type TestApp, useTestApp } from '../../../../test/support/harness.ts';
import type { EventRow } from '../../platform/events/queries.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls `event`'s API with `token` as `Authorization: Bearer`, no cookie. */
function withToken(t: TestApp, event: EventRow, token: string) {
  const send = (method: Method, path: string, body?: unknown, target: EventRow = event) =>
    t.app.inject({
      method,
      url: `/api/v1/events/${target.id}${path}`,
      headers: { host: event.hostnames[0]!, authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    get: (path: string, target?: EventRow) => send('GET', path, undefined, target),
    post: (path: string, body?: unknown, target?: EventRow) => send('POST', path, body, target),
    patch: (path: string, body?: unknown) => send('PATCH', path, body),
    put: (path: string, body?: unknown) => send('PUT', path, body),
  };
}

const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

const refusal = (response: LightMyRequestResponse) =>
  response.json().error as { code: string; message: string };

const readAll = {
  people: 'read',
  content: 'read',
  forms: 'read',
  tasks: 'read',
  suppliers: 'read',
  messaging: 'read',
  reports: 'read',
  settings: 'read',
} as const;

describe.each(testDatabases)('API tokens on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asAdmin: Caller;
  let adminId: string;
  let teamId: string;

  const createToken = async (body: Record<string, unknown>, caller = asAdmin) =>
    ok<ApiTokenCreated>(caller.post('/api-tokens', body), 201);

  beforeAll(async () => {
    event = await t.buildEvent({ name: 'Token show' });
    otherEvent = await t.buildEvent({ name: 'Other show' });
    const admin = await t.buildUser(event.id, {
      permissions: 'admin',
      firstName: 'Ada',
      surname: 'Admin',
    });
    adminId = admin.userId;
    asAdmin = await callerFor(t, event, admin);
    const owner = await t.buildUser(event.id);
    teamId = await t.buildTeam(event.id, owner.userId);
    // The other event has an admin of its own, and the token's admin is a member there too.
    await t.addMembership(otherEvent.id, adminId, 'admin');
  });

  describe('POST /api/v1/events/:eventId/api-tokens', () => {
    it('answers the token once, not to be cached, and keeps only its SHA-256', async () => {
      const response = await asAdmin.post('/api-tokens', {
        name: 'CRM sync',
        scopes: { people: 'read' },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const { token, apiToken } = response.json() as ApiTokenCreated;
      expect(token).toMatch(/^sdt_[A-Za-z0-9_-]{43}$/);
      expect(apiToken).toMatchObject({
        name: 'CRM sync',
        prefix: token.slice(0, 12),
        scopes: { people: 'read' },
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
        status: 'active',
        createdBy: adminId,
        createdByName: 'Ada Admin',
      });
      const [row] = await rowsOf<Record<string, unknown>>(
        t,
        sql`select * from api_tokens where event_id = ${event.id} and id = ${apiToken.id}`,
      );
      expect(row!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it('rejects a user below admin, and any API token', async () => {
      const moderator = await callerFor(
        t,
        event,
        await t.buildUser(event.id, { permissions: 'moderator' }),
      );
      expect((await moderator.get('/api-tokens')).statusCode).toBe(403);
      const { token } = await createToken({ name: 'Everything', scopes: { settings: 'write' } });
      const asToken = withToken(t, event, token);
      const listed = await asToken.get('/api-tokens');
      expect(listed.statusCode).toBe(403);
      expect(refusal(listed).message).toBe(apiTokenMessages.personalRoute);
      const made = await asToken.post('/api-tokens', { name: 'Child', scopes: { people: 'read' } });
      expect(made.statusCode).toBe(403);
    });

    it('refuses no area, an unknown area and a past expiry day, writing nothing', async () => {
      const before = await rowsOf(t, sql`select id from api_tokens where event_id = ${event.id}`);
      for (const body of [
        { name: 'None', scopes: {} },
        { name: 'Odd', scopes: { platform: 'write' } },
        { name: 'Odd level', scopes: { people: 'admin' } },
        { name: 'Late', scopes: { people: 'read' }, expiresOn: '2001-01-01' },
        { name: '', scopes: { people: 'read' } },
      ]) {
        const response = await asAdmin.post('/api-tokens', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(refusal(response).message).toBe(apiTokenMessages.invalid);
      }
      const after = await rowsOf(t, sql`select id from api_tokens where event_id = ${event.id}`);
      expect(after).toHaveLength(before.length);
    });
  });

  describe('Authorization: Bearer on the event routes', () => {
    it('lets a read-only token list teams, and refuses its write (403) and another event (404)', async () => {
      const { token } = await createToken({ name: 'Badge printing', scopes: readAll });
      const asToken = withToken(t, event, token);
      const teams = await ok<{ items: { id: string }[] }>(asToken.get('/teams'));
      expect(teams.items.map((team) => team.id)).toContain(teamId);

      const write = await asToken.post('/teams', { name: 'Sneaky' });
      expect(write.statusCode).toBe(403);
      expect(refusal(write)).toMatchObject({
        code: 'forbidden',
        message: apiTokenMessages.outOfScope('people', 'POST'),
      });

      // The token's admin is an admin of the other event too: the token still reaches its own only.
      const elsewhere = await asToken.get('/teams', otherEvent);
      const missing = await asToken.get('/teams', { ...otherEvent, id: 'no-such-event' });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.body).toBe(missing.body);
      expect(refusal(elsewhere).message).toBe(messages.eventNotFound);
    });

    it('refuses an area the token has no scope on, and routes about a person', async () => {
      const { token } = await createToken({ name: 'Tasks only', scopes: { tasks: 'write' } });
      const asToken = withToken(t, event, token);
      const teams = await asToken.get('/teams');
      expect(teams.statusCode).toBe(403);
      expect(refusal(teams).message).toBe(apiTokenMessages.outOfScope('people', 'GET'));
      expect((await asToken.get('/tasks')).statusCode).toBe(200);
      for (const call of [
        asToken.patch('/me', { firstName: 'Bot' }),
        asToken.get('/my-team'),
        asToken.post('/member/notifications/read-all'),
        asToken.get('/member/calendar-feed'),
      ]) {
        const response = await call;
        expect(response.statusCode).toBe(403);
        expect(refusal(response).message).toBe(apiTokenMessages.personalRoute);
      }
    });

    it('refuses a token it does not know, whatever its form', async () => {
      for (const value of ['sdt_nope', `sdt_${'A'.repeat(43)}`, 'garbage']) {
        const response = await withToken(t, event, value).get('/teams');
        expect(response.statusCode).toBe(401);
        expect(refusal(response).message).toBe(apiTokenMessages.unknownToken);
      }
    });

    it('refuses an expired token', async () => {
      const { token, apiToken } = await createToken({
        name: 'Short-lived',
        scopes: readAll,
        expiresOn: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      });
      expect(apiToken.expiresAt).not.toBeNull();
      const asToken = withToken(t, event, token);
      expect((await asToken.get('/teams')).statusCode).toBe(200);
      await t.deps.db.execute(
        sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${apiToken.id}`,
      );
      const response = await asToken.get('/teams');
      expect(response.statusCode).toBe(401);
      expect(refusal(response).message).toBe(apiTokenMessages.expired);
      const listed = await ok<ApiToken>(asAdmin.get(`/api-tokens/${apiToken.id}`));
      expect(listed.status).toBe('expired');
    });

    it('stops working once its creator is no longer an admin of the event', async () => {
      const creator = await t.buildUser(event.id, { permissions: 'admin' });
      const asCreator = await callerFor(t, event, creator);
      const { token, apiToken } = await createToken({ name: 'Leaver', scopes: readAll }, asCreator);
      const asToken = withToken(t, event, token);
      expect((await asToken.get('/teams')).statusCode).toBe(200);
      await ok(asAdmin.patch(`/users/${creator.userId}/permissions`, { permissions: 'moderator' }));
      const response = await asToken.get('/teams');
      expect(response.statusCode).toBe(401);
      expect(refusal(response).message).toBe(apiTokenMessages.suspended);
      expect((await ok<ApiToken>(asAdmin.get(`/api-tokens/${apiToken.id}`))).status).toBe(
        'suspended',
      );
    });

    it('writes through a read-write token, named in the audit trail by the token', async () => {
      const { token, apiToken } = await createToken({
        name: 'Planning sync',
        scopes: { people: 'write' },
      });
      const made = await ok<{ id: string }>(
        withToken(t, event, token).post('/team-types', { name: 'Stand builders' }),
        201,
      );
      const entries = await rowsOf<Record<string, unknown>>(
        t,
        sql`select actor_type, actor_id, actor_name, action from audit_entries
            where event_id = ${event.id} and record_id = ${made.id}`,
      );
      expect(entries).toEqual([
        {
          actor_type: 'token',
          actor_id: apiToken.id,
          actor_name: 'Planning sync',
          action: 'created',
        },
      ]);
      // Records keep their creator's id in their stamps.
      const [typeRow] = await rowsOf<{ created_by: string }>(
        t,
        sql`select created_by from team_types where event_id = ${event.id} and id = ${made.id}`,
      );
      expect(typeRow!.created_by).toBe(adminId);
    });

    it('takes a token without cookies from another site, but not a cookie from another site', async () => {
      const { token } = await createToken({ name: 'Elsewhere', scopes: { people: 'write' } });
      const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
      const tokenOnly = await t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/team-types`,
        headers: { host: event.hostnames[0]!, authorization: `Bearer ${token}`, ...crossSite },
        payload: { name: 'From a server' },
      });
      expect(tokenOnly.statusCode, tokenOnly.body).toBe(201);
      const session = await t.login(event, {
        email: (await t.buildUser(event.id, { permissions: 'admin' })).email,
        password: 'correct-horse-battery',
      });
      const withCookie = await t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/team-types`,
        headers: {
          host: event.hostnames[0]!,
          authorization: `Bearer ${token}`,
          cookie: session,
          ...crossSite,
        },
        payload: { name: 'Forged' },
      });
      expect(withCookie.statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/events/:eventId/api-tokens', () => {
    it('lists name, prefix, scopes, creator and last use, never a token value', async () => {
      const { token, apiToken } = await createToken({
        name: 'Listed token',
        scopes: { people: 'read', tasks: 'write' },
      });
      await ok(withToken(t, event, token).get('/teams'));
      const page = await asAdmin.get('/api-tokens?q=Listed');
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(token);
      expect(page.body).not.toContain(createHash('sha256').update(token).digest('hex'));
      const [listed] = (page.json() as { items: ApiToken[] }).items;
      expect(listed).toMatchObject({
        id: apiToken.id,
        prefix: apiToken.prefix,
        scopes: { people: 'read', tasks: 'write' },
        status: 'active',
        createdByName: 'Ada Admin',
        lastUsedFrom: '127.0.0.1',
      });
      expect(listed!.lastUsedAt).not.toBeNull();
      // Recorded at most once a minute: a second use within it leaves the time as it was.
      await ok(withToken(t, event, token).get('/teams'));
      const again = await ok<ApiToken>(asAdmin.get(`/api-tokens/${apiToken.id}`));
      expect(again.lastUsedAt).toBe(listed!.lastUsedAt);
      // And no other answer about it carries the token either.
      const all = await asAdmin.get('/api-tokens?pageSize=200');
      expect(all.body).not.toContain(token);
    });

    it('filters by status and cannot reach another event’s tokens', async () => {
      const { apiToken } = await createToken({ name: 'To revoke', scopes: readAll });
      await ok(asAdmin.post(`/api-tokens/${apiToken.id}/revoke`));
      const revoked = await ok<{ items: ApiToken[] }>(
        asAdmin.get('/api-tokens?filter=status:revoked'),
      );
      expect(revoked.items.map((item) => item.id)).toContain(apiToken.id);
      expect(revoked.items.every((item) => item.status === 'revoked')).toBe(true);
      const otherAdmin = await callerFor(
        t,
        otherEvent,
        await t.buildUser(otherEvent.id, { permissions: 'admin' }),
      );
      expect((await otherAdmin.get(`/api-tokens/${apiToken.id}`)).statusCode).toBe(404);
      expect((await otherAdmin.post(`/api-tokens/${apiToken.id}/revoke`)).statusCode).toBe(404);
      const theirs = await ok<{ items: ApiToken[] }>(otherAdmin.get('/api-tokens'));
      expect(theirs.items.map((item) => item.id)).not.toContain(apiToken.id);
    });
  });
});

describe('API tokens in the request pipeline', () => {
  describe('rate limit per token', () => {
    const t = useTestApp('pglite', { env: { TOKEN_RATE_LIMIT_MAX: '3' } });

    it('answers 429 with the error body over TOKEN_RATE_LIMIT_MAX requests a minute, per token', async () => {
      const event = await t.buildEvent();
      const admin = await callerFor(
        t,
        event,
        await t.buildUser(event.id, { permissions: 'admin' }),
      );
      const make = async (name: string) =>
        (await ok<ApiTokenCreated>(admin.post('/api-tokens', { name, scopes: readAll }), 201))
          .token;
      const busy = withToken(t, event, await make('Busy'));
      // One count across every route of the event.
      for (const path of ['/teams', '/tasks', '/suppliers']) {
        expect((await busy.get(path)).statusCode).toBe(200);
      }
      const over = await busy.get('/teams');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: expect.stringMatching(/^Too many requests with this API token/),
          details: null,
        },
      });
      // Another token has its own count.
      expect((await withToken(t, event, await make('Quiet')).get('/teams')).statusCode).toBe(200);
    });
  });
});
