import { pageSchema } from '@showdesk/domain/common/list-query';
import {
  grantPlatformAdminInputSchema,
  platformAdminListQuerySchema,
  platformAdminSchema,
  platformEventInputSchema,
  platformEventListQuerySchema,
  platformEventSchema,
  switchEventResultSchema,
  updatePlatformEventInputSchema,
} from '@showdesk/domain/platform/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthUser } from '../../plugins/authenticate.ts';
import {
  createPlatformEvent,
  getPlatformEvent,
  grantPlatformAdmin,
  listPlatformEventPage,
  platformAdminPage,
  revokePlatformAdmin,
  switchIntoEvent,
  updatePlatformEvent,
} from './service.ts';

const eventParams = z.strictObject({ eventId: z.string().min(1).max(100) });
const userParams = z.strictObject({ userId: z.string().min(1).max(100) });
const tags = ['platform'];
/** Platform admins only, checked before the body is read (security/route-access.ts). */
const config = { access: 'eventflowAdmin' as const };

/** The platform admin screens' API: every event, and who the platform admins are. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const callerId = async (request: Parameters<typeof requireAuthUser>[0]) =>
    (await requireAuthUser(request)).userId;

  app.get(
    '/api/v1/platform/events',
    {
      config,
      schema: {
        tags,
        summary: 'The events with their host names, dates and member counts (list convention)',
        querystring: platformEventListQuerySchema,
        response: { 200: pageSchema(platformEventSchema) },
      },
    },
    async (request) => listPlatformEventPage(app.deps, request.query),
  );

  app.get(
    '/api/v1/platform/events/:eventId',
    {
      config,
      schema: {
        tags,
        summary: 'One event with its host names, dates and member count',
        params: eventParams,
        response: { 200: platformEventSchema },
      },
    },
    async (request) => getPlatformEvent(app.deps, request.params.eventId),
  );

  app.post(
    '/api/v1/platform/events',
    {
      config,
      schema: {
        tags,
        summary: 'Create an event with the default settings; the caller belongs to it',
        body: platformEventInputSchema,
        response: { 201: platformEventSchema },
      },
    },
    async (request, reply) => {
      const event = await createPlatformEvent(app.deps, await callerId(request), request.body);
      return reply.status(201).send(event);
    },
  );

  app.patch(
    '/api/v1/platform/events/:eventId',
    {
      config,
      schema: {
        tags,
        summary: "Change an event's name, slug, host names or dates",
        params: eventParams,
        body: updatePlatformEventInputSchema,
        response: { 200: platformEventSchema },
      },
    },
    async (request) =>
      updatePlatformEvent(app.deps, await callerId(request), request.params.eventId, request.body),
  );

  app.post(
    '/api/v1/platform/events/:eventId/switch',
    {
      config,
      schema: {
        tags,
        summary: 'Join an event as its admin and answer the address to open it at',
        params: eventParams,
        response: { 200: switchEventResultSchema },
      },
    },
    async (request) => switchIntoEvent(app.deps, await callerId(request), request.params.eventId),
  );

  app.get(
    '/api/v1/platform/admins',
    {
      config,
      schema: {
        tags,
        summary: 'The platform admins (eventflowAdmin), list convention',
        querystring: platformAdminListQuerySchema,
        response: { 200: pageSchema(platformAdminSchema) },
      },
    },
    async (request) => platformAdminPage(app.deps, request.query),
  );

  app.post(
    '/api/v1/platform/admins',
    {
      config,
      schema: {
        tags,
        summary: 'Make a user a platform admin (addEventflowAdminClaim)',
        body: grantPlatformAdminInputSchema,
        response: { 200: platformAdminSchema },
      },
    },
    async (request) => grantPlatformAdmin(app.deps, await callerId(request), request.body.email),
  );

  app.delete(
    '/api/v1/platform/admins/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke platform admin; refused for the last one',
        params: userParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokePlatformAdmin(app.deps, await callerId(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );
};
