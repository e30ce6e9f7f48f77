import {
  type Form,
  type FormBundle,
  type FormPage,
  guestSendLimitMessage,
  guestSendLimits,
} from '@showdesk/domain/forms/forms';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, expectRefusal, ok } from '../../../test/support/caller.ts';
import { callerForNewUser } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import {
  addForm,
  addFormWithFields,
  fieldRowsOf,
  saveBody,
} from '../../../test/support/form-fixtures.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { buildOrganisers } from '../../../test/support/organisers.ts';
import { storeTextFile } from '../../../test/support/stored-files.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { locks, submissions } from '../../db/schema/forms.ts';
import { newId } from '../../lib/ids.ts';
import type { EventRow } from '../platform/events/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/forms on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let organiser: Caller;
  let theirOrganiser: Caller;

  beforeAll(async () => {
    ({ event, otherEvent, organiser, theirOrganiser } = await buildOrganisers(t));
  });

  const formWithFields = (caller = organiser, title = 'Stand services') =>
    addFormWithFields(caller, title);
  const fieldRows = (formId: string) => fieldRowsOf(t, event.id, formId);

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
      const member = await callerForNewUser(t, event);
      const { form } = await addForm(organiser);
      expect((await member.get('/forms')).statusCode).toBe(403);
      expect((await member.get(`/forms/${form.id}`)).statusCode).toBe(403);
      expect((await member.post('/forms', { title: 'Mine' })).statusCode).toBe(403);
      expect((await member.patch(`/forms/${form.id}`, { title: 'Mine' })).statusCode).toBe(403);
      expect((await member.delete(`/forms/${form.id}`)).statusCode).toBe(403);
      expect((await member.post(`/forms/${form.id}/duplicate`)).statusCode).toBe(403);
      for (const permissions of ['moderator', 'admin', 'eventflowAdmin'] as const) {
        const caller = await callerForNewUser(t, event, { permissions });
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
        guestSendLimit: guestSendLimits.default,
      });
      expect(bundle.form.createdBy).toBeTruthy();
      expect(await ok<FormBundle>(organiser.get(`/forms/${bundle.form.id}`))).toEqual(bundle);
    });

    it("refuses a missing title and unknown keys with 'Invalid form'", async () => {
      const untitled = await organiser.post('/forms', { title: '  ' });
      expectRefusal(untitled, 400, 'Invalid form', [{ path: 'title', message: 'Enter a title' }]);
      const unknown = await organiser.post('/forms', { title: 'A form', submissionsIds: [] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toBe('Invalid form');
    });
  });

  describe('GET /forms', () => {
    let fresh: Caller;
    beforeAll(async () => {
      const ev = await t.buildEvent();
      fresh = await callerForNewUser(t, ev, { permissions: 'moderator' });
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

  describe('PATCH /forms/:formId', () => {
    it("keeps a public form's guest send limit, 1 to 1,000, refused with a clear message", async () => {
      const { form } = await addForm(organiser);
      const changed = await ok<Form>(
        organiser.patch(`/forms/${form.id}`, { isPublic: true, guestSendLimit: 250 }),
      );
      expect(changed.guestSendLimit).toBe(250);
      expect((await ok<FormBundle>(organiser.get(`/forms/${form.id}`))).form.guestSendLimit).toBe(
        250,
      );
      for (const guestSendLimit of [0, 1001, 2.5, '60']) {
        const refused = await organiser.patch(`/forms/${form.id}`, { guestSendLimit });
        expectRefusal(refused, 400, 'Invalid form', [
          { path: 'guestSendLimit', message: guestSendLimitMessage },
        ]);
      }
      expect(guestSendLimitMessage).toBe('Allow 1 to 1,000 sends from one address in 10 minutes');
      // A copy keeps it.
      const copy = await ok<FormBundle>(organiser.post(`/forms/${form.id}/duplicate`), 201);
      expect(copy.form.guestSendLimit).toBe(250);
    });

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
        await storeTextFile(t, {
          eventId: event.id,
          id,
          ownerType: 'submission',
          ownerId: submissionId,
          storageKey,
          fileName: 'notes.txt',
          text: 'file body',
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
      const keptObject = await t.deps.storage.get(keptKey);
      keptObject?.body.destroy();
      expect(keptObject?.size).toBe(9);
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
      expectRefusal(refused, 404, 'Form not found', [{ path: 'ids.1', message: 'Form not found' }]);
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
