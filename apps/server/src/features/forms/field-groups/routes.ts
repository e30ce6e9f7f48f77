import {
  createFieldGroupInputSchema,
  fieldGroupDetailSchema,
  fieldGroupListQuerySchema,
  fieldGroupOptionsSchema,
  fieldGroupPageSchema,
  fieldGroupSchema,
  saveFieldGroupInputSchema,
  updateFieldGroupSettingsInputSchema,
} from '@showdesk/domain/forms/field-groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFieldGroup,
  duplicateFieldGroup,
  editFieldGroupSettings,
  fieldGroupOptions,
  getFieldGroupDetail,
  listFieldGroups,
  removeFieldGroup,
  saveFieldGroup,
} from './service.ts';

const tags = ['field groups'];
const eventParams = z.object({ eventId: z.string() });
const params = eventParams.extend({ fieldGroupId: z.string() });
/** Admins manage field groups (spec section 6). */
const config = { permission: 'admin' as const };

/** Field groups (spec section 3): reusable fields that a form's template field places. */
export const fieldGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/field-groups',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the field groups of the event, sorted by title',
        description:
          'The list convention (?page&pageSize&sort&q&filter). q matches the title or the ' +
          'description; sort title (default), updatedAt (prefix - for descending); filter ' +
          'isPublished (true|false).',
        params: eventParams,
        querystring: fieldGroupListQuerySchema,
        response: { 200: fieldGroupPageSchema },
      },
    },
    async (request) => listFieldGroups(app.deps, request.eventContext.eventId, request.query),
  );

  app.get(
    '/field-groups/options',
    {
      // The form builder (moderators) picks a template's group from these.
      config: { permission: 'moderator' },
      schema: {
        tags,
        summary: 'Every field group by title (id, title, isPublished): the template picker',
        params: eventParams,
        response: { 200: fieldGroupOptionsSchema },
      },
    },
    async (request) => fieldGroupOptions(app.deps, request.eventContext.eventId),
  );

  app.post(
    '/field-groups',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a field group (no fields yet)',
        description: "Errors: 400 'Invalid field group' with the field paths.",
        params: eventParams,
        body: createFieldGroupInputSchema,
        response: { 201: fieldGroupDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addFieldGroup(app.deps, request.eventContext, request.body)),
  );

  app.get(
    '/field-groups/:fieldGroupId',
    {
      config,
      schema: {
        tags,
        summary: 'A field group with its fields in order',
        params,
        response: { 200: fieldGroupDetailSchema },
      },
    },
    async (request) =>
      getFieldGroupDetail(app.deps, request.eventContext.eventId, request.params.fieldGroupId),
  );

  app.put(
    '/field-groups/:fieldGroupId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "The field group builder's save: settings, fields, order and logic",
        description:
          "As the form builder’s save (PUT /forms/{formId}), with 'Invalid field group' for " +
          "the group's own problems. A field group holds no template or grand total field " +
          "(400 'Invalid fields data').",
        params,
        body: saveFieldGroupInputSchema,
        response: { 200: fieldGroupDetailSchema },
      },
    },
    async (request) =>
      saveFieldGroup(app.deps, request.eventContext, request.params.fieldGroupId, request.body),
  );

  app.patch(
    '/field-groups/:fieldGroupId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a field group's settings",
        description: "Errors: 400 'Invalid field group' with the field paths.",
        params,
        body: updateFieldGroupSettingsInputSchema,
        response: { 200: fieldGroupSchema },
      },
    },
    async (request) =>
      editFieldGroupSettings(
        app.deps,
        request.eventContext,
        request.params.fieldGroupId,
        request.body,
      ),
  );

  app.delete(
    '/field-groups/:fieldGroupId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a field group and its fields',
        description: "409 'This field group is used by <n> forms' while a template places it.",
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeFieldGroup(app.deps, request.eventContext, request.params.fieldGroupId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/field-groups/:fieldGroupId/duplicate',
    {
      config,
      schema: {
        tags,
        summary: "Duplicate a field group: '<title> (copy)', unpublished, new field ids",
        params,
        response: { 201: fieldGroupDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await duplicateFieldGroup(app.deps, request.eventContext, request.params.fieldGroupId),
        ),
  );
};
