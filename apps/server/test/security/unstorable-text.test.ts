import { loneSurrogateMessage, nulByteMessage } from '@showdesk/domain/common/text';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { type Caller, callerFor, sessionHeaders } from '../support/caller.ts';
import { testDatabases } from '../support/databases.ts';
import { useTestApp } from '../support/harness.ts';
import { sendMultipart } from '../support/multipart.ts';
import { pdfDocument } from '../support/sample-files.ts';
import { databaseDigest, digestDifference } from './db-digest.ts';

const nul = 'Stand\u0000 A';

/**
 * PostgreSQL cannot store a NUL byte (nor, in jsonb, half of a surrogate pair): such text used
 * to reach it and answer 500. Every way in answers 400 with the field's path and writes nothing.
 */
describe.each(testDatabases)('text that cannot be stored, on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let admin: Caller;
  let owner: Caller;
  let headers: Record<string, string>;
  let customFieldId: string;

  beforeAll(async () => {
    event = await t.buildEvent();
    const adminUser = await t.buildUser(event.id, { permissions: 'admin' });
    admin = await callerFor(t, event, adminUser);
    headers = await sessionHeaders(t, event, adminUser);
    const ownerUser = await t.buildUser(event.id);
    await t.buildTeam(event.id, ownerUser.userId);
    owner = await callerFor(t, event, ownerUser);
    customFieldId = (await admin.post('/custom-fields', { label: 'Stand', type: 'text' })).json()
      .id;
  });

  /** Sends, expects a 400 naming `path` with `message`, and checks that no row changed. */
  const refused = async (
    send: () => Promise<LightMyRequestResponse>,
    path: string,
    message = nulByteMessage,
  ) => {
    const before = await databaseDigest(t.deps.db);
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details).toContainEqual({ path, message });
    expect(digestDifference(before, await databaseDigest(t.deps.db))).toEqual([]);
  };

  it('refuses a NUL in JSON bodies: team type, content title, name, custom field label, team name, terminology, my-team fields', async () => {
    await refused(() => admin.post('/team-types', { name: nul }), 'body.name');
    await refused(() => admin.post('/content', { title: nul }), 'body.title');
    await refused(() => admin.patch('/me', { firstName: nul, surname: 'B' }), 'body.firstName');
    await refused(() => admin.post('/custom-fields', { label: nul, type: 'text' }), 'body.label');
    const team = { ownerEmail: 'nul-owner@example.com', ownerFirstName: 'A', ownerSurname: 'B' };
    await refused(() => admin.post('/teams', { ...team, name: nul }), 'body.name');
    await refused(() => admin.patch('/settings/terminology', { dashboard: nul }), 'body.dashboard');
    await refused(
      () => owner.patch('/my-team', { customFields: { [customFieldId]: nul } }),
      `body.customFields.${customFieldId}`,
    );
    await refused(
      () => owner.patch('/my-team', { customFields: { [`x${nul}`]: 'a' } }),
      'body.customFields.xStand\\u0000 A',
    );
  });

  it('refuses a NUL in a search query and in the path, before any guard reads it', async () => {
    await refused(() => admin.get(`/teams?q=${encodeURIComponent(nul)}`), 'querystring.q');
    await refused(() => admin.get('/team-types/a%00b'), 'params.teamTypeId');
    await refused(() => admin.get('/teams', { ...event, id: 'a%00b' }), 'params.eventId');
  });

  it('refuses a NUL in the text fields of an upload (multipart), storing no file', async () => {
    const url = `/api/v1/events/${event.id}`;
    const file = { fileName: 'plan.pdf', data: pdfDocument };
    await refused(
      () => sendMultipart(t, { url: `${url}/assets`, headers, fields: { name: nul } }, file),
      'name',
    );
    await refused(
      () =>
        sendMultipart(t, { url: `${url}/downloads`, headers, fields: { description: nul } }, file),
      'description',
    );
  });

  it('refuses half of a surrogate pair, which jsonb refused with a 500 and text silently changed', async () => {
    await refused(
      () => admin.patch('/settings/featured', { contentIds: ['a\udfffb'] }),
      'body.contentIds.0',
      loneSurrogateMessage,
    );
    await refused(
      () => admin.post('/team-types', { name: 'Half \ud800' }),
      'body.name',
      loneSurrogateMessage,
    );
  });
});
