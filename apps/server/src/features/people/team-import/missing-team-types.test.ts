import type { TeamImport } from '@showdesk/domain/people/team-import';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, sessionHeaders } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { sendMultipart } from '../../../../test/support/multipart.ts';
import { teamTypes } from '../../../db/schema/team-types.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)(
  'POST /api/v1/events/:eventId/team-imports/:importId/team-types on %s',
  (kind) => {
    const t = useTestApp(kind);
    let event: EventRow;
    let otherEvent: EventRow;
    let admin: Record<string, string>;

    const api = (path: string, ev = event) => `/api/v1/events/${ev.id}${path}`;
    const as = (ev: EventRow, user: { email: string; password: string }) =>
      sessionHeaders(t, ev, user);
    const post = (path: string, payload?: object, headers = admin, ev = event) =>
      t.app.inject({
        method: 'POST',
        url: api(path, ev),
        headers,
        ...(payload ? { payload } : {}),
      });
    const typeNames = async () =>
      (await t.deps.db.select().from(teamTypes).where(eq(teamTypes.eventId, event.id)))
        .map((type) => type.name)
        .sort();

    /** Uploads a file of teams with a team type column; checks it unless told not to. */
    async function importOf(rows: string[], { check = true } = {}): Promise<TeamImport> {
      const csv = `Team,Email,First name,Surname,Type\n${rows.join('\n')}\n`;
      const uploaded = await sendMultipart(
        t,
        { url: api('/team-imports'), headers: admin },
        { fileName: 'teams.csv', data: Buffer.from(csv) },
      );
      expect(uploaded.statusCode).toBe(201);
      const created = uploaded.json() as TeamImport;
      if (!check) return created;
      const mapping = { name: 0, ownerEmail: 1, ownerFirstName: 2, ownerSurname: 3, teamType: 4 };
      const checked = await post(`/team-imports/${created.id}/check`, { mapping });
      expect(checked.statusCode).toBe(200);
      return checked.json() as TeamImport;
    }

    let seq = 0;
    const row = (type: string) => {
      seq += 1;
      return `Team ${seq},owner-${seq}@example.com,Ann,Owner ${seq},${type}`;
    };

    beforeAll(async () => {
      event = await t.buildEvent();
      otherEvent = await t.buildEvent();
      admin = await as(event, await t.buildUser(event.id, { permissions: 'admin' }));
      expect((await post('/team-types', { name: 'Stands', teamIds: [] })).statusCode).toBe(201);
    });

    it('requires authentication', async () => {
      const current = await importOf([row('Sponsors')]);
      const response = await post(
        `/team-imports/${current.id}/team-types`,
        { names: ['Sponsors'] },
        {
          host: event.hostnames[0]!,
        },
      );
      expect(response.statusCode).toBe(401);
    });

    it('rejects a user below admin', async () => {
      const current = await importOf([row('Sponsors')]);
      const moderator = await as(event, await t.buildUser(event.id, { permissions: 'moderator' }));
      const response = await post(
        `/team-imports/${current.id}/team-types`,
        { names: ['Sponsors'] },
        moderator,
      );
      expect(response.statusCode).toBe(403);
      expect(await typeNames()).toEqual(['Stands']);
    });

    it("cannot reach another event's import", async () => {
      const current = await importOf([row('Sponsors')]);
      const outsider = await as(
        otherEvent,
        await t.buildUser(otherEvent.id, { permissions: 'admin' }),
      );
      const response = await post(
        `/team-imports/${current.id}/team-types`,
        { names: ['Sponsors'] },
        outsider,
        otherEvent,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Import not found');
      expect(await typeNames()).toEqual(['Stands']);
    });

    it('lists the team types the file names that the event lacks, once each, in the first spelling', async () => {
      const current = await importOf([
        row('Sponsors'),
        row('stands'),
        row('sponsors'),
        row('Media'),
        row(''),
      ]);
      expect(current.missingTeamTypes).toEqual(['Sponsors', 'Media']);
      expect(current.counts).toMatchObject({ ready: 2, invalid: 3 });
    });

    it('creates the missing team types in one go and checks the rows again, so they pass', async () => {
      const current = await importOf([row('Hosts'), row('hosts'), row('Caterers'), row('Stands')]);
      expect(current.missingTeamTypes).toEqual(['Hosts', 'Caterers']);
      expect(current.counts).toMatchObject({ ready: 1, invalid: 3 });

      const response = await post(`/team-imports/${current.id}/team-types`, {
        names: ['Hosts', 'Caterers'],
      });
      expect(response.statusCode).toBe(200);
      const after = response.json() as TeamImport;
      expect(after).toMatchObject({
        status: 'checked',
        missingTeamTypes: [],
        counts: { ready: 4, invalid: 0 },
      });
      expect(await typeNames()).toEqual(expect.arrayContaining(['Caterers', 'Hosts', 'Stands']));
      expect((await typeNames()).filter((name) => name === 'Hosts')).toHaveLength(1);

      // Run again (e.g. a second click): the types exist now, so nothing more is created.
      const again = await post(`/team-imports/${current.id}/team-types`, { names: ['hosts'] });
      expect(again.statusCode).toBe(200);
      expect((await typeNames()).filter((name) => name.toLowerCase() === 'hosts')).toHaveLength(1);
    });

    it('refuses a name the file does not name as missing, and then writes nothing', async () => {
      const current = await importOf([row('Press'), row('Speakers')]);
      const before = await typeNames();
      const response = await post(`/team-imports/${current.id}/team-types`, {
        names: ['Press', 'Invented'],
      });
      expectRefusal(response, 400, 'Invalid team types', [
        { path: 'names.1', message: "The file doesn't name this team type, or it isn't missing" },
      ]);
      const empty = await post(`/team-imports/${current.id}/team-types`, { names: [] });
      expect(empty.statusCode).toBe(400);
      expect(await typeNames()).toEqual(before);
      const reread = await t.app.inject({
        url: api(`/team-imports/${current.id}`),
        headers: admin,
      });
      expect(reread.json()).toMatchObject({
        missingTeamTypes: ['Press', 'Speakers'],
        counts: { invalid: 2 },
      });
    });

    it('is refused before the rows are checked', async () => {
      const current = await importOf([row('Volunteers')], { check: false });
      const response = await post(`/team-imports/${current.id}/team-types`, {
        names: ['Volunteers'],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('Check the rows before importing');
      expect(await typeNames()).not.toContain('Volunteers');
    });
  },
);
