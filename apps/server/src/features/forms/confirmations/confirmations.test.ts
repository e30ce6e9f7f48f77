import type { Confirmation } from '@showdesk/domain/forms/confirmations';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/support/caller.ts';
import { buildCast } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { formRecordList, powerIs } from '../../../../test/support/form-records.ts';
import { guestFormsAt } from '../../../../test/support/guest-forms.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { formConfirmations } from '../../../db/schema/forms.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('form confirmations on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let formId: string;
  let publicFormId: string;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asOwner: Caller;
  let asStranger: Caller;
  let asGuest: Caller;
  const { path, add, storedIds, expectDeleted, expectRefused, expectOnlyModeratorsManage } =
    formRecordList<Confirmation>('confirmations', () => ({
      t,
      event,
      moderator: asModerator,
      formId,
    }));

  beforeAll(async () => {
    ({ event, asModerator, asAdmin, asOwner, asGuest, asStranger } = await buildCast(t));
    formId = await insertSimpleForm(t.deps.db, event.id);
    publicFormId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
  }, 60_000);

  it('adds, lists in order, changes and deletes confirmations (moderator+), with one default', async () => {
    const thanks = await add({ name: 'Thanks', message: '<p>Got it</p>', isDefault: true });
    const power = await add({
      name: 'Power booked',
      message: '<p>Power <script>alert(1)</script>booked</p>',
      rules: [powerIs('Yes')],
    });
    expect(power).toMatchObject({ operator: 'ANY', isActive: true, isDefault: false });
    expect(power.message).not.toContain('script');
    expect(await storedIds()).toEqual([thanks.id, power.id]);

    const list = await asAdmin.get(path());
    expect(list.statusCode).toBe(200);
    expect((list.json() as Confirmation[]).map((c) => c.name)).toEqual(['Thanks', 'Power booked']);

    // Making the second the default makes it the only one.
    const changed = await asModerator.patch(`${path()}/${power.id}`, { isDefault: true });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await asModerator.get(path())).json() as Confirmation[];
    expect(after.map((c) => c.isDefault)).toEqual([false, true]);
    // Only the key sent changed: its message, rules and active flag stay.
    expect(after[1]).toMatchObject({ message: power.message, rules: power.rules, isActive: true });
    const paused = await asModerator.patch(`${path()}/${thanks.id}`, { isActive: false });
    expect(paused.json()).toMatchObject({
      isActive: false,
      isDefault: false,
      message: thanks.message,
    });
    await asModerator.patch(`${path()}/${thanks.id}`, { isActive: true });
    await asModerator.patch(`${path()}/${thanks.id}`, { isDefault: true });

    await expectDeleted(power.id, [thanks.id]);
  });

  it('refuses bad input with the spec message and the paths, and writes nothing', async () => {
    await expectRefused(
      [
        [{ name: '' }, ['name']],
        [{ name: 'X', rules: [{ ...powerIs('Yes'), sourceId: 'nowhere' }] }, ['rules.0.sourceId']],
        [
          { name: 'X', rules: [{ sourceId: 'total', sourceType: 'grandTotal' }] },
          ['rules.0.sourceId'],
        ],
        [{ name: 'X', operator: 'SOME' }, ['operator']],
        [{ name: 'X', surprise: true }, ['']],
      ] as const,
      'Invalid confirmation data',
    );
    const rows = await t.deps.db
      .select()
      .from(formConfirmations)
      .where(eq(formConfirmations.eventId, event.id));
    expect(rows.map((r) => r.name)).toEqual(['Thanks']);
  });

  it('lets only moderators and up manage them, and only in their event', async () => {
    await expectOnlyModeratorsManage({ owner: asOwner, guest: asGuest, stranger: asStranger });
  });

  it('shows a member the first active confirmation whose rules hold, else the default', async () => {
    const form = await insertSimpleForm(t.deps.db, event.id);
    const fallback = await add(
      { name: 'Default', message: '<p>Thanks</p>', isDefault: true },
      form,
    );
    await add({ name: 'Off', rules: [powerIs('Yes')], isActive: false }, form);
    const power = await add({ name: 'Power', rules: [powerIs('Yes')] }, form);
    const send = async (needsPower: string, isDraft = false) => {
      const values = { name: 'Acme', needsPower, ...(needsPower === 'Yes' ? { watts: 10 } : {}) };
      const response = await asOwner.post(`/member/forms/${form}/submissions`, { values, isDraft });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().confirmationId as string | null;
    };
    expect(await send('Yes')).toBe(power.id);
    expect(await send('No')).toBe(fallback.id);
    expect(await send('Yes', true)).toBeNull();

    const shown = await asOwner.get(`/member/forms/${form}/confirmations/${power.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ id: power.id, formId: form, name: 'Power', message: '' });
    const inactive = (await asModerator.get(path(form))).json() as Confirmation[];
    const off = inactive.find((c) => c.name === 'Off')!;
    expect((await asOwner.get(`/member/forms/${form}/confirmations/${off.id}`)).statusCode).toBe(
      404,
    );
    // A confirmation of another form is not found under this one.
    expect(
      (await asOwner.get(`/member/forms/${formId}/confirmations/${power.id}`)).statusCode,
    ).toBe(404);
  });

  it('shows a guest the confirmation of a public form', async () => {
    const thanks = await add(
      { name: 'Guest thanks', message: '<p>See you</p>', isDefault: true },
      publicFormId,
    );
    const { call: guest, send } = guestFormsAt(t, event, '10.9.9.9');
    const sent = await send(publicFormId, { name: 'Walk-in', needsPower: 'No' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().confirmationId).toBe(thanks.id);
    const shown = await guest('GET', `${publicFormId}/confirmations/${thanks.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().message).toBe('<p>See you</p>');
    // Not through a form that is not public.
    const list = (await asModerator.get(path())).json() as Confirmation[];
    expect((await guest('GET', `${formId}/confirmations/${list[0]!.id}`)).statusCode).toBe(403);
  });

  it('puts the confirmations in a new order, listing each once', async () => {
    const form = await insertSimpleForm(t.deps.db, event.id);
    const a = await add({ name: 'A' }, form);
    const b = await add({ name: 'B' }, form);
    const c = await add({ name: 'C' }, form);
    const reordered = await asModerator.put(`${path(form)}/order`, { ids: [c.id, a.id, b.id] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as Confirmation[]).map((x) => x.name)).toEqual(['C', 'A', 'B']);
    expect(await storedIds(form)).toEqual([c.id, a.id, b.id]);
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, 'other'],
      [c.id, c.id, a.id],
    ]) {
      const refused = await asModerator.put(`${path(form)}/order`, { ids });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toEqual([
        { path: 'ids', message: 'List every confirmation of the form once' },
      ]);
    }
    expect(await storedIds(form)).toEqual([c.id, a.id, b.id]);
    expect((await asOwner.put(`${path(form)}/order`, { ids: [a.id, b.id, c.id] })).statusCode).toBe(
      403,
    );
  });
});
