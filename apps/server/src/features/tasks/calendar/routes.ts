import { calendarFeedLinkSchema, calendarFeedStatusSchema } from '@showdesk/domain/tasks/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventRoutes, eventParams as params } from '../../../lib/routes/event-routes.ts';
import {
  calendarFeedOf,
  createCalendarFeed,
  deleteCalendarFeed,
  getCalendarFeedStatus,
} from './service.ts';

const tags = ['calendar feed'];

/** The caller's own calendar feed link (any member). Inside the tenancy guard. */
export const memberCalendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags, permission: 'user' });
  const { deps } = routes;

  routes.get(
    '/member/calendar-feed',
    {
      summary: 'Whether the caller has a calendar feed link (never the link itself)',
      params,
      response: calendarFeedStatusSchema,
    },
    (request) => getCalendarFeedStatus(deps, request.eventContext),
  );

  routes.post(
    '/member/calendar-feed',
    {
      summary: "Make the caller's calendar feed link, replacing (revoking) any they had",
      description:
        'Answers the secret link once: only its SHA-256 is stored, so it cannot be shown ' +
        'again. The feed lists the task deadlines the caller sees, as an iCalendar file.',
      params,
      response: calendarFeedLinkSchema,
      status: 201,
      replyHeaders: { 'cache-control': 'no-store' },
    },
    (request) => createCalendarFeed(deps, request, request.eventContext),
  );

  routes.delete(
    '/member/calendar-feed',
    {
      summary: "Turn the caller's calendar feed off: its link stops working",
      params,
      status: 204,
    },
    (request) => deleteCalendarFeed(deps, request.eventContext),
  );
};

/** Per client address: calendar apps fetch a feed every few hours at most. */
export const calendarFeedRateLimit = { max: 60, timeWindow: '1 minute' } as const;

/**
 * The feed itself, for calendar apps: no session, the secret link is the key. Outside the
 * tenancy guard (the token names the event). The token never reaches a log: see
 * lib/log-redaction.ts.
 */
export const publicCalendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, {
    tags,
    config: { access: 'public', rateLimit: calendarFeedRateLimit },
  });
  routes.get(
    '/api/v1/calendar/:feed',
    {
      summary: "A member's task deadlines as an iCalendar (RFC 5545) feed",
      description:
        'The path is the secret link made by POST /member/calendar-feed: <token>.ics. One ' +
        'all-day event per unarchived task with a due date that the member sees, with the ' +
        "task's page as its URL. 404 for an unknown or revoked link.",
      params: z.object({ feed: z.string().max(200) }),
    },
    async (request, reply) => {
      const body = await calendarFeedOf(routes.deps, request.params.feed);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="deadlines.ics"')
        .send(body);
    },
  );
};
