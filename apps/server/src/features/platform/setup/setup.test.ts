import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { cookieHeader, useTestApp } from '../../../../test/support/harness.ts';
import { totpCode } from '../../../../test/support/totp.ts';
import { platformAuditEntries } from '../../../db/schema/audit.ts';
import { authUsers } from '../../../db/schema/auth.ts';
import { events } from '../../../db/schema/events.ts';
import { members } from '../../../db/schema/users.ts';
import { announceSetupCode } from './announce.ts';
import { randomSetupCode } from './setup-code.ts';

const setupBody = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  firstName: 'Pat',
  surname: 'Platform',
  email: 'Pat@Example.com',
  password: 'a-long-password',
  event: {
    name: 'Trade Fair 2028',
    slug: 'trade-fair-2028',
    hostnames: ['fair.example.com'],
    startDate: '2028-03-01',
    endDate: '2028-03-03',
  },
  ...overrides,
});

describe.each(testDatabases)('first-run setup on %s', (kind) => {
  const t = useTestApp(kind);
  let code: string;
  const counts = async () => ({
    events: (await t.deps.db.select({ n: count() }).from(events))[0]?.n,
    users: (await t.deps.db.select({ n: count() }).from(authUsers))[0]?.n,
  });
  const post = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/v1/setup', payload, remoteAddress });

  beforeAll(async () => {
    const issued = await announceSetupCode(t.deps.db, t.config.publicUrl, t.deps.log);
    if (!issued) throw new Error('a new database needs setup');
    code = issued;
  });

  it('makes a code of three groups of four letters or digits', () => {
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(randomSetupCode()).not.toBe(randomSetupCode());
  });

  it("answers 'Setup required' on host-addressed calls while there is no event", async () => {
    const status = await t.app.inject({ url: '/api/v1/setup' });
    expect(status.json()).toEqual({ isSetupRequired: true });
    const response = await t.app.inject({ url: '/api/v1/public/event' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'setup_required',
      message: 'Setup required',
    });
  });

  it("refuses a wrong code with 403 'Invalid setup code' and writes nothing", async () => {
    const response = await post(setupBody('AAAA-BBBB-CCCC'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Invalid setup code');
    expect(await counts()).toEqual({ events: 0, users: 0 });
  });

  it('rejects bad input with field paths and writes nothing', async () => {
    const response = await post(
      setupBody(code, {
        password: 'short',
        email: 'not-an-email',
        event: {
          name: '',
          slug: 'Bad Slug',
          hostnames: ['not a host', 'ok.example.com'],
          startDate: '2028-03-05',
          endDate: '2028-03-01',
        },
      }),
    );
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.password',
        'body.email',
        'body.event.name',
        'body.event.slug',
        'body.event.hostnames.0',
      ]),
    );
    expect(await counts()).toEqual({ events: 0, users: 0 });
  });

  it('limits setup attempts per client address', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await post(setupBody('WRONG-CODE-0000'), '10.9.9.9')).statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(answers[5]).toBe(429);
  });

  it('creates the platform admin and the first event in one go; the admin logs in there', async () => {
    const body = setupBody(` ${code.toLowerCase()} `);
    // The first event in the zone picked on the setup page (not the installation's default).
    const response = await post(
      { ...body, event: { ...body.event, timeZone: 'Pacific/Auckland' } },
      '10.0.0.2',
    );
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result).toEqual({
      eventId: expect.any(String),
      email: 'pat@example.com',
      appUrl: 'http://fair.example.com',
    });
    const [row] = await t.deps.db.select().from(events).where(eq(events.id, result.eventId));
    expect(row).toMatchObject({
      slug: 'trade-fair-2028',
      hostnames: ['fair.example.com'],
      timeZone: 'Pacific/Auckland',
      reminderHour: 8,
    });
    const [member] = await t.deps.db
      .select({ permissions: members.permissions })
      .from(members)
      .where(eq(members.eventId, result.eventId));
    expect(member?.permissions).toBe('eventflowAdmin');
    // The platform's activity: the event made, its admin granted, and the setup by its admin.
    const entries = await t.deps.db
      .select()
      .from(platformAuditEntries)
      .orderBy(asc(platformAuditEntries.id));
    expect(entries.map((e) => [e.recordKind, e.action])).toEqual([
      ['event', 'created'],
      ['platform_admin', 'granted'],
      ['installation', 'set_up'],
    ]);
    expect(entries[2]).toMatchObject({
      actorType: 'person',
      actorName: 'Pat Platform',
      recordName: 'First-run setup',
      changes: { event: [null, 'Trade Fair 2028'], admin: [null, 'pat@example.com'] },
    });

    // The platform admin logs in to set up the second factor every platform admin must have,
    // before anything else.
    const host = 'fair.example.com';
    const login = await t.postLogin(
      { hostnames: [host] },
      { email: 'pat@example.com', password: 'a-long-password' },
    );
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('second_factor_enrolment_required');
    const enrolling = cookieHeader(login.headers['set-cookie']);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/second-factor/totp',
      headers: { host, cookie: enrolling },
      payload: { currentPassword: 'a-long-password' },
    });
    expect(started.statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/second-factor/totp/confirm',
      headers: { host, cookie: enrolling },
      payload: { code: totpCode(started.json().secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const cookie = cookieHeader(confirmed.headers['set-cookie']);
    const session = await t.app.inject({
      url: '/api/v1/session',
      headers: { host: 'fair.example.com', cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().member.permissions).toBe('eventflowAdmin');
    const settings = await t.app.inject({
      url: `/api/v1/events/${result.eventId}/settings/event`,
      headers: { host: 'fair.example.com', cookie },
    });
    expect(settings.json()).toMatchObject({
      eventName: 'Trade Fair 2028',
      startDate: '2028-03-01',
      endDate: '2028-03-03',
      timeZone: 'Pacific/Auckland',
    });
    // Any host now falls back to the one event, instead of 'Setup required'.
    const publicEvent = await t.app.inject({ url: '/api/v1/public/event' });
    expect(publicEvent.json().event.id).toBe(result.eventId);
    expect((await t.app.inject({ url: '/api/v1/setup' })).json()).toEqual({
      isSetupRequired: false,
    });
  });

  it('refuses a second setup, even with the old code, and changes nothing', async () => {
    const before = await counts();
    const response = await post(
      setupBody(code, {
        email: 'second@example.com',
        event: { ...setupBody('').event, slug: 'x' },
      }),
      '10.0.0.3',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Setup has already been completed');
    expect(await counts()).toEqual(before);
  });
});
