import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { insertInvitedAccount } from '../../people/users/accounts.ts';
import { insertMember } from '../../people/users/queries.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { emailBatchSize, runNotificationEmails } from './deliver.ts';

type NotificationBody = { id: string; status: string; providerResponse: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A send to more people than one batch: the request queues the first batch, the job the rest,
 * a batch per transaction; every recipient gets one email, however often the job runs.
 */
describe.each(testDatabases)('a notification to a whole show on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let asAdmin: Caller;
  /** Two full batches and a part one. */
  const memberCount = 2 * emailBatchSize + 7;

  const recipientsOf = async (title: string) => {
    const rows = await outboxRows(t, {
      eventId: event.id,
      template: 'adminNotification',
      subject: title,
    });
    return rows.map((row) => row.toAddress);
  };
  const statusOf = async (id: string) =>
    (await asAdmin.get(`/notifications/${id}`)).json() as NotificationBody;

  beforeAll(async () => {
    event = await t.buildEvent();
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    // The rest without a password (no hashing), in one transaction: accounts made by an import.
    await t.deps.db.transaction(async (tx) => {
      for (let i = 1; i < memberCount; i++) {
        const person = { email: `exhibitor-${i}@example.com`, firstName: 'Ex', surname: `${i}` };
        const userId = await insertInvitedAccount(tx, person);
        await insertMember(tx, { eventId: event.id, userId, permissions: 'user' });
      }
    });
    asAdmin = await callerFor(t, event, admin);
  });

  it('queues the first batch in the request and the rest in a job, each person once', async () => {
    const title = 'Hall 3 opens at 8:00';
    const response = await asAdmin.post('/notifications', {
      title,
      sendEmail: true,
      delivery: 'now',
    });
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json() as NotificationBody;
    expect(note.status).toBe('sent');
    expect(note.providerResponse).toBe(`Queueing emails: ${emailBatchSize} so far`);

    let current = note;
    for (let i = 0; i < 120 && !current.providerResponse.startsWith('Emails queued'); i++) {
      await wait(250);
      current = await statusOf(note.id);
    }
    expect(current.providerResponse).toBe(`Emails queued for ${memberCount} people`);
    const sent = await recipientsOf(title);
    expect(sent).toHaveLength(memberCount);
    expect(new Set(sent).size).toBe(memberCount);

    // The job again (a retry after a crash, another process): nothing more is queued.
    await runNotificationEmails(t.deps, { eventId: event.id, notificationId: note.id });
    expect(await recipientsOf(title)).toHaveLength(memberCount);
  });

  it('runs of the job at once (a retry, another process) queue each person once', async () => {
    const title = 'Catering orders close Friday';
    const note = (
      await asAdmin.post('/notifications', { title, sendEmail: true, delivery: 'draft' })
    ).json() as NotificationBody;
    // Sent from a draft: the request queues the first batch and its job; two more runs of the
    // job race it, each batch under the notification's lock.
    const response = await asAdmin.patch(`/notifications/${note.id}`, {
      title,
      sendEmail: true,
      delivery: 'now',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.eventId, event.id), eq(notifications.id, note.id)));
    expect(row?.emailsQueued).toBeGreaterThanOrEqual(emailBatchSize);
    await Promise.all([
      runNotificationEmails(t.deps, { eventId: event.id, notificationId: note.id }),
      runNotificationEmails(t.deps, { eventId: event.id, notificationId: note.id }),
    ]);
    const sent = await recipientsOf(title);
    expect(new Set(sent).size).toBe(memberCount);
    expect(sent).toHaveLength(memberCount);
    expect((await statusOf(note.id)).providerResponse).toBe(
      `Emails queued for ${memberCount} people`,
    );
  });
});
