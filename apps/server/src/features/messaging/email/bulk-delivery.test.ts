import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import { startSmtpServer } from '../../../../test/support/smtp.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import { queueEmail } from './outbox.ts';

const count = 1000;

describe.each(testDatabases)('bulk email delivery on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    // Two refusals: the emails they hit are retried alone, the others go on.
    smtp = await startSmtpServer({ refuseFirst: 2 });
    t = await createTestApp(kind, { smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers 1,000 queued emails, each exactly once, retrying only the refused ones', async () => {
    const event = await t.buildEvent();
    const ids = await t.deps.db.transaction(async (tx) => {
      const queued: string[] = [];
      for (let i = 0; i < count; i++) {
        queued.push(
          await queueEmail(tx, t.deps.jobs, {
            eventId: event.id,
            template: 'test',
            to: `bulk-${i}@example.com`,
            from: 'Showdesk <no-reply@showdesk.test>',
            email: { subject: `Bulk ${i}`, text: `Body ${i}`, html: `<p>Body ${i}</p>` },
          }),
        );
      }
      return queued;
    });
    // The time it takes is the bench's (bench/src/email-delivery-bench.ts); here only a bound.
    const deadline = Date.now() + 120_000;
    while (new Set(smtp.received.map((m) => m.messageId)).size < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Every outbox id arrived under its own Message-ID, once.
    const expected = ids.map((id) => `<outbox.${id}@showdesk.test>`).sort();
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(expected);
    expect(smtp.attempts).toBe(count + 2);
    // Recorded as sent, the two refused ones after a second attempt, and no claim left behind.
    const stats = () =>
      t.deps.db
        .select({
          sent: sql<number>`count(*) filter (where ${outboxEmails.status} = 'sent')`.mapWith(
            Number,
          ),
          retried: sql<number>`count(*) filter (where ${outboxEmails.attempts} = 2)`.mapWith(
            Number,
          ),
          claimed: sql<number>`count(${outboxEmails.claimedBy})`.mapWith(Number),
        })
        .from(outboxEmails)
        .where(eq(outboxEmails.eventId, event.id))
        .then(([row]) => row);
    await expect.poll(stats).toEqual({ sent: count, retried: 2, claimed: 0 });
    expect(smtp.received).toHaveLength(count);
  }, 180_000);
});
