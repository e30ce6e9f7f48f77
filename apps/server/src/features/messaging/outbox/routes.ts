import {
  type EmailLogEntry,
  emailLogDetailSchema,
  emailLogPageSchema,
  emailLogQuerySchema,
} from '@showdesk/domain/messaging/email-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxStatuses } from '../../../db/schema/outbox.ts';
import { AppError } from '../../../lib/app-error.ts';
import { pageOf } from '../../../lib/paging.ts';
import { eventParams, eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { getOutboxLogEntry, listOutboxEmailPage, listOutboxEmails } from '../email/outbox.ts';
import { listEmailResponses } from '../email/responses.ts';

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
type LogRow = Awaited<ReturnType<typeof listOutboxEmailPage>>['rows'][number];

const logEntry = (row: LogRow): EmailLogEntry => ({
  id: row.id,
  template: row.template,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  userId: row.userId,
  templateNote: row.templateNote,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['emails'], permission: 'admin' });
  const { db } = routes.deps;

  routes.get(
    '/emails/log',
    {
      summary: 'The email log a page at a time (the list convention)',
      description:
        'q matches the recipient or the subject; filter by status, template or userId (the ' +
        "member's emails); newest first unless sorted otherwise. No bodies: see one email.",
      params: eventParams,
      querystring: emailLogQuerySchema,
      response: emailLogPageSchema,
    },
    async (request) => {
      const { eventId } = request.eventContext;
      const { rows, total } = await listOutboxEmailPage(db, eventId, request.query);
      return pageOf(rows.map(logEntry), total, request.query);
    },
  );

  routes.get(
    '/emails/log/:emailId',
    {
      summary: 'One email of the log with its text (secret links hidden) and delivery events',
      params: recordParams('emailId'),
      response: emailLogDetailSchema,
    },
    async (request) => {
      const { eventId } = request.eventContext;
      const row = await getOutboxLogEntry(db, eventId, request.params.emailId);
      if (!row) throw AppError.notFound(/*i18n*/ 'Email not found');
      const responses = await listEmailResponses(db, eventId, row.id);
      return { ...logEntry(row), text: row.logText, responses };
    },
  );

  routes.get(
    '/emails',
    {
      summary: 'The email log of the event (the outbox); secret links are hidden',
      params: eventParams,
      querystring: z.strictObject({
        limit: z.coerce.number().int().min(1).max(5000).default(100),
      }),
      response: z.strictObject({ emails: z.array(outboxEmailSchema) }),
    },
    async (request) => {
      const rows = await listOutboxEmails(db, request.eventContext.eventId, request.query.limit);
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
