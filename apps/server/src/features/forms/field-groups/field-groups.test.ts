import type { FieldGroupDetail, FieldGroupPage } from '@showdesk/domain/forms/field-groups';
import type { FormBundle } from '@showdesk/domain/forms/forms';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, ok } from '../../../../test/support/caller.ts';
import { buildEventPair, callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import {
  addForm,
  dropdownInput,
  saveFieldGroup,
  saveForm,
  showWhen,
  templateInput,
  textInput,
} from '../../../../test/support/form-fixtures.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { formFields } from '../../../db/schema/forms.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/field-groups on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let admin: Caller;
  let moderator: Caller;
  let theirAdmin: Caller;

  beforeAll(async () => {
    ({ event, otherEvent } = await buildEventPair(t));
    admin = await callerForNewUser(t, event, { permissions: 'admin' });
    moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
    theirAdmin = await callerForNewUser(t, otherEvent, { permissions: 'admin' });
  });

  /** A group with a dropdown `a` and a text `b` shown when a is 'yes'. */
  const groupWithFields = async (caller = admin, title = 'Contacts') => {
    const group = await ok<FieldGroupDetail>(caller.post('/field-groups', { title }), 201);
    return ok<FieldGroupDetail>(
      saveFieldGroup(caller, group.id, {
        fieldIds: ['a', 'b'],
        newFields: [dropdownInput('a', ['yes', 'no']), textInput('b')],
        logicMap: showWhen('a', 'a', 'yes', 'b'),
        expectedUpdatedAt: group.updatedAt,
      }),
    );
  };
  /** A form placing `groupId` with a template field. */
  const formPlacing = async (groupId: string) => {
    const { form } = await addForm(moderator, 'Uses the group');
    return ok<FormBundle>(
      saveForm(moderator, form.id, {
        fieldIds: ['t'],
        newFields: [templateInput('t', groupId)],
        expectedUpdatedAt: form.updatedAt,
      }),
    );
  };

  describe('permissions', () => {
    it('requires authentication', async () => {
      const anonymous = await callerFor(t, event, null);
      expect((await anonymous.get('/field-groups')).statusCode).toBe(401);
      expect((await anonymous.get('/field-groups/options')).statusCode).toBe(401);
      expect((await anonymous.post('/field-groups', { title: 'x' })).statusCode).toBe(401);
    });

    it('is for admins; moderators only read the options of the template picker', async () => {
      const group = await groupWithFields();
      const member = await callerForNewUser(t, event);
      for (const caller of [member, moderator]) {
        expect((await caller.get('/field-groups')).statusCode).toBe(403);
        expect((await caller.get(`/field-groups/${group.id}`)).statusCode).toBe(403);
        expect((await caller.post('/field-groups', { title: 'Mine' })).statusCode).toBe(403);
        expect((await caller.patch(`/field-groups/${group.id}`, { title: 'x' })).statusCode).toBe(
          403,
        );
        expect((await caller.delete(`/field-groups/${group.id}`)).statusCode).toBe(403);
        expect((await caller.post(`/field-groups/${group.id}/duplicate`)).statusCode).toBe(403);
      }
      expect((await member.get('/field-groups/options')).statusCode).toBe(403);
      const options = await ok<{ id: string; title: string; isPublished: boolean }[]>(
        moderator.get('/field-groups/options'),
      );
      expect(options).toContainEqual({ id: group.id, title: 'Contacts', isPublished: false });
      const platform = await callerForNewUser(t, event, { permissions: 'eventflowAdmin' });
      expect((await platform.get(`/field-groups/${group.id}`)).statusCode).toBe(200);
    });

    it("cannot reach another event's field group", async () => {
      const theirs = await groupWithFields(theirAdmin, 'Their group');
      const id = theirs.id;
      expect((await admin.get(`/field-groups/${id}`)).statusCode).toBe(404);
      const save = { fieldIds: ['a', 'b'], expectedUpdatedAt: theirs.updatedAt };
      expect((await saveFieldGroup(admin, id, save)).statusCode).toBe(404);
      expect((await admin.patch(`/field-groups/${id}`, { title: 'Mine' })).statusCode).toBe(404);
      expect((await admin.post(`/field-groups/${id}/duplicate`)).statusCode).toBe(404);
      expect((await admin.delete(`/field-groups/${id}`)).statusCode).toBe(404);
      expect((await admin.get('/field-groups', otherEvent)).statusCode).toBe(404);
      const options = await ok<{ id: string }[]>(admin.get('/field-groups/options'));
      expect(options.map((o) => o.id)).not.toContain(id);
      expect(await ok(theirAdmin.get(`/field-groups/${id}`))).toEqual(theirs);
    });
  });

  describe('adding, listing and settings', () => {
    it('adds an unpublished group with no fields and lists groups by title', async () => {
      const ev = await t.buildEvent();
      const own = await callerForNewUser(t, ev, { permissions: 'admin' });
      for (const title of ['contacts', 'Badges', 'Vehicles']) {
        const added = await ok<FieldGroupDetail>(own.post('/field-groups', { title }), 201);
        expect(added).toMatchObject({ title, fields: [], fieldIds: [], isPublished: false });
      }
      const page = await ok<FieldGroupPage>(own.get('/field-groups'));
      expect(page.items.map((g) => g.title)).toEqual(['Badges', 'contacts', 'Vehicles']);
      expect(page.total).toBe(3);
      expect(page.items[0]).not.toHaveProperty('logicMap');
      const [badges] = page.items;
      await ok(
        own.patch(`/field-groups/${badges!.id}`, { isPublished: true, description: 'Passes' }),
      );
      const published = await ok<FieldGroupPage>(own.get('/field-groups?filter=isPublished:true'));
      expect(published.items.map((g) => g.title)).toEqual(['Badges']);
      const searched = await ok<FieldGroupPage>(own.get('/field-groups?q=passes'));
      expect(searched.items.map((g) => g.title)).toEqual(['Badges']);
      const options = await ok(own.get('/field-groups/options'));
      expect(options).toEqual(
        page.items.map((g) => ({ id: g.id, title: g.title, isPublished: g.title === 'Badges' })),
      );
    });

    it("refuses bad or unknown settings with 'Invalid field group'", async () => {
      const untitled = await admin.post('/field-groups', { title: '' });
      expect(untitled.statusCode).toBe(400);
      expect(untitled.json().error.message).toBe('Invalid field group');
      const unknown = await admin.post('/field-groups', { title: 'x', isArchived: false });
      expect(unknown.json().error.message).toBe('Invalid field group');
      const group = await groupWithFields();
      for (const body of [{}, { isPublic: true }]) {
        const refused = await admin.patch(`/field-groups/${group.id}`, body);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toBe('Invalid field group');
      }
    });
  });

  describe('PUT /field-groups/:fieldGroupId', () => {
    it('saves fields, order and logic', async () => {
      const group = await groupWithFields();
      expect(group.fields.map((f) => f.id)).toEqual(['a', 'b']);
      expect(group.logicMap.a).toMatchObject({ thenFieldId: 'b' });
      const next = await ok<FieldGroupDetail>(
        saveFieldGroup(admin, group.id, {
          title: 'Contact people',
          fieldIds: ['b'],
          removedFieldIds: ['a'],
          expectedUpdatedAt: group.updatedAt,
        }),
      );
      expect(next).toMatchObject({ title: 'Contact people', fieldIds: ['b'], logicMap: {} });
      expect(next.fields.map((f) => f.id)).toEqual(['b']);
    });

    it('refuses template and grand total fields', async () => {
      const group = await groupWithFields();
      const other = await groupWithFields(admin, 'Other');
      for (const field of [
        templateInput('t', other.id),
        { id: 't', type: 'grandTotal', label: 'Total' } as const,
      ]) {
        const refused = await saveFieldGroup(admin, group.id, {
          fieldIds: ['a', 'b', 't'],
          newFields: [field],
          logicMap: group.logicMap,
          expectedUpdatedAt: group.updatedAt,
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toBe('Invalid fields data');
        expect(refused.json().error.details[0].path).toBe('fields.t.type');
      }
      const rows = await t.deps.db
        .select({ id: formFields.id })
        .from(formFields)
        .where(and(eq(formFields.eventId, event.id), eq(formFields.holderId, group.id)));
      expect(rows.map((r) => r.id).sort()).toEqual(['a', 'b']);
    });

    it('refuses a stale save', async () => {
      const group = await groupWithFields();
      await ok(admin.patch(`/field-groups/${group.id}`, { title: 'Renamed' }));
      const stale = await saveFieldGroup(admin, group.id, {
        fieldIds: ['b', 'a'],
        logicMap: group.logicMap,
        expectedUpdatedAt: group.updatedAt,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toMatch(
        /^Test User changed this field group at .+ Europe\/London\. Reload to see their changes\.$/,
      );
    });
  });

  describe("someone else's lock", () => {
    it('refuses a save while another admin holds the group', async () => {
      const group = await groupWithFields();
      const holder = await callerForNewUser(t, event, {
        permissions: 'admin',
        firstName: 'Cy',
        surname: 'Holder',
      });
      await ok(holder.put(`/locks/fieldGroup/${group.id}`));
      const held = await saveFieldGroup(admin, group.id, {
        fieldIds: ['b', 'a'],
        logicMap: group.logicMap,
        expectedUpdatedAt: group.updatedAt,
      });
      expect(held.statusCode).toBe(409);
      expect(held.json().error.message).toBe('Cy Holder is editing this field group');
      expect((await ok<FieldGroupDetail>(admin.get(`/field-groups/${group.id}`))).fieldIds).toEqual(
        ['a', 'b'],
      );
    });
  });

  describe('DELETE /field-groups/:fieldGroupId', () => {
    it('is refused while a template field places the group, then deletes it with its fields', async () => {
      const group = await groupWithFields();
      const form = await formPlacing(group.id);
      const refused = await admin.delete(`/field-groups/${group.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('This field group is used by 1 form');
      await formPlacing(group.id);
      const twice = await admin.delete(`/field-groups/${group.id}`);
      expect(twice.json().error.message).toBe('This field group is used by 2 forms');
      expect((await admin.get(`/field-groups/${group.id}`)).statusCode).toBe(200);

      // Once no form places it (the template removed, the other form deleted), it goes.
      await ok(
        saveForm(moderator, form.form.id, {
          fieldIds: [],
          removedFieldIds: ['t'],
          expectedUpdatedAt: form.form.updatedAt,
        }),
      );
      const users = await t.deps.db
        .select({ holderId: formFields.holderId })
        .from(formFields)
        .where(and(eq(formFields.eventId, event.id), eq(formFields.fieldGroupId, group.id)));
      for (const { holderId } of users) {
        expect((await moderator.delete(`/forms/${holderId}`)).statusCode).toBe(204);
      }
      expect((await admin.delete(`/field-groups/${group.id}`)).statusCode).toBe(204);
      expect((await admin.get(`/field-groups/${group.id}`)).statusCode).toBe(404);
      const left = await t.deps.db
        .select()
        .from(formFields)
        .where(and(eq(formFields.eventId, event.id), eq(formFields.holderId, group.id)));
      expect(left).toEqual([]);
    });
  });

  describe('POST /field-groups/:fieldGroupId/duplicate', () => {
    it("copies the group as '<title> (copy)', unpublished, with new field ids", async () => {
      const group = await groupWithFields(admin, 'Vehicles');
      await ok(admin.patch(`/field-groups/${group.id}`, { isPublished: true }));
      const copy = await ok<FieldGroupDetail>(
        admin.post(`/field-groups/${group.id}/duplicate`),
        201,
      );
      expect(copy).toMatchObject({ title: 'Vehicles (copy)', isPublished: false });
      expect(copy.id).not.toBe(group.id);
      const [a, b] = copy.fieldIds;
      expect([a, b]).not.toContain('a');
      expect(copy.fields.map((f) => f.id)).toEqual([a, b]);
      expect(copy.logicMap[a!]).toMatchObject({ thenFieldId: b, rules: [{ sourceId: a }] });
      expect((await ok<FieldGroupDetail>(admin.get(`/field-groups/${group.id}`))).fieldIds).toEqual(
        ['a', 'b'],
      );
    });
  });
});
