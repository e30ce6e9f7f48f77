import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import {
  type LockHoldFigures,
  type LockHolds,
  longHoldMs,
  withLockLabel,
} from '../../../db/lock-holds.ts';

const routeLabel = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? 'unmatched'}`;

/**
 * Counts each request's holds of the embedded database's lock under its route pattern: the label
 * is set when the request arrives and again just before its handler (a body read in between runs
 * outside it), and stays with everything the handler starts, the export streamed after it too;
 * so does whether it is background work (route config `databasePriority`).
 */
export function labelLockHolds(app: FastifyInstance, lockHolds: LockHolds) {
  const isBackground = (request: FastifyRequest) =>
    request.routeOptions.config?.databasePriority === 'background';
  const label = (request: FastifyRequest, done: () => void) =>
    withLockLabel(routeLabel(request), done, {
      priority: isBackground(request) ? 'heavy' : 'interactive',
    });
  // An interactive request counts as under way from its arrival to its answer (or the client
  // leaving): background work on the embedded database holds back meanwhile.
  const ends = new WeakMap<FastifyRequest, () => void>();
  const end = (request: FastifyRequest) => ends.get(request)?.();
  app.addHook('onRequest', (request, reply, done) => {
    if (!isBackground(request)) {
      const ended = lockHolds.interactive.begin();
      ends.set(request, ended);
      // Also when the connection closes without an answer (the hooks below cover the rest).
      reply.raw.once('close', ended);
    }
    label(request, done);
  });
  app.addHook('preHandler', (request, _reply, done) => label(request, done));
  app.addHook('onResponse', async (request) => end(request));
  app.addHook('onRequestAbort', async (request) => end(request));
}

/**
 * The embedded database's lock holds by route or job: how many, the longest, the long ones.
 * prom-client loads here, with metrics on (this file's `labelLockHolds` runs without them).
 */
export async function registerLockHoldGauges(registry: Registry, lockHolds: LockHolds) {
  const { Gauge } = await import('prom-client');
  const gauge = (name: string, help: string, value: (f: LockHoldFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['label'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [label, f] of lockHolds.byLabel()) this.set({ label }, value(f));
      },
    });
  gauge(
    'showdesk_db_lock_hold_longest_seconds',
    'Embedded database: the longest hold of its one connection by a route (method and pattern) or job, since start',
    (f) => f.longestMs / 1000,
  );
  gauge(
    'showdesk_db_lock_holds',
    'Embedded database: holds of its one connection by route or job, since start',
    (f) => f.holds,
  );
  gauge(
    'showdesk_db_lock_holds_long',
    `Embedded database: holds longer than ${longHoldMs} ms by route or job, since start`,
    (f) => f.longHolds,
  );
}
