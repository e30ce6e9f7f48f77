import type { Asset } from '@showdesk/domain/content/assets';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import { sendMultipart } from '../../../../test/support/multipart.ts';
import { startS3Server } from '../../../../test/support/s3-server.ts';
import { jpegPhoto, pdfDocument, svgWithScript } from '../../../../test/support/sample-files.ts';
import { storeTextFile } from '../../../../test/support/stored-files.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../events/queries.ts';

const storages = ['local disk', 'S3'] as const;
const cases = testDatabases.flatMap((db) => storages.map((storage) => [db, storage] as const));

describe.each(cases)(
  'GET /api/v1/events/:eventId/files/:fileId on %s, %s storage',
  (kind, storage) => {
    let t: TestApp;
    let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;
    let event: EventRow;
    let otherEvent: EventRow;
    let headers: Record<string, string>;

    const addAsset = async (fileName: string, data: Buffer) => {
      const response = await sendMultipart(
        t,
        { url: `/api/v1/events/${event.id}/assets`, headers },
        { fileName, data },
      );
      expect(response.statusCode).toBe(201);
      return response.json() as Asset;
    };

    beforeAll(async () => {
      s3 = storage === 'S3' ? await startS3Server() : null;
      const env: Record<string, string> = s3
        ? {
            S3_BUCKET: s3.s3.bucket,
            S3_ENDPOINT: s3.s3.endpoint,
            S3_REGION: s3.s3.region,
            S3_ACCESS_KEY_ID: s3.s3.accessKeyId,
            S3_SECRET_ACCESS_KEY: s3.s3.secretAccessKey,
          }
        : {};
      t = await createTestApp(kind, { env });
      expect(t.deps.storage.kind).toBe(s3 ? 's3' : 'local');
      event = await t.buildEvent();
      otherEvent = await t.buildEvent();
      const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
      headers = { host: event.hostnames[0]!, cookie: await t.login(event, moderator) };
    });
    afterAll(async () => {
      await t.close();
      await s3?.stop();
    });

    it('serves an asset image without login, inline, cached for good, never sniffed', async () => {
      const asset = await addAsset('Stand plan.jpg', await jpegPhoto(600, 400));
      const response = await t.app.inject({ url: asset.data.thumb });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-disposition': `inline; filename="Stand plan-thumb.jpg"; filename*=UTF-8''Stand%20plan-thumb.jpg`,
      });
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

      const byId = asset.data.thumb.split('/').slice(0, -1).join('/');
      const plain = await t.app.inject({ url: byId });
      expect(plain.rawPayload.equals(response.rawPayload)).toBe(true);
      const cached = await t.app.inject({
        url: byId,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(cached.statusCode).toBe(304);
    });

    it('serves a document inline when it is a PDF, and other files as attachments', async () => {
      const pdf = await addAsset('Rules.pdf', pdfDocument);
      const text = await addAsset('Notes.txt', Buffer.from('Bring your badge.'));
      const pdfResponse = await t.app.inject({ url: pdf.data.large });
      expect(pdfResponse.headers['content-disposition']).toMatch(/^inline; filename="Rules.pdf"/);
      const textResponse = await t.app.inject({ url: text.data.large });
      expect(textResponse.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(textResponse.headers['content-disposition']).toMatch(
        /^attachment; filename="Notes.txt"/,
      );
      expect(textResponse.body).toBe('Bring your badge.');
    });

    it('serves a sanitised SVG under a policy that runs nothing', async () => {
      const asset = await addAsset('logo.svg', svgWithScript);
      const response = await t.app.inject({ url: asset.data.large });
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.body).not.toContain('<script');
    });

    it("answers 404 for another event's file id", async () => {
      const asset = await addAsset('Secret.pdf', pdfDocument);
      const otherPath = asset.data.large.replace(event.id, otherEvent.id);
      const response = await t.app.inject({ url: otherPath });
      expect(response.statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/v1/events/${event.id}/files/${newId()}` })).statusCode,
      ).toBe(404);
    });

    it('answers 404 for files of owners without a public rule yet', async () => {
      const id = newId();
      // Comments have no files yet, so no rule says who may read one.
      const storageKey = `${event.id}/comments/${id}/cv`;
      await storeTextFile(t, {
        eventId: event.id,
        id,
        ownerType: 'comment',
        ownerId: id,
        storageKey,
        fileName: 'cv.txt',
        text: 'private',
      });
      const response = await t.app.inject({
        url: `/api/v1/events/${event.id}/files/${id}`,
        headers,
      });
      expect(response.statusCode).toBe(404);
    });

    it("says 'Error getting download URL' when the stored object is gone", async () => {
      const asset = await addAsset('Gone.pdf', pdfDocument);
      const [row] = await t.deps.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, asset.id));
      await t.deps.storage.delete(row!.storageKey);
      const response = await t.app.inject({ url: asset.data.large });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Error getting download URL');
    });
  },
);
