import {
  createCustomFieldInputSchema,
  customFieldListQuerySchema,
  customFieldListSchema,
  customFieldPageSchema,
  customFieldSchema,
  reorderCustomFieldsInputSchema,
  updateCustomFieldInputSchema,
} from '@showdesk/domain/people/custom-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addCustomField,
  editCustomField,
  getEventCustomField,
  listEventCustomFields,
  pageEventCustomFields,
  removeCustomField,
  reorderCustomFields,
} from './service.ts';

const tags = ['custom fields'];
const eventParams = z.object({ eventId: z.string() });
const params = eventParams.extend({ customFieldId: z.string() });
const config = { permission: 'admin' as const };
const invalid = "Errors: 400 'Invalid custom field' with the field paths.";

/**
 * Custom fields every team fills in (spec section 3): admins manage them; moderators, who add
 * and edit teams, read them for the team forms. Inside the tenancy guard.
 */
export const customFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/custom-fields',
    {
      config: { permission: 'moderator' },
      schema: {
        tags,
        summary: 'One page of the custom fields, sorted by label',
        description:
          'The list convention (?page&pageSize&sort&q&filter). q matches the label or the ' +
          'description; sort label (default), type, index (their order), updatedAt (prefix - ' +
          'for descending); filter type:<type>, showField:true|false. Team forms read every ' +
          'field in order from GET /custom-fields/order.',
        params: eventParams,
        querystring: customFieldListQuerySchema,
        response: { 200: customFieldPageSchema },
      },
    },
    async (request) => pageEventCustomFields(app.deps, request.eventContext.eventId, request.query),
  );

  app.get(
    '/custom-fields/order',
    {
      config: { permission: 'moderator' },
      schema: {
        tags,
        summary: 'Every custom field in their order (moderators read them for team forms)',
        params: eventParams,
        response: { 200: customFieldListSchema },
      },
    },
    async (request) => ({
      customFields: await listEventCustomFields(app.deps, request.eventContext.eventId),
    }),
  );

  app.post(
    '/custom-fields',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a custom field (last); every team gets it with an empty value',
        description: invalid,
        params: eventParams,
        body: createCustomFieldInputSchema,
        response: { 201: customFieldSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCustomField(app.deps, request.eventContext, request.body)),
  );

  app.put(
    '/custom-fields/order',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Reorder the custom fields: every field id once, in the new order',
        description:
          "Errors: 400 'Send every custom field id once, in the new order' when ids is not exactly the event's field ids.",
        params: eventParams,
        body: reorderCustomFieldsInputSchema,
        response: { 200: customFieldListSchema },
      },
    },
    async (request) => ({
      customFields: await reorderCustomFields(app.deps, request.eventContext, request.body),
    }),
  );

  app.get(
    '/custom-fields/:customFieldId',
    {
      config,
      schema: { tags, summary: 'One custom field', params, response: { 200: customFieldSchema } },
    },
    async (request) =>
      getEventCustomField(app.deps, request.eventContext.eventId, request.params.customFieldId),
  );

  app.patch(
    '/custom-fields/:customFieldId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a custom field's settings",
        description: `${invalid} Changing to or from a checkbox resets every team's value.`,
        params,
        body: updateCustomFieldInputSchema,
        response: { 200: customFieldSchema },
      },
    },
    async (request) =>
      editCustomField(app.deps, request.eventContext, request.params.customFieldId, request.body),
  );

  app.delete(
    '/custom-fields/:customFieldId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a custom field and its value on every team',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeCustomField(app.deps, request.eventContext, request.params.customFieldId);
      return reply.status(204).send(null);
    },
  );
};
