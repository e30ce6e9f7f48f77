import type { FastifyReply } from 'fastify';

/**
 * Passes the auth library's cookies on (a new session's, or a logout's clearing). Behind https
 * they are always Secure, even when PUBLIC_URL (which decides the library's own choice) names
 * a plain-http address.
 */
export function sendAuthCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length === 0) return;
  const secure = reply.request.protocol === 'https';
  reply.header(
    'set-cookie',
    cookies.map((c) => (secure && !/;\s*secure\b/i.test(c) ? `${c}; Secure` : c)),
  );
}
