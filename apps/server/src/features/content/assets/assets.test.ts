import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { expectQueriesRefused } from '../../../../test/support/list-convention.ts';
import {
  type MultipartFile,
  multipart,
  sendMultipart,
} from '../../../../test/support/multipart.ts';
import {
  jpegPhoto,
  pdfDocument,
  pngImage,
  svgWithScript,
  windowsExe,
} from '../../../../test/support/sample-files.ts';
import { assets, storedFiles } from '../../../db/schema/files.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/assets on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let moderator: Record<string, string>;
  const url = (ev: EventRow = event) => `/api/v1/events/${ev.id}/assets`;
  const as = (user: { email: string; password: string }, ev: EventRow = event) =>
    sessionHeaders(t, ev, user);
  const upload = (file: MultipartFile, fields: Record<string, string> = {}, ev = event) => {
    return sendMultipart(t, { url: url(ev), headers: moderator, fields }, file);
  };
  const fetchFile = (fileUrl: string) => t.app.inject({ url: fileUrl });
  /** The files stored for an event, on disk and as rows. */
  const storedOf = async (ev: EventRow) => {
    const folder = path.join(t.config.dataDir, 'files', ev.id);
    const files = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    const rows = await t.deps.db.select().from(storedFiles).where(eq(storedFiles.eventId, ev.id));
    const assetRows = await t.deps.db.select().from(assets).where(eq(assets.eventId, ev.id));
    return {
      files: files.filter((f) => f.isFile()).length,
      rows: rows.length,
      assets: assetRows.length,
    };
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    moderator = await as(await t.buildUser(event.id, { permissions: 'moderator' }));
  });

  it('requires authentication', async () => {
    const response = await t.app.inject({ url: url() });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a user below moderator', async () => {
    const user = await t.buildUser(event.id);
    const headers = await as(user);
    const list = await t.app.inject({ url: url(), headers });
    expect(list.statusCode).toBe(403);
    const add = await sendMultipart(
      t,
      { url: url(), headers },
      { fileName: 'a.pdf', data: pdfDocument },
    );
    expect(add.statusCode).toBe(403);
    expect(await storedOf(event)).toMatchObject({ rows: 0 });
  });

  it("cannot reach another event's asset", async () => {
    const otherModerator = await t.buildUser(otherEvent.id, { permissions: 'moderator' });
    const added = await sendMultipart(
      t,
      {
        url: url(otherEvent),
        headers: await as(otherModerator, otherEvent),
        fields: { name: 'Other' },
      },
      { fileName: 'o.pdf', data: pdfDocument },
    );
    expect(added.statusCode).toBe(201);
    const theirs = added.json().id;
    const viaOurEvent = await t.app.inject({ url: `${url()}/${theirs}`, headers: moderator });
    expect(viaOurEvent.statusCode).toBe(404);
    const viaTheirs = await t.app.inject({
      url: `${url(otherEvent)}/${theirs}`,
      headers: moderator,
    });
    expect(viaTheirs.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `${url()}/${theirs}`,
      headers: moderator,
    });
    expect(remove.statusCode).toBe(404);
    expect(await storedOf(otherEvent)).toMatchObject({ assets: 1, rows: 1, files: 1 });
  });

  it('turns an uploaded 12-megapixel JPEG into the four sizes', async () => {
    const response = await upload(
      { fileName: 'Hall A.jpg', contentType: 'image/jpeg', data: await jpegPhoto(4000, 3000) },
      { altText: 'The main hall' },
    );
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset).toMatchObject({ name: 'Hall A', altText: 'The main hall', type: 'image' });
    expect(asset.createdBy).toBeTruthy();
    const sizes: Array<[string, number, number]> = [];
    for (const size of ['large', 'medium', 'small', 'thumb'] as const) {
      const file = await fetchFile(asset.data[size]);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(file.rawPayload).metadata();
      sizes.push([size, meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      ['large', 1707, 1280],
      ['medium', 1280, 960],
      ['small', 853, 640],
      ['thumb', 427, 320],
    ]);
    const rows = await t.deps.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, asset.id));
    expect(rows.map((r) => r.storageKey).sort()).toEqual(
      ['large', 'medium', 'small', 'thumb'].map((s) => `${event.id}/assets/${asset.id}/${s}`),
    );
  });

  it('stores an SVG without its <script> or event handlers', async () => {
    const response = await upload({ fileName: 'logo.svg', data: svgWithScript });
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset.type).toBe('image');
    expect(new Set(Object.values(asset.data)).size).toBe(1);
    const file = await fetchFile(asset.data.large);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.body).toContain('<rect');
    expect(file.body).not.toMatch(/<script|onload|onclick|alert/);
  });

  it('stores a document once, with its URL in all four slots', async () => {
    const response = await upload({ fileName: 'Floor plan.pdf', data: pdfDocument });
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    expect(asset).toMatchObject({ name: 'Floor plan', type: 'document' });
    expect(new Set(Object.values(asset.data)).size).toBe(1);
    const file = await fetchFile(asset.data.thumb);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdfDocument)).toBe(true);
  });

  it('answers a body cut off mid-upload with a 400 and stores nothing', async () => {
    const ev = await t.buildEvent();
    const headers = await as(await t.buildUser(ev.id, { permissions: 'moderator' }), ev);
    const body = multipart({ name: 'Cut' }, { fileName: 'a.png', data: await pngImage(64, 64) });
    for (const cut of [40, 120, body.payload.length - 10]) {
      const response = await t.app.inject({
        method: 'POST',
        url: url(ev),
        headers: { ...headers, ...body.headers },
        payload: body.payload.subarray(0, cut),
      });
      expect(response.statusCode, `cut at ${cut}`).toBe(400);
      expect(response.json().error.message).toBe(
        'The upload ended before the whole file arrived. Please send it again',
      );
    }
    expect(await storedOf(ev)).toEqual({ files: 0, rows: 0, assets: 0 });
  });

  it('refuses a renamed .exe, whatever its name and claimed type, and stores nothing', async () => {
    const ev = await t.buildEvent();
    const headers = await as(await t.buildUser(ev.id, { permissions: 'moderator' }), ev);
    const response = await sendMultipart(
      t,
      { url: url(ev), headers },
      { fileName: 'brochure.pdf', contentType: 'application/pdf', data: windowsExe },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Invalid fileasset');
    expect(response.json().error.details[0].message).toMatch(/not supported/);
    expect(await storedOf(ev)).toEqual({ files: 0, rows: 0, assets: 0 });
  });

  it.each([
    ['says its length up front', (data: Buffer) => data],
    [
      'streams it in chunks',
      (data: Buffer) => Readable.from([data.subarray(0, 1 << 20), data.subarray(1 << 20)]),
    ],
  ])(
    'refuses a 60MB file with a clear message when the client %s, storing nothing',
    async (_how, send) => {
      const ev = await t.buildEvent();
      const headers = await as(await t.buildUser(ev.id, { permissions: 'moderator' }), ev);
      const body = multipart(
        {},
        { fileName: 'video.mp4', data: Buffer.alloc(60 * 1024 * 1024, 1) },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: url(ev),
        headers: { ...headers, ...body.headers },
        payload: send(body.payload),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({
        code: 'payload_too_large',
        message: 'The file is too large. The maximum size is 50MB.',
      });
      expect(await storedOf(ev)).toEqual({ files: 0, rows: 0, assets: 0 });
    },
  );

  it("refuses bad fields with 'Invalid asset' and stores nothing", async () => {
    const ev = await t.buildEvent();
    const headers = await as(await t.buildUser(ev.id, { permissions: 'moderator' }), ev);
    const response = await sendMultipart(
      t,
      { url: url(ev), headers, fields: { name: ' ', colour: 'red' } },
      { fileName: 'a.pdf', data: pdfDocument },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid asset');
    expect(await storedOf(ev)).toEqual({ files: 0, rows: 0, assets: 0 });
  });

  it('lists the assets sorted by name, and edits name and alt text with stamps', async () => {
    const ev = await t.buildEvent();
    const editor = await t.buildUser(ev.id, { permissions: 'admin' });
    const headers = await as(editor, ev);
    for (const name of ['zebra', 'Apple', 'mango']) {
      await sendMultipart(
        t,
        { url: url(ev), headers, fields: { name } },
        { fileName: 'x.txt', data: Buffer.from(name) },
      );
    }
    const list = await t.app.inject({ url: url(ev), headers });
    expect(list.json().items.map((a: { name: string }) => a.name)).toEqual([
      'Apple',
      'mango',
      'zebra',
    ]);

    const apple = list.json().items[0];
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${url(ev)}/${apple.id}`,
      headers,
      payload: { name: 'Apple logo', altText: 'A green apple' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Apple logo',
      altText: 'A green apple',
      updatedBy: editor.userId,
      data: apple.data,
    });

    for (const payload of [{ name: '' }, { name: 'ok', isPublic: true }, {}, { altText: 5 }]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `${url(ev)}/${apple.id}`,
        headers,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('Invalid asset');
    }
    const unchanged = await t.app.inject({ url: `${url(ev)}/${apple.id}`, headers });
    expect(unchanged.json().name).toBe('Apple logo');
  });

  it('pages, sorts, searches and filters the library on the server (the list convention)', async () => {
    const ev = await t.buildEvent();
    const headers = await as(await t.buildUser(ev.id, { permissions: 'moderator' }), ev);
    const add = async (name: string, file: MultipartFile, altText = '') => {
      const added = await sendMultipart(
        t,
        { url: url(ev), headers, fields: { name, altText } },
        file,
      );
      expect(added.statusCode).toBe(201);
    };
    for (const name of ['Hall 10', 'hall 2', 'Floor plan']) {
      await add(name, { fileName: 'x.txt', data: Buffer.from(name) });
    }
    await add('Logo', { fileName: 'logo.svg', data: svgWithScript }, 'Our blue logo');
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `${url(ev)}?${query}`, headers });
      return { status: response.statusCode, body: response.json() };
    };
    const names = (body: { items: { name: string }[] }) => body.items.map((a) => a.name);

    const first = await list('pageSize=2');
    expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(names(first.body)).toEqual(['Floor plan', 'Hall 10']);
    expect(names((await list('pageSize=2&page=2')).body)).toEqual(['hall 2', 'Logo']);
    expect((await list('pageSize=2&page=5')).body).toMatchObject({ items: [], total: 4 });
    expect(names((await list('sort=-name&pageSize=1')).body)).toEqual(['Logo']);
    expect(names((await list('q=HALL')).body)).toEqual(['Hall 10', 'hall 2']);
    expect(names((await list('q=blue')).body)).toEqual(['Logo']);
    expect(names((await list('filter=type:image')).body)).toEqual(['Logo']);
    expect((await list('filter=type:document')).body.total).toBe(3);
    await expectQueriesRefused(list, [
      'sort=size',
      'filter=type:video',
      'filter=owner:x',
      'pageSize=201',
    ]);
  });

  it('deletes an asset with its stored files', async () => {
    const ev = await t.buildEvent();
    const headers = await as(await t.buildUser(ev.id, { permissions: 'moderator' }), ev);
    const added = await sendMultipart(
      t,
      { url: url(ev), headers },
      { fileName: 'p.jpg', data: await jpegPhoto(800, 600) },
    );
    const asset = added.json();
    expect(await storedOf(ev)).toEqual({ files: 4, rows: 4, assets: 1 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url(ev)}/${asset.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await storedOf(ev)).toEqual({ files: 0, rows: 0, assets: 0 });
    expect((await fetchFile(asset.data.large)).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `${url(ev)}/${asset.id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('lets any member read one asset, to show it, but not the library', async () => {
    const added = await upload({ fileName: 'hall.pdf', data: pdfDocument }, { name: 'Hall plan' });
    expect(added.statusCode).toBe(201);
    const headers = await as(await t.buildUser(event.id));
    const one = await t.app.inject({ url: `${url()}/${added.json().id}`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().name).toBe('Hall plan');
    expect((await t.app.inject({ url: url(), headers })).statusCode).toBe(403);
  });
});
