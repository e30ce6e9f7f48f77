import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReadiness, type Readiness, readinessChecks } from './readiness.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's readiness (`GET /api/ready`); server-main.ts calls `shutDown()` on SIGTERM. */
    readiness: Readiness;
  }
}

const checkResults = z.strictObject(
  Object.fromEntries(readinessChecks.map((check) => [check, z.enum(['ok', 'failing'])])) as Record<
    (typeof readinessChecks)[number],
    z.ZodEnum<{ ok: 'ok'; failing: 'failing' }>
  >,
);

const healthPlugin: FastifyPluginAsyncZod = async (app) => {
  // Decorated on the root app (fastify-plugin), so server-main.ts reaches it.
  app.decorate('readiness', createReadiness(app.deps));
  // Whoever closes the app without server-main.ts's shutdown (tests) still turns readiness off first.
  app.addHook('preClose', async () => app.readiness.shutDown());
  // A keep-alive connection busy when the server closed would otherwise stay open after its last
  // answer until the keep-alive timeout (72 s), holding the shutdown up: close it with the answer.
  app.addHook('onSend', async (_request, reply) => {
    if (app.readiness.isShuttingDown) reply.header('connection', 'close');
  });

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers and its database responds',
        response: {
          200: z.strictObject({
            status: z.literal('ok'),
            database: z.enum(['pglite', 'postgres']),
          }),
        },
      },
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.deps.dbKind };
    },
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: migrations applied, job queue running, file storage usable',
        description:
          '503 while any check fails (the body names it) and from the moment the process begins ' +
          'shutting down, so a load balancer sends it no new requests.',
        response: {
          200: z.strictObject({ status: z.literal('ready'), checks: checkResults }),
          503: z.union([
            z.strictObject({ status: z.literal('not ready'), checks: checkResults }),
            z.strictObject({ status: z.literal('shutting down') }),
          ]),
        },
      },
    },
    async (_request, reply) => {
      const report = await app.readiness.report();
      reply.header('cache-control', 'no-store');
      if (report.status === 'ready') return report;
      return reply.code(503).send(report);
    },
  );
};

/** Liveness (`/api/health`) and readiness (`/api/ready`) probes. */
export const healthRoutes = fp(healthPlugin, { name: 'health' });
