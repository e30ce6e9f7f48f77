import { errorCodes } from '@showdesk/domain/common/errors';
import { uploadMessages } from '@showdesk/domain/platform/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { contentDisposition } from '../../../lib/content-disposition.ts';
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { getAuthUser } from '../../../plugins/authenticate.ts';
import { getMember } from '../../../plugins/event-caller.ts';

import { anyone, type FileViewer, fileAccessRule } from './file-access.ts';
import { getStoredFile, type StoredFileRow } from './queries.ts';

const inlineTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/svg+xml',
  'application/pdf',
]);

/**
 * Stored files, served through the API under the access rules of the record that owns them
 * (`registerFileAccess`). Registered OUTSIDE the tenancy guard: asset and branding files are
 * public (the login page shows the logo, public pages show asset images); other owners' rules
 * decide per viewer. A file nobody may read here, or another event's file id, is a 404.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function viewerOf(request: FastifyRequest, eventId: string): Promise<FileViewer> {
    const user = await getAuthUser(request);
    const member = user ? await getMember(app.deps.db, eventId, user.userId) : null;
    // An invitation not yet accepted reads what a stranger reads.
    return member?.status === 'active'
      ? { userId: member.userId, permissions: member.permissions }
      : null;
  }

  async function serve(
    request: FastifyRequest,
    params: { eventId: string; fileId: string },
    reply: FastifyReply,
  ) {
    const file = await getStoredFile(app.deps.db, params.eventId, params.fileId);
    const rule = file && fileAccessRule(file.ownerType);
    if (!file || !rule) throw AppError.notFound();
    const isPublic = rule === anyone;
    if (!isPublic && !(await rule(app.deps, file, await viewerOf(request, params.eventId)))) {
      throw AppError.notFound();
    }
    const etag = `"${file.id}"`;
    setFileHeaders(reply, file, etag, isPublic);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch === etag) return reply.status(304).send();
    const object = await app.deps.storage.get(file.storageKey).catch((error: unknown) => {
      app.deps.reporter.capture(error, { eventId: file.eventId, fileId: file.id });
      throw new AppError(errorCodes.internal, 500, uploadMessages.downloadFailed);
    });
    if (!object) {
      app.log.error({ fileId: file.id, key: file.storageKey }, 'stored file missing');
      app.deps.reporter.capture(new Error('Stored file missing'), { fileId: file.id });
      throw AppError.notFound(uploadMessages.downloadFailed);
    }
    reply.header('content-length', object.size);
    return reply.send(object.body);
  }

  const params = z.object({ eventId: z.string(), fileId: z.string() });
  const description =
    'Streams the file with its content type. Asset and branding files need no login; others ' +
    "follow their owner's rule (a download: the members who see it). The response may be " +
    'cached for good (a file never changes under its id).';

  const routes = eventRoutes(app, { tags: ['files'], config: { access: 'fileRule' } });
  routes.get(
    '/files/:fileId',
    { summary: 'A stored file', description, params },
    (request, reply) => serve(request, request.params, reply),
  );
  routes.get(
    '/files/:fileId/:fileName',
    {
      summary: 'A stored file, under its name (the name is for saving; the id finds the file)',
      description,
      params: params.extend({ fileName: z.string() }),
    },
    (request, reply) => serve(request, request.params, reply),
  );
};

function setFileHeaders(reply: FastifyReply, file: StoredFileRow, etag: string, isPublic: boolean) {
  const isText = file.contentType === 'text/plain';
  reply
    .header('content-type', isText ? 'text/plain; charset=utf-8' : file.contentType)
    .header('x-content-type-options', 'nosniff')
    // A file never changes under its id; only public ones may sit in shared caches.
    .header(
      'cache-control',
      isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=31536000, immutable',
    )
    .header('etag', etag)
    .header(
      'content-disposition',
      contentDisposition(
        inlineTypes.has(file.contentType) ? 'inline' : 'attachment',
        file.fileName,
      ),
    )
    // Emails and the event's other hosts may show asset images and logos.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (file.contentType === 'image/svg+xml') {
    // An SVG opened on its own runs nothing and loads nothing (on top of being sanitised).
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  }
}
