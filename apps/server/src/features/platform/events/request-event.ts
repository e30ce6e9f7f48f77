import { errorCodes, messages } from '@showdesk/domain/common/errors';
import { platformMessages } from '@showdesk/domain/platform/platform';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import { cachedEvent } from './event-cache.ts';
import { type EventRow, getEvent, getFirstEvent } from './queries.ts';
import { hostnameOf, resolveEventForHost } from './resolve-event.ts';

/** The event a host-addressed call (session, login, password reset) is about. */
export async function eventOfRequest(request: FastifyRequest, eventId?: string): Promise<EventRow> {
  const { db, config } = request.server.deps;
  const event = eventId
    ? await cachedEvent(db, `id:${eventId}`, () => getEvent(db, eventId))
    : await cachedEvent(db, `host:${hostnameOf(request.headers.host)}`, () =>
        resolveEventForHost(db, request.headers.host, config.defaultEventSlug),
      );
  if (!event) {
    // No event at all: the installation waits for its first-run setup (features/setup).
    if (!eventId && !(await getFirstEvent(db))) {
      throw new AppError(errorCodes.setupRequired, 409, platformMessages.setupRequired);
    }
    throw AppError.notFound(messages.eventNotFound);
  }
  return event;
}

/**
 * The origin to put in links we email for an event. The request's own origin is used only when
 * its host is one we know for the event (or the public URL's), so a forged Host header cannot
 * send a reset link to an attacker's site.
 */
export function eventOrigin(
  request: FastifyRequest,
  event: Pick<EventRow, 'hostnames'>,
  config: Config,
): string {
  const publicUrl = new URL(config.publicUrl);
  const requestHost = hostnameOf(request.headers.host);
  const known = new Set([...event.hostnames, publicUrl.hostname.toLowerCase()]);
  if (requestHost && known.has(requestHost)) {
    const protocol = config.trustProxy ? request.protocol : publicUrl.protocol.replace(':', '');
    return `${protocol}://${request.headers.host}`;
  }
  return canonicalOrigin(event, config);
}

/**
 * The event's own address, for links sent outside a request of its host (e.g. an invitation an
 * organiser triggers): its first host name with the public URL's protocol and port.
 */
export function canonicalOrigin(event: Pick<EventRow, 'hostnames'>, config: Config): string {
  const publicUrl = new URL(config.publicUrl);
  const canonical = event.hostnames[0];
  if (!canonical) return config.publicUrl;
  return `${publicUrl.protocol}//${canonical}${publicUrl.port ? `:${publicUrl.port}` : ''}`;
}
