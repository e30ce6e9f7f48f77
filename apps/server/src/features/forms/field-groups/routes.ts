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
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../../lib/routes/record-routes.ts';
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

/** Field groups (spec section 3): reusable fields that a form's template field places. */
export const fieldGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admins manage field groups (spec section 6).
  recordRoutes(eventRoutes(app, { tags: ['field groups'], permission: 'admin' }), {
    path: '/field-groups',
    idParam: 'fieldGroupId',
    list: {
      summary: 'One page of the field groups of the event, sorted by title',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the title or the ' +
        'description; sort title (default), updatedAt (prefix - for descending); filter ' +
        'isPublished (true|false).',
      querystring: fieldGroupListQuerySchema,
      response: fieldGroupPageSchema,
      run: listFieldGroups,
    },
    options: {
      // The form builder (moderators) picks a template's group from these.
      config: { permission: 'moderator' },
      summary: 'Every field group by title (id, title, isPublished): the template picker',
      response: fieldGroupOptionsSchema,
      run: fieldGroupOptions,
    },
    create: {
      summary: 'Add a field group (no fields yet)',
      description: "Errors: 400 'Invalid field group' with the field paths.",
      body: createFieldGroupInputSchema,
      response: fieldGroupDetailSchema,
      run: addFieldGroup,
    },
    get: {
      summary: 'A field group with its fields in order',
      response: fieldGroupDetailSchema,
      run: getFieldGroupDetail,
    },
    save: {
      summary: "The field group builder's save: settings, fields, order and logic",
      description:
        "As the form builder’s save (PUT /forms/{formId}), with 'Invalid field group' for " +
        "the group's own problems. A field group holds no template or grand total field " +
        "(400 'Invalid fields data').",
      body: saveFieldGroupInputSchema,
      response: fieldGroupDetailSchema,
      run: saveFieldGroup,
    },
    update: {
      summary: "Change a field group's settings",
      description: "Errors: 400 'Invalid field group' with the field paths.",
      body: updateFieldGroupSettingsInputSchema,
      response: fieldGroupSchema,
      run: editFieldGroupSettings,
    },
    remove: {
      summary: 'Delete a field group and its fields',
      description: "409 'This field group is used by <n> forms' while a template places it.",
      run: removeFieldGroup,
    },
    duplicate: {
      summary: "Duplicate a field group: '<title> (copy)', unpublished, new field ids",
      response: fieldGroupDetailSchema,
      run: duplicateFieldGroup,
    },
  });
};
