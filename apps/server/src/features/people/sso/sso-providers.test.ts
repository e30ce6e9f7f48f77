import { ssoMessages } from '@showdesk/domain/people/sso';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { platformAuditEntries } from '../../../db/schema/audit.ts';
import { authAccounts } from '../../../db/schema/auth.ts';
import { ssoProviders } from '../../../db/schema/sso.ts';
import type { EventRow } from '../../platform/events/queries.ts';

const base = '/api/v1/platform/sso-providers';
const secret = 'a-client-secret-nobody-may-read-back';

/**
 * The platform admin's sign-in providers: only platform admins reach them, the client secret is
 * write-only (kept encrypted, never answered, replaced by sending a new one), a provider must
 * name events or email domains, and every change is in the platform's activity without the
 * secret.
 */
describe.each(testDatabases)('/api/v1/platform/sso-providers on %s', (kind) => {
  const t = useTestApp(kind, { env: { SSO_ALLOWED_HOSTS: '127.0.0.1:47399' } });
  let event: EventRow;
  let other: EventRow;
  let root: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    event = await t.buildEvent({ name: 'Expo' });
    other = await t.buildEvent({ name: 'Another expo' });
    const platformAdmin = await t.buildUser(event.id, { permissions: 'eventflowAdmin' });
    const eventAdmin = await t.buildUser(event.id, { permissions: 'admin' });
    root = { host: event.hostnames[0]!, cookie: await t.login(event, platformAdmin) };
    admin = { host: event.hostnames[0]!, cookie: await t.login(event, eventAdmin) };
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const valid = (more: Record<string, unknown> = {}) => ({
    name: 'Venue login',
    issuer: 'https://login.venue.example',
    clientId: 'showdesk',
    clientSecret: secret,
    eventIds: [event.id],
    ...more,
  });

  it('requires a platform admin', async () => {
    expect((await call('GET', base, { host: event.hostnames[0]! })).statusCode).toBe(401);
    expect((await call('GET', base, admin)).statusCode).toBe(403);
    expect((await call('POST', base, admin, valid())).statusCode).toBe(403);
    expect((await call('GET', base, root)).statusCode).toBe(200);
  });

  it('adds a provider, never answering its client secret, and keeps the secret encrypted', async () => {
    const created = await call('POST', base, root, valid({ emailDomains: ['@Venue.Example'] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain(secret);
    const provider = created.json();
    expect(provider).toMatchObject({
      name: 'Venue login',
      issuer: 'https://login.venue.example',
      clientId: 'showdesk',
      isClientSecretSet: true,
      emailDomains: ['venue.example'],
      events: [{ id: event.id, name: 'Expo' }],
      mayCreateAccounts: false,
      redirectUris: [`http://${event.hostnames[0]}/api/v1/auth/sso/callback`],
    });
    expect(provider).not.toHaveProperty('clientSecret');
    for (const read of [
      await call('GET', base, root),
      await call('GET', `${base}/${provider.id}`, root),
    ]) {
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(secret);
    }
    const [row] = await t.deps.db
      .select({ clientSecret: ssoProviders.clientSecret })
      .from(ssoProviders)
      .where(eq(ssoProviders.id, provider.id));
    expect(row?.clientSecret).toBeTruthy();
    expect(row?.clientSecret).not.toContain(secret);
  });

  it('lists them by the list convention, with a search', async () => {
    await call('POST', base, root, valid({ name: 'Zeta login' }));
    const page = (await call('GET', `${base}?q=zeta`, root)).json();
    expect(page.items.map((p: { name: string }) => p.name)).toEqual(['Zeta login']);
    expect(page.total).toBe(1);
    const sorted = (await call('GET', `${base}?sort=-name&pageSize=200`, root)).json();
    const names = sorted.items.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('keeps the secret when a change sends none, and replaces it when one is sent', async () => {
    const { id } = (await call('POST', base, root, valid())).json();
    const stored = async () =>
      (
        await t.deps.db
          .select({ clientSecret: ssoProviders.clientSecret })
          .from(ssoProviders)
          .where(eq(ssoProviders.id, id))
      )[0]?.clientSecret;
    const before = await stored();
    const renamed = await call('PATCH', `${base}/${id}`, root, { name: 'Renamed login' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Renamed login');
    expect(await stored()).toBe(before);
    const replaced = await call('PATCH', `${base}/${id}`, root, { clientSecret: 'a-new-secret' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body).not.toContain('a-new-secret');
    expect(await stored()).not.toBe(before);
  });

  it('refuses a provider for everyone, and creating accounts without events', async () => {
    const everyone = await call('POST', base, root, valid({ eventIds: [], emailDomains: [] }));
    expect(everyone.statusCode).toBe(400);
    expect(everyone.body).toContain(ssoMessages.scope);
    const creating = await call(
      'POST',
      base,
      root,
      valid({ eventIds: [], emailDomains: ['venue.example'], mayCreateAccounts: true }),
    );
    expect(creating.statusCode).toBe(400);
    expect(creating.body).toContain(ssoMessages.createNeedsEvents);
    // The merged record of a change is held to the same rules.
    const { id } = (await call('POST', base, root, valid())).json();
    const emptied = await call('PATCH', `${base}/${id}`, root, { eventIds: [] });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error.details).toContainEqual({
      path: 'eventIds',
      message: ssoMessages.scope,
    });
  });

  it('refuses events that do not exist, and bad issuers', async () => {
    const unknown = await call('POST', base, root, valid({ eventIds: ['no-such-event'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(ssoMessages.unknownEvent);
    for (const issuer of [
      'http://login.venue.example',
      'https://login.venue.example?tenant=1',
      'ftp://login.venue.example',
      'https://10.0.0.8',
      'http://127.0.0.1:47398',
    ]) {
      const response = await call('POST', base, root, valid({ issuer }));
      expect(response.statusCode, issuer).toBe(400);
    }
    // A host SSO_ALLOWED_HOSTS names may be plain http and loopback (on-premise, tests).
    const allowed = await call('POST', base, root, valid({ issuer: 'http://127.0.0.1:47399' }));
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('shows the redirect URIs of every event for a provider of every event', async () => {
    const created = await call(
      'POST',
      base,
      root,
      valid({ eventIds: [], emailDomains: ['agency.example'] }),
    );
    const uris = created.json().redirectUris as string[];
    expect(uris).toContain(`http://${event.hostnames[0]}/api/v1/auth/sso/callback`);
    expect(uris).toContain(`http://${other.hostnames[0]}/api/v1/auth/sso/callback`);
    expect(created.json().events).toEqual([]);
  });

  it('deletes a provider with the links of its identities', async () => {
    const { id } = (await call('POST', base, root, valid())).json();
    const person = await t.buildUser(event.id);
    await t.deps.db.insert(authAccounts).values({
      id: crypto.randomUUID(),
      accountId: 'subject-1',
      providerId: `sso:${id}`,
      userId: person.userId,
    });
    expect((await call('DELETE', `${base}/${id}`, admin)).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/${id}`, root)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${id}`, root)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${id}`, root)).statusCode).toBe(404);
    const links = await t.deps.db
      .select()
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, person.userId), eq(authAccounts.providerId, `sso:${id}`)));
    expect(links).toEqual([]);
  });

  it("records every change in the platform's activity, never the secret's value", async () => {
    const { id } = (await call('POST', base, root, valid({ name: 'Audited login' }))).json();
    await call('PATCH', `${base}/${id}`, root, { clientSecret: 'rotated-secret-value' });
    await call('DELETE', `${base}/${id}`, root);
    const entries = await t.deps.db
      .select()
      .from(platformAuditEntries)
      .where(
        and(
          eq(platformAuditEntries.recordKind, 'sso_provider'),
          eq(platformAuditEntries.recordId, id),
        ),
      )
      .orderBy(desc(platformAuditEntries.id));
    expect(entries.map((e) => e.action)).toEqual(['deleted', 'updated', 'created']);
    expect(entries.every((e) => e.recordName === 'Audited login')).toBe(true);
    expect(entries.every((e) => e.actorType === 'person')).toBe(true);
    expect(entries[1]?.changes).toEqual({ client_secret: ['(hidden)', '(changed)'] });
    const text = JSON.stringify(entries);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('rotated-secret-value');
  });
});
