import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * Paths whose last part is a secret (a calendar feed's token): what logs and error reports
 * show of them. The token alone opens the feed, so it must never be written down.
 */
const secretPaths = [/^(\/api\/v1\/calendar\/)[^/?#]*/];

/** A request URL with any secret in its path replaced. */
export function redactUrl(url: string): string {
  return secretPaths.reduce((value, pattern) => value.replace(pattern, '$1[hidden]'), url);
}

/**
 * The logger Fastify gets: its request serializer (Fastify's own fields, `url` redacted) wins
 * over Fastify's default one, which would log the URL as it came.
 */
export function withRedactedRequests(logger: Logger): Logger {
  return logger.child(
    {},
    {
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          version: request.headers?.['accept-version'],
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
  );
}
