import {
  recordTranslationsSchema,
  saveTranslationInputSchema,
  translatableKindSchema,
  translationLanguageParams,
  translationOverviewQuerySchema,
  translationOverviewSchema,
} from '@showdesk/domain/platform/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventParams, eventRoutes } from '../../../lib/routes/event-routes.ts';
import { getRecordTranslations, saveRecordTranslation, translationOverview } from './service.ts';

const recordParams = eventParams.extend({
  kind: translatableKindSchema,
  recordId: z.string().min(1).max(200),
});

/**
 * Translations of the event's records into its other languages. Moderators translate what they
 * edit; email templates are their admins' (each kind's level, registry.ts).
 */
export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['translations'], permission: 'moderator' });
  const { deps } = routes;

  routes.get(
    '/translations',
    {
      summary: "The event's records with how many texts each other language lacks",
      params: eventParams,
      querystring: translationOverviewQuerySchema,
      response: translationOverviewSchema,
    },
    (request) => translationOverview(deps, request.eventContext, request.query.kind),
  );

  routes.get(
    '/translations/:kind/:recordId',
    {
      summary: "A record's texts in the default language beside each other language's",
      params: recordParams,
      response: recordTranslationsSchema,
    },
    (request) =>
      getRecordTranslations(
        deps,
        request.eventContext,
        request.params.kind,
        request.params.recordId,
      ),
  );

  routes.put(
    '/translations/:kind/:recordId/:language',
    {
      summary: "Saves one language's translation of a record, whole",
      description:
        'Keys are the record’s texts (400 for any other); an empty or missing text has no ' +
        'translation, and readers see the default’s. Rich text is sanitised; an email ' +
        'template must render and may place secret links only where the template may.',
      params: eventParams.merge(translationLanguageParams),
      body: saveTranslationInputSchema,
      response: recordTranslationsSchema,
    },
    (request) =>
      saveRecordTranslation(
        deps,
        request.eventContext,
        request.params.kind,
        request.params.recordId,
        request.params.language,
        request.body,
      ),
  );
};
