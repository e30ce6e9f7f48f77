import type { FormNotification } from '@showdesk/domain/forms/form-notifications';
import {
  dropdown,
  field,
  formOf,
  groupOf,
  templateField,
  textField,
} from '@showdesk/domain/test/forms/builders';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/support/caller.ts';
import { buildCast } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { formRecordList, powerIs } from '../../../../test/support/form-records.ts';
import { guestFormsAt } from '../../../../test/support/guest-forms.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import { insertTestForm } from '../../../../test/support/test-forms.ts';
import { formNotifications } from '../../../db/schema/forms.ts';
import type { EventRow } from '../../platform/events/queries.ts';

/** A stand order: a company, whether power is needed, a contact email, looped contacts. */
const orderFields = [
  textField('company', { label: 'Company', isRequired: true }),
  dropdown('needsPower', ['Yes', 'No'], { label: 'Needs power' }),
  field({ id: 'contactEmail', type: 'email', label: 'Contact email' }),
  templateField('contacts', 'notifyContactGroup', { isLooping: true, maxLoops: 2 }),
  textField('contactName', { label: 'Contact name' }),
  field({ id: 'contactAddress', type: 'email', label: 'Contact address' }),
];
const contactGroup = groupOf('notifyContactGroup', ['contactName', 'contactAddress']);
const orderShape = formOf(['company', 'needsPower', 'contactEmail', 'contacts']);

