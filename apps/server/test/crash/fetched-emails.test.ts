import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Job, JobWithMetadata } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Liveness, processId, startLiveness } from '../../src/db/liveness.ts';
import { outboxEmails } from '../../src/db/schema/outbox.ts';
import { claimEmails, recordAttempt } from '../../src/features/messaging/email/delivery-queries.ts';
import { deliverEmailQueue } from '../../src/features/messaging/email/outbox.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { recoverEmails } from '../../src/jobs/deliver-email.ts';
import { testDatabases } from '../support/databases.ts';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { eventually } from './crash-rig.ts';

interface EmailJob {
  eventId: string;
  id: string;
}

/**
 * A worker fetches a batch of email jobs (pg-boss marks them `active`), then claims their
 * emails. Killed in between, it leaves the emails pending and unclaimed under jobs pg-boss
 * thinks are running: recovery must queue them again at once, each to be sent exactly once,
 * and must leave alone the batch of a worker that is still alive. The dead worker is simulated:
 * this test fetches the jobs itself (deferred, out of the app's own worker's reach) and dates
 * the fetch back, to before this process started (embedded) and past the heartbeat (PostgreSQL).
 */
describe.each(testDatabases)('emails of jobs fetched by a gone worker on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let liveness: Liveness;

  beforeAll(async () => {
    t = await createTestApp(kind, { mailbox: true });
    event = await t.buildEvent();
    liveness = await startLiveness(kind, t.config.databaseUrl, t.deps.log);
  });
  afterAll(async () => {
    await liveness?.close();
    await t?.close();
  });

  const boss = () => t.deps.jobs.boss;
  const addressOf = (id: string) => `fetched-${id}@example.com`;

  async function insertEmails(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const id of ids) {
      await t.deps.db.insert(outboxEmails).values({
        eventId: event.id,
        id,
        template: 'test',
        toAddress: addressOf(id),
        fromAddress: 'Showdesk <no-reply@showdesk.test>',
        subject: 'Fetched, never claimed',
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
      });
    }
    return ids;
  }

  /** Outbox emails with their jobs queued an hour ahead, so that only this test fetches them. */
  async function queueDeferred(count: number): Promise<string[]> {
    const ids = await insertEmails(count);
    for (const id of ids) {
      await boss().send(deliverEmailQueue, { eventId: event.id, id }, { startAfter: 3600 });
    }
    return ids;
  }

  /** What a worker does first: fetch a batch of these emails' jobs (now `active`). */
  async function fetchBatch(ids: string[]): Promise<Job<EmailJob>[]> {
    const batch: Job<EmailJob>[] = [];
    while (batch.length < ids.length) {
      const jobs = await boss().fetch<EmailJob>(deliverEmailQueue, {
        batchSize: ids.length - batch.length,
        ignoreStartAfter: true,
      });
      expect(jobs.length).toBeGreaterThan(0);
      batch.push(...jobs);
    }
    expect(batch.map((job) => job.data.id).sort()).toEqual([...ids].sort());
    return batch;
  }

  /** Dates a batch's fetch and heartbeat an hour back: its worker died (or froze) long ago. */
  async function stall(batch: Job<EmailJob>[]) {
    await t.deps.db.execute(sql`
      update pgboss.job
      set started_on = started_on - interval '1 hour', heartbeat_on = heartbeat_on - interval '1 hour'
      where name = ${deliverEmailQueue}
        and id in (${sql.join(
          batch.map((job) => sql`${job.id}::uuid`),
          sql`, `,
        )})`);
  }

  const jobOf = async (job: Job<EmailJob>) =>
    (await boss().findJobs<EmailJob>(deliverEmailQueue, { id: job.id }))[0] as JobWithMetadata;
  const emailOf = async (id: string) =>
    (
      await t.deps.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.eventId, event.id), eq(outboxEmails.id, id)))
    )[0]!;
  const receivedBy = (id: string) =>
    t.mailbox.received.filter((mail) => mail.to.includes(addressOf(id)));

  async function expectSentOnce(ids: string[]) {
    for (const id of ids) await t.mailbox.waitFor(addressOf(id));
    await eventually('every email recorded as sent', async () => {
      for (const id of ids) if ((await emailOf(id)).status !== 'sent') return undefined;
      return true;
    });
    for (const id of ids) {
      expect(receivedBy(id)).toHaveLength(1);
      expect(receivedBy(id)[0]?.messageId).toBe(`<outbox.${id}@showdesk.test>`);
    }
  }

  it('queues again at once the emails of a batch whose worker died before claiming it, and leaves a live worker’s batch and a slow send alone', async () => {
    const ids = await queueDeferred(12);
    const goneIds = ids.slice(0, 10);
    const [slowId, freshId] = [ids[10]!, ids[11]!];
    const gone = await fetchBatch(goneIds); // then the worker was killed
    const slow = await fetchBatch([slowId]);
    // A worker of this process is sending this one right now, and has gone quiet for long.
    expect(
      await claimEmails(t.deps.db, [{ eventId: event.id, id: slowId }], processId),
    ).toHaveLength(1);
    const fresh = await fetchBatch([freshId]); // a live worker, about to claim it
    await stall(gone);
    await stall(slow);
    for (const job of gone) {
      expect((await jobOf(job)).state).toBe('active');
      expect(await emailOf(job.data.id)).toMatchObject({ status: 'pending', claimedBy: null });
    }

    const started = performance.now();
    await recoverEmails(t.deps, liveness);
    await expectSentOnce(goneIds);
    expect(performance.now() - started).toBeLessThan(10_000); // not pg-boss's 15-minute expiry
    for (const job of gone) {
      const after = await jobOf(job);
      expect(after.state).toBe('completed'); // handed on: pg-boss will not run it again
      expect(after.output).toMatchObject({ message: expect.stringMatching(/handed its email on/) });
    }

    // The slow send is its claimer's, the fresh batch its live worker's: neither is queued again.
    expect(await recoverEmails(t.deps, liveness)).toBe(0);
    expect((await jobOf(slow[0]!)).state).toBe('active');
    expect(await emailOf(slowId)).toMatchObject({ status: 'pending', claimedBy: processId });
    expect((await jobOf(fresh[0]!)).state).toBe('active');
    expect(await emailOf(freshId)).toMatchObject({ status: 'pending', claimedBy: null });
    expect([...receivedBy(slowId), ...receivedBy(freshId)]).toEqual([]);
    await recordAttempt(t.deps.db, event.id, slowId, processId, { status: 'sent' });
    await boss().complete(deliverEmailQueue, slow);
    expect(receivedBy(slowId)).toEqual([]); // sent once, by its own worker only

    // The fresh batch's worker freezes past its heartbeat: its email is handed on and sent; when
    // the worker wakes, its claim finds the email sent and pg-boss refuses its settle.
    await stall(fresh);
    await recoverEmails(t.deps, liveness);
    await expectSentOnce([freshId]);
    expect(await claimEmails(t.deps.db, [fresh[0]!.data], processId)).toEqual([]);
    const settle = (await boss().complete(deliverEmailQueue, fresh)) as { affected?: number };
    expect(settle.affected).toBe(0);
    expect(receivedBy(freshId)).toHaveLength(1);
  });

  it('tries a second job for an email another job is sending again later, so that a failed attempt is retried', async () => {
    const [id] = await insertEmails(1);
    // Another job of this process (say the one recovery handed the email to) is sending it,
    // and a second job for it comes.
    expect(await claimEmails(t.deps.db, [{ eventId: event.id, id: id! }], processId)).toHaveLength(
      1,
    );
    const second = (await boss().send(deliverEmailQueue, { eventId: event.id, id }))!;
    await eventually('the second job to be put back for a retry', async () => {
      const [job] = await boss().findJobs(deliverEmailQueue, { id: second });
      return job?.state === 'retry' ? job : undefined;
    });
    // The other attempt fails (and its own job's failure may no longer count): the second
    // job's retry sends the email, once.
    await recordAttempt(t.deps.db, event.id, id!, processId, {
      status: 'failed',
      error: 'timed out',
    });
    await expectSentOnce([id!]);
    expect((await emailOf(id!)).attempts).toBe(2);
  });
});
