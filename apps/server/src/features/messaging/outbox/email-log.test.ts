import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { askPasswordReset } from '../../../../test/support/account-links.ts';
import type { Caller } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { teamOwnedBy } from '../../../../test/support/team-bodies.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import type { EventRow } from '../../platform/events/queries.ts';

interface LoggedEmail {
  id: string;
  to: string;
  template: string;
  text: string;
  status: string;
}

/** Anything that could act for the addressee: a token parameter or an auth link. */
const secretLink = /token=|\/auth\/(reset-password|set-password|update-email)\?/;
const eventsSecret = 'provider-events-secret-0123';

describe.each(testDatabases)('GET /api/v1/events/:eventId/emails on %s', (kind) => {
  const t = useTestApp(kind, { mailbox: true, env: { EMAIL_EVENTS_SECRET: eventsSecret } });
  let eventA: EventRow;
  let eventB: EventRow;
  let adminA: Caller;

  const logOf = async (to: string): Promise<LoggedEmail[]> => {
    const response = await adminA.get('/emails?limit=5000');
    expect(response.statusCode).toBe(200);
    return (response.json().emails as LoggedEmail[]).filter((e) => e.to === to);
  };
  const forgotPassword = (event: EventRow, email: string) => askPasswordReset(t, event, email);

  beforeAll(async () => {
    eventA = await t.buildEvent({ name: 'Event A' });
    eventB = await t.buildEvent({ name: 'Event B' });
    adminA = await callerForNewUser(t, eventA, { permissions: 'admin' });
  });

  it("never shows another event's admin a reset link: the cross-event takeover is closed", async () => {
    // The probe's steps: A's admin makes B's admin a team owner in A, then asks for a reset
    // on A's host and reads the email log.
    const victim = await t.buildUser(eventB.id, { permissions: 'admin' });
    const added = await adminA.post(
      '/teams',
      teamOwnedBy('Trojan Stand', victim.email, ['Any', 'Name']),
    );
    expect(added.statusCode).toBe(201);
    expect((await forgotPassword(eventA, victim.email)).statusCode).toBe(200);

    // The addressee got a working link ...
    const mail = await t.mailbox.waitFor(victim.email, (m) => m.text.includes('reset-password'));
    expect(mail.text).toMatch(/\/auth\/reset-password\?mode=resetPassword&token=/);
    // ... and the log shows that an email went, not the link.
    const logged = await logOf(victim.email);
    expect(logged.map((e) => e.template).sort()).toEqual([
      'existingWelcome',
      'verifyPasswordChange',
    ]);
    for (const entry of logged) expect(entry.text).not.toMatch(secretLink);
    const reset = logged.find((e) => e.template === 'verifyPasswordChange')!;
    expect(reset.text).toContain('Reset password: [link sent to the recipient only]');
  });

  it('hides the set-password link of every invited member', async () => {
    const added = await adminA.post(
      '/teams',
      teamOwnedBy('Invited Stand', 'invitee@example.com', ['Ivy', 'Invitee']),
    );
    expect(added.statusCode).toBe(201);
    const mail = await t.mailbox.waitFor('invitee@example.com');
    expect(mail.text).toMatch(/\/auth\/set-password\?mode=setPassword&token=/);
    const [welcome] = await logOf('invitee@example.com');
    expect(welcome!.template).toBe('welcome');
    expect(welcome!.text).toContain('Set your password: [link sent to the recipient only]');
    expect(welcome!.text).not.toMatch(secretLink);
  });

  it('keeps no secret in the stored email once it has been delivered', async () => {
    const user = await t.buildUser(eventA.id);
    await forgotPassword(eventA, user.email);
    await t.mailbox.waitFor(user.email, (m) => m.text.includes('reset-password'));
    const [entry] = await logOf(user.email);
    // The row is marked sent just after the SMTP server answers.
    let row: typeof outboxEmails.$inferSelect | undefined;
    for (let i = 0; i < 50; i++) {
      [row] = await t.deps.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.eventId, eventA.id), eq(outboxEmails.id, entry!.id)));
      if (row?.status === 'sent') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row?.status).toBe('sent');
    expect(row!.textBody).not.toMatch(secretLink);
    expect(row!.htmlBody).not.toMatch(secretLink);
    expect(row!.textBody).toContain('[link sent to the recipient only]');
  });

  it('shows the log to admins only', async () => {
    const moderator = await callerForNewUser(t, eventA, { permissions: 'moderator' });
    expect((await moderator.get('/emails')).statusCode).toBe(403);
  });

  it('pages the log newest first, searches recipients and subjects, filters by status, template and member', async () => {
    const owner = await t.buildUser(eventA.id, { email: `paged.owner.${Date.now()}@example.com` });
    const made = await adminA.post(
      '/teams',
      teamOwnedBy('Paged Stand', `paged.${Date.now()}@example.com`, ['Page', 'Test']),
    );
    expect(made.statusCode).toBe(201);
    const invited = made.json().ownerId as string;
    expect((await forgotPassword(eventA, owner.email)).statusCode).toBe(200);

    const first = await adminA.get('/emails/log?pageSize=2');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as {
      items: Array<{ id: string; createdAt: string; to: string; template: string; status: string }>;
      total: number;
    };
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.items[0]!.createdAt >= page.items[1]!.createdAt).toBe(true);
    // No bodies in the list.
    expect(Object.keys(page.items[0]!)).not.toContain('text');

    const found = (await adminA.get(`/emails/log?q=${encodeURIComponent(owner.email)}`)).json();
    expect(found.items.map((e: { to: string }) => e.to)).toEqual([owner.email]);
    expect(found.items[0].template).toBe('verifyPasswordChange');

    const theirs = (await adminA.get(`/emails/log?filter=userId:${invited}`)).json();
    expect(theirs.total).toBeGreaterThan(0);
    for (const email of theirs.items) expect(email.userId).toBe(invited);

    const resets = (await adminA.get('/emails/log?filter=template:verifyPasswordChange')).json();
    for (const email of resets.items) expect(email.template).toBe('verifyPasswordChange');
    await t.mailbox.waitFor(owner.email);
    await expect
      .poll(async () => (await adminA.get('/emails/log?filter=status:sent')).json().total, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    const sent = (await adminA.get('/emails/log?filter=status:sent&pageSize=200')).json();
    for (const email of sent.items) expect(email.status).toBe('sent');

    // One email with its text, the reset link hidden.
    const one = await adminA.get(`/emails/log/${found.items[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().text).toContain('[link sent to the recipient only]');
    expect(one.json().text).not.toMatch(secretLink);

    expect((await adminA.get('/emails/log?filter=status:lost')).statusCode).toBe(400);
    expect((await adminA.get('/emails/log/no-such-email')).statusCode).toBe(404);
  });

  it("shows no other event's email, by list or by id", async () => {
    const adminB = await callerForNewUser(t, eventB, { permissions: 'admin' });
    const ofA = (await adminA.get('/emails/log?pageSize=200')).json().items as Array<{
      id: string;
    }>;
    expect(ofA.length).toBeGreaterThan(0);
    const ofB = (await adminB.get('/emails/log?pageSize=200')).json().items as Array<{
      id: string;
    }>;
    expect(ofB.some((e) => ofA.some((a) => a.id === e.id))).toBe(false);
    expect((await adminB.get(`/emails/log/${ofA[0]!.id}`)).statusCode).toBe(404);
    const moderator = await callerForNewUser(t, eventA, { permissions: 'moderator' });
    expect((await moderator.get('/emails/log')).statusCode).toBe(403);
    expect((await moderator.get(`/emails/log/${ofA[0]!.id}`)).statusCode).toBe(403);
  });

  it("records the mail server's answer and a provider's later events as the email's delivery events", async () => {
    const refused = `refused.${Date.now()}@example.com`;
    const fine = `fine.${Date.now()}@example.com`;
    t.mailbox.refuse(refused);
    for (const email of [refused, fine]) {
      const made = await adminA.post(
        '/teams',
        teamOwnedBy(`Events ${email}`, email, ['Eve', 'Events']),
      );
      expect(made.statusCode).toBe(201);
    }
    const mail = await t.mailbox.waitFor(fine);
    const entryOf = async (to: string) => {
      const found = (await adminA.get(`/emails/log?q=${encodeURIComponent(to)}`)).json();
      return (await adminA.get(`/emails/log/${found.items[0].id}`)).json() as {
        id: string;
        status: string;
        responses: Array<{ type: string; platform: string; details: string }>;
      };
    };
    await expect.poll(async () => (await entryOf(fine)).responses.length).toBe(1);
    const delivered = await entryOf(fine);
    expect(delivered.responses[0]).toMatchObject({ type: 'delivery', platform: 'smtp' });
    expect(delivered.responses[0]!.details).toMatch(/^250/);
    // The message named itself for a provider's webhook.
    expect(mail.metadata).toEqual({ 'outbox-id': delivered.id, 'event-id': eventA.id });
    await expect.poll(async () => (await entryOf(refused)).status).toBe('rejected');
    expect((await entryOf(refused)).responses).toEqual([
      expect.objectContaining({ type: 'bounce', platform: 'smtp' }),
    ]);

    // Later the provider says the delivered one bounced and the other was opened.
    const post = (payload: unknown, secret = eventsSecret) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/email-events',
        headers: { authorization: `Basic ${Buffer.from(`events:${secret}`).toString('base64')}` },
        payload: payload as never,
      });
    const bounce = {
      RecordType: 'Bounce',
      Type: 'HardBounce',
      MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
      Description: 'The server was unable to deliver your message',
      Details: 'smtp;550 5.1.1 mailbox does not exist',
      Email: fine,
      BouncedAt: new Date().toISOString(),
      Metadata: { 'outbox-id': delivered.id, 'event-id': eventA.id },
    };
    expect((await post(bounce, 'wrong-secret-000000000')).statusCode).toBe(401);
    expect((await post({ ...bounce, RecordType: 'Teleport' })).statusCode).toBe(400);
    const recorded = await post(bounce);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toEqual({ recorded: true });
    const bounced = await entryOf(fine);
    expect(bounced.status).toBe('rejected');
    expect(bounced.responses.map((r) => r.type)).toEqual(['delivery', 'bounce']);
    // The provider sends the same report again (it did not see our answer): recorded once.
    expect((await post(bounce)).json()).toEqual({ recorded: true });
    expect((await entryOf(fine)).responses.map((r) => r.type)).toEqual(['delivery', 'bounce']);
    // Two opens at different times are two events.
    const open = {
      RecordType: 'Open',
      MessageID: bounce.MessageID,
      Recipient: fine,
      Metadata: bounce.Metadata,
    };
    await post({ ...open, ReceivedAt: '2027-03-01T10:00:00Z' });
    await post({ ...open, ReceivedAt: '2027-03-01T10:00:00Z' });
    await post({ ...open, ReceivedAt: '2027-03-01T11:30:00Z' });
    expect((await entryOf(fine)).responses.filter((r) => r.type === 'open')).toHaveLength(2);
    // An email we do not know (or another event's id pair) is accepted and dropped.
    const unknown = await post({
      ...bounce,
      Metadata: { 'outbox-id': delivered.id, 'event-id': eventB.id },
    });
    expect(unknown.json()).toEqual({ recorded: false });
  });
});
