import { messages } from '@showdesk/domain/common/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/support/databases.ts';
import { useTestApp } from '../../test/support/harness.ts';
import type { EventRow } from '../features/platform/events/queries.ts';
import { serverI18n } from '../lib/i18n.ts';

describe.each(testDatabases)("errors in the caller's language on %s", (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;

  beforeAll(async () => {
    event = await t.buildEvent();
  });

  const tasks = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/events/${event.id}/tasks`,
      headers: { host: event.hostnames[0]!, ...headers },
    });
  const login = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: event.hostnames[0]!, ...headers },
      payload: body as object,
    });

  it("says the spec's message in English to a caller that names no language, and in German or French to one that asks", async () => {
    const english = await tasks();
    expect(english.statusCode).toBe(401);
    expect(english.json().error.message).toBe(messages.notAuthenticated);

    const german = await tasks({ 'accept-language': 'de-AT, en;q=0.5' });
    expect(german.json().error).toMatchObject({ code: english.json().error.code });
    expect(german.json().error.message).toBe(serverI18n('de')._(messages.notAuthenticated));
    expect(german.json().error.message).not.toBe(messages.notAuthenticated);

    const french = await tasks({ 'accept-language': 'fr-CH' });
    expect(french.json().error.message).toBe(serverI18n('fr')._(messages.notAuthenticated));
    expect(french.json().error.message).not.toBe(messages.notAuthenticated);

    // A language the app does not speak reads English.
    const italian = await tasks({ 'accept-language': 'it' });
    expect(italian.json().error.message).toBe(messages.notAuthenticated);
  });

  it("words a field's issue in the caller's language, zod's own wording included, keeping its path", async () => {
    const english = await login({ email: 'a@example.com', password: 5 });
    expect(english.statusCode).toBe(400);
    const issue = english
      .json()
      .error.details.find((d: { path: string }) => d.path.endsWith('password'));
    expect(issue.message).toMatch(/^Invalid input: expected string/);

    const german = await login(
      { email: 'a@example.com', password: 5 },
      { 'accept-language': 'de' },
    );
    expect(german.statusCode).toBe(400);
    const germanIssue = german
      .json()
      .error.details.find((d: { path: string }) => d.path === issue.path);
    expect(germanIssue.message).toMatch(/^Ungültige Eingabe/);
    expect(german.json().error.message).toBe(germanIssue.message);
  });

  it('leaves a message that names what the caller sent as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-route',
      headers: { host: event.hostnames[0]!, 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Route GET /api/v1/no-such-route not found');
  });
});
