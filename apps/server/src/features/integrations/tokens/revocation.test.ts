import { type ApiTokenCreated, apiTokenMessages } from '@showdesk/domain/integrations/api-tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, ok } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { createTwoProcesses, type TwoProcesses } from '../../../../test/support/two-processes.ts';

/**
 * Two app processes on one database (on PGlite, which one process owns, the same app twice):
 * a token revoked through one is refused by the other from its next request, as the guard reads
 * the token from the database on every request and keeps nothing of it.
 */
describe.each(testDatabases)('revoking an API token on %s', (kind) => {
  let apps: TwoProcesses;
  beforeAll(async () => {
    apps = await createTwoProcesses(kind);
  }, 60_000);
  afterAll(() => apps?.close());

  it('is refused at once on another process', async () => {
    const { writer, reader } = apps;
    const event = await writer.buildEvent();
    const admin = await callerFor(
      writer,
      event,
      await writer.buildUser(event.id, { permissions: 'admin' }),
    );
    const { token, apiToken } = await ok<ApiTokenCreated>(
      admin.post('/api-tokens', { name: 'Door scanner', scopes: { people: 'read' } }),
      201,
    );
    const callReader = () =>
      reader.app.inject({
        url: `/api/v1/events/${event.id}/teams`,
        headers: { host: event.hostnames[0]!, authorization: `Bearer ${token}` },
      });
    expect((await callReader()).statusCode).toBe(200);
    await ok(admin.post(`/api-tokens/${apiToken.id}/revoke`));
    const refused = await callReader();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(apiTokenMessages.revoked);
  });
});
