import type { FormBundle, FormPage } from '@showdesk/domain/forms/forms';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/files.ts';
import { formFields, forms, locks, submissions } from '../../db/schema/forms.ts';
import { newId } from '../../lib/ids.ts';
import { type Caller, callerFor } from '../../test/caller.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { EventRow } from '../events/queries.ts';
import {
  addForm,
  dropdownInput,
  ok,
  saveBody,
  showWhen,
  templateInput,
  textInput,
} from './form-fixtures.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/forms on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let otherEvent: EventRow;
  let organiser: Caller;
  let colleague: Caller;
  let theirOrganiser: Caller;

  beforeAll(async () => {
    t = await createTestApp(kind);
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    organiser = await callerFor(
      t,
      event,
      await t.buildUser(event.id, {
        permissions: 'moderator',
        firstName: 'Ann',
        surname: 'Organiser',
      }),
    );
    const other = await t.buildUser(event.id, {
      permissions: 'admin',
      firstName: 'Bea',
      surname: 'Colleague',
    });
    colleague = await callerFor(t, event, other);
    theirOrganiser = await callerFor(
      t,
      otherEvent,
      await t.buildUser(otherEvent.id, { permissions: 'admin' }),
    );
  });
  afterAll(() => t.close());

  /** A form with a dropdown `a` and a text `b` shown when a is 'yes'. */
  const formWithFields = async (caller = organiser, title = 'Stand services') => {
    const { form } = await addForm(caller, title);
    return ok<FormBundle>(
      caller.put(
        `/forms/${form.id}`,
        saveBody({
          fieldIds: ['a', 'b'],
          newFields: [dropdownInput('a', ['yes', 'no']), textInput('b')],
          logicMap: showWhen('a', 'a', 'yes', 'b'),
          expectedUpdatedAt: form.updatedAt,
        }),
      ),
    );
  };
  const fieldRows = (formId: string) =>
    t.deps.db
      .select()
      .from(formFields)
      .where(and(eq(formFields.eventId, event.id), eq(formFields.holderId, formId)));

  describe('permissions', () => {
    it('requires authentication', async () => {
      const anonymous = await callerFor(t, event, null);
      expect((await anonymous.get('/forms')).statusCode).toBe(401);
      expect((await anonymous.post('/forms', { title: 'x' })).statusCode).toBe(401);
      expect(
        (await anonymous.post('/forms/archive', { ids: ['x'], isArchived: true })).statusCode,
      ).toBe(401);
    });

    it('rejects a user below moderator, and lets moderators, admins and eventflow admins in', async () => {
      const member = await callerFor(t, event, await t.buildUser(event.id));
      const { form } = await addForm(organiser);
      expect((await member.get('/forms')).statusCode).toBe(403);
      expect((await member.get(`/forms/${form.id}`)).statusCode).toBe(403);
      expect((await member.post('/forms', { title: 'Mine' })).statusCode).toBe(403);
      expect((await member.patch(`/forms/${form.id}`, { title: 'Mine' })).statusCode).toBe(403);
      expect((await member.delete(`/forms/${form.id}`)).statusCode).toBe(403);
      expect((await member.post(`/forms/${form.id}/duplicate`)).statusCode).toBe(403);
      for (const permissions of ['moderator', 'admin', 'eventflowAdmin'] as const) {
        const caller = await callerFor(t, event, await t.buildUser(event.id, { permissions }));
        expect((await caller.get('/forms')).statusCode).toBe(200);
        expect((await caller.get(`/forms/${form.id}`)).statusCode).toBe(200);
      }
    });

    it("cannot reach another event's form", async () => {
      const theirs = await formWithFields(theirOrganiser, 'Their form');
      const id = theirs.form.id;
      const save = saveBody({ fieldIds: ['a', 'b'], expectedUpdatedAt: theirs.form.updatedAt });
      expect((await organiser.get(`/forms/${id}`)).statusCode).toBe(404);
      expect((await organiser.put(`/forms/${id}`, save)).statusCode).toBe(404);
      expect((await organiser.patch(`/forms/${id}`, { title: 'Mine' })).statusCode).toBe(404);
      expect((await organiser.post(`/forms/${id}/duplicate`)).statusCode).toBe(404);
      expect((await organiser.delete(`/forms/${id}`)).statusCode).toBe(404);
      const archived = await organiser.post('/forms/archive', { ids: [id], isArchived: true });
      expect(archived.statusCode).toBe(404);
      expect((await organiser.get('/forms', otherEvent)).statusCode).toBe(404);
      expect((await organiser.get(`/forms/${id}`, otherEvent)).statusCode).toBe(404);
      // Untouched.
      const still = await ok<FormBundle>(theirOrganiser.get(`/forms/${id}`));
      expect(still).toEqual(theirs);
      const list = await ok<FormPage>(organiser.get('/forms?q=Their'));
      expect(list.items).toEqual([]);
    });
  });

  describe('POST /forms', () => {
    it('adds an unpublished form with no fields, stamped with who made it', async () => {
      const bundle = await ok<FormBundle>(
        organiser.post('/forms', { title: '  Catering order  ', description: 'Food' }),
        201,
      );
      expect(bundle.fieldGroups).toEqual([]);
      expect(bundle.form).toMatchObject({
        title: 'Catering order',
        description: 'Food',
        fields: [],
        fieldIds: [],
        logicMap: {},
        isArchived: false,
        isPublished: false,
        isEditable: false,
        isPublic: false,
      });
      expect(bundle.form.createdBy).toBeTruthy();
      expect(await ok<FormBundle>(organiser.get(`/forms/${bundle.form.id}`))).toEqual(bundle);
    });

    it("refuses a missing title and unknown keys with 'Invalid form'", async () => {
      const untitled = await organiser.post('/forms', { title: '  ' });
      expect(untitled.statusCode).toBe(400);
      expect(untitled.json().error).toMatchObject({
        message: 'Invalid form',
        details: [{ path: 'title', message: 'Enter a title' }],
      });
      const unknown = await organiser.post('/forms', { title: 'A form', submissionsIds: [] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe('Invalid form');
    });
  });

  describe('GET /forms', () => {
    let fresh: Caller;
    beforeAll(async () => {
      const ev = await t.buildEvent();
      fresh = await callerFor(t, ev, await t.buildUser(ev.id, { permissions: 'moderator' }));
      for (const title of ['banner request', 'Accreditation', 'Catering']) {
        await addForm(fresh, title);
      }
      const { form } = await addForm(fresh, 'Zebra crossing');
      await ok(fresh.patch(`/forms/${form.id}`, { description: 'about banners', isPublic: true }));
    });

    it('lists forms by title (case-insensitively), with the total, without the logic', async () => {
      const page = await ok<FormPage>(fresh.get('/forms'));
      expect(page.items.map((f) => f.title)).toEqual([
        'Accreditation',
        'banner request',
        'Catering',
        'Zebra crossing',
      ]);
      expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25 });
      expect(page.items[0]).not.toHaveProperty('logicMap');
      const second = await ok<FormPage>(fresh.get('/forms?pageSize=3&page=2&sort=-title'));
      expect(second.items.map((f) => f.title)).toEqual(['Accreditation']);
      expect(second.total).toBe(4);
    });

    it('searches titles and descriptions and filters by flags', async () => {
      const found = await ok<FormPage>(fresh.get('/forms?q=banner'));
      expect(found.items.map((f) => f.title)).toEqual(['banner request', 'Zebra crossing']);
      const publicOnly = await ok<FormPage>(fresh.get('/forms?filter=isPublic:true'));
      expect(publicOnly.items.map((f) => f.title)).toEqual(['Zebra crossing']);
      const newest = await ok<FormPage>(fresh.get('/forms?sort=-updatedAt&pageSize=1'));
      expect(newest.items[0]!.title).toBe('Zebra crossing');
      expect((await fresh.get('/forms?sort=fieldIds')).statusCode).toBe(400);
      expect((await fresh.get('/forms?filter=isDraft:true')).statusCode).toBe(400);
    });
  });

  describe('PUT /forms/:formId (the builder save)', () => {
    it('saves settings, new fields, their order and the logic in one go', async () => {
      const bundle = await formWithFields();
      expect(bundle.form.fieldIds).toEqual(['a', 'b']);
      expect(bundle.form.fields.map((f) => [f.id, f.type])).toEqual([
        ['a', 'dropdown'],
        ['b', 'text'],
      ]);
      expect(bundle.form.logicMap.a).toMatchObject({ thenFieldId: 'b', operator: 'ANY' });

      const next = await ok<FormBundle>(
        organiser.put(
          `/forms/${bundle.form.id}`,
          saveBody({
            title: 'Stand services 2027',
            fieldIds: ['c', 'a'],
            newFields: [textInput('c', 'Company')],
            updatedFields: [dropdownInput('a', ['yes', 'no', 'maybe'])],
            removedFieldIds: ['b'],
            expectedUpdatedAt: bundle.form.updatedAt,
          }),
        ),
      );
      expect(next.form.title).toBe('Stand services 2027');
      expect(next.form.fieldIds).toEqual(['c', 'a']);
      expect(next.form.logicMap).toEqual({});
      const a = next.form.fields.find((f) => f.id === 'a');
      expect(a).toMatchObject({ options: [{ value: 'yes' }, { value: 'no' }, { value: 'maybe' }] });
      expect(a!.createdAt).toBe(bundle.form.fields[0]!.createdAt);
      expect((await fieldRows(bundle.form.id)).map((r) => r.id).sort()).toEqual(['a', 'c']);
      expect(Date.parse(next.form.updatedAt)).toBeGreaterThanOrEqual(
        Date.parse(bundle.form.updatedAt),
      );
    });

    it('refuses lists that disagree with the stored fields, with the spec message for each', async () => {
      const { form } = await formWithFields();
      const at = form.updatedAt;
      const cases = [
        [
          { fieldIds: ['a', 'b', 'a'], newFields: [textInput('a')] },
          'Invalid new fields',
          'newFields.0.id',
        ],
        [
          { fieldIds: ['a', 'b'], updatedFields: [textInput('x')] },
          'Invalid updated fields',
          'updatedFields.0.id',
        ],
        [
          { fieldIds: ['a', 'b'], removedFieldIds: ['x'] },
          'Invalid ids to remove',
          'removedFieldIds.0',
        ],
        [{ fieldIds: ['a'] }, 'Invalid fields data', 'fieldIds'],
      ] as const;
      for (const [changes, message, path] of cases) {
        const response = await organiser.put(
          `/forms/${form.id}`,
          saveBody({ ...changes, logicMap: {}, expectedUpdatedAt: at } as never),
        );
        expect(response.statusCode, JSON.stringify(changes)).toBe(400);
        const error = response.json().error;
        expect(error.message).toBe(message);
        expect(error.details.map((d: { path: string }) => d.path)).toContain(path);
      }
      // Nothing was written.
      expect(await ok<FormBundle>(organiser.get(`/forms/${form.id}`))).toMatchObject({ form });
    });

    it('refuses unknown keys and bad field settings with the message for where they are', async () => {
      const { form } = await formWithFields();
      const unknown = await organiser.put(`/forms/${form.id}`, {
        ...saveBody({ fieldIds: ['a', 'b'], expectedUpdatedAt: form.updatedAt }),
        submissionsIds: [],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe('Invalid form');
      const badField = await organiser.put(
        `/forms/${form.id}`,
        saveBody({
          fieldIds: ['a', 'b', 'c'],
          newFields: [{ id: 'c', type: 'text', label: '' }],
          expectedUpdatedAt: form.updatedAt,
        }),
      );
      expect(badField.statusCode).toBe(400);
      expect(badField.json().error).toMatchObject({
        message: 'Invalid new fields',
        details: [{ path: 'newFields.0.label', message: 'Enter a label' }],
      });
    });

    it('refuses logic that names missing fields or goes in a circle', async () => {
      const { form } = await formWithFields();
      const response = await organiser.put(
        `/forms/${form.id}`,
        saveBody({
          fieldIds: ['a', 'b'],
          logicMap: { ...showWhen('a', 'a', 'yes', 'b'), ...showWhen('b', 'a', 'no', 'zz') },
          expectedUpdatedAt: form.updatedAt,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        message: 'Invalid form',
        details: [{ path: 'logicMap.b.thenFieldId', message: 'This field is not on the form' }],
      });
    });

    it("needs a template's field group to be one of the event's", async () => {
      const { form } = await formWithFields();
      const theirGroup = await ok<{ id: string }>(
        theirOrganiser.post('/field-groups', { title: 'Their contacts' }),
        201,
      );
      const save = (fieldGroupId: string) =>
        organiser.put(
          `/forms/${form.id}`,
          saveBody({
            fieldIds: ['a', 'b', 't'],
            newFields: [templateInput('t', fieldGroupId)],
            logicMap: form.logicMap,
            expectedUpdatedAt: form.updatedAt,
          }),
        );
      for (const groupId of [theirGroup.id, 'no-such-group']) {
        const refused = await save(groupId);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toMatchObject({
          message: 'Invalid fields data',
          details: [{ path: 'fields.t.fieldGroupId', message: 'Choose a field group' }],
        });
      }
      expect((await fieldRows(form.id)).map((r) => r.id).sort()).toEqual(['a', 'b']);

      const group = await ok<{ id: string; updatedAt: string }>(
        colleague.post('/field-groups', { title: 'Contacts' }),
        201,
      );
      await ok(
        colleague.put(
          `/field-groups/${group.id}`,
          saveBody({
            fieldIds: ['name'],
            newFields: [textInput('name', 'Contact name')],
            expectedUpdatedAt: group.updatedAt,
          }),
        ),
      );
      const saved = await ok<FormBundle>(save(group.id));
      expect(saved.form.fields.at(-1)).toMatchObject({ id: 't', fieldGroupId: group.id });
      expect(saved.fieldGroups.map((g) => [g.id, g.fields.map((f) => f.id)])).toEqual([
        [group.id, ['name']],
      ]);
    });

    it('refuses a save on top of a newer one, naming who changed the form and when', async () => {
      const { form } = await formWithFields();
      const changed = await ok<{ updatedAt: string }>(
        colleague.patch(`/forms/${form.id}`, { title: 'Renamed by Bea' }),
      );
      const stale = await organiser.put(
        `/forms/${form.id}`,
        saveBody({
          fieldIds: ['b', 'a'],
          logicMap: form.logicMap,
          expectedUpdatedAt: form.updatedAt,
        }),
      );
      expect(stale.statusCode).toBe(409);
      const when = new Date(changed.updatedAt);
      const time = new Intl.DateTimeFormat('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(when);
      expect(stale.json().error.message).toBe(
        `Bea Colleague changed this form at ${time} UTC. Reload to see their changes.`,
      );
      const [row] = await t.deps.db.select().from(forms).where(eq(forms.id, form.id));
      expect(row!.fieldIds).toEqual(['a', 'b']);
      // With the new updatedAt the save goes through.
      const saved = await ok<FormBundle>(
        organiser.put(
          `/forms/${form.id}`,
          saveBody({
            fieldIds: ['b', 'a'],
            logicMap: form.logicMap,
            expectedUpdatedAt: changed.updatedAt,
          }),
        ),
      );
      expect(saved.form.fieldIds).toEqual(['b', 'a']);
      expect(saved.form.title).toBe('Renamed by Bea');
    });

    it("refuses a save while someone else holds the form's lock, and refreshes one's own", async () => {
      const { form } = await formWithFields();
      await ok(colleague.put(`/locks/form/${form.id}`));
      const body = saveBody({
        fieldIds: ['b', 'a'],
        logicMap: form.logicMap,
        expectedUpdatedAt: form.updatedAt,
      });
      const held = await organiser.put(`/forms/${form.id}`, body);
      expect(held.statusCode).toBe(409);
      expect(held.json().error.message).toBe('Bea Colleague is editing this form');
      // An expired lock no longer stands in the way; the saver's own lock is refreshed.
      await t.deps.db
        .update(locks)
        .set({ expireAt: new Date(Date.now() - 1000) })
        .where(eq(locks.id, form.id));
      await ok(organiser.put(`/locks/form/${form.id}`));
      const [before] = await t.deps.db.select().from(locks).where(eq(locks.id, form.id));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await ok(organiser.put(`/forms/${form.id}`, body));
      const [after] = await t.deps.db.select().from(locks).where(eq(locks.id, form.id));
      expect(after!.createdBy).toBe(before!.createdBy);
      expect(after!.expireAt.getTime()).toBeGreaterThan(before!.expireAt.getTime());
    });
  });

  describe('PATCH /forms/:formId', () => {
    it("changes settings and refuses an empty or unknown body with 'Invalid form'", async () => {
      const { form } = await addForm(organiser);
      const changed = await ok<Record<string, unknown>>(
        organiser.patch(`/forms/${form.id}`, { isPublished: true, isEditable: true }),
      );
      expect(changed).toMatchObject({ isPublished: true, isEditable: true, isPublic: false });
      expect(changed).not.toHaveProperty('fields');
      for (const body of [{}, { isArchived: true }, { title: '' }]) {
        const refused = await organiser.patch(`/forms/${form.id}`, body);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toBe('Invalid form');
      }
    });
  });

  describe('DELETE /forms/:formId', () => {
    it("removes its fields, its submissions, their stored files and the files' objects", async () => {
      const keep = await formWithFields();
      const doomed = await formWithFields();
      const submissionOf = (formId: string) => ({
        eventId: event.id,
        id: newId(),
        formId,
        teamId: null,
        isGuest: true,
        values: { b: 'hello' },
      });
      const mine = submissionOf(doomed.form.id);
      const kept = submissionOf(keep.form.id);
      await t.deps.db.insert(submissions).values([mine, kept]);
      const fileOf = async (submissionId: string) => {
        const id = newId();
        const storageKey = `${event.id}/submissions/${submissionId}/b/${id}`;
        await t.deps.storage.put(storageKey, Buffer.from('file body'), 'text/plain');
        await t.deps.db.insert(storedFiles).values({
          eventId: event.id,
          id,
          ownerType: 'submission',
          ownerId: submissionId,
          storageKey,
          fileName: 'notes.txt',
          contentType: 'text/plain',
          size: 9,
        });
        return storageKey;
      };
      const doomedKey = await fileOf(mine.id);
      const keptKey = await fileOf(kept.id);
      await ok(organiser.put(`/locks/submission/${mine.id}`));

      const response = await organiser.delete(`/forms/${doomed.form.id}`);
      expect(response.statusCode).toBe(204);
      expect((await organiser.get(`/forms/${doomed.form.id}`)).statusCode).toBe(404);
      expect(await fieldRows(doomed.form.id)).toEqual([]);
      const left = await t.deps.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.eventId, event.id));
      expect(left.map((r) => r.id)).not.toContain(mine.id);
      expect(left.map((r) => r.id)).toContain(kept.id);
      const files = await t.deps.db
        .select({ key: storedFiles.storageKey })
        .from(storedFiles)
        .where(eq(storedFiles.eventId, event.id));
      expect(files.map((f) => f.key)).toContain(keptKey);
      expect(files.map((f) => f.key)).not.toContain(doomedKey);
      expect(await t.deps.storage.get(doomedKey)).toBeNull();
      expect(await t.deps.storage.get(keptKey)).not.toBeNull();
      expect(await t.deps.db.select().from(locks).where(eq(locks.id, mine.id))).toEqual([]);
      // The other form is whole.
      expect(await ok<FormBundle>(organiser.get(`/forms/${keep.form.id}`))).toEqual(keep);
      expect((await organiser.delete(`/forms/${doomed.form.id}`)).statusCode).toBe(404);
    });
  });

  describe('POST /forms/:formId/duplicate', () => {
    it("copies the form as '<title> (copy)', unpublished, with new field ids and the logic following them", async () => {
      const original = await formWithFields(organiser, 'Power order');
      await ok(organiser.patch(`/forms/${original.form.id}`, { isPublished: true }));
      const copy = await ok<FormBundle>(
        organiser.post(`/forms/${original.form.id}/duplicate`),
        201,
      );
      expect(copy.form.id).not.toBe(original.form.id);
      expect(copy.form).toMatchObject({ title: 'Power order (copy)', isPublished: false });
      const [a, b] = copy.form.fieldIds;
      expect(a).not.toBe('a');
      expect(b).not.toBe('b');
      expect(copy.form.fields.map((f) => [f.id, f.type, f.label])).toEqual([
        [a, 'dropdown', 'Choose a'],
        [b, 'text', 'Label b'],
      ]);
      expect(copy.form.logicMap).toEqual({
        [a!]: {
          ...original.form.logicMap.a,
          thenFieldId: b,
          rules: [{ ...original.form.logicMap.a!.rules[0], sourceId: a }],
        },
      });
      // The original is unchanged and still has its own fields.
      const again = await ok<FormBundle>(organiser.get(`/forms/${original.form.id}`));
      expect(again.form.fieldIds).toEqual(['a', 'b']);
      expect((await fieldRows(copy.form.id)).length).toBe(2);
    });
  });

  describe('POST /forms/archive', () => {
    it('archives and unarchives forms in bulk', async () => {
      const one = await addForm(organiser, 'Archive me one');
      const two = await addForm(organiser, 'Archive me two');
      const ids = [one.form.id, two.form.id];
      expect(await ok(organiser.post('/forms/archive', { ids, isArchived: true }))).toEqual({
        updated: 2,
      });
      const archived = await ok<FormPage>(
        organiser.get('/forms?q=Archive me&filter=isArchived:true'),
      );
      expect(archived.items.map((f) => f.id).sort()).toEqual([...ids].sort());
      const active = await ok<FormPage>(
        organiser.get('/forms?q=Archive me&filter=isArchived:false'),
      );
      expect(active.items).toEqual([]);
      expect(
        await ok(organiser.post('/forms/archive', { ids: [one.form.id], isArchived: false })),
      ).toEqual({ updated: 1 });
    });

    it("refuses an id that is not one of the event's forms, changing nothing", async () => {
      const one = await addForm(organiser, 'Stays active');
      const refused = await organiser.post('/forms/archive', {
        ids: [one.form.id, 'no-such-form'],
        isArchived: true,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toMatchObject({
        message: 'Form not found',
        details: [{ path: 'ids.1', message: 'Form not found' }],
      });
      const form = await ok<FormBundle>(organiser.get(`/forms/${one.form.id}`));
      expect(form.form.isArchived).toBe(false);
      const empty = await organiser.post('/forms/archive', { ids: [], isArchived: true });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe('No ID');
      const noStatus = await organiser.post('/forms/archive', { ids: [one.form.id] });
      expect(noStatus.json().error.message).toBe('Invalid status');
    });
  });
});
