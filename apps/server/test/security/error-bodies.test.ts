import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { newId } from '../../src/lib/ids.ts';
import { type Caller, callerFor } from '../support/caller.ts';
import { callerForNewUser } from '../support/cast.ts';
import { testDatabases } from '../support/databases.ts';
import { useTestApp } from '../support/harness.ts';
import { teamOwnedBy } from '../support/team-bodies.ts';

/** The one error body (DESIGN.md, API): exactly error.code, error.message and error.details. */
function errorOf(response: { body: string }) {
  const body = JSON.parse(response.body);
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error).sort()).toEqual(['code', 'details', 'message']);
  return body.error as { code: string; message: string; details: unknown };
}

describe.each(testDatabases)('error bodies on %s', (kind) => {
  const t = useTestApp(kind, { env: { AUTH_RATE_LIMIT_MAX: '2' } });
  let event: EventRow;
  let admin: Caller;
  let user: Caller;
  const post = (path: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}${path}`,
      headers: { host: event.hostnames[0]!, 'content-type': contentType },
      payload,
    });
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    event = await t.buildEvent();
    const adminUser = await t.buildUser(event.id, { permissions: 'admin' });
    admin = await callerFor(t, event, adminUser);
    adminHeaders = { host: event.hostnames[0]!, cookie: await t.login(event, adminUser) };
    user = await callerForNewUser(t, event);
  });

  const withAdmin = (path: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}${path}`,
      headers: { ...adminHeaders, 'content-type': contentType },
      payload,
    });

  it('carries details (null) on 401, 403, 404 and 409', async () => {
    const unauthenticated = await post('/team-types', '{"name":"X"}');
    expect(unauthenticated.statusCode).toBe(401);
    expect(errorOf(unauthenticated)).toEqual({
      code: 'unauthenticated',
      message: 'User is not authenticated',
      details: null,
    });
    const forbidden = await user.post('/team-types', { name: 'X' });
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).details).toBeNull();
    for (const missing of [
      await admin.get(`/team-types/${newId()}`),
      await t.app.inject({ url: '/api/v1/nothing-here' }),
    ]) {
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).details).toBeNull();
    }
    const parent = (
      await admin.post('/teams', teamOwnedBy('Parent', 'parent-owner@example.com', ['Pa', 'Rent']))
    ).json();
    await admin.post(
      `/teams/${parent.id}/stand-shares`,
      teamOwnedBy('Child', 'child-owner@example.com', ['Chi', 'Ld']),
    );
    const conflict = await admin.delete(`/teams/${parent.id}`);
    expect(conflict.statusCode).toBe(409);
    expect(errorOf(conflict)).toMatchObject({ code: 'conflict', details: null });
  });

  it('carries details (null) on 429', async () => {
    const tries: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i++) {
      tries.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: { host: event.hostnames[0]! },
          payload: { email: 'limited@example.com', password: 'wrong-password' },
        }),
      );
    }
    const limited = tries.find((r) => r.statusCode === 429);
    expect(limited).toBeDefined();
    expect(errorOf(limited!)).toMatchObject({ code: 'rate_limited', details: null });
  });

  it("answers an unsupported body type with 415 'unsupported_media_type'", async () => {
    const response = await withAdmin('/team-types', '<name>X</name>', 'text/xml');
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toMatchObject({ code: 'unsupported_media_type', details: null });
  });

  it('names __proto__ and constructor.prototype in a body, with their path', async () => {
    const proto = await withAdmin('/team-types', '{"name":"X","a":{"__proto__":{"isAdmin":true}}}');
    expect(proto.statusCode).toBe(400);
    expect(errorOf(proto)).toEqual({
      code: 'bad_request',
      message: 'A property named __proto__ is not allowed (it could change object prototypes)',
      details: [
        {
          path: 'body.a.__proto__',
          message: 'A property named __proto__ is not allowed (it could change object prototypes)',
        },
      ],
    });
    const ctor = await withAdmin('/team-types', '{"name":"X","constructor":{"prototype":{}}}');
    expect(ctor.statusCode).toBe(400);
    expect(errorOf(ctor).details).toEqual([
      expect.objectContaining({ path: 'body.constructor.prototype' }),
    ]);
    const broken = await withAdmin('/team-types', '{"name":');
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).message).toMatch(/^Body is not valid JSON: /);
    const types = (await admin.get('/team-types')).json().items;
    expect(types).toEqual([]);
  });

  it('names an unknown key by its own path', async () => {
    const response = await admin.patch('/me', { firstName: 'A', surname: 'B', isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { path: 'body.isAdmin', message: 'Unrecognized key: "isAdmin"' },
    ]);
  });

  it('answers an undecodable URL with 400 and an over-long path part with 414, in our body', async () => {
    const bad = await admin.get('/team-types/%ED%A0%80');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'bad_request', details: null });
    const long = await admin.get(`/team-types/${'x'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(errorOf(long)).toMatchObject({ code: 'uri_too_long', details: null });
  });

  it('answers request headers too large with 431 in our body (a real socket)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/health',
          headers: { 'x-padding': 'x'.repeat(40 * 1024) },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(response.status).toBe(431);
    expect(errorOf(response)).toEqual({
      code: 'request_header_fields_too_large',
      message: 'The request headers are too large',
      details: null,
    });
  });
});
