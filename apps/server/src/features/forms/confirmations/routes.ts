import {
  confirmationInputSchema,
  confirmationSchema,
  confirmationUpdateSchema,
  reorderConfirmationsInputSchema,
  shownConfirmationSchema,
} from '@showdesk/domain/forms/confirmations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { readerTexts } from '../../platform/translations/reader.ts';
import { formRuleRecordRoutes } from '../rule-record-routes.ts';
import { loadOpenBundle } from '../submissions/core.ts';
import { translatedConfirmation } from '../translations.ts';
import {
  addConfirmation,
  editConfirmation,
  getConfirmation,
  listConfirmations,
  removeConfirmation,
  reorderConfirmations,
  shownConfirmation,
} from './service.ts';

const errors =
  "400 'Invalid confirmation data' with the field paths (a rule on a field that is not on " +
  "the form: 'This field is not on the form'); 404 'Form not found' or 'Confirmation not found'. " +
  'The message is rich text, sanitised. One default per form: saving one as the default makes ' +
  'it the only one.';

/** A form's confirmations (spec section 3, Confirmation), for organisers. */
export const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Moderators manage confirmations (spec section 6).
  const routes = eventRoutes(app, { tags: ['confirmations'], permission: 'moderator' });
  const { deps } = routes;
  const { one, params } = formRuleRecordRoutes(routes, {
    kind: 'confirmations',
    idParam: 'confirmationId',
    record: confirmationSchema,
    list: {
      summary: "A form's confirmations in order",
      description:
        'A sent submission is shown the first active confirmation (not the default) whose ' +
        'rules hold (no rules: every submission), else the active default, else none.',
      run: listConfirmations,
    },
    create: {
      summary: 'Add a confirmation at the end of the form’s list',
      description: errors,
      body: confirmationInputSchema,
      run: addConfirmation,
    },
    reorder: {
      summary: 'Put the confirmations in a new order (the order they are tried)',
      description:
        "Every confirmation of the form once; else 400 'Invalid confirmation data' at ids. " +
        'Answers the list in its new order.',
      body: reorderConfirmationsInputSchema,
      run: reorderConfirmations,
    },
    get: { summary: 'One confirmation', run: getConfirmation },
    update: {
      summary: 'Change a confirmation (only the keys sent)',
      description: errors,
      body: confirmationUpdateSchema,
      run: editConfirmation,
    },
    remove: {
      summary: 'Delete a confirmation and its place in the form’s list',
      run: removeConfirmation,
    },
  });

  routes.get(
    `/member${one}`,
    {
      summary: 'The confirmation a member was sent to after sending a form',
      description: "An active confirmation of an open form; else 404 'Confirmation not found'.",
      params,
      response: shownConfirmationSchema,
      config: { permission: 'user' },
    },
    async (request) => {
      const { formId, confirmationId } = request.params;
      const ctx = request.eventContext;
      await loadOpenBundle(deps, ctx.eventId, formId, ctx.contentVersion);
      const [shown, texts] = await Promise.all([
        shownConfirmation(deps, ctx.eventId, formId, confirmationId),
        readerTexts(deps.db, ctx, 'forms', [formId]),
      ]);
      return translatedConfirmation(shown, texts?.get(formId));
    },
  );
};
