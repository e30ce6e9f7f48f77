import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxStatuses } from '../../db/schema/outbox.ts';
import { listOutboxEmails } from '../email/outbox.ts';

const outboxEmailSchema = z.strictObject({
  id: z.string(),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});

/**
 * The admin email log: every email of the event, newest first, whether or not SMTP is set.
 * Bodies come from the log's copy, with secret links hidden: a reset or set-password link is
 * only ever in the message sent to its addressee.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/emails',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['emails'],
        summary: 'The email log of the event (the outbox); secret links are hidden',
        params: z.object({ eventId: z.string() }),
        querystring: z.strictObject({
          limit: z.coerce.number().int().min(1).max(5000).default(100),
        }),
        response: { 200: z.strictObject({ emails: z.array(outboxEmailSchema) }) },
      },
    },
    async (request) => {
      const rows = await listOutboxEmails(
        app.deps.db,
        request.eventContext.eventId,
        request.query.limit,
      );
      return {
        emails: rows.map((r) => ({
          id: r.id,
          template: r.template,
          to: r.toAddress,
          subject: r.subject,
          text: r.logText,
          status: r.status,
          attempts: r.attempts,
          lastError: r.lastError,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
