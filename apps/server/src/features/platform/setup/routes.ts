import { errorCodes } from '@showdesk/domain/common/errors';
import {
  platformMessages,
  setupInputSchema,
  setupResultSchema,
  setupStatusSchema,
} from '@showdesk/domain/platform/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { isSetupRequired, runSetup } from './service.ts';
import { isSetupCode, voidSetupCode } from './setup-code.ts';

/** Wrong setup codes one client address may try per minute. */
const attemptsPerMinute = 5;

/** First-run setup: the platform admin and the first event, guarded by the logged setup code. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['setup'];

  app.get(
    '/api/v1/setup',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the installation waits for its first-run setup (it has no event)',
        response: { 200: setupStatusSchema },
      },
    },
    async () => ({ isSetupRequired: await isSetupRequired(app.deps.db) }),
  );

  app.post(
    '/api/v1/setup',
    {
      config: {
        access: 'public',
        rateLimit: { max: attemptsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary:
          'Create the platform admin and the first event, with the setup code from the server log',
        body: setupInputSchema,
        response: { 201: setupResultSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.deps;
      if (!(await isSetupRequired(db))) throw AppError.conflict(platformMessages.setupDone);
      if (!isSetupCode(db, request.body.code)) {
        throw new AppError(errorCodes.forbidden, 403, platformMessages.invalidSetupCode, [
          { path: 'code', message: platformMessages.invalidSetupCode },
        ]);
      }
      const result = await runSetup(app.deps, request.body);
      voidSetupCode(db);
      return reply.status(201).send(result);
    },
  );
};
