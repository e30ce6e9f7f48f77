import {
  confirmationInputSchema,
  confirmationSchema,
  confirmationUpdateSchema,
  reorderConfirmationsInputSchema,
  shownConfirmationSchema,
} from '@showdesk/domain/forms/confirmations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadOpenBundle } from '../submissions/core.ts';
import {
  addConfirmation,
  editConfirmation,
  getConfirmation,
  listConfirmations,
  removeConfirmation,
  reorderConfirmations,
  shownConfirmation,
} from './service.ts';

const tags = ['confirmations'];
const formParams = z.object({ eventId: z.string(), formId: z.string() });
const params = formParams.extend({ confirmationId: z.string() });
/** Moderators manage confirmations (spec section 6). */
const config = { permission: 'moderator' as const };
const errors =
  "400 'Invalid confirmation data' with the field paths (a rule on a field that is not on " +
  "the form: 'This field is not on the form'); 404 'Form not found' or 'Confirmation not found'. " +
  'The message is rich text, sanitised. One default per form: saving one as the default makes ' +
  'it the only one.';

/** A form's confirmations (spec section 3, Confirmation), for organisers. */
export const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/forms/:formId/confirmations',
    {
      config,
      schema: {
        tags,
        summary: "A form's confirmations in order",
        description:
          'A sent submission is shown the first active confirmation (not the default) whose ' +
          'rules hold (no rules: every submission), else the active default, else none.',
        params: formParams,
        response: { 200: z.array(confirmationSchema) },
      },
    },
    async (request) => listConfirmations(deps, request.eventContext, request.params.formId),
  );

  app.post(
    '/forms/:formId/confirmations',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a confirmation at the end of the form’s list',
        description: errors,
        params: formParams,
        body: confirmationInputSchema,
        response: { 201: confirmationSchema },
      },
    },
    async (request, reply) => {
      const { formId } = request.params;
      const created = await addConfirmation(deps, request.eventContext, formId, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/forms/:formId/confirmations/order',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Put the confirmations in a new order (the order they are tried)',
        description:
          "Every confirmation of the form once; else 400 'Invalid confirmation data' at ids. " +
          'Answers the list in its new order.',
        params: formParams,
        body: reorderConfirmationsInputSchema,
        response: { 200: z.array(confirmationSchema) },
      },
    },
    async (request) =>
      reorderConfirmations(deps, request.eventContext, request.params.formId, request.body),
  );

  app.get(
    '/forms/:formId/confirmations/:confirmationId',
    {
      config,
      schema: { tags, summary: 'One confirmation', params, response: { 200: confirmationSchema } },
    },
    async (request) => {
      const { formId, confirmationId } = request.params;
      return getConfirmation(deps, request.eventContext, formId, confirmationId);
    },
  );

  app.patch(
    '/forms/:formId/confirmations/:confirmationId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Change a confirmation (only the keys sent)',
        description: errors,
        params,
        body: confirmationUpdateSchema,
        response: { 200: confirmationSchema },
      },
    },
    async (request) => {
      const { formId, confirmationId } = request.params;
      return editConfirmation(deps, request.eventContext, formId, confirmationId, request.body);
    },
  );

  app.delete(
    '/forms/:formId/confirmations/:confirmationId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a confirmation and its place in the form’s list',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { formId, confirmationId } = request.params;
      await removeConfirmation(deps, request.eventContext, formId, confirmationId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/member/forms/:formId/confirmations/:confirmationId',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: 'The confirmation a member was sent to after sending a form',
        description: "An active confirmation of an open form; else 404 'Confirmation not found'.",
        params,
        response: { 200: shownConfirmationSchema },
      },
    },
    async (request) => {
      const { formId, confirmationId } = request.params;
      const { eventId, contentVersion } = request.eventContext;
      await loadOpenBundle(deps, eventId, formId, contentVersion);
      return shownConfirmation(deps, eventId, formId, confirmationId);
    },
  );
};
