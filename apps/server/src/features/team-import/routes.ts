import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The team import (admin): upload, map, check, run and report. Inside the tenancy guard. */
export const teamImportRoutes: FastifyPluginAsyncZod = async () => {};
