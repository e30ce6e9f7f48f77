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
import { receiveUpload } from '../../platform/uploads/receive-upload.ts';
import { addAsset, editAsset, getEventAsset, listEventAssets, removeAsset } from './service.ts';

const tags = ['assets'];
const eventParams = z.object({ eventId: z.string() });
const params = eventParams.extend({ assetId: z.string() });
const config = { permission: 'moderator' as const };

/**
 * The multipart form, for the API reference only: the route streams the parts itself
 * (`receiveUpload`), so the parsed body is empty and this optional schema never refuses it.
 */
const uploadFormSchema = createAssetInputSchema
  .extend({ file: z.string().meta({ format: 'binary', description: 'The file' }) })
  .nullish();

/** The asset library (spec section 3, Asset), for moderators and up. Inside the tenancy guard. */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assets',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the assets of the event, sorted by name',
        description:
          'The list convention (?page&pageSize&sort&q&filter). q matches the name or alt text; ' +
          'sort name (default), type, createdAt, updatedAt (prefix - for descending); filter ' +
          'type:image|document.',
        params: eventParams,
        querystring: assetListQuerySchema,
        response: { 200: assetPageSchema },
      },
    },
    async (request) => listEventAssets(app.deps, request.eventContext.eventId, request.query),
  );

  app.get(
    '/assets/:assetId',
    {
      // Any member: pages, core pages and the dashboard header show assets to everyone
      // (their files are public already); the library itself stays with moderators.
      config: { permission: 'user' },
      schema: { tags, summary: 'One asset', params, response: { 200: assetSchema } },
    },
    async (request) =>
      getEventAsset(app.deps, request.eventContext.eventId, request.params.assetId),
  );

  app.post(
    '/assets',
    {
      config,
      schema: {
        tags,
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
        response: { 201: assetSchema },
      },
    },
    async (request, reply) => {
      const upload = await receiveUpload(request);
      try {
        const asset = await addAsset(app.deps, request.eventContext, upload);
        return reply.status(201).send(asset);
      } finally {
        await upload.dispose();
      }
    },
  );

  app.patch(
    '/assets/:assetId',
    {
      config,
      // The service checks the body, answering 'Invalid asset'; the schema documents it.
      attachValidation: true,
      schema: {
        tags,
        summary: "Change an asset's name and alt text",
        params,
        body: updateAssetInputSchema,
        response: { 200: assetSchema },
      },
    },
    async (request) =>
      editAsset(app.deps, request.eventContext, request.params.assetId, request.body),
  );

  app.delete(
    '/assets/:assetId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete an asset and its stored files',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeAsset(app.deps, request.eventContext, request.params.assetId);
      return reply.status(204).send(null);
    },
  );
};
