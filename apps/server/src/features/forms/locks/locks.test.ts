import type { LockStatus } from '@showdesk/domain/forms/locks';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, ok } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { addForm } from '../../../../test/support/form-fixtures.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { buildOrganisers } from '../../../../test/support/organisers.ts';
import { locks, submissions } from '../../../db/schema/forms.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/locks on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let ann: Caller;
  let annId: string;
  let bea: Caller;
  let beaId: string;

  beforeAll(async () => {
    ({
      event,
      otherEvent,
      organiser: ann,
      organiserId: annId,
      colleague: bea,
      colleagueId: beaId,
    } = await buildOrganisers(t));
  });

  const newForm = async () => (await addForm(ann)).form.id;

  describe('permissions', () => {
    it('requires authentication and at least moderator', async () => {
      const formId = await newForm();
      const anonymous = await callerFor(t, event, null);
      expect((await anonymous.put(`/locks/form/${formId}`)).statusCode).toBe(401);
      const member = await callerForNewUser(t, event);
      expect((await member.get(`/locks/form/${formId}`)).statusCode).toBe(403);
      expect((await member.put(`/locks/form/${formId}`)).statusCode).toBe(403);
      expect((await member.delete(`/locks/form/${formId}`)).statusCode).toBe(403);
      expect(await t.deps.db.select().from(locks).where(eq(locks.id, formId))).toEqual([]);
    });

    it("locks only records of the event: another event's or a missing one is 404", async () => {
      const theirs = await callerForNewUser(t, otherEvent, { permissions: 'admin' });
      const { form } = await addForm(theirs, 'Theirs');
      const group = await ok<{ id: string }>(
        theirs.post('/field-groups', { title: 'Theirs' }),
        201,
      );
      for (const path of [
        `/locks/form/${form.id}`,
        `/locks/fieldGroup/${group.id}`,
        `/locks/submission/${newId()}`,
      ]) {
        expect((await ann.put(path)).statusCode).toBe(404);
        expect((await ann.get(path)).statusCode).toBe(404);
        expect((await ann.delete(path)).statusCode).toBe(404);
      }
      expect((await ann.put(`/locks/form/${form.id}`)).json().error.message).toBe('Form not found');
      expect((await ann.put(`/locks/task/${form.id}`)).statusCode).toBe(400);
      expect(await t.deps.db.select().from(locks).where(eq(locks.id, form.id))).toEqual([]);
    });
  });

  it('a record is free until someone takes its lock; its holder sees it as mine, others as held', async () => {
    const formId = await newForm();
    expect(await ok(ann.get(`/locks/form/${formId}`))).toEqual({
      state: 'free',
      lock: null,
      holderName: null,
    });
    const taken = await ok<LockStatus>(ann.put(`/locks/form/${formId}`));
    expect(taken).toMatchObject({
      state: 'mine',
      holderName: 'Ann Organiser',
      lock: { id: formId, type: 'form', createdBy: annId },
    });
    const lifetime = Date.parse(taken.lock!.expireAt) - Date.parse(taken.lock!.updatedAt);
    expect(lifetime).toBe(5 * 60 * 1000);
    expect(await ok(bea.get(`/locks/form/${formId}`))).toEqual({ ...taken, state: 'held' });

    const refused = await bea.put(`/locks/form/${formId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      message: 'Ann Organiser is editing this form',
      details: { state: 'held', holderName: 'Ann Organiser', lock: { createdBy: annId } },
    });
    // Someone else's release leaves the lock alone.
    expect((await bea.delete(`/locks/form/${formId}`)).statusCode).toBe(204);
    expect((await ok<LockStatus>(ann.get(`/locks/form/${formId}`))).state).toBe('mine');
  });

  it('a refresh moves the expiry on and keeps when the lock was taken', async () => {
    const formId = await newForm();
    const first = await ok<LockStatus>(ann.put(`/locks/form/${formId}`));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await ok<LockStatus>(ann.put(`/locks/form/${formId}`));
    expect(again.lock!.createdAt).toBe(first.lock!.createdAt);
    expect(Date.parse(again.lock!.expireAt)).toBeGreaterThan(Date.parse(first.lock!.expireAt));
  });

  it('an expired lock is free and the next editor takes it over', async () => {
    const groupId = (
      await ok<{ id: string }>(bea.post('/field-groups', { title: 'Expiring' }), 201)
    ).id;
    await ok(ann.put(`/locks/fieldGroup/${groupId}`));
    await t.deps.db
      .update(locks)
      .set({ expireAt: new Date(Date.now() - 1) })
      .where(eq(locks.id, groupId));
    expect((await ok<LockStatus>(bea.get(`/locks/fieldGroup/${groupId}`))).state).toBe('free');
    const taken = await ok<LockStatus>(bea.put(`/locks/fieldGroup/${groupId}`));
    expect(taken).toMatchObject({ state: 'mine', holderName: 'Bea Colleague' });
    expect(taken.lock!.createdBy).toBe(beaId);
    expect((await ann.put(`/locks/fieldGroup/${groupId}`)).statusCode).toBe(409);
  });

  it('releasing one’s own lock frees the record', async () => {
    const formId = await newForm();
    await ok(ann.put(`/locks/form/${formId}`));
    expect((await ann.delete(`/locks/form/${formId}`)).statusCode).toBe(204);
    expect((await ok<LockStatus>(bea.get(`/locks/form/${formId}`))).state).toBe('free');
    expect((await ok<LockStatus>(bea.put(`/locks/form/${formId}`))).state).toBe('mine');
  });

  it('locks a submission of the event', async () => {
    const formId = await newForm();
    const id = newId();
    await t.deps.db.insert(submissions).values({ eventId: event.id, id, formId, isGuest: true });
    expect((await ok<LockStatus>(ann.put(`/locks/submission/${id}`))).state).toBe('mine');
    expect((await bea.put(`/locks/submission/${id}`)).json().error.message).toBe(
      'Ann Organiser is editing this submission',
    );
  });

  it('of two organisers taking a free lock at once, exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const formId = await newForm();
      const answers = await Promise.all([
        ann.put(`/locks/form/${formId}`),
        bea.put(`/locks/form/${formId}`),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json() as LockStatus;
      const rows = await t.deps.db.select().from(locks).where(eq(locks.id, formId));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.createdBy).toBe(winner.lock!.createdBy);
    }
  });
});
