import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import { pdfDocument, pngImage } from '../../../../test/support/sample-files.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { newId } from '../../../lib/ids.ts';
import type { Storage } from '../../../lib/storage/storage.ts';
import type { EventRow } from '../events/queries.ts';
import type { ReceivedUpload } from './receive-upload.ts';
import { storeUpload } from './service.ts';

describe.each(testDatabases)('storeUpload (for any feature) on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let dir: string;

  /** What `receiveUpload` hands over, made from bytes. */
  const received = async (fileName: string, data: Buffer): Promise<ReceivedUpload> => {
    const file = path.join(dir, newId());
    await writeFile(file, data);
    return { path: file, fileName, size: data.length, fields: {}, dispose: () => rm(file) };
  };
  const filesOnDisk = async () =>
    (
      await readdir(path.join(t.config.dataDir, 'files', event.id), {
        recursive: true,
        withFileTypes: true,
      }).catch(() => [])
    ).filter((f) => f.isFile()).length;
  /** An asset's photo upload, as the assets feature hands it to storeUpload. */
  const photoAsset = async (ownerId: string) => ({
    eventId: event.id,
    ownerType: 'asset' as const,
    ownerId,
    folder: `${event.id}/assets/${ownerId}`,
    upload: await received('photo.png', await pngImage()),
    userId: null,
  });
  const rowsOf = (ownerId: string) =>
    t.deps.db.select().from(storedFiles).where(eq(storedFiles.ownerId, ownerId));

  beforeAll(async () => {
    t = await createTestApp(kind);
    event = await t.buildEvent();
    dir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-store-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps a logo as its original PNG and replaces the earlier logo', async () => {
    const store = async () =>
      storeUpload(
        t.deps,
        {
          eventId: event.id,
          ownerType: 'branding',
          ownerId: 'logo',
          folder: `${event.id}/branding/logo/${newId()}`,
          upload: await received('Logo.png', await pngImage(300, 100)),
          accept: ['png', 'jpeg', 'webp', 'svg'],
          images: 'original',
          userId: null,
          replaceOwnerFiles: true,
        },
        async (_tx, stored) => stored.url,
      );
    const first = await store();
    const second = await store();
    expect(second.result).toBe(second.url);
    expect(second.urls.thumb).toBe(second.url);
    expect(second.url).toMatch(new RegExp(`^/api/v1/events/${event.id}/files/[^/]+/Logo\\.png$`));
    const rows = await rowsOf('logo');
    expect(rows.map((r) => r.id)).toEqual([second.files[0]!.id]);
    expect(await filesOnDisk()).toBe(1);
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(404);
    const served = await t.app.inject({ url: second.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it("refuses a file this use does not take, with the caller's message", async () => {
    const attempt = storeUpload(t.deps, {
      eventId: event.id,
      ownerType: 'branding',
      ownerId: 'loginImage',
      folder: `${event.id}/branding/login-image/${newId()}`,
      upload: await received('image.png', pdfDocument),
      accept: ['png', 'jpeg'],
      userId: null,
      invalidFileMessage: 'Failed to upload logo',
    });
    await expect(attempt).rejects.toMatchObject({ status: 415, message: 'Failed to upload logo' });
  });

  it("removes the stored files again when the caller's write fails", async () => {
    const ownerId = newId();
    const before = await filesOnDisk();
    const attempt = storeUpload(t.deps, await photoAsset(ownerId), async () => {
      throw new Error('the record could not be saved');
    });
    await expect(attempt).rejects.toThrow('the record could not be saved');
    expect(await rowsOf(ownerId)).toEqual([]);
    expect(await filesOnDisk()).toBe(before);
  });

  it("says 'Error uploading file to storage' when storage fails, leaving nothing behind", async () => {
    const ownerId = newId();
    const written: string[] = [];
    let puts = 0;
    const failing: Storage = {
      ...t.deps.storage,
      async put(key, body, contentType) {
        // The third of the four sizes fails.
        if (++puts === 3) throw new Error('disk full');
        written.push(key);
        return t.deps.storage.put(key, body, contentType);
      },
    };
    const attempt = storeUpload({ ...t.deps, storage: failing }, await photoAsset(ownerId));
    await expect(attempt).rejects.toMatchObject({
      status: 500,
      message: 'Error uploading file to storage',
    });
    expect(written).toHaveLength(2);
    for (const key of written) expect(await t.deps.storage.get(key)).toBeNull();
    expect(await rowsOf(ownerId)).toEqual([]);
  });
});
