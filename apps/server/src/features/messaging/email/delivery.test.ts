import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { createTestApp, type TestApp, useTestApp } from '../../../../test/support/harness.ts';
import { startSmtpServer } from '../../../../test/support/smtp.ts';
import { getOutboxEmail, queueEmail } from './outbox.ts';

const sample = { subject: 'Hello', text: 'Plain body', html: '<p>Plain body</p>' };

/** Queues the sample email in its own transaction, as a feature would; returns its id. */
const queueSample = (t: TestApp, eventId: string, address: { to: string; from: string }) =>
  t.deps.db.transaction((tx) =>
    queueEmail(tx, t.deps.jobs, { eventId, template: 'test', ...address, email: sample }),
  );

async function waitForStatus(
  t: TestApp,
  eventId: string,
  id: string,
  status: string,
  timeoutMs = 20_000,
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const row = await getOutboxEmail(t.deps.db, eventId, id);
    if (row?.status === status) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`email ${id} never reached ${status}`);
}

describe.each(testDatabases)('email delivery on %s', (kind) => {
  describe('with SMTP', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer({ refuseFirst: 1 });
      t = await createTestApp(kind, { smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('retries a refused message and records every attempt until it is sent', async () => {
      const event = await t.buildEvent();
      const id = await queueSample(t, event.id, {
        to: 'Retry@Example.com',
        from: 'from@example.com',
      });
      const sent = await waitForStatus(t, event.id, id, 'sent');
      expect(sent.attempts).toBe(2);
      expect(sent.sentAt).toBeInstanceOf(Date);
      const mail = await smtp.waitFor('retry@example.com');
      expect(mail.subject).toBe('Hello');
      expect(smtp.received.filter((m) => m.to.includes('retry@example.com'))).toHaveLength(1);
    });

    it('writes nothing when the transaction that queued the email rolls back', async () => {
      const event = await t.buildEvent();
      let id = '';
      await expect(
        t.deps.db.transaction(async (tx) => {
          id = await queueEmail(tx, t.deps.jobs, {
            eventId: event.id,
            template: 'test',
            to: 'never@example.com',
            from: 'f@example.com',
            email: sample,
          });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await getOutboxEmail(t.deps.db, event.id, id)).toBeNull();
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.received.some((m) => m.to.includes('never@example.com'))).toBe(false);
    });
  });

  describe('without SMTP', () => {
    const t = useTestApp(kind);

    it('keeps the message readable in the outbox, marked as logged', async () => {
      const event = await t.buildEvent();
      const id = await queueSample(t, event.id, { to: 'kept@example.com', from: 'f@example.com' });
      const row = await waitForStatus(t, event.id, id, 'logged');
      expect(row.textBody).toBe('Plain body');
      expect(row.attempts).toBe(1);
    });
  });
});
