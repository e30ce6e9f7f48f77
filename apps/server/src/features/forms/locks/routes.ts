import { lockStatusSchema, lockTypes } from '@showdesk/domain/forms/locks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { acquireLock, getLockStatus, giveUpLock } from './service.ts';

const params = z.object({ eventId: z.string(), type: z.enum(lockTypes), recordId: z.string() });
const about =
  'type is form, fieldGroup or submission; recordId a record of that type in the event ' +
  "(404 '<Type> not found' otherwise). A lock lives 5 minutes from its last refresh.";

/**
 * Editing locks (spec section 3, Lock): an organiser opening a form, field group or submission
 * to edit takes its lock and refreshes it while editing; a second organiser sees who holds it.
 */
export const lockRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['locks'], permission: 'moderator' });
  const url = '/locks/:type/:recordId';
  routes.get(
    url,
    {
      summary: "A record's lock: free, the caller's (mine) or someone else's (held)",
      description: about,
      params,
      response: lockStatusSchema,
    },
    async ({ eventContext, params: { type, recordId } }) =>
      getLockStatus(app.deps, eventContext, type, recordId),
  );

  routes.put(
    url,
    {
      summary: "Take a record's lock, or refresh the caller's own",
      description:
        `${about} Someone else's live lock: 409 '<Name> is editing this <record>' with the ` +
        'lock status (state held, the lock, holderName) as the error details.',
      params,
      response: lockStatusSchema,
    },
    async ({ eventContext, params: { type, recordId } }) =>
      acquireLock(app.deps, eventContext, type, recordId),
  );

  routes.delete(
    url,
    {
      summary: "Give the caller's lock of a record up (someone else's stays)",
      description: about,
      params,
      status: 204,
    },
    async ({ eventContext, params: { type, recordId } }) =>
      giveUpLock(app.deps, eventContext, type, recordId),
  );
};
