import {
  contentPageDetailSchema,
  contentSectionSchema,
  createSectionInputSchema,
  reorderSectionsInputSchema,
  updateSectionInputSchema,
} from '@showdesk/domain/content/content';
import { defaultUploadLimitBytes, formatUploadLimit } from '@showdesk/domain/platform/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadFormSchema } from '../../lib/routes/upload-form.ts';
import { receiveUpload } from '../platform/uploads/receive-upload.ts';
import { addPdfFile } from './pdf-files.ts';
import { addSection, editSection, removeSection, reorderSections } from './sections.ts';

const tags = ['content'];
const params = z.object({ eventId: z.string(), contentId: z.string() });
const sectionParams = params.extend({ sectionId: z.string() });
const config = { permission: 'moderator' as const };

const uploadForm = uploadFormSchema('One PDF file');

/** The sections of a content page, for moderators and up. */
export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/content/:contentId/sections',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a section last on the page',
        description:
          "Errors: 400 'Invalid new sections data' with the field paths (data is checked against " +
          'the type; an image must be an image asset, content and download resources must ' +
          'exist; rich text is sanitised); 409 when the page holds the most sections it may.',
        params,
        body: createSectionInputSchema,
        response: { 201: contentSectionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addSection(app.deps, request.eventContext, request.params.contentId, request.body),
        ),
  );

  app.put(
    '/content/:contentId/sections/order',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Reorder the page's sections (every section id once)",
        params,
        body: reorderSectionsInputSchema,
        response: { 200: contentPageDetailSchema },
      },
    },
    async (request) =>
      reorderSections(app.deps, request.eventContext, request.params.contentId, request.body),
  );

  app.patch(
    '/content/:contentId/sections/:sectionId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a section's heading, flags or data (checked against its own type)",
        description:
          "Errors: 400 'Invalid updated sections data' with the field paths. A pdf section's " +
          'data.files may only keep files it already has; files left out are deleted.',
        params: sectionParams,
        body: updateSectionInputSchema,
        response: { 200: contentSectionSchema },
      },
    },
    async (request) =>
      editSection(
        app.deps,
        request.eventContext,
        request.params.contentId,
        request.params.sectionId,
        request.body,
      ),
  );

  app.delete(
    '/content/:contentId/sections/:sectionId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a section and its files',
        params: sectionParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { contentId, sectionId } = request.params;
      await removeSection(app.deps, request.eventContext, contentId, sectionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/content/:contentId/sections/:sectionId/files',
    {
      config,
      schema: {
        tags,
        summary: 'Upload one PDF to a pdf section (appended to data.files)',
        description:
          `multipart/form-data with one file part of at most ` +
          `${formatUploadLimit(defaultUploadLimitBytes)}; its type is read from its content and ` +
          "only PDF is taken. Errors: 400 'Invalid PDF section after upload' (not a pdf section, " +
          "or it holds the most files it may), 413 (too large), 415 'Invalid PDF section after " +
          "upload' (not a PDF), 500 'An unknown error occurred whilst processing PDF uploads'.",
        consumes: ['multipart/form-data'],
        params: sectionParams,
        body: uploadForm,
        response: { 200: contentSectionSchema },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request);
      try {
        const { contentId, sectionId } = request.params;
        return await addPdfFile(app.deps, request.eventContext, contentId, sectionId, upload);
      } finally {
        await upload.dispose();
      }
    },
  );
};
