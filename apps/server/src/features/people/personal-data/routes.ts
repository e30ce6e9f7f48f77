import { pageSchema } from '@showdesk/domain/common/list-query';
import {
  erasePersonInputSchema,
  personalDataArchiveName,
  platformPersonListQuerySchema,
  platformPersonSchema,
  removalSchema,
  retentionPreviewSchema,
} from '@showdesk/domain/people/personal-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../../lib/content-disposition.ts';
import { eventParams, eventRoutes } from '../../../lib/routes/event-routes.ts';
import { requireAuthUser } from '../../../plugins/authenticate.ts';
import { personalDataArchive } from './archive.ts';
import { retentionPreview } from './retention.ts';
import { erasePerson, platformPeoplePage } from './service.ts';

const userParams = z.strictObject({ userId: z.string().min(1).max(100) });

/** A person's own archive (any signed-in person) and the platform admins' erasure. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const account = eventRoutes(app, { tags: ['account'], config: { access: 'session' } });
  const { deps } = account;

  account.get(
    '/api/v1/account/personal-data',
    {
      summary: 'Download everything the installation holds about the caller (ZIP)',
      description:
        'Profile and account (never a password hash, token or secret), memberships, submissions with their answers, comments, emails sent to them as the email log shows them, and the files they uploaded.',
      params: undefined,
      produces: ['application/zip'],
    },
    async (request, reply) => {
      const { userId } = await requireAuthUser(request);
      const archive = await personalDataArchive(deps, userId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', personalDataArchiveName))
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );

  const platform = eventRoutes(app, {
    tags: ['platform'],
    config: { access: 'eventflowAdmin' },
  });

  platform.get(
    '/api/v1/platform/people',
    {
      summary: 'Everyone with an account, to find a person to erase (list convention)',
      params: undefined,
      querystring: platformPersonListQuerySchema,
      response: pageSchema(platformPersonSchema),
    },
    (request) => platformPeoplePage(deps, request.query),
  );

  platform.post(
    '/api/v1/platform/people/:userId/erase',
    {
      summary: 'Erase a person: account and memberships deleted, their records anonymised',
      description:
        'The body repeats the person’s email. Errors: 404 no such person; 400 the email does not match; 409 the last platform admin.',
      params: userParams,
      body: erasePersonInputSchema,
      response: removalSchema,
      replyHeaders: { 'cache-control': 'no-store' },
    },
    async (request) => {
      const { userId } = await requireAuthUser(request);
      return erasePerson(deps, userId, request.params.userId, request.body);
    },
  );
};

/** An event's retention preview (admin): what the daily run would anonymise, and whose. */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['settings'], permission: 'admin' });
  routes.get(
    '/retention/preview',
    {
      summary: "What the event's retention run would anonymise, and the people by name",
      params: eventParams,
      response: retentionPreviewSchema,
      replyHeaders: { 'cache-control': 'no-store' },
    },
    (request) => retentionPreview(routes.deps, request.eventContext.eventId),
  );
};
