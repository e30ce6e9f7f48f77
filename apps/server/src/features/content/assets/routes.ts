import {
  assetListQuerySchema,
  assetPageSchema,
  assetSchema,
  createAssetInputSchema,
  updateAssetInputSchema,
} from '@showdesk/domain/content/assets';
import { defaultUploadLimitBytes, formatUploadLimit } from '@showdesk/domain/platform/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventParams, eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { withUpload } from '../../platform/uploads/receive-upload.ts';
import { addAsset, editAsset, getEventAsset, listEventAssets, removeAsset } from './service.ts';

const params = recordParams('assetId');

/**
 * The multipart form, for the API reference only: the route streams the parts itself
 * (`receiveUpload`), so the parsed body is empty and this optional schema never refuses it.
 */
const uploadFormSchema = createAssetInputSchema
  .extend({ file: z.string().meta({ format: 'binary', description: 'The file' }) })
  .nullish();

/** The asset library (spec section 3, Asset), for moderators and up. Inside the tenancy guard. */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['assets'], permission: 'moderator' });
  const { deps } = routes;

  routes.get(
    '/assets',
    {
      summary: 'One page of the assets of the event, sorted by name',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the name or alt text; ' +
        'sort name (default), type, createdAt, updatedAt (prefix - for descending); filter ' +
        'type:image|document.',
      params: eventParams,
      querystring: assetListQuerySchema,
      response: assetPageSchema,
    },
    (request) => listEventAssets(deps, request.eventContext.eventId, request.query),
  );

  routes.get(
    '/assets/:assetId',
    {
      summary: 'One asset',
      params,
      response: assetSchema,
      // Any member: pages, core pages and the dashboard header show assets to everyone
      // (their files are public already); the library itself stays with moderators.
      config: { permission: 'user' },
    },
    (request) => getEventAsset(deps, request.eventContext.eventId, request.params.assetId),
  );

  routes.post(
    '/assets',
    {
      summary: 'Add an asset from an uploaded file',
      description:
        `multipart/form-data with one file part (the field name is free) of at most ` +
        `${formatUploadLimit(defaultUploadLimitBytes)}, and optional text fields ` +
        `${Object.keys(createAssetInputSchema.shape).join(' and ')}. The file's type is read ` +
        'from its content: jpeg, png or webp (resized to large, medium, small and thumb), svg ' +
        '(sanitised), pdf, doc, docx, xls, xlsx, ppt, pptx, txt or zip. Errors: 400 ' +
        "'Invalid asset' (fields), 413 (too large), 415 'Invalid fileasset' (file type), 500 " +
        "'Error uploading file to storage'.",
      consumes: ['multipart/form-data'],
      params: eventParams,
      body: uploadFormSchema,
      response: assetSchema,
      status: 201,
    },
    (request) => withUpload(request, (upload) => addAsset(deps, request.eventContext, upload)),
  );

  routes.patch(
    '/assets/:assetId',
    {
      summary: "Change an asset's name and alt text",
      params,
      body: updateAssetInputSchema,
      response: assetSchema,
      // The service checks the body, answering 'Invalid asset'; the schema documents it.
      checkedByService: true,
    },
    (request) => editAsset(deps, request.eventContext, request.params.assetId, request.body),
  );

  routes.delete(
    '/assets/:assetId',
    { summary: 'Delete an asset and its stored files', params, status: 204 },
    (request) => removeAsset(deps, request.eventContext, request.params.assetId),
  );
};
