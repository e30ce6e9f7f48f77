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
import { eventRoutes } from '../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../lib/routes/record-routes.ts';
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

/** Forms (spec section 3, Form): the organisers' list, builder and settings (moderator and up). */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Serialised bundles for the builder, while the event's content version stands. */
  const cache = new VersionedCache();
  recordRoutes(eventRoutes(app, { tags: ['forms'], permission: 'moderator' }), {
    path: '/forms',
    idParam: 'formId',
    list: {
      summary: 'One page of the forms of the event, sorted by title',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the title or the ' +
        'description; sort title (default), updatedAt, createdAt (prefix - for descending); ' +
        'filter isArchived, isPublished, isPublic (true|false).',
      querystring: formListQuerySchema,
      response: formPageSchema,
      run: listForms,
    },
    create: {
      summary: 'Add a form (no fields yet; unpublished unless said otherwise)',
      description: "Errors: 400 'Invalid form' with the field paths.",
      body: createFormInputSchema,
      response: formBundleSchema,
      run: addForm,
    },
    archive: {
      summary: 'Archive or unarchive forms in bulk',
      description:
        "Every id must be a form of the event: 404 'Form not found' with the ids' paths " +
        'otherwise, and nothing changes.',
      body: archiveFormsInputSchema,
      response: archiveFormsResultSchema,
      run: archiveForms,
    },
    get: {
      summary: 'A form with its fields in order and the field groups its templates place',
      response: formBundleSchema,
      handle: async (request, reply) => {
        const ctx = request.eventContext;
        const { formId } = request.params;
        return sendVersioned(cache, reply, ctx, `form|${formId}`, () =>
          getFormBundle(app.deps, ctx.eventId, formId, ctx.contentVersion),
        );
      },
    },
    save: {
      summary: "The form builder's save: settings, new, updated and removed fields, order, logic",
      description:
        'One transaction. 400 with the spec message for where the first problem is (' +
        "'Invalid new fields', 'Invalid updated fields', 'Invalid ids to remove', 'Invalid " +
        "fields data' — also for a field's own problem such as a template naming no field " +
        "group of the event — else 'Invalid form') and the paths. 409 when expectedUpdatedAt " +
        "is not the form's updatedAt ('<Name> changed this form at <time>. Reload to see " +
        "their changes.') or someone else holds the form's lock ('<Name> is editing this form').",
      body: saveFormInputSchema,
      response: formBundleSchema,
      run: saveForm,
    },
    update: {
      summary: "Change a form's settings",
      description: "Errors: 400 'Invalid form' with the field paths.",
      body: updateFormSettingsInputSchema,
      response: formSchema,
      run: editFormSettings,
    },
    remove: {
      summary: 'Delete a form with its fields, its submissions and their files',
      run: removeForm,
    },
    duplicate: {
      summary: "Duplicate a form: '<title> (copy)', unpublished, its fields under new ids",
      response: formBundleSchema,
      run: duplicateForm,
    },
  });
};
