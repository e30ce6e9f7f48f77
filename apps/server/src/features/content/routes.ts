import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Content pages and sections: organisers' management and members' reads. Inside the tenancy guard. */
export const contentRoutes: FastifyPluginAsyncZod = async () => {};

/** Public content pages for guests (no login). Outside the tenancy guard. */
export const guestContentRoutes: FastifyPluginAsyncZod = async () => {};
