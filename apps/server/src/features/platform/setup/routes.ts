import { errorCodes } from '@showdesk/domain/common/errors';
import {
  platformMessages,
  setupInputSchema,
  setupResultSchema,
  setupStatusSchema,
} from '@showdesk/domain/platform/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { isSetupRequired, runSetup } from './service.ts';
import { isSetupCode, voidSetupCode } from './setup-code.ts';

/** Wrong setup codes one client address may try per minute. */
const attemptsPerMinute = 5;

/** First-run setup: the platform admin and the first event, guarded by the logged setup code. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['setup'], config: { access: 'public' } });
  const { deps } = routes;

  routes.get(
    '/api/v1/setup',
    {
      summary: 'Whether the installation waits for its first-run setup (it has no event)',
      params: undefined,
      response: setupStatusSchema,
    },
    async () => ({ isSetupRequired: await isSetupRequired(deps.db) }),
  );

  routes.post(
    '/api/v1/setup',
    {
      summary:
        'Create the platform admin and the first event, with the setup code from the server log',
      params: undefined,
      body: setupInputSchema,
      response: setupResultSchema,
      status: 201,
      config: {
        access: 'public',
        rateLimit: { max: attemptsPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request) => {
      const { db } = deps;
      if (!(await isSetupRequired(db))) throw AppError.conflict(platformMessages.setupDone);
      if (!isSetupCode(db, request.body.code)) {
        throw new AppError(errorCodes.forbidden, 403, platformMessages.invalidSetupCode, [
          { path: 'code', message: platformMessages.invalidSetupCode },
        ]);
      }
      const result = await runSetup(deps, request.body);
      voidSetupCode(db);
      return result;
    },
  );
};
