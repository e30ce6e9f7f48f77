import {
  settingsKinds,
  settingsNotFoundMessage,
  settingsRules,
} from '@showdesk/domain/platform/settings-kinds';
import { isTranslatableSetting } from '@showdesk/domain/platform/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { eventRoutes, eventParams as params } from '../../../lib/routes/event-routes.ts';
import { readSettings, replaceSettings, updateSettings } from './documents.ts';
import { readerSettings } from './translations.ts';

const tags = ['settings'];

/**
 * The settings documents of an event (spec section 3), one path per kind so each is documented
 * with its own schema. Registered inside the tenancy guard. Bodies are checked by the service,
 * which answers with the kind's own message ('Invalid branding settings data.'); the route's
 * schema only documents them (`checkedByService`).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags, permission: 'admin' });
  for (const kind of settingsKinds) {
    const rules = settingsRules[kind];
    const url = `/settings/${kind}`;
    const response = rules.schema;

    routes.get(
      url,
      {
        summary: `The ${kind} settings (defaults until saved)`,
        params,
        response,
        config: { permission: rules.readPermission },
      },
      async (request) => {
        const document = await readSettings(app.deps, request.eventContext.eventId, kind);
        // Members read the words of terminology and onboarding in their language.
        return isTranslatableSetting(kind)
          ? readerSettings(app.deps, request.eventContext, kind, document)
          : document;
      },
    );

    routes.put(
      url,
      {
        summary: `Replace the ${kind} settings`,
        params,
        body: rules.replaceInputSchema,
        response,
        checkedByService: true,
      },
      (request) => replaceSettings(app.deps, request.eventContext, kind, request.body),
    );

    routes.patch(
      url,
      {
        summary: `Set some fields of the ${kind} settings`,
        params,
        body: rules.updateInputSchema,
        response,
        checkedByService: true,
      },
      (request) => updateSettings(app.deps, request.eventContext, kind, request.body),
    );
  }

  app.route({
    method: ['GET', 'PUT', 'PATCH'],
    url: '/settings/:kind',
    config: { permission: 'user' },
    schema: { hide: true, params: z.object({ eventId: z.string(), kind: z.string() }) },
    handler: async (request) => {
      throw AppError.notFound(settingsNotFoundMessage(request.params.kind));
    },
  });
};
