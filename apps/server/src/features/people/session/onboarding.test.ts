import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('POST /api/v1/events/:eventId/me/onboarded on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
  });

  it('requires authentication', async () => {
    const response = await (await callerFor(t, event, null)).post('/me/onboarded');
    expect(response.statusCode).toBe(401);
  });

  it('cannot mark the caller onboarded in another event', async () => {
    const member = await callerForNewUser(t, event);
    const response = await member.post('/me/onboarded', undefined, otherEvent);
    expect(response.statusCode).toBe(404);
  });

  it('marks the member onboarded in that event only and returns the session', async () => {
    const user = await t.buildUser(event.id);
    await t.addMembership(otherEvent.id, user.userId);
    const cookie = await t.login(event, user);
    const headers = { host: event.hostnames[0]!, cookie };
    const before = await t.app.inject({ url: '/api/v1/session', headers });
    expect(before.json().member.isOnboarded).toBe(false);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/events/${event.id}/me/onboarded`,
      headers,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().member).toMatchObject({ userId: user.userId, isOnboarded: true });
    const after = await t.app.inject({ url: '/api/v1/session', headers });
    expect(after.json().member.isOnboarded).toBe(true);

    const elsewhere = await t.app.inject({
      url: `/api/v1/session?eventId=${otherEvent.id}`,
      headers: { host: otherEvent.hostnames[0]!, cookie: await t.login(otherEvent, user) },
    });
    expect(elsewhere.json().member.isOnboarded).toBe(false);
  });
});
