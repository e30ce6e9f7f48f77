import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { emailTemplates } from '../../../db/schema/email-templates.ts';

const columns = {
  kind: emailTemplates.kind,
  subject: emailTemplates.subject,
  body: emailTemplates.body,
  updatedAt: emailTemplates.updatedAt,
  updatedBy: emailTemplates.updatedBy,
};
export type EmailTemplateRow = {
  kind: string;
  subject: string;
  body: string;
  updatedAt: Date;
  updatedBy: string | null;
};

/** The kinds the event changed (one query: a bulk send reads them once). */
export function listEmailTemplateRows(db: DbOrTx, eventId: string): Promise<EmailTemplateRow[]> {
  return db.select(columns).from(emailTemplates).where(eq(emailTemplates.eventId, eventId));
}

export async function getEmailTemplateRow(
  db: DbOrTx,
  eventId: string,
  kind: string,
): Promise<EmailTemplateRow | null> {
  const [row] = await db
    .select(columns)
    .from(emailTemplates)
    .where(and(eq(emailTemplates.eventId, eventId), eq(emailTemplates.kind, kind)));
  return row ?? null;
}

export async function upsertEmailTemplate(
  db: DbOrTx,
  eventId: string,
  kind: string,
  values: { subject: string; body: string },
  userId: string,
) {
  const now = new Date();
  await db
    .insert(emailTemplates)
    .values({ eventId, kind, ...values, createdBy: userId, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [emailTemplates.eventId, emailTemplates.kind],
      set: { ...values, updatedBy: userId, updatedAt: now },
    });
}

export async function deleteEmailTemplate(db: DbOrTx, eventId: string, kind: string) {
  await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.eventId, eventId), eq(emailTemplates.kind, kind)));
}
