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
  app.get(
    '/emails/log',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['emails'],
        summary: 'The email log a page at a time (the list convention)',
        description:
          'q matches the recipient or the subject; filter by status, template or userId (the ' +
          "member's emails); newest first unless sorted otherwise. No bodies: see one email.",
        params: z.object({ eventId: z.string() }),
        querystring: emailLogQuerySchema,
        response: { 200: emailLogPageSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listOutboxEmailPage(
        app.deps.db,
        request.eventContext.eventId,
        request.query,
      );
      return pageOf(rows.map(logEntry), total, request.query);
    },
  );

  app.get(
    '/emails/log/:emailId',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['emails'],
        summary: 'One email of the log with its text (secret links hidden) and delivery events',
        params: z.object({ eventId: z.string(), emailId: z.string() }),
        response: { 200: emailLogDetailSchema },
      },
    },
    async (request) => {
      const row = await getOutboxLogEntry(
        app.deps.db,
        request.eventContext.eventId,
        request.params.emailId,
      );
      if (!row) throw AppError.notFound('Email not found');
      const responses = await listEmailResponses(app.deps.db, request.eventContext.eventId, row.id);
      return { ...logEntry(row), text: row.logText, responses };
    },
  );

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