describe.each(testDatabases)('form notifications on %s', (kind) => {
  const t = useTestApp(kind, { mailbox: true });
  let event: EventRow;
  let formId: string;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asOwner: Caller;
  let asMember: Caller;
  let asStranger: Caller;
  let asGuest: Caller;
  let ownerEmail: string;
  let memberEmail: string;
  const newForm = (isPublic = false) =>
    insertTestForm(t.deps.db, event.id, {
      shape: orderShape,
      fields: orderFields,
      groups: [contactGroup],
      title: 'Stand order',
      isPublic,
    });
  const { path, add, storedIds, expectDeleted, expectRefused, expectOnlyModeratorsManage } =
    formRecordList<FormNotification>('notifications', () => ({
      t,
      event,
      moderator: asModerator,
      formId,
    }));
  const outboxOf = async (template = 'formNotification') =>
    outboxRows(t, { eventId: event.id, template });
  const send = async (
    caller: Caller,
    form: string,
    values: Record<string, unknown>,
    isDraft = false,
  ) => {
    const response = await caller.post(`/member/forms/${form}/submissions`, { values, isDraft });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().submission.id as string;
  };

  beforeAll(async () => {
    const cast = await buildCast(t, {
      owner: { firstName: 'Olive' },
      members: [{ firstName: 'Milo' }],
    });
    ({ event, asModerator, asAdmin, asOwner, asGuest, asStranger } = cast);
    asMember = cast.asMembers[0]!;
    ownerEmail = cast.owner.email;
    memberEmail = cast.members[0]!.email;
    formId = await newForm();
  }, 60_000);

  it('adds, lists in order, changes and deletes notifications (moderator+), one default per audience', async () => {
    const office = await add({
      name: 'Office copy',
      sendToType: 'custom',
      sendTo: 'Orders@Example.com, sales@example.com',
      message: '<p>New order <script>alert(1)</script></p>',
      isAdminDefault: true,
    });
    expect(office).toMatchObject({
      sendTo: 'orders@example.com, sales@example.com',
      isFormTitleSubjectLine: true,
      showSubmission: true,
      operator: 'ANY',
      isActive: true,
    });
    expect(office.message).not.toContain('script');
    const thanks = await add({ name: 'Thanks', isUserDefault: true });
    expect(thanks).toMatchObject({ sendToType: 'user', sendTo: '' });
    const backup = await add({
      name: 'Backup office',
      sendToType: 'custom',
      sendTo: 'backup@example.com',
    });
    expect(await storedIds()).toEqual([office.id, thanks.id, backup.id]);

    const list = await asAdmin.get(path());
    expect(list.statusCode).toBe(200);
    expect((list.json() as FormNotification[]).map((n) => n.name)).toEqual([
      'Office copy',
      'Thanks',
      'Backup office',
    ]);

    // The backup becomes the organisers' default: the office copy stops being it; the
    // submitter's default stays.
    const changed = await asModerator.patch(`${path()}/${backup.id}`, { isAdminDefault: true });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await asModerator.get(path())).json() as FormNotification[];
    expect(after.map((n) => [n.isAdminDefault, n.isUserDefault])).toEqual([
      [false, false],
      [false, true],
      [true, false],
    ]);

    // A change is checked as a whole: to 'field' without naming the field is refused.
    const partial = await asModerator.patch(`${path()}/${thanks.id}`, { sendToType: 'field' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.details.map((d: { path: string }) => d.path)).toContain('sendTo');

    await expectDeleted(backup.id, [office.id, thanks.id]);
  });

  it('refuses bad input with the spec message and the paths, and writes nothing', async () => {
    const before = await expectRefused(
      [
        [{ name: '' }, ['name']],
        [{ name: 'X', sendToType: 'custom', sendTo: '' }, ['sendTo']],
        [{ name: 'X', sendToType: 'custom', sendTo: 'orders@example.com, nope' }, ['sendTo']],
        [{ name: 'X', bccTo: 'not an address' }, ['bccTo']],
        [{ name: 'X', replyTo: 'nope' }, ['replyTo']],
        [{ name: 'X', sendToType: 'field', sendTo: 'company' }, ['sendTo']],
        [{ name: 'X', sendToType: 'field', sendTo: 'nowhere' }, ['sendTo']],
        [
          {
            name: 'X',
            sendToType: 'field',
            sendTo: 'contactAddress',
            sendToFieldGroupId: 'company',
          },
          ['sendToFieldGroupId'],
        ],
        [
          {
            name: 'X',
            sendToType: 'field',
            sendTo: 'contactAddress',
            sendToFieldGroupId: 'contacts',
            sendToLoopIndex: 2,
          },
          ['sendToLoopIndex'],
        ],
        [{ name: 'X', isFormTitleSubjectLine: false, subjectLine: '' }, ['subjectLine']],
        [{ name: 'X', isAdminDefault: true }, ['isAdminDefault']],
        [
          { name: 'X', sendToType: 'custom', sendTo: 'a@example.com', isUserDefault: true },
          ['isUserDefault'],
        ],
        [{ name: 'X', rules: [{ ...powerIs('Yes'), sourceId: 'nowhere' }] }, ['rules.0.sourceId']],
        [{ name: 'X', sendToType: 'fax' }, ['sendToType']],
        [{ name: 'X', surprise: true }, ['']],
      ] as const,
      'Invalid form notification data',
    );
    const rows = await t.deps.db
      .select()
      .from(formNotifications)
      .where(eq(formNotifications.eventId, event.id));
    expect(rows).toHaveLength(before.length);
  });

  it('lets only moderators and up manage them, and only in their event', async () => {
    await expectOnlyModeratorsManage({ owner: asOwner, guest: asGuest, stranger: asStranger });
    const [first] = (await asModerator.get(path())).json() as FormNotification[];
    expect((await asStranger.patch(`${path()}/${first!.id}`, { name: 'Theirs' })).statusCode).toBe(
      404,
    );
  });

  it('emails each matching notification once when a submission is sent, with bcc and reply-to', async () => {
    const form = await newForm();
    await add(
      {
        name: 'Power desk',
        sendToType: 'custom',
        sendTo: 'power@example.com',
        bccTo: 'audit@example.com',
        replyTo: 'help@example.com',
        isFormTitleSubjectLine: false,
        subjectLine: 'Power ordered',
        message: '<p>Book the <strong>electrician</strong>.</p>',
        rules: [powerIs('Yes')],
      },
      form,
    );
    await add(
      {
        name: 'Office',
        sendToType: 'custom',
        sendTo: 'office@example.com',
        isAdminDefault: true,
        showCustomFields: true,
      },
      form,
    );
    await add(
      {
        name: 'Typed contact',
        sendToType: 'field',
        sendTo: 'contactEmail',
        message: '<p>Hi</p>',
        rules: [powerIs('Yes')],
      },
      form,
    );
    await add(
      {
        name: 'Second contact',
        sendToType: 'field',
        sendTo: 'contactAddress',
        sendToFieldGroupId: 'contacts',
        sendToLoopIndex: 1,
        showSubmission: false,
        rules: [powerIs('Yes')],
      },
      form,
    );
    await add({ name: 'Owner copy', sendToType: 'teamOwner', isUserDefault: true }, form);
    await add({ name: 'Off', sendToType: 'user', isActive: false }, form);

    const contacts = {
      loopCount: 2,
      templateValues: [
        { contactName: 'Ann', contactAddress: 'ann@example.com' },
        { contactName: 'Bob', contactAddress: 'Bob@Example.com' },
      ],
    };
    const submissionId = await send(asMember, form, {
      company: 'Acme Stands',
      needsPower: 'Yes',
      contactEmail: 'typed@example.com',
      contacts,
    });

    const power = await t.mailbox.waitFor('power@example.com');
    expect(power.subject).toBe('Power ordered');
    expect(power.replyTo).toEqual(['help@example.com']);
    expect(power.envelopeTo.sort()).toEqual(['audit@example.com', 'power@example.com']);
    expect(power.text).toContain('Book the electrician.');
    // The submission as the export reads it: numbered labels, loops as rows of their own.
    expect(power.text).toContain('01 Company: Acme Stands');
    expect(power.text).toContain('02 Needs power: Yes');
    expect(power.text).toMatch(
      /04 Group notifyContactGroup 2 · Contact address: bob@example\.com/i,
    );
    expect(power.html).toContain('<strong>electrician</strong>');
    expect(power.text).toContain(`/admin/forms/${form}/submissions/${submissionId}/edit`);

    const typed = await t.mailbox.waitFor('typed@example.com');
    expect(typed.subject).toBe('Stand order');
    expect(typed.text).not.toContain('/submissions/');
    const second = await t.mailbox.waitFor('bob@example.com');
    expect(second.text).not.toContain('Acme Stands');

    // The organisers' notification with rules was sent, so their default was not; the
    // submitter's side had the typed contacts, so the owner's default was not either.
    const addresses = (await outboxOf()).map((row) => row.toAddress).sort();
    expect(addresses).toEqual(['bob@example.com', 'power@example.com', 'typed@example.com']);

    // A submission without power: no rule holds on either side, so each side's default goes:
    // the office's (with the team's custom fields) and the owner's copy.
    await send(asMember, form, { company: 'Quiet Co', needsPower: 'No' });
    const office = await t.mailbox.waitFor('office@example.com');
    expect(office.text).toContain('01 Company: Quiet Co');
    expect(office.html).toContain('<table');
    const owner = await t.mailbox.waitFor(ownerEmail);
    expect(owner.subject).toBe('Stand order');
    expect(owner.text).toContain(`/forms/${form}/submissions/`);
    const after = (await outboxOf()).map((row) => row.toAddress).sort();
    expect(after).toEqual(
      [
        'bob@example.com',
        'office@example.com',
        ownerEmail.toLowerCase(),
        'power@example.com',
        'typed@example.com',
      ].sort(),
    );
    expect(after).not.toContain(memberEmail.toLowerCase());
  });

  it('sends nothing for a draft, and once when the draft is sent', async () => {
    const form = await newForm();
    await add({ name: 'Desk', sendToType: 'custom', sendTo: 'drafts@example.com' }, form);
    const saved = await asOwner.post(`/member/forms/${form}/submissions`, {
      values: { company: 'Draft Co' },
      isDraft: true,
    });
    const draft = saved.json().submission as { id: string; updatedAt: string };
    expect((await outboxOf()).filter((r) => r.toAddress === 'drafts@example.com')).toHaveLength(0);
    const sent = await asOwner.put(`/member/forms/${form}/submissions/${draft.id}`, {
      values: { company: 'Draft Co', needsPower: 'No' },
      isDraft: false,
      expectedUpdatedAt: draft.updatedAt,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.mailbox.waitFor('drafts@example.com');
    expect((await outboxOf()).filter((r) => r.toAddress === 'drafts@example.com')).toHaveLength(1);
  });

  it('emails for a guest submission of a public form, to fixed and typed addresses only', async () => {
    const form = await newForm(true);
    await add({ name: 'Desk', sendToType: 'custom', sendTo: 'guests@example.com' }, form);
    await add({ name: 'Submitter', sendToType: 'user' }, form);
    await add({ name: 'Typed', sendToType: 'field', sendTo: 'contactEmail' }, form);
    const sent = await guestFormsAt(t, event, '10.9.9.8').send(form, {
      company: 'Walk-in Ltd',
      needsPower: 'No',
      contactEmail: 'walkin@example.com',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.mailbox.waitFor('guests@example.com', (m) => m.text.includes('Walk-in Ltd'));
    const walkin = await t.mailbox.waitFor('walkin@example.com');
    expect(walkin.text).not.toContain('/submissions/');
  });
});
