import { and, eq } from 'drizzle-orm';
import { outboxEmails } from '../../src/db/schema/outbox.ts';
import type { TestApp } from './harness.ts';

/**
 * The emails the outbox holds for an event, as stored: those of a template, to an address, with
 * a subject, as far as each is given.
 */
export function outboxRows(
  t: TestApp,
  match: { eventId: string; template?: string; toAddress?: string; subject?: string },
) {
  const { eventId, template, toAddress, subject } = match;
  return t.deps.db
    .select()
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.eventId, eventId),
        template === undefined ? undefined : eq(outboxEmails.template, template),
        toAddress === undefined ? undefined : eq(outboxEmails.toAddress, toAddress),
        subject === undefined ? undefined : eq(outboxEmails.subject, subject),
      ),
    );
}
