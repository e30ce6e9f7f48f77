import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { sendMultipart } from '../../../../test/support/multipart.ts';
import { jpegPhoto, pngImage, windowsExe } from '../../../../test/support/sample-files.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import type { EventRow } from '../events/queries.ts';

describe.each(testDatabases)(
  'POST /api/v1/events/:eventId/settings/branding/images/:slot on %s',
  (kind) => {
    const t = useTestApp(kind);
    let event: EventRow;
    let otherEvent: EventRow;
    let admin: Record<string, string>;
    const url = (slot: string, ev: EventRow = event) =>
      `/api/v1/events/${ev.id}/settings/branding/images/${slot}`;
    const send = async (
      slot: string,
      data: Buffer,
      headers: Record<string, string> = admin,
      ev: EventRow = event,
    ) => {
      return sendMultipart(
        t,
        { url: url(slot, ev), headers },
        { fileName: 'logo.png', contentType: 'image/png', data },
      );
    };
    const brandingFiles = (ev: EventRow) =>
      t.deps.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.eventId, ev.id), eq(storedFiles.ownerType, 'branding')));

    beforeAll(async () => {
      event = await t.buildEvent();
      otherEvent = await t.buildEvent();
      const user = await t.buildUser(event.id, { permissions: 'admin' });
      admin = { host: event.hostnames[0]!, cookie: await t.login(event, user) };
    });

    it('requires authentication', async () => {
      const response = await send('logo', await pngImage(), { host: event.hostnames[0]! });
      expect(response.statusCode).toBe(401);
    });

    it('rejects a user below admin', async () => {
      const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
      const headers = { host: event.hostnames[0]!, cookie: await t.login(event, moderator) };
      const response = await send('logo', await pngImage(), headers);
      expect(response.statusCode).toBe(403);
    });

    it("cannot reach another event's branding", async () => {
      const response = await send('logo', await pngImage(), admin, otherEvent);
      expect(response.statusCode).toBe(404);
      expect(await brandingFiles(otherEvent)).toHaveLength(0);
    });

    it("refuses a branding image that is not one of this event's files: another site, javascript:, another event", async () => {
      const otherAdmin = await t.buildUser(otherEvent.id, { permissions: 'admin' });
      const theirs = await send(
        'logo',
        await pngImage(),
        {
          host: otherEvent.hostnames[0]!,
          cookie: await t.login(otherEvent, otherAdmin),
        },
        otherEvent,
      );
      expect(theirs.statusCode).toBe(200);
      const before = await t.app.inject({
        url: `/api/v1/events/${event.id}/settings/branding`,
        headers: admin,
      });
      for (const logo of [
        'javascript:alert(document.cookie)',
        'https://tracker.example/logo.png',
        theirs.json().url as string,
        `/api/v1/events/${event.id}/files/no-such-file/logo.png`,
      ]) {
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/api/v1/events/${event.id}/settings/branding`,
          headers: admin,
          payload: { logo },
        });
        expect(response.statusCode, logo).toBe(400);
        expect(response.json().error.message).toBe('Invalid branding settings data.');
        expect(response.json().error.details[0].path).toMatch(/logo/);
      }
      const after = await t.app.inject({
        url: `/api/v1/events/${event.id}/settings/branding`,
        headers: admin,
      });
      expect(after.json()).toEqual(before.json());
    });

    it('stores a logo as uploaded, sets it in the branding document and serves it without login', async () => {
      const response = await send('logo', await pngImage(320, 100));
      expect(response.statusCode).toBe(200);
      const { url: logoUrl, branding } = response.json();
      expect(branding.logo).toBe(logoUrl);
      const file = await t.app.inject({ url: logoUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect((await sharp(file.rawPayload).metadata()).width).toBe(320);

      // The login page reads it from the public event of the host.
      const publicEvent = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: event.hostnames[0]! },
      });
      expect(publicEvent.json().branding.logo).toBe(logoUrl);
    });

    it("replaces the slot's earlier file", async () => {
      const first = (await send('invertedLogo', await pngImage())).json().url;
      const second = await send('invertedLogo', await pngImage(200, 200));
      expect(second.statusCode).toBe(200);
      expect((await t.app.inject({ url: first })).statusCode).toBe(404);
      const slotFiles = (await brandingFiles(event)).filter((f) => f.ownerId === 'invertedLogo');
      expect(slotFiles).toHaveLength(1);
    });

    it('resizes a login image like any photo', async () => {
      const response = await send('loginImage', await jpegPhoto(3000, 2000));
      expect(response.statusCode).toBe(200);
      const file = await t.app.inject({ url: response.json().url });
      const { width, height } = await sharp(file.rawPayload).metadata();
      expect([width, height]).toEqual([1920, 1280]);
    });

    it("refuses a file that is not an image with the spec's message, and writes nothing", async () => {
      const before = (await brandingFiles(event)).length;
      const response = await send('iconLogo', windowsExe);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe('Failed to upload logo');
      expect(await brandingFiles(event)).toHaveLength(before);
      const branding = await t.app.inject({
        url: `/api/v1/events/${event.id}/settings/branding`,
        headers: admin,
      });
      expect(branding.json().iconLogo).toBe('');
    });

    it('refuses an unknown slot', async () => {
      const response = await send('favicon', await pngImage());
      expect(response.statusCode).toBe(400);
    });
  },
);
