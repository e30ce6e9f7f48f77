import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** HSTS for a year, sent only on responses that came over https (never over plain http). */
const hsts = 'max-age=31536000; includeSubDomains';

/**
 * The headers of every response: a Content-Security-Policy with no inline scripts (and frames
 * only from the video and map providers that content sections embed), no framing by other
 * sites, nosniff, a referrer policy that never sends a path (reset links carry tokens in
 * theirs) to another site, and HSTS behind https.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  // The web app's error reports (VITE_SENTRY_DSN) go to the DSN's host; its session replay
  // compresses in a worker started from a blob URL.
  const reports = app.deps.config.browserSentryOrigin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(reports ? [reports] : [])],
        ...(reports ? { workerSrc: ["'self'", 'blob:'] } : {}),
        frameSrc: [
          "'self'",
          // Onboarding and content videos, and content map sections.
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          'https://www.google.com',
          'https://maps.google.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    return payload;
  });
});

/** The sha-256 sources of a page's inline scripts, for a CSP that allows exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const digest = createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/**
 * The API reference page's policy: its one inline script (the reference's configuration) is
 * allowed by its hash, never 'unsafe-inline'.
 */
export async function apiReferencePolicy(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const html = typeof payload === 'string' ? payload : '';
  const scripts = ["'self'", ...inlineScriptHashes(html)].join(' ');
  reply.header(
    'content-security-policy',
    `default-src 'self'; script-src ${scripts}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'`,
  );
  return payload;
}
