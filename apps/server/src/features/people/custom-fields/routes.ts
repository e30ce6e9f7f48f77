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
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../../lib/routes/record-routes.ts';
import {
  addCustomField,
  editCustomField,
  getEventCustomField,
  listEventCustomFields,
  pageEventCustomFields,
  removeCustomField,
  reorderCustomFields,
} from './service.ts';

const invalid = "Errors: 400 'Invalid custom field' with the field paths.";

/**
 * Custom fields every team fills in (spec section 3): admins manage them; moderators, who add
 * and edit teams, read them for the team forms. Inside the tenancy guard.
 */
export const customFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(eventRoutes(app, { tags: ['custom fields'], permission: 'admin' }), {
    path: '/custom-fields',
    idParam: 'customFieldId',
    list: {
      config: { permission: 'moderator' },
      summary: 'One page of the custom fields, sorted by label',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the label or the ' +
        'description; sort label (default), type, index (their order), updatedAt (prefix - ' +
        'for descending); filter type:<type>, showField:true|false. Team forms read every ' +
        'field in order from GET /custom-fields/order.',
      querystring: customFieldListQuerySchema,
      response: customFieldPageSchema,
      run: pageEventCustomFields,
    },
    options: {
      path: '/custom-fields/order',
      config: { permission: 'moderator' },
      summary: 'Every custom field in their order (moderators read them for team forms)',
      response: customFieldListSchema,
      run: async (deps, eventId) => ({
        customFields: await listEventCustomFields(deps, eventId),
      }),
    },
    create: {
      summary: 'Add a custom field (last); every team gets it with an empty value',
      description: invalid,
      body: createCustomFieldInputSchema,
      response: customFieldSchema,
      run: addCustomField,
    },
    reorder: {
      summary: 'Reorder the custom fields: every field id once, in the new order',
      description:
        "Errors: 400 'Send every custom field id once, in the new order' when ids is not exactly the event's field ids.",
      body: reorderCustomFieldsInputSchema,
      response: customFieldListSchema,
      run: async (deps, ctx, body) => ({
        customFields: await reorderCustomFields(deps, ctx, body),
      }),
    },
    get: { summary: 'One custom field', response: customFieldSchema, run: getEventCustomField },
    update: {
      summary: "Change a custom field's settings",
      description: `${invalid} Changing to or from a checkbox resets every team's value.`,
      body: updateCustomFieldInputSchema,
      response: customFieldSchema,
      run: editCustomField,
    },
    remove: {
      summary: 'Delete a custom field and its value on every team',
      run: removeCustomField,
    },
  });
};
