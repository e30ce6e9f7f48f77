import {
  settingsKinds,
  settingsNotFoundMessage,
  settingsRules,
} from '@showdesk/domain/platform/settings-kinds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { readSettings, replaceSettings, updateSettings } from './documents.ts';

const tags = ['settings'];
const params = z.object({ eventId: z.string() });

/**
 * The settings documents of an event (spec section 3), one path per kind so each is documented
 * with its own schema. Registered inside the tenancy guard. Bodies are checked by the service,
 * which answers with the kind's own message ('Invalid branding settings data.'); the route's
 * schema only documents them, hence `attachValidation`.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of settingsKinds) {
    const rules = settingsRules[kind];
    const url = `/settings/${kind}`;
    const response = { 200: rules.schema };

    app.get(
      url,
      {
        config: { permission: rules.readPermission },
        schema: { tags, summary: `The ${kind} settings (defaults until saved)`, params, response },
      },
      async (request) => readSettings(app.deps, request.eventContext.eventId, kind),
    );

    app.put(
      url,
      {
        config: { permission: 'admin' },
        attachValidation: true,
        schema: {
          tags,
          summary: `Replace the ${kind} settings`,
          params,
          body: rules.replaceInputSchema,
          response,
        },
      },
      async (request) => replaceSettings(app.deps, request.eventContext, kind, request.body),
    );

    app.patch(
      url,
      {
        config: { permission: 'admin' },
        attachValidation: true,
        schema: {
          tags,
          summary: `Set some fields of the ${kind} settings`,
          params,
          body: rules.updateInputSchema,
          response,
        },
      },
      async (request) => updateSettings(app.deps, request.eventContext, kind, request.body),
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
