import {
  archiveFormsInputSchema,
  archiveFormsResultSchema,
  createFormInputSchema,
  formBundleSchema,
  formListQuerySchema,
  formPageSchema,
  formSchema,
  saveFormInputSchema,
  updateFormSettingsInputSchema,
} from '@showdesk/domain/forms/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendVersioned, VersionedCache } from '../../lib/versioned-cache.ts';
import {
  addForm,
  archiveForms,
  duplicateForm,
  editFormSettings,
  getFormBundle,
  listForms,
  removeForm,
  saveForm,
} from './service.ts';

const tags = ['forms'];
const eventParams = z.object({ eventId: z.string() });
const params = eventParams.extend({ formId: z.string() });
const config = { permission: 'moderator' as const };

/** Forms (spec section 3, Form): the organisers' list, builder and settings (moderator and up). */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Serialised bundles for the builder, while the event's content version stands. */
  const cache = new VersionedCache();
  app.get(
    '/forms',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the forms of the event, sorted by title',
        description:
          'The list convention (?page&pageSize&sort&q&filter). q matches the title or the ' +
          'description; sort title (default), updatedAt, createdAt (prefix - for descending); ' +
          'filter isArchived, isPublished, isPublic (true|false).',
        params: eventParams,
        querystring: formListQuerySchema,
        response: { 200: formPageSchema },
      },
    },
    async (request) => listForms(app.deps, request.eventContext.eventId, request.query),
  );

  app.post(
    '/forms',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a form (no fields yet; unpublished unless said otherwise)',
        description: "Errors: 400 'Invalid form' with the field paths.",
        params: eventParams,
        body: createFormInputSchema,
        response: { 201: formBundleSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addForm(app.deps, request.eventContext, request.body)),
  );

  app.post(
    '/forms/archive',
    {
      config,
      schema: {
        tags,
        summary: 'Archive or unarchive forms in bulk',
        description:
          "Every id must be a form of the event: 404 'Form not found' with the ids' paths " +
          'otherwise, and nothing changes.',
        params: eventParams,
        body: archiveFormsInputSchema,
        response: { 200: archiveFormsResultSchema },
      },
    },
    async (request) => archiveForms(app.deps, request.eventContext, request.body),
  );

  app.get(
    '/forms/:formId',
    {
      config,
      schema: {
        tags,
        summary: 'A form with its fields in order and the field groups its templates place',
        params,
        response: { 200: formBundleSchema },
      },
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const { formId } = request.params;
      return sendVersioned(cache, reply, ctx, `form|${formId}`, () =>
        getFormBundle(app.deps, ctx.eventId, formId, ctx.contentVersion),
      );
    },
  );

  app.put(
    '/forms/:formId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "The form builder's save: settings, new, updated and removed fields, order, logic",
        description:
          'One transaction. 400 with the spec message for where the first problem is (' +
          "'Invalid new fields', 'Invalid updated fields', 'Invalid ids to remove', 'Invalid " +
          "fields data' — also for a field's own problem such as a template naming no field " +
          "group of the event — else 'Invalid form') and the paths. 409 when expectedUpdatedAt " +
          "is not the form's updatedAt ('<Name> changed this form at <time>. Reload to see " +
          "their changes.') or someone else holds the form's lock ('<Name> is editing this form').",
        params,
        body: saveFormInputSchema,
        response: { 200: formBundleSchema },
      },
    },
    async (request) =>
      saveForm(app.deps, request.eventContext, request.params.formId, request.body),
  );

  app.patch(
    '/forms/:formId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a form's settings",
        description: "Errors: 400 'Invalid form' with the field paths.",
        params,
        body: updateFormSettingsInputSchema,
        response: { 200: formSchema },
      },
    },
    async (request) =>
      editFormSettings(app.deps, request.eventContext, request.params.formId, request.body),
  );

  app.delete(
    '/forms/:formId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a form with its fields, its submissions and their files',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeForm(app.deps, request.eventContext, request.params.formId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/forms/:formId/duplicate',
    {
      config,
      schema: {
        tags,
        summary: "Duplicate a form: '<title> (copy)', unpublished, its fields under new ids",
        params,
        response: { 201: formBundleSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await duplicateForm(app.deps, request.eventContext, request.params.formId)),
  );
};
