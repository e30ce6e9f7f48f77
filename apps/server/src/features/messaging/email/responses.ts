import type { EmailResponse, EmailResponseType } from '@showdesk/domain/messaging/email-log';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { emailResponses, type outboxEmails } from '../../../db/schema/outbox.ts';
import { newId } from '../../../lib/ids.ts';

type OutboxEmailRow = typeof outboxEmails.$inferSelect;

/** A delivery event of an outbox email, with what the email itself says of it. */
export async function insertEmailResponse(
  tx: DbOrTx,
  email: Pick<OutboxEmailRow, 'eventId' | 'id' | 'toAddress' | 'userId' | 'template'>,
  event: {
    type: EmailResponseType;
    details: string;
    platform: string;
    messageId?: string | null;
    recipient?: string;
    userAgent?: string;
    ipAddress?: string;
    at?: Date;
    /** A stable id makes a repeated report (a provider retrying its webhook) a no-op. */
    id?: string;
  },
) {
  await tx
    .insert(emailResponses)
    .values({
      eventId: email.eventId,
      id: event.id ?? newId(),
      outboxEmailId: email.id,
      messageId: event.messageId ?? null,
      type: event.type,
      recipient: (event.recipient ?? email.toAddress).toLowerCase(),
      details: event.details.slice(0, 2000),
      userId: email.userId,
      templateId: email.template,
      platform: event.platform,
      userAgent: (event.userAgent ?? '').slice(0, 500),
      ipAddress: (event.ipAddress ?? '').slice(0, 100),
      ...(event.at ? { createdAt: event.at } : {}),
    })
    .onConflictDoNothing();
}

/** An email's delivery events, oldest first. */
export async function listEmailResponses(
  db: DbOrTx,
  eventId: string,
  outboxEmailId: string,
): Promise<EmailResponse[]> {
  const rows = await db
    .select()
    .from(emailResponses)
    .where(
      and(eq(emailResponses.eventId, eventId), eq(emailResponses.outboxEmailId, outboxEmailId)),
    )
    .orderBy(asc(emailResponses.createdAt), asc(emailResponses.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    recipient: row.recipient,
    details: row.details,
    platform: row.platform,
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
  }));
}
