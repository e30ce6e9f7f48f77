import { createHash, timingSafeEqual } from 'node:crypto';
import type { EmailResponseType } from '@showdesk/domain/messaging/email-log';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertEmailResponse } from './responses.ts';

/** A provider's record types (Postmark's webhook RecordType) and the spec's event types. */
const recordTypes: Record<string, EmailResponseType> = {
  Delivery: 'delivery',
  Bounce: 'bounce',
  SpamComplaint: 'spamComplaint',
  Open: 'open',
  Click: 'click',
  SubscriptionChange: 'subscriptionChange',
};

const text = (max: number) => z.string().max(max).optional();

/**
 * The body accepted: Postmark's webhook JSON (the fields read; others are ignored). The email is
 * named by the metadata the delivery job sends with every message (`X-PM-Metadata-outbox-id`,
 * `X-PM-Metadata-event-id`), which Postmark hands back as `Metadata`.
 */
export const providerEventSchema = z.looseObject({
  RecordType: z.enum(Object.keys(recordTypes) as [string, ...string[]]),
  MessageID: text(200),
  Recipient: text(320),
  Email: text(320),
  DeliveredAt: text(100),
  BouncedAt: text(100),
  ReceivedAt: text(100),
  ChangedAt: text(100),
  Details: text(2000),
  Description: text(2000),
  Platform: text(100),
  UserAgent: text(500),
  Geo: z.looseObject({ IP: text(100) }).optional(),
  Metadata: z.record(z.string(), z.unknown()).optional(),
});

type ProviderEvent = z.output<typeof providerEventSchema>;

/** When the provider says it happened, or null when the report names no (valid) time. */
const reportedAt = (body: ProviderEvent) => {
  const raw = body.DeliveredAt ?? body.BouncedAt ?? body.ReceivedAt ?? body.ChangedAt;
  const at = raw ? new Date(raw) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
};

/** The id of one provider report: the same report sent twice gets the same id. */
function reportId(
  eventId: string,
  outboxId: string,
  body: ProviderEvent,
  recipient: string,
  at: Date,
) {
  const key = [
    eventId,
    outboxId,
    body.RecordType,
    body.MessageID ?? '',
    recipient,
    at.toISOString(),
  ];
  return `pe_${createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 32)}`;
}

/** Basic auth whose password is the configured secret (the user name is not read). */
function hasSecret(header: string | undefined, secret: string): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return false;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const given = Buffer.from(decoded.slice(decoded.indexOf(':') + 1));
  const wanted = Buffer.from(secret);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * A mail provider's delivery webhook: bounces, deliveries, spam complaints,
 * opens, clicks and subscription changes of the emails we sent, recorded as email responses of
 * the email they are about. Off unless EMAIL_EVENTS_SECRET is set; the provider sends it as the
 * password of HTTP Basic auth (`https://any:<secret>@host/api/v1/email-events`).
 */
export const providerEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '/api/v1/email-events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['emails'],
        summary: "A mail provider's delivery event (Postmark's webhook body)",
        description:
          'Basic auth with EMAIL_EVENTS_SECRET as the password (401 otherwise; 404 when it is ' +
          'not set). RecordType Delivery, Bounce, SpamComplaint, Open, Click or ' +
          'SubscriptionChange; Metadata["outbox-id"] and Metadata["event-id"] name the email ' +
          '(sent with every email as X-PM-Metadata-* headers). An event for no email we know ' +
          'is accepted and dropped (recorded: false), so the provider does not retry it. A ' +
          'bounce marks the email refused.',
        body: providerEventSchema,
        response: { 200: z.strictObject({ recorded: z.boolean() }) },
      },
    },
    async (request) => {
      const secret = deps.config.emailEventsSecret;
      if (!secret) throw AppError.notFound('Email events are not enabled');
      if (!hasSecret(request.headers.authorization, secret))
        throw AppError.unauthenticated('Invalid email events credentials');
      const body = request.body;
      const outboxId = body.Metadata?.['outbox-id'];
      const eventId = body.Metadata?.['event-id'];
      if (typeof outboxId !== 'string' || typeof eventId !== 'string') return { recorded: false };
      const type = recordTypes[body.RecordType]!;
      return deps.db.transaction(async (tx) => {
        const [email] = await tx
          .select()
          .from(outboxEmails)
          .where(and(eq(outboxEmails.eventId, eventId), eq(outboxEmails.id, outboxId)));
        if (!email) return { recorded: false };
        const details = body.Details ?? body.Description ?? '';
        const at = reportedAt(body);
        const recipient = body.Recipient ?? body.Email ?? email.toAddress;
        await insertEmailResponse(tx, email, {
          // A provider retries a webhook it thinks failed: the same report (kind, message,
          // recipient, time) is recorded once. Without its time, each report counts.
          ...(at ? { id: reportId(eventId, outboxId, body, recipient, at) } : {}),
          type,
          details,
          platform: body.Platform ?? 'provider',
          messageId: body.MessageID ?? null,
          recipient,
          userAgent: body.UserAgent ?? '',
          ipAddress: body.Geo?.IP ?? '',
          at: at ?? new Date(),
        });
        if (type === 'bounce')
          await tx
            .update(outboxEmails)
            .set({ status: 'rejected', lastError: `bounce - ${body.Description ?? details}` })
            .where(and(eq(outboxEmails.eventId, eventId), eq(outboxEmails.id, outboxId)));
        return { recorded: true };
      });
    },
  );
};
