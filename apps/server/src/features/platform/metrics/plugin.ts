import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../../lib/app-error.ts';
import { labelLockHolds, registerLockHoldGauges } from './lock-holds.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The bearer token matches METRICS_TOKEN (compared in constant time, whatever its length). */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = /^Bearer (.+)$/i.exec(header)?.[1]?.trim() ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Request durations in seconds, from a fast API read to a large export. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const metricsPlugin: FastifyPluginAsync = async (app) => {
  const token = app.deps.config.metricsToken;
  const lockHolds = app.deps.lockHolds;
  if (lockHolds) labelLockHolds(app, lockHolds);
  if (!token) {
    // Off: a 404 (not the web app's page, which any other unknown path gets) tells a scraper so.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw AppError.notFound();
    });
    return;
  }

  // prom-client loads only when metrics are on.
  const [{ collectDefaultMetrics, Histogram, Registry }, { registerDatabaseGauges }] =
    await Promise.all([import('prom-client'), import('./collectors.ts')]);
  // A registry of this app's own (tests build several apps in one process).
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request durations by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: durationBuckets,
    registers: [registry],
  });
  registerDatabaseGauges(registry, app.deps);
  if (lockHolds) await registerLockHoldGauges(registry, lockHolds);

  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        // The pattern (`/api/v1/events/:eventId/teams/:teamId`), never the URL with its ids.
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasMetricsToken(request, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw AppError.unauthenticated(/*i18n*/ 'A valid metrics token is required');
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
};

/**
 * Prometheus metrics at `/metrics` (prom-client) when METRICS_TOKEN is set, for callers bearing
 * it: request durations by route, job queues, the email outbox, webhook deliveries, the database
 * pool and the process's own figures. Registered on the root app so its timer sees every route.
 */
export const metrics = fp(metricsPlugin, { name: 'metrics' });
