import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { lazyModule } from '../lib/lazy-module.ts';

const routePrefix = '/api/docs';

/**
 * The API reference page (Scalar) at /api/docs, reading /api/openapi.json. Scalar's plugin
 * carries a 4 MB browser bundle and an OpenAPI parser (ajv, yaml): it loads with the first
 * visit of the page, into a small app of its own that answers the page's three addresses
 * (/api/docs, /api/docs/, /api/docs/js/scalar.js), not when the server starts.
 */
const referenceApp = lazyModule(async () => {
  const { default: apiReference } = await import('@scalar/fastify-api-reference');
  const app = Fastify({ logger: false });
  await app.register(apiReference, {
    routePrefix,
    // Self-contained: no fonts, AI agent or MCP calls to outside services.
    configuration: {
      url: '/api/openapi.json',
      title: 'Showdesk API',
      withDefaultFonts: false,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      mcp: { disabled: true },
    },
  });
  await app.ready();
  return app;
});

async function answerFromReference(request: FastifyRequest, reply: FastifyReply) {
  const app = await referenceApp();
  const answer = await app.inject({ method: 'GET', url: request.url });
  for (const name of ['content-type', 'location']) {
    const value = answer.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  return reply.code(answer.statusCode).send(answer.body);
}

/** Registers the reference page's addresses; `onSend` hooks of the caller's scope apply. */
export async function apiReferenceRoutes(app: FastifyInstance) {
  for (const url of [routePrefix, `${routePrefix}/`, `${routePrefix}/js/scalar.js`]) {
    app.get(url, { schema: { hide: true } }, answerFromReference);
  }
}
