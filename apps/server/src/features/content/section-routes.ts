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
import { eventRoutes, recordParams } from '../../lib/routes/event-routes.ts';
import { uploadFormSchema } from '../../lib/routes/upload-form.ts';
import { withUpload } from '../platform/uploads/receive-upload.ts';
import { addPdfFile } from './pdf-files.ts';
import { addSection, editSection, removeSection, reorderSections } from './sections.ts';

const params = recordParams('contentId');
const sectionParams = params.extend({ sectionId: z.string() });

const uploadForm = uploadFormSchema('One PDF file');

/** The sections of a content page, for moderators and up. */
export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['content'], permission: 'moderator' });
  const { deps } = routes;

  routes.post(
    '/content/:contentId/sections',
    {
      summary: 'Add a section last on the page',
      description:
        "Errors: 400 'Invalid new sections data' with the field paths (data is checked against " +
        'the type; an image must be an image asset, content and download resources must ' +
        'exist; rich text is sanitised); 409 when the page holds the most sections it may.',
      params,
      body: createSectionInputSchema,
      response: contentSectionSchema,
      status: 201,
      checkedByService: true,
    },
    (request) => addSection(deps, request.eventContext, request.params.contentId, request.body),
  );

  routes.put(
    '/content/:contentId/sections/order',
    {
      summary: "Reorder the page's sections (every section id once)",
      params,
      body: reorderSectionsInputSchema,
      response: contentPageDetailSchema,
      checkedByService: true,
    },
    (request) =>
      reorderSections(deps, request.eventContext, request.params.contentId, request.body),
  );

  routes.patch(
    '/content/:contentId/sections/:sectionId',
    {
      summary: "Change a section's heading, flags or data (checked against its own type)",
      description:
        "Errors: 400 'Invalid updated sections data' with the field paths. A pdf section's " +
        'data.files may only keep files it already has; files left out are deleted.',
      params: sectionParams,
      body: updateSectionInputSchema,
      response: contentSectionSchema,
      checkedByService: true,
    },
    (request) => {
      const { contentId, sectionId } = request.params;
      return editSection(deps, request.eventContext, contentId, sectionId, request.body);
    },
  );

  routes.delete(
    '/content/:contentId/sections/:sectionId',
    { summary: 'Delete a section and its files', params: sectionParams, status: 204 },
    (request) => {
      const { contentId, sectionId } = request.params;
      return removeSection(deps, request.eventContext, contentId, sectionId);
    },
  );

  routes.post(
    '/content/:contentId/sections/:sectionId/files',
    {
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
      response: contentSectionSchema,
    },
    (request) => {
      const { contentId, sectionId } = request.params;
      return withUpload(request, (upload) =>
        addPdfFile(deps, request.eventContext, contentId, sectionId, upload),
      );
    },
  );
};
