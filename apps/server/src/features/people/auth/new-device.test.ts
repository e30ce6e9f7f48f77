import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { cookieHeader, createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { knownDeviceCookie } from './new-device.ts';

const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(testDatabases)('new-device login emails on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let quietEvent: EventRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    event = await t.buildEvent();
    quietEvent = await t.buildEvent();
    // The event's settings turn the emails on (an admin's save, as the settings page makes it).
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${event.id}/settings/event`,
      headers: { host: event.hostnames[0]!, cookie: await t.login(event, admin) },
      payload: { newDeviceLoginEmails: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().newDeviceLoginEmails).toBe(true);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Logs in from a browser holding `cookie` (or none): the answer's known-device cookie. */
  async function logInFrom(on: EventRow, user: { email: string; password: string }, cookie = '') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: {
        host: on.hostnames[0]!,
        'user-agent': firefoxOnWindows,
        ...(cookie ? { cookie } : {}),
      },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie'] ?? []].flat();
    const mark = setCookie.find((c) => c.startsWith(`${knownDeviceCookie}=`));
    return mark ? cookieHeader(mark) : cookie;
  }

  const noticesTo = (email: string) =>
    t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.template, 'newDeviceLogin'), eq(outboxEmails.toAddress, email)));

  it('emails the device, address and time of a login from a browser the account has not used', async () => {
    const user = await t.buildUser(event.id, { firstName: 'Nadia' });
    // The first login ever is no news, but the browser is marked.
    const browser = await logInFrom(event, user);
    expect(browser).toMatch(new RegExp(`^${knownDeviceCookie}=`));
    expect(await noticesTo(user.email)).toEqual([]);
    // The same browser again: nothing.
    await logInFrom(event, user, browser);
    expect(await noticesTo(user.email)).toEqual([]);
    // Another browser (no mark): the email, in the event's layout.
    const other = await logInFrom(event, user);
    expect(other).not.toBe(browser);
    const [notice, ...more] = await noticesTo(user.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(`New login to your ${event.name} account`);
    expect(notice?.logHtml).toContain('Firefox on Windows');
    expect(notice?.logHtml).toContain('127.0.0.1');
    expect(notice?.logHtml).toContain('/auth/forgot-password');
  });

  it('takes a mark made for another account as no mark', async () => {
    const first = await t.buildUser(event.id);
    const second = await t.buildUser(event.id);
    const browser = await logInFrom(event, first);
    // The second account's first login there: no news.
    await logInFrom(event, second, browser);
    // Again with the first account's mark only: not a browser the second account has used.
    await logInFrom(event, second, browser);
    expect(await noticesTo(second.email)).toHaveLength(1);
  });

  it('sends nothing for an event that does not ask for it', async () => {
    const user = await t.buildUser(quietEvent.id);
    await logInFrom(quietEvent, user);
    await logInFrom(quietEvent, user);
    expect(await noticesTo(user.email)).toEqual([]);
  });
});
