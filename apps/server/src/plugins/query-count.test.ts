import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/support/databases.ts';
import { createTestApp, type TestApp } from '../../test/support/harness.ts';
import { queryCountHeader } from './query-count.ts';

describe.each(testDatabases)('the per-request query count on %s', (kind) => {
  let plain: TestApp;
  let counting: TestApp;
  beforeAll(async () => {
    plain = await createTestApp(kind);
    counting = await createTestApp(kind, { env: { QUERY_COUNT_HEADER: 'true' } });
  });
  afterAll(async () => {
    await plain?.close();
    await counting?.close();
  });

  it('is never in an answer unless QUERY_COUNT_HEADER is on', async () => {
    const event = await plain.buildEvent();
    const admin = await plain.buildUser(event.id, { permissions: 'admin' });
    const headers = { host: event.hostnames[0]!, cookie: await plain.login(event, admin) };
    const users = await plain.app.inject({ url: `/api/v1/events/${event.id}/users`, headers });
    expect(users.statusCode).toBe(200);
    expect(users.headers[queryCountHeader]).toBeUndefined();
  });

  it("counts each request's own statements, also when requests run at once", async () => {
    const event = await counting.buildEvent();
    const admin = await counting.buildUser(event.id, { permissions: 'admin' });
    const headers = { host: event.hostnames[0]!, cookie: await counting.login(event, admin) };
    const users = () => counting.app.inject({ url: `/api/v1/events/${event.id}/users`, headers });
    await users();
    const alone = Number((await users()).headers[queryCountHeader]);
    expect(alone).toBeGreaterThan(0);
    // Health sends its one `select 1`, whatever runs beside it.
    const health = () => counting.app.inject({ url: '/api/health' });
    const together = await Promise.all([users(), health(), users(), health(), users()]);
    expect(together.map((answer) => Number(answer.headers[queryCountHeader]))).toEqual([
      alone,
      1,
      alone,
      1,
      alone,
    ]);
  });
});
