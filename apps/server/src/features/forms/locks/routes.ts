import { lockStatusSchema, lockTypes } from '@showdesk/domain/forms/locks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acquireLock, getLockStatus, giveUpLock } from './service.ts';

const tags = ['locks'];
const params = z.object({ eventId: z.string(), type: z.enum(lockTypes), recordId: z.string() });
const config = { permission: 'moderator' as const };
const about =
  'type is form, fieldGroup or submission; recordId a record of that type in the event ' +
  "(404 '<Type> not found' otherwise). A lock lives 5 minutes from its last refresh.";

/**
 * Editing locks (spec section 3, Lock): an organiser opening a form, field group or submission
 * to edit takes its lock and refreshes it while editing; a second organiser sees who holds it.
 */
export const lockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locks/:type/:recordId',
    {
      config,
      schema: {
        tags,
        summary: "A record's lock: free, the caller's (mine) or someone else's (held)",
        description: about,
        params,
        response: { 200: lockStatusSchema },
      },
    },
    async (request) =>
      getLockStatus(app.deps, request.eventContext, request.params.type, request.params.recordId),
  );

  app.put(
    '/locks/:type/:recordId',
    {
      config,
      schema: {
        tags,
        summary: "Take a record's lock, or refresh the caller's own",
        description:
          `${about} Someone else's live lock: 409 '<Name> is editing this <record>' with the ` +
          'lock status (state held, the lock, holderName) as the error details.',
        params,
        response: { 200: lockStatusSchema },
      },
    },
    async (request) =>
      acquireLock(app.deps, request.eventContext, request.params.type, request.params.recordId),
  );

  app.delete(
    '/locks/:type/:recordId',
    {
      config,
      schema: {
        tags,
        summary: "Give the caller's lock of a record up (someone else's stays)",
        description: about,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await giveUpLock(
        app.deps,
        request.eventContext,
        request.params.type,
        request.params.recordId,
      );
      return reply.status(204).send(null);
    },
  );
};
