import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Invitation calls under an event (the welcome chaser). Inside the tenancy guard. */
export const invitationRoutes: FastifyPluginAsyncZod = async () => {};
