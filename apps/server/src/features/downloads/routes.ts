import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Downloads: organisers' management and members' list. Inside the tenancy guard. */
export const downloadRoutes: FastifyPluginAsyncZod = async () => {};
