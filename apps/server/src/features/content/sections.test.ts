import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, expectRefusal } from '../../../test/support/caller.ts';
import { contentFixtures } from '../../../test/support/content-fixtures.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { sendMultipart } from '../../../test/support/multipart.ts';
import { jpegPhoto, pdfDocument } from '../../../test/support/sample-files.ts';
import { storedFilesOf } from '../../../test/support/stored-files.ts';
import { contentPages } from '../../db/schema/content.ts';
import { newId } from '../../lib/ids.ts';
import type { EventRow } from '../platform/events/queries.ts';

describe.each(testDatabases)(
  '/api/v1/events/:eventId/content/:contentId/sections on %s',
  (kind) => {
    const t = useTestApp(kind);
    let fx: ReturnType<typeof contentFixtures>;
    let event: EventRow;
    let moderator: Caller;
    let cookie: string;
    let imageId: string;
    let documentId: string;
    let taskId: string;
    let taskGroupId: string;

    const newPage = (title = 'Page') => fx.addPage(moderator, { title });
    const filesOfSection = (sectionId: string) => storedFilesOf(t, event.id, sectionId);
    const fileStatus = async (url: string) =>
      (await t.app.inject({ url, headers: { cookie } })).statusCode;

    beforeAll(async () => {
      fx = contentFixtures(t);
      event = await t.buildEvent();
      const user = await t.buildUser(event.id, { permissions: 'moderator' });
      moderator = await callerFor(t, event, user);
      cookie = await t.login(event, user);
      const asset = async (fileName: string, data: Buffer) => {
        const response = await sendMultipart(
          t,
          {
            url: `/api/v1/events/${event.id}/assets`,
            headers: { host: event.hostnames[0]!, cookie },
          },
          { fileName, data },
        );
        return response.json().id as string;
      };
      imageId = await asset('Hall.jpg', await jpegPhoto(300, 200));
      taskId = (await moderator.post('/tasks', { title: 'Risk assessment' })).json().id;
      taskGroupId = (await moderator.post('/task-groups', { title: 'Checklist' })).json().id;
      documentId = await asset('Plan.pdf', pdfDocument);
    });

    describe('the ten section types', () => {
      const valid = (): [string, unknown, unknown][] => [
        ['richText', '<p>Hello <strong>there</strong></p>', '<p>Hello <strong>there</strong></p>'],
        ['button', { text: 'Go', link: '/downloads' }, { text: 'Go', link: '/downloads' }],
        ['callout', { text: 'Mind the gap' }, { variant: 'default', text: 'Mind the gap' }],
        ['image', imageId, imageId],
        ['googleMaps', ' ExCeL London ', 'ExCeL London'],
        ['pdf', { fileName: 'Plans' }, { fileName: 'Plans', files: [] }],
        ['youTube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
        ['taskList', taskGroupId, taskGroupId],
        [
          'resources',
          [{ id: taskId }, { id: 'form-1', type: 'form' }],
          [
            { id: taskId, type: 'task' },
            { id: 'form-1', type: 'form' },
          ],
        ],
        [
          'table',
          { columnCount: '2', rows: [['a', 'b']] },
          { isFixedWidth: false, isFirstRowHeader: true, columnCount: 2, rows: [['a', 'b']] },
        ],
      ];

      it('adds each type with its data (YouTube links stored as the shortcode)', async () => {
        const page = await newPage('All types');
        for (const [type, data, stored] of valid()) {
          const response = await moderator.post(`/content/${page.id}/sections`, { type, data });
          expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
          expect(response.json()).toMatchObject({
            type,
            data: stored,
            contentId: page.id,
            heading: '',
            isNewSection: false,
            isPublished: true,
          });
        }
        const detail = (await moderator.get(`/content/${page.id}`)).json();
        expect(detail.sections.map((s: { type: string }) => s.type)).toEqual(
          valid().map(([type]) => type),
        );
        expect(detail.sectionIds).toEqual(detail.sections.map((s: { id: string }) => s.id));
      });

      const invalid = (): [string, unknown, string, string?][] => [
        ['richText', 42, 'data'],
        ['button', { text: 'Go', link: 'javascript:alert(1)' }, 'data.link'],
        ['callout', { variant: 'loud', text: 'x' }, 'data.variant'],
        ['image', documentId, 'data', 'Choose an image from the asset library'],
        ['googleMaps', ' ', 'data'],
        [
          'pdf',
          { files: [{ fileId: 'f', name: 'x', url: '/x', size: 1 }] },
          'data.files.0.fileId',
          'File not found: upload it first',
        ],
        ['youTube', 'https://vimeo.com/123', 'data'],
        ['taskList', '', 'data'],
        ['taskList', newId(), 'data', 'Task group not found'],
        ['resources', [{ id: newId(), type: 'content' }], 'data.0.id', 'Content not found'],
        ['resources', [{ id: newId() }], 'data.0.id', 'Task not found'],
        ['table', { columnCount: 2, rows: [['a']] }, 'data.rows'],
      ];

      it("refuses invalid data of each type with 'Invalid new sections data' and its path", async () => {
        const page = await newPage('Refusals');
        for (const [type, data, path, message] of invalid()) {
          const response = await moderator.post(`/content/${page.id}/sections`, { type, data });
          expect(response.statusCode, type).toBe(400);
          expect(response.json().error.message).toBe('Invalid new sections data');
          expect(response.json().error.details, type).toContainEqual(
            message ? { path, message } : expect.objectContaining({ path }),
          );
        }
        const unknown = await moderator.post(`/content/${page.id}/sections`, { type: 'nope' });
        expect(unknown.json().error.message).toBe('Invalid new sections data');
        expect((await moderator.get(`/content/${page.id}`)).json().sectionIds).toEqual([]);
      });

      it('links resources to content pages and downloads only when they exist', async () => {
        const page = await newPage('Resources');
        const target = await newPage('Target');
        const ok = await moderator.post(`/content/${page.id}/sections`, {
          type: 'resources',
          data: [{ id: target.id, type: 'content' }],
        });
        expect(ok.statusCode).toBe(201);
        const missing = await moderator.post(`/content/${page.id}/sections`, {
          type: 'resources',
          data: [{ id: 'no-such-download', type: 'download' }],
        });
        expect(missing.json().error.details).toEqual([
          { path: 'data.0.id', message: 'Download not found' },
        ]);
      });

      it('sanitises rich text: no event handlers, images or javascript: links are stored', async () => {
        const page = await newPage('XSS');
        const section = await fx.addSection(moderator, page.id, {
          type: 'richText',
          data:
            '<p>Hi<img src=x onerror=alert(1)></p><a href="javascript:alert(1)">bad</a>' +
            '<a href="https://example.com" target="_blank" onclick="steal()">good</a><script>x()</script>',
        });
        const html = section.data as string;
        expect(html).not.toMatch(/onerror|onclick|javascript:|<img|<script/i);
        expect(html).toContain('<p>Hi</p>');
        expect(html).toContain('<a>bad</a>');
        expect(html).toContain(
          '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
        );
        const edited = await moderator.patch(`/content/${page.id}/sections/${section.id}`, {
          data: '<h2 onmouseover="x()">Title</h2>',
        });
        expect(edited.json().data).toBe('<h2>Title</h2>');
      });

      it('keeps text data that reads as JSON as the text it is, written and read back', async () => {
        const page = await newPage('JSON-looking text');
        const texts: [string, string][] = [
          ['richText', '9 '],
          ['richText', 'true'],
          ['googleMaps', '[1, 2]'],
          ['googleMaps', 'null'],
        ];
        for (const [type, data] of texts) {
          const response = await moderator.post(`/content/${page.id}/sections`, { type, data });
          expect(response.statusCode, `${type} ${data}: ${response.body}`).toBe(201);
          expect(typeof response.json().data).toBe('string');
        }
        const detail = (await moderator.get(`/content/${page.id}`)).json();
        expect(detail.sections.map((s: { data: unknown }) => typeof s.data)).toEqual(
          texts.map(() => 'string'),
        );
      });

      it('refuses a page already holding the most sections', async () => {
        const page = await newPage('Full');
        const ids = Array.from({ length: 100 }, () => newId());
        await t.deps.db
          .update(contentPages)
          .set({ sectionIds: ids })
          .where(and(eq(contentPages.eventId, event.id), eq(contentPages.id, page.id)));
        const response = await moderator.post(`/content/${page.id}/sections`, {
          type: 'googleMaps',
          data: 'London',
        });
        expect(response.statusCode).toBe(409);
        expect(response.json().error.message).toBe('Invalid new sections data');
      });

      it('answers 404 for a missing page', async () => {
        const response = await moderator.post(`/content/${newId()}/sections`, {
          type: 'googleMaps',
          data: 'London',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Content not found');
      });
    });

    describe('editing, ordering and deleting', () => {
      it("checks data against the section's own type ('Invalid updated sections data')", async () => {
        const page = await newPage('Edit');
        const button = await fx.addSection(moderator, page.id, {
          type: 'button',
          data: { text: 'Go', link: '/downloads' },
        });
        const wrong = await moderator.patch(`/content/${page.id}/sections/${button.id}`, {
          data: 'just text',
        });
        expectRefusal(wrong, 400, 'Invalid updated sections data', [{ path: 'data' }]);
        const empty = await moderator.patch(`/content/${page.id}/sections/${button.id}`, {});
        expect(empty.json().error.message).toBe('Invalid updated sections data');
        const ok = await moderator.patch(`/content/${page.id}/sections/${button.id}`, {
          heading: ' Next step ',
          isPublished: false,
          isNewSection: true,
          data: { text: 'Book', link: 'https://example.com/book' },
        });
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toMatchObject({
          heading: 'Next step',
          isPublished: false,
          isNewSection: true,
          data: { text: 'Book', link: 'https://example.com/book' },
        });
        const missing = await moderator.patch(`/content/${page.id}/sections/${newId()}`, {
          heading: 'x',
        });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().error.message).toBe('Section not found');
      });

      it('reorders sections with every id once, and refuses any other list', async () => {
        const page = await newPage('Order');
        const ids: string[] = [];
        for (const place of ['A', 'B', 'C']) {
          ids.push(
            (await fx.addSection(moderator, page.id, { type: 'googleMaps', data: place })).id,
          );
        }
        const reversed = [...ids].reverse();
        const response = await moderator.put(`/content/${page.id}/sections/order`, {
          ids: reversed,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().sectionIds).toEqual(reversed);
        expect(response.json().sections.map((s: { data: string }) => s.data)).toEqual([
          'C',
          'B',
          'A',
        ]);
        for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), newId()]]) {
          const refused = await moderator.put(`/content/${page.id}/sections/order`, { ids: bad });
          expect(refused.statusCode).toBe(400);
          expect(refused.json().error.message).toBe(
            'Send every section id of the page once, in the new order',
          );
        }
        expect((await moderator.get(`/content/${page.id}`)).json().sectionIds).toEqual(reversed);
      });

      it('deletes a section: it leaves the page order', async () => {
        const page = await newPage('Delete section');
        const a = await fx.addSection(moderator, page.id, { type: 'googleMaps', data: 'A' });
        const b = await fx.addSection(moderator, page.id, { type: 'googleMaps', data: 'B' });
        expect((await moderator.delete(`/content/${page.id}/sections/${a.id}`)).statusCode).toBe(
          204,
        );
        const detail = (await moderator.get(`/content/${page.id}`)).json();
        expect(detail.sectionIds).toEqual([b.id]);
        expect(detail.sections.map((s: { id: string }) => s.id)).toEqual([b.id]);
        expect((await moderator.delete(`/content/${page.id}/sections/${a.id}`)).statusCode).toBe(
          404,
        );
      });
    });

    describe('PDF files', () => {
      it('appends an uploaded PDF to data.files, named without its extension', async () => {
        const page = await newPage('PDFs');
        const section = await fx.addSection(moderator, page.id, { type: 'pdf', data: {} });
        const response = await fx.upload(event, cookie, page.id, section.id, {
          fileName: 'Floor plan.pdf',
          data: pdfDocument,
        });
        expect(response.statusCode, response.body).toBe(200);
        const [file] = response.json().data.files;
        expect(file).toEqual({
          fileId: expect.any(String),
          name: 'Floor plan',
          url: `/api/v1/events/${event.id}/files/${file.fileId}/Floor%20plan.pdf`,
          size: pdfDocument.length,
        });
        const served = await t.app.inject({ url: file.url, headers: { cookie } });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('application/pdf');
        expect(await filesOfSection(section.id)).toHaveLength(1);
      });

      it('refuses a file that is not a PDF, whatever its name, and keeps nothing', async () => {
        const page = await newPage('Not PDF');
        const section = await fx.addSection(moderator, page.id, { type: 'pdf', data: {} });
        const response = await fx.upload(event, cookie, page.id, section.id, {
          fileName: 'photo.pdf',
          data: await jpegPhoto(50, 50),
        });
        expect(response.statusCode).toBe(415);
        expect(response.json().error.message).toBe('Invalid PDF section after upload');
        expect(await filesOfSection(section.id)).toEqual([]);
      });

      it("refuses a file for a section that is not a pdf section ('Invalid PDF section after upload')", async () => {
        const page = await newPage('Wrong section');
        const section = await fx.addSection(moderator, page.id, { type: 'googleMaps', data: 'X' });
        const response = await fx.upload(event, cookie, page.id, section.id, {
          fileName: 'a.pdf',
          data: pdfDocument,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe('Invalid PDF section after upload');
        expect(await filesOfSection(section.id)).toEqual([]);
        const missing = await fx.upload(event, cookie, page.id, newId(), {
          fileName: 'a.pdf',
          data: pdfDocument,
        });
        expect(missing.statusCode).toBe(404);
      });

      it("answers the spec's message when storage fails", async () => {
        const page = await newPage('Storage down');
        const section = await fx.addSection(moderator, page.id, { type: 'pdf', data: {} });
        const put = t.deps.storage.put;
        t.deps.storage.put = async () => {
          throw new Error('disk full');
        };
        try {
          const response = await fx.upload(event, cookie, page.id, section.id, {
            fileName: 'a.pdf',
            data: pdfDocument,
          });
          expect(response.statusCode).toBe(500);
          expect(response.json().error.message).toBe(
            'An unknown error occurred whilst processing PDF uploads',
          );
        } finally {
          t.deps.storage.put = put;
        }
        expect(await filesOfSection(section.id)).toEqual([]);
      });

      it('keeps only files already in the section; removed ones are deleted', async () => {
        const page = await newPage('Edit files');
        const section = await fx.addSection(moderator, page.id, { type: 'pdf', data: {} });
        for (const name of ['One.pdf', 'Two.pdf']) {
          await fx.upload(event, cookie, page.id, section.id, {
            fileName: name,
            data: pdfDocument,
          });
        }
        const [one, two] = (await moderator.get(`/content/${page.id}`)).json().sections[0].data
          .files;
        const renamed = await moderator.patch(`/content/${page.id}/sections/${section.id}`, {
          data: { fileName: 'Plans', files: [{ ...two, name: 'Second', url: '/evil', size: 1 }] },
        });
        expect(renamed.statusCode).toBe(200);
        expect(renamed.json().data).toEqual({
          fileName: 'Plans',
          files: [{ ...two, name: 'Second' }],
        });
        expect(await fileStatus(one.url)).toBe(404);
        expect(await fileStatus(two.url)).toBe(200);
        expect((await filesOfSection(section.id)).map((f) => f.id)).toEqual([two.fileId]);

        const foreign = await moderator.patch(`/content/${page.id}/sections/${section.id}`, {
          data: { files: [two, { ...two, fileId: newId() }] },
        });
        expectRefusal(foreign, 400, 'Invalid updated sections data', [
          { path: 'data.files.1.fileId', message: 'File not found: upload it first' },
        ]);

        expect(
          (await moderator.delete(`/content/${page.id}/sections/${section.id}`)).statusCode,
        ).toBe(204);
        expect(await fileStatus(two.url)).toBe(404);
        expect(await filesOfSection(section.id)).toEqual([]);
      });
    });
  },
);
