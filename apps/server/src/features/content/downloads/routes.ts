import {
  downloadListQuerySchema,
  downloadListSchema,
  downloadPageSchema,
  downloadSchema,
  downloadSettingsInputSchema,
  updateDownloadInputSchema,
} from '@showdesk/domain/content/downloads';
import { defaultUploadLimitBytes, formatUploadLimit } from '@showdesk/domain/platform/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventParams, eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../../lib/routes/record-routes.ts';
import { registerFileAccess } from '../../platform/uploads/file-access.ts';
import { withUpload } from '../../platform/uploads/receive-upload.ts';
import { canReadDownloadFile } from './file-access.ts';
import {
  addDownload,
  downloadOwnerType,
  editDownload,
  getEventDownload,
  listDownloadsPage,
  listMemberDownloads,
  removeDownload,
  replaceDownloadFile,
} from './service.ts';

const tags = ['downloads'];

/**
 * The multipart forms, for the API reference only: the routes stream the parts themselves
 * (`receiveUpload`), so the parsed body is empty and these optional schemas never refuse it.
 */
const file = z.string().meta({ format: 'binary', description: 'The file' });
const addFormSchema = z
  .object({
    file,
    name: z.string().optional(),
    description: z.string().optional(),
    showDownload: z.enum(['true', 'false']).optional(),
    showToChildTeams: z.enum(['true', 'false']).optional(),
    showToTeamTypeIds: z.string().optional(),
    hideFromTeamTypeIds: z.string().optional(),
  })
  .nullish();
const replaceFormSchema = z.object({ file }).nullish();

const fileRules =
  `one file part (the field name is free) of at most ${formatUploadLimit(defaultUploadLimitBytes)}, ` +
  'of a type read from its content: jpeg, png, webp, svg (sanitised), mp4, pdf, doc, docx, xls, ' +
  'xlsx, ppt, pptx, txt or zip. It is kept as uploaded, and the download takes its URL ' +
  '(`data`), name, size and type. Errors: 413 (too large), 415 ' +
  "'Invalid fileasset' (file type), 500 'Error uploading file to storage'.";

/** Downloads (spec section 3, Download): organisers' management and members' list. */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFileAccess(downloadOwnerType, canReadDownloadFile);
  const routes = eventRoutes(app, { tags, permission: 'moderator' });
  const path = '/downloads';
  const idParam = 'downloadId';

  recordRoutes(routes, {
    path,
    idParam,
    list: {
      summary: 'One page of the downloads of the event, sorted by name',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the name, description ' +
        'or file name; sort name (default), fileType, fileSize, updatedAt (prefix - for ' +
        'descending); filter showDownload:true|false.',
      querystring: downloadListQuerySchema,
      response: downloadPageSchema,
      run: listDownloadsPage,
    },
  });

  routes.get(
    '/member/downloads',
    {
      config: { permission: 'user' },
      summary: 'The downloads the caller may see, sorted by name',
      description:
        'Shown downloads with a file, not hidden from the caller’s team type, limited to ' +
        'types that include it (or to none), and for a stand share (child team) only those ' +
        'shown to child teams. Moderators and organiser teams see every shown download.',
      params: eventParams,
      response: downloadListSchema,
    },
    async (request) => ({ downloads: await listMemberDownloads(app.deps, request.eventContext) }),
  );

  recordRoutes(routes, {
    path,
    idParam,
    get: { summary: 'One download', response: downloadSchema, run: getEventDownload },
    // The service checks the body, answering 'Invalid download values'; the schema documents it.
    update: {
      summary: "Change a download's settings",
      body: updateDownloadInputSchema,
      response: downloadSchema,
      run: editDownload,
    },
    remove: { summary: 'Delete a download and its stored files', run: removeDownload },
  });

  routes.post(
    path,
    {
      summary: 'Add a download from an uploaded file',
      description:
        `multipart/form-data: text fields first (${Object.keys(downloadSettingsInputSchema.shape).join(', ')}; ` +
        "booleans as 'true' or 'false'; team type ids as a JSON array or a comma-separated " +
        'list; an empty or missing name takes the file’s name), then ' +
        `${fileRules} 400 'Invalid download values' with the fields refused (team types ` +
        'must be the event’s).',
      consumes: ['multipart/form-data'],
      params: eventParams,
      body: addFormSchema,
      response: downloadSchema,
      status: 201,
    },
    (request) =>
      withUpload(request, (upload) => addDownload(app.deps, request.eventContext, upload)),
  );

  routes.put(
    '/downloads/:downloadId/file',
    {
      summary: "Replace a download's file",
      description: `multipart/form-data with ${fileRules} The old file is deleted.`,
      consumes: ['multipart/form-data'],
      params: recordParams(idParam),
      body: replaceFormSchema,
      response: downloadSchema,
    },
    (request) =>
      withUpload(request, (upload) =>
        replaceDownloadFile(app.deps, request.eventContext, request.params.downloadId, upload),
      ),
  );
};
