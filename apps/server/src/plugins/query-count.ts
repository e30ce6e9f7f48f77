import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type QueryCount, withQueryCount } from '../db/query-count.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The database statements this request has sent so far (db/query-count.ts). */
    queryCount: QueryCount;
  }
}

/** The response header that carries the count when QUERY_COUNT_HEADER is on. */
export const queryCountHeader = 'x-query-count';

const queryCountPlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('queryCount', null as never);

  // Every later hook and the handler run inside the request's count.
  app.addHook('onRequest', (request, _reply, done) => {
    request.queryCount = { queries: 0 };
    withQueryCount(request.queryCount, done);
  });
  // A request with a body reaches validation from the body stream's own events, outside the
  // count the first hook opened (as @fastify/request-context notes): enter it again.
  app.addHook('preValidation', (request, _reply, done) => {
    withQueryCount(request.queryCount, done);
  });

  if (app.deps.config.queryCountHeader) {
    // The statements sent before the answer goes out (a streamed export's later reads are not).
    app.addHook('onSend', async (request, reply) => {
      reply.header(queryCountHeader, String(request.queryCount.queries));
    });
  }
};

/**
 * Counts each request's database statements; with QUERY_COUNT_HEADER (tests, the bench, never
 * by default) every answer says its count in `X-Query-Count`. Registered on the root app first,
 * so the guards' reads count too.
 */
export const queryCount = fp(queryCountPlugin, { name: 'query-count' });
