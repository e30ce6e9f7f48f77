import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Download } from '@showdesk/domain/content/downloads';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, sessionHeaders } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { expectQueriesRefused } from '../../../../test/support/list-convention.ts';
import { type MultipartFile, multipart } from '../../../../test/support/multipart.ts';
import { pdfDocument, pngImage, windowsExe } from '../../../../test/support/sample-files.ts';
import { downloads } from '../../../db/schema/content.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/downloads on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let moderator: { email: string; password: string; userId: string };
  let organiser: Caller;
  const base = (ev: EventRow) => `/api/v1/events/${ev.id}/downloads`;
  const headersOf = (user: { email: string; password: string }, ev: EventRow) =>
    sessionHeaders(t, ev, user);

  /** Sends a multipart form as `user` (the moderator by default). */
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    file: MultipartFile | null,
    headers?: Record<string, string>,
  ) => {
    const body = file ? multipart(fields, file) : multipart(fields);
    return t.app.inject({
      method,
      url,
      headers: { ...(headers ?? (await headersOf(moderator, event))), ...body.headers },
      payload: body.payload,
    });
  };
  const add = (fields: Record<string, string>, file: MultipartFile, ev = event) =>
    send('POST', base(ev), fields, file);
  const pdf = (fileName = 'Exhibitor manual.pdf'): MultipartFile => ({
    fileName,
    data: pdfDocument,
  });

  /** What an event holds: download rows, file rows and objects on disk. */
  const storedOf = async (ev: EventRow) => {
    const folder = path.join(t.config.dataDir, 'files', ev.id);
    const files = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    const rows = await t.deps.db.select().from(storedFiles).where(eq(storedFiles.eventId, ev.id));
    const records = await t.deps.db.select().from(downloads).where(eq(downloads.eventId, ev.id));
    return {
      downloads: records.length,
      rows: rows.length,
      files: files.filter((f) => f.isFile()).length,
    };
  };

  /**
   * A fresh event with its own moderator, for tests that count what is stored; `upload` posts a
   * download there as that moderator (the answer unchecked).
   */
  const freshEvent = async () => {
    const ev = await t.buildEvent();
    const user = await t.buildUser(ev.id, { permissions: 'moderator' });
    const headers = await headersOf(user, ev);
    const upload = (fields: Record<string, string>, file: MultipartFile | null) =>
      send('POST', base(ev), fields, file, headers);
    return { ev, headers, upload };
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    organiser = await callerFor(t, event, moderator);
  });

  describe('permissions', () => {
    it('requires authentication', async () => {
      const anonymous = await callerFor(t, event, null);
      expect((await anonymous.get('/downloads')).statusCode).toBe(401);
      expect((await anonymous.get('/member/downloads')).statusCode).toBe(401);
      const refused = await send('POST', base(event), {}, pdf(), { host: event.hostnames[0]! });
      expect(refused.statusCode).toBe(401);
    });

    it('rejects a user below moderator, and lets moderators, admins and eventflow admins in', async () => {
      const user = await t.buildUser(event.id);
      const member = await callerFor(t, event, user);
      expect((await member.get('/downloads')).statusCode).toBe(403);
      expect((await member.patch('/downloads/x', { name: 'x' })).statusCode).toBe(403);
      expect((await member.delete('/downloads/x')).statusCode).toBe(403);
      const refused = await send('POST', base(event), {}, pdf(), await headersOf(user, event));
      expect(refused.statusCode).toBe(403);
      expect((await member.get('/member/downloads')).statusCode).toBe(200);
      for (const permissions of ['moderator', 'admin', 'eventflowAdmin'] as const) {
        const caller = await callerForNewUser(t, event, { permissions });
        expect((await caller.get('/downloads')).statusCode).toBe(200);
      }
    });

    it("cannot reach another event's download", async () => {
      const theirModerator = await t.buildUser(otherEvent.id, { permissions: 'moderator' });
      const added = await send(
        'POST',
        base(otherEvent),
        { name: 'Theirs' },
        pdf(),
        await headersOf(theirModerator, otherEvent),
      );
      expect(added.statusCode).toBe(201);
      const theirs = added.json().id;
      expect((await organiser.get(`/downloads/${theirs}`)).statusCode).toBe(404);
      expect((await organiser.get(`/downloads/${theirs}`, otherEvent)).statusCode).toBe(404);
      expect((await organiser.get('/downloads', otherEvent)).statusCode).toBe(404);
      expect((await organiser.patch(`/downloads/${theirs}`, { name: 'Mine' })).statusCode).toBe(
        404,
      );
      expect((await organiser.delete(`/downloads/${theirs}`)).statusCode).toBe(404);
      const replaced = await send('PUT', `${base(event)}/${theirs}/file`, {}, pdf());
      expect(replaced.statusCode).toBe(404);
      // A stranger's session on the other event's own address is no member there either.
      const stranger = await t.buildUser(event.id);
      const strangerCaller = await callerFor(t, event, stranger);
      expect((await strangerCaller.get('/member/downloads', otherEvent)).statusCode).toBe(404);
      expect(await storedOf(otherEvent)).toEqual({ downloads: 1, rows: 1, files: 1 });
      // Our moderator is nobody in the other event, so its file is not theirs to read.
      const file = await t.app.inject({
        url: added.json().data,
        headers: await headersOf(moderator, event),
      });
      expect(file.statusCode).toBe(404);
    });
  });

  describe('POST /downloads', () => {
    it("takes the file's URL, size and type, and its name when none is given", async () => {
      const response = await add({}, pdf());
      expect(response.statusCode).toBe(201);
      const download: Download = response.json();
      expect(download).toMatchObject({
        name: 'Exhibitor manual',
        description: '',
        fileName: 'Exhibitor manual.pdf',
        fileSize: pdfDocument.length,
        fileType: 'application/pdf',
        showDownload: true,
        showToChildTeams: false,
        showToTeamTypeIds: [],
        hideFromTeamTypeIds: [],
        createdBy: moderator.userId,
      });
      expect(download.data).toMatch(
        new RegExp(`^/api/v1/events/${event.id}/files/[^/]+/Exhibitor%20manual\\.pdf$`),
      );
      const file = await t.app.inject({
        url: download.data,
        headers: await headersOf(moderator, event),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(pdfDocument)).toBe(true);
      const [row] = await t.deps.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, download.id));
      expect(row).toMatchObject({ ownerType: 'download', size: pdfDocument.length });
      expect(row!.storageKey).toMatch(new RegExp(`^${event.id}/downloads/${download.id}/`));
    });

    it('keeps an image as uploaded, and reads the settings from the text fields', async () => {
      const types = await callerForNewUser(t, event, { permissions: 'admin' });
      const hall = (await types.post('/team-types', { name: `Hall ${Date.now()}` })).json();
      const press = (await types.post('/team-types', { name: `Press ${Date.now()}` })).json();
      const image = await pngImage(300, 200);
      const response = await add(
        {
          name: '  Stand plan  ',
          description: 'Where everything goes',
          showDownload: 'false',
          showToChildTeams: 'true',
          showToTeamTypeIds: JSON.stringify([hall.id, hall.id]),
          hideFromTeamTypeIds: ` ${press.id} ,`,
        },
        { fileName: 'plan.png', data: image },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Stand plan',
        description: 'Where everything goes',
        fileName: 'plan.png',
        fileType: 'image/png',
        fileSize: image.length,
        showDownload: false,
        showToChildTeams: true,
        showToTeamTypeIds: [hall.id],
        hideFromTeamTypeIds: [press.id],
      });
    });

    it("refuses bad settings with 'Invalid download values' and the fields, storing nothing", async () => {
      const { ev, upload } = await freshEvent();
      const cases: Array<[Record<string, string>, string]> = [
        [{ name: 'x'.repeat(201) }, 'name'],
        [{ showDownload: 'yes' }, 'showDownload'],
        [{ showToTeamTypeIds: '["a",' }, 'showToTeamTypeIds'],
        [{ hideFromTeamTypeIds: 'no-such-type' }, 'hideFromTeamTypeIds'],
        [{ colour: 'red' }, ''],
      ];
      for (const [fields, field] of cases) {
        const response = await upload(fields, pdf());
        expect(response.statusCode, JSON.stringify(fields)).toBe(400);
        const { error } = response.json();
        expect(error.message).toBe('Invalid download values');
        expect(error.details.map((d: { path: string }) => d.path)).toContain(field);
      }
      expect(await storedOf(ev)).toEqual({ downloads: 0, rows: 0, files: 0 });
    });

    it('refuses a program in disguise (415) and a missing file, storing nothing', async () => {
      const { ev, upload } = await freshEvent();
      const program = await upload(
        { name: 'Brochure' },
        { fileName: 'brochure.pdf', contentType: 'application/pdf', data: windowsExe },
      );
      expect(program.statusCode).toBe(415);
      expect(program.json().error.message).toBe('Invalid fileasset');
      const none = await upload({ name: 'Nothing' }, null);
      expect(none.statusCode).toBe(400);
      expect(none.json().error.message).toBe('Choose a file to upload');
      expect(await storedOf(ev)).toEqual({ downloads: 0, rows: 0, files: 0 });
    });

    it('refuses a file over 50MB with 413 and the limit, storing nothing', async () => {
      const { ev, upload } = await freshEvent();
      const response = await upload(
        {},
        { fileName: 'film.mp4', data: Buffer.alloc(51 * 1024 * 1024, 1) },
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().error.message).toBe(
        'The file is too large. The maximum size is 50MB.',
      );
      expect(await storedOf(ev)).toEqual({ downloads: 0, rows: 0, files: 0 });
    });
  });

  describe('GET, PATCH and DELETE', () => {
    it('lists the downloads sorted by name', async () => {
      const { ev, headers, upload } = await freshEvent();
      for (const name of ['zebra', 'Apple', 'mango']) {
        await upload({ name }, pdf());
      }
      const list = await t.app.inject({ url: base(ev), headers });
      expect(list.json().items.map((d: Download) => d.name)).toEqual(['Apple', 'mango', 'zebra']);
    });

    it('pages, sorts, searches and filters on the server (the list convention)', async () => {
      const { ev, headers, upload } = await freshEvent();
      await upload({ name: 'Hall 10' }, pdf());
      await upload({ name: 'hall 2', showDownload: 'false' }, pdf());
      await upload({ name: 'Menu', description: 'Catering' }, pdf());
      const list = async (query: string) => {
        const response = await t.app.inject({ url: `${base(ev)}?${query}`, headers });
        return { status: response.statusCode, body: response.json() };
      };
      const names = (body: { items: Download[] }) => body.items.map((d) => d.name);

      const first = await list('pageSize=2');
      expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(names(first.body)).toEqual(['Hall 10', 'hall 2']);
      expect(names((await list('pageSize=2&page=2')).body)).toEqual(['Menu']);
      expect((await list('page=4')).body).toMatchObject({ items: [], total: 3, page: 4 });
      expect(names((await list('sort=-name')).body)).toEqual(['Menu', 'hall 2', 'Hall 10']);
      expect(names((await list('q=cater')).body)).toEqual(['Menu']);
      expect(names((await list('filter=showDownload:false')).body)).toEqual(['hall 2']);
      await expectQueriesRefused(list, [
        'sort=createdBy',
        'filter=showDownload:maybe',
        'filter=x:y',
        'page=0',
      ]);
    });

    it('edits the settings with stamps, and refuses unknown team types and bad values', async () => {
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const types = await callerFor(t, event, admin);
      const stands = (await types.post('/team-types', { name: `Stands ${Date.now()}` })).json();
      const theirs = await callerForNewUser(t, otherEvent, { permissions: 'admin' });
      const foreign = (await theirs.post('/team-types', { name: 'Foreign' })).json();
      const download: Download = (await add({ name: 'Rules' }, pdf())).json();

      const editor = await callerFor(t, event, admin);
      const edited = await editor.patch(`/downloads/${download.id}`, {
        name: ' Stand rules ',
        description: 'Read before you build',
        showDownload: false,
        showToTeamTypeIds: [stands.id],
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        name: 'Stand rules',
        description: 'Read before you build',
        showDownload: false,
        showToTeamTypeIds: [stands.id],
        hideFromTeamTypeIds: [],
        data: download.data,
        createdBy: moderator.userId,
        updatedBy: admin.userId,
      });

      const refusals: Array<[unknown, string]> = [
        [{ name: '' }, 'name'],
        [{ showDownload: 'yes' }, 'showDownload'],
        [{ hideFromTeamTypeIds: [foreign.id] }, 'hideFromTeamTypeIds'],
        [{ showToTeamTypeIds: ['missing'] }, 'showToTeamTypeIds'],
        [{ data: '/elsewhere' }, ''],
        [{}, ''],
      ];
      for (const [body, field] of refusals) {
        const refused = await organiser.patch(`/downloads/${download.id}`, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().error.message).toBe('Invalid download values');
        expect(refused.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
      }
      const unchanged = await organiser.get(`/downloads/${download.id}`);
      expect(unchanged.json()).toMatchObject({ name: 'Stand rules', showDownload: false });
      expect((await organiser.patch('/downloads/missing', { name: 'x' })).statusCode).toBe(404);
    });

    it('drops a deleted team type from a limit instead of refusing the edit', async () => {
      const admin = await callerForNewUser(t, event, { permissions: 'admin' });
      const gone = (await admin.post('/team-types', { name: `Gone ${Date.now()}` })).json();
      const download: Download = (
        await add({ name: 'Old limit', showToTeamTypeIds: gone.id }, pdf())
      ).json();
      expect(download.showToTeamTypeIds).toEqual([gone.id]);
      expect((await admin.delete(`/team-types/${gone.id}`)).statusCode).toBe(204);
      const edited = await organiser.patch(`/downloads/${download.id}`, {
        name: 'New name',
        showToTeamTypeIds: [gone.id],
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().showToTeamTypeIds).toEqual([]);
    });

    it('replaces the file, deleting the old one from storage after the commit', async () => {
      const { ev, headers, upload } = await freshEvent();
      const first: Download = (await upload({ name: 'Menu' }, pdf())).json();
      const replaceFile = (file: MultipartFile) =>
        send('PUT', `${base(ev)}/${first.id}/file`, {}, file, headers);
      const text = Buffer.from('Lunch is served from noon.\n');
      const replaced = await replaceFile({ fileName: 'menu.txt', data: text });
      expect(replaced.statusCode).toBe(200);
      const second: Download = replaced.json();
      expect(second).toMatchObject({
        id: first.id,
        name: 'Menu',
        fileName: 'menu.txt',
        fileType: 'text/plain',
        fileSize: text.length,
      });
      expect(second.data).not.toBe(first.data);
      expect(await storedOf(ev)).toEqual({ downloads: 1, rows: 1, files: 1 });
      expect((await t.app.inject({ url: first.data, headers })).statusCode).toBe(404);
      const served = await t.app.inject({ url: second.data, headers });
      expect(served.body).toBe(text.toString());

      const refused = await replaceFile({ fileName: 'x.pdf', data: windowsExe });
      expect(refused.statusCode).toBe(415);
      expect((await t.app.inject({ url: `${base(ev)}/${first.id}`, headers })).json().data).toBe(
        second.data,
      );
      expect(await storedOf(ev)).toEqual({ downloads: 1, rows: 1, files: 1 });
    });

    it('deletes a download with its stored files', async () => {
      const { ev, headers, upload } = await freshEvent();
      const download: Download = (await upload({}, pdf())).json();
      expect(await storedOf(ev)).toEqual({ downloads: 1, rows: 1, files: 1 });
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `${base(ev)}/${download.id}`,
        headers,
      });
      expect(removed.statusCode).toBe(204);
      expect(await storedOf(ev)).toEqual({ downloads: 0, rows: 0, files: 0 });
      expect((await t.app.inject({ url: download.data, headers })).statusCode).toBe(404);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `${base(ev)}/${download.id}`,
        headers,
      });
      expect(again.statusCode).toBe(404);
    });
  });
});
