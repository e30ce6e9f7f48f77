import { field, formOf, textField } from '@showdesk/domain/test/forms/builders';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { guestFormsAt } from '../../../../test/support/guest-forms.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import { insertTestForm } from '../../../../test/support/test-forms.ts';
import { guestTypedAddressEmails } from '../../../db/schema/guest-limits.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { sweepUnsentGuestFiles } from '../guest/unsent-files.ts';

/** An enquiry anyone can send: a company, a message and the address to send a copy to. */
const enquiryFields = [
  textField('company', { label: 'Company', isRequired: true }),
  textField('note', { label: 'Your message' }),
  field({ id: 'contactEmail', type: 'email', label: 'Your email' }),
];
const enquiryShape = formOf(['company', 'note', 'contactEmail']);

/** What a spammer writes, hoping the form relays it to someone else's address. */
const spam = {
  company: 'Cheap Pills Ltd',
  note: 'Claim your prize at https://spam.example/win',
};

describe.each(testDatabases)('emails to an address a guest typed, on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let formId: string;
  let otherFormId: string;
  let asModerator: Caller;
  let asOtherModerator: Caller;
  let asMember: Caller;
  let addressCounter = 0;

  const sendAsGuest = async (values: Record<string, unknown>, ev = event, form = formId) => {
    const sent = await guestFormsAt(t, ev, `10.2.0.${++addressCounter}`).send(form, values);
    // Never an error to the guest, whatever the limit did.
    expect(sent.statusCode, sent.body).toBe(201);
  };
  const emailsTo = (address: string, ev = event) =>
    outboxRows(t, { eventId: ev.id, toAddress: address });
  const addNotifications = async (caller: Caller, form: string) => {
    for (const body of [
      {
        name: 'Copy to the visitor',
        sendToType: 'field',
        sendTo: 'contactEmail',
        isFormTitleSubjectLine: false,
        subjectLine: 'Thank you for your enquiry',
        message: '<p>Thank you. Our team answers within two days.</p>',
        showSubmission: true,
        showCustomFields: true,
        bccTo: 'audit@organiser.example',
      },
      { name: 'Desk', sendToType: 'custom', sendTo: 'desk@organiser.example' },
    ]) {
      const response = await caller.post(`/forms/${form}/notifications`, body);
      expect(response.statusCode, response.body).toBe(201);
    }
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const form = { shape: enquiryShape, fields: enquiryFields, title: 'Stand enquiry' };
    formId = await insertTestForm(t.deps.db, event.id, { ...form, isPublic: true });
    otherFormId = await insertTestForm(t.deps.db, otherEvent.id, { ...form, isPublic: true });
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const otherModerator = await t.buildUser(otherEvent.id, { permissions: 'moderator' });
    const member = await t.buildUser(event.id);
    await t.buildTeam(event.id, member.userId);
    asModerator = await callerFor(t, event, moderator);
    asOtherModerator = await callerFor(t, otherEvent, otherModerator);
    asMember = await callerFor(t, event, member);
    await addNotifications(asModerator, formId);
    await addNotifications(asOtherModerator, otherFormId);
  }, 60_000);

  it('carries only the organiser’s text, nothing the guest wrote', async () => {
    await sendAsGuest({ ...spam, contactEmail: 'Victim@Example.com' });
    const [copy] = await emailsTo('victim@example.com');
    expect(copy).toBeDefined();
    expect(copy!.subject).toBe('Thank you for your enquiry');
    expect(copy!.textBody).toContain('Our team answers within two days.');
    for (const body of [copy!.textBody, copy!.htmlBody, copy!.subject]) {
      expect(body).not.toContain('Cheap Pills');
      expect(body).not.toContain('spam.example');
      expect(body).not.toContain('/submissions/');
    }
    expect(copy!.bccAddresses).toEqual([]);
    // The organiser's own addresses get the answers as before: the desk, and the blind copy
    // (now a message of its own, so the visitor's copy does not carry it).
    const [desk] = await emailsTo('desk@organiser.example');
    expect(desk!.textBody).toContain('Cheap Pills Ltd');
    const [audit] = await emailsTo('audit@organiser.example');
    expect(audit!.subject).toBe('Thank you for your enquiry');
    expect(audit!.textBody).toContain('Claim your prize at https://spam.example/win');
  });

  it('goes at most once an hour to one address; the rest are skipped, never refused', async () => {
    const address = 'target@example.com';
    await sendAsGuest({ company: 'First', contactEmail: address });
    await sendAsGuest({ company: 'Second', contactEmail: 'TARGET@example.com' });
    await sendAsGuest({ company: 'Third', contactEmail: address });
    expect(await emailsTo(address)).toHaveLength(1);
    // The organisers still hear of every submission.
    const desk = await emailsTo('desk@organiser.example');
    for (const company of ['First', 'Second', 'Third'])
      expect(desk.some((email) => email.textBody.includes(`Company: ${company}`))).toBe(true);
    // Another address is not held back, nor is the same address in another event.
    await sendAsGuest({ company: 'Fourth', contactEmail: 'someone-else@example.com' });
    expect(await emailsTo('someone-else@example.com')).toHaveLength(1);
    await sendAsGuest({ company: 'Fifth', contactEmail: address }, otherEvent, otherFormId);
    expect(await emailsTo(address, otherEvent)).toHaveLength(1);

    // An hour on, one more may go (and the sweep forgets what no longer holds anything back).
    await t.deps.db
      .update(guestTypedAddressEmails)
      .set({ sentAt: sql`now() - interval '61 minutes'` })
      .where(eq(guestTypedAddressEmails.eventId, event.id));
    await sweepUnsentGuestFiles(t.deps);
    const left = await t.deps.db
      .select()
      .from(guestTypedAddressEmails)
      .where(eq(guestTypedAddressEmails.eventId, event.id));
    expect(left).toEqual([]);
    await sendAsGuest({ company: 'Sixth', contactEmail: address });
    expect(await emailsTo(address)).toHaveLength(2);
  });

  it('is unchanged for a logged-in member: their answers, no hourly limit', async () => {
    const address = 'member-copy@example.com';
    for (const company of ['Member One', 'Member Two']) {
      const response = await asMember.post(`/member/forms/${formId}/submissions`, {
        values: { company, contactEmail: address },
        isDraft: false,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const copies = await emailsTo(address);
    expect(copies).toHaveLength(2);
    expect(copies.map((email) => email.textBody).join('\n')).toContain('Member Two');
    expect(copies[0]!.bccAddresses).toEqual(['audit@organiser.example']);
  });
});
