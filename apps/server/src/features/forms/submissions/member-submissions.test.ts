import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fillingMessages } from '@showdesk/domain/forms/filling';
import type { FileValue } from '@showdesk/domain/forms/values';
import { formatExportDateTime } from '@showdesk/domain/reports/exports';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { callersFor } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { type MultipartFile, sendMultipart } from '../../../../test/support/multipart.ts';
import { pdfDocument, pngImage } from '../../../../test/support/sample-files.ts';
import { storedFilesOf } from '../../../../test/support/stored-files.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { forms, submissions } from '../../../db/schema/forms.ts';
import type { EventRow } from '../../platform/events/queries.ts';

type User = { userId: string; email: string; password: string };

describe.each(testDatabases)('member forms and submissions on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let owner: User;
  let teammate: User;
  let rival: User;
  let loner: User;
  let moderator: User;
  let stranger: User;
  let teamId: string;
  let rivalTeamId: string;
  let asOwner: Caller;
  let asTeammate: Caller;
  let asRival: Caller;
  let asLoner: Caller;
  let asModerator: Caller;
  let asStranger: Caller;
  let asGuest: Caller;
  let formId: string;
  let editableFormId: string;

  const valid = { name: 'Acme', needsPower: 'No' };
  const url = (form = formId) => `/member/forms/${form}/submissions`;

  const rowsOf = (id: string) =>
    t.deps.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.eventId, event.id), eq(submissions.id, id)));
  const countSubmissions = async () =>
    (await t.deps.db.select().from(submissions).where(eq(submissions.eventId, event.id))).length;
  const filesOf = (submissionId: string) => storedFilesOf(t, event.id, submissionId);
  const objectsOf = async (submissionId: string) => {
    const folder = path.join(t.config.dataDir, 'files', event.id, 'submissions', submissionId);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).length;
  };
  /** Neither a file row nor a stored object is left of submission `id`. */
  const expectNoFilesOf = async (id: string) => {
    expect(await filesOf(id)).toHaveLength(0);
    expect(await objectsOf(id)).toBe(0);
  };

  const upload = async (
    user: User,
    form: string,
    submissionId: string,
    fieldId: string,
    file: MultipartFile,
    ev = event,
  ) => {
    return sendMultipart(
      t,
      {
        url: `/api/v1/events/${ev.id}/member/forms/${form}/submissions/${submissionId}/files/${fieldId}`,
        headers: { host: ev.hostnames[0]!, cookie: await t.login(ev, user) },
      },
      file,
    );
  };
  const pdf: MultipartFile = { fileName: 'Stand plan.pdf', data: pdfDocument };
  /** The owner uploads a square PNG of `side` pixels named `fileName` to `fieldId` of a draft. */
  const uploadPng = async (draftId: string, fieldId: string, fileName: string, side: number) =>
    upload(owner, formId, draftId, fieldId, { fileName, data: await pngImage(side, side) });

  const createDraft = async (caller = asOwner, values: object = {}, form = formId) => {
    const response = await caller.post(url(form), { values, isDraft: true });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().submission as { id: string; updatedAt: string; values: object };
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    owner = await t.buildUser(event.id, { firstName: 'Olive', surname: 'Owner' });
    teammate = await t.buildUser(event.id, { firstName: 'Tom', surname: 'Mate' });
    rival = await t.buildUser(event.id);
    loner = await t.buildUser(event.id);
    moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    teamId = await t.buildTeam(event.id, owner.userId, [teammate.userId]);
    rivalTeamId = await t.buildTeam(event.id, rival.userId);
    [asOwner, asTeammate, asRival, asLoner, asModerator, asGuest] = await callersFor(t, event, [
      owner,
      teammate,
      rival,
      loner,
      moderator,
      null,
    ]);
    asStranger = await callerFor(t, otherEvent, stranger);
    formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Power order' });
    editableFormId = await insertSimpleForm(t.deps.db, event.id, {
      title: 'Badges',
      isEditable: true,
    });
    await insertSimpleForm(t.deps.db, event.id, { title: 'Draft form', isPublished: false });
    await insertSimpleForm(t.deps.db, event.id, { title: 'Old form', isArchived: true });
  }, 60_000);

  describe('access', () => {
    it('needs a session, and answers another event’s member like a missing event', async () => {
      expect((await asGuest.get('/member/forms')).statusCode).toBe(401);
      const foreign = await asStranger.get(`/member/forms/${formId}`, event);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe('Event ID not found');
      // Nor can the stranger reach the form through their own event.
      expect((await asStranger.get(`/member/forms/${formId}`)).statusCode).toBe(404);
      expect((await asStranger.post(url(), { values: valid }, event)).statusCode).toBe(404);
    });

    it('lets members and moderators read open forms only', async () => {
      for (const caller of [asOwner, asLoner, asModerator]) {
        const list = await caller.get('/member/forms');
        expect(list.statusCode).toBe(200);
        expect(list.json().forms.map((f: { title: string }) => f.title)).toEqual([
          'Badges',
          'Power order',
        ]);
      }
      const open = await asOwner.get(`/member/forms/${formId}`);
      expect(open.statusCode).toBe(200);
      expect(open.json().currencyId).toBe('GBP');
      expect(open.json().form.fields.map((f: { id: string }) => f.id)).toContain('watts');
      expect(open.json().fieldGroups[0].id).toBe('contactGroup');
      const hidden = await insertSimpleForm(t.deps.db, event.id, { isPublished: false });
      const response = await asOwner.get(`/member/forms/${hidden}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(fillingMessages.formNotFound);
      expect((await asOwner.post(url(hidden), { values: valid })).statusCode).toBe(404);
    });

    it('leaves public (guest) forms out of the list, unless the team has a submission of one', async () => {
      const guestForm = await insertSimpleForm(t.deps.db, event.id, {
        title: 'Visitor sign-up',
        isPublic: true,
      });
      const titles = async (caller: Caller) =>
        (await caller.get('/member/forms')).json().forms.map((f: { title: string }) => f.title);
      expect(await titles(asOwner)).not.toContain('Visitor sign-up');
      // Still open to a member who follows a link to it (a task's, say).
      expect((await asOwner.get(`/member/forms/${guestForm}`)).statusCode).toBe(200);
      await asRival.post(url(guestForm), { values: valid, isDraft: true });
      const rivalForms = (await asRival.get('/member/forms')).json().forms;
      expect(rivalForms.find((f: { id: string }) => f.id === guestForm)).toMatchObject({
        title: 'Visitor sign-up',
        submission: { isDraft: true },
      });
      expect(await titles(asOwner)).not.toContain('Visitor sign-up');
      await t.deps.db.delete(submissions).where(eq(submissions.formId, guestForm));
      await t.deps.db
        .update(forms)
        .set({ isArchived: true })
        .where(and(eq(forms.eventId, event.id), eq(forms.id, guestForm)));
    });

    it('refuses a member in no team (and a moderator in none) a submission', async () => {
      const before = await countSubmissions();
      for (const caller of [asLoner, asModerator]) {
        const response = await caller.post(url(), { values: valid });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe(fillingMessages.noTeam);
      }
      expect(await countSubmissions()).toBe(before);
      const list = await asLoner.get(url());
      expect(list.json()).toEqual({ submissions: [] });
    });
  });

  describe('values', () => {
    it('stores a sent submission with stamps, and drops a hidden field’s value', async () => {
      const response = await asOwner.post(url(), {
        values: { name: '  Acme Stands ', needsPower: 'No', watts: 3000 },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { submission, confirmationId } = response.json();
      expect(confirmationId).toBeNull();
      expect(submission).toMatchObject({
        formId,
        teamId,
        isDraft: false,
        isGuest: false,
        taskId: null,
        createdBy: owner.userId,
        updatedBy: owner.userId,
      });
      const [row] = await rowsOf(submission.id);
      // watts is shown only on "Yes": never stored.
      expect(row!.values).toEqual({ name: 'Acme Stands', needsPower: 'No', total: 0 });
      expect(row!.searchText).toContain('Acme Stands');
    });

    it('checks required fields the logic shows, unless a draft', async () => {
      const before = await countSubmissions();
      const response = await asOwner.post(url(), { values: { needsPower: 'Yes' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Invalid Submission data');
      const paths = response.json().error.details.map((d: { path: string }) => d.path);
      expect(paths).toEqual(expect.arrayContaining(['values.name', 'values.watts']));
      expect(await countSubmissions()).toBe(before);
      const draft = await createDraft(asOwner, { needsPower: 'Yes' });
      expect(draft.values).toEqual({ needsPower: 'Yes', total: 0 });
    });

    it('computes the grand total and refuses a forged one or a forged price', async () => {
      const order = [{ itemId: 'chair', price: 1250, quantity: 2 }];
      const ok = await asOwner.post(url(), { values: { ...valid, order, total: 2500 } });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().submission.values.total).toBe(2500);
      const before = await countSubmissions();
      const forged = await asOwner.post(url(), { values: { ...valid, order, total: 1 } });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().error.details).toEqual([
        { path: 'values.total', message: 'The total does not match the items chosen' },
      ]);
      const cheap = [{ itemId: 'chair', price: 1, quantity: 2 }];
      expect((await asOwner.post(url(), { values: { ...valid, order: cheap } })).statusCode).toBe(
        400,
      );
      expect(await countSubmissions()).toBe(before);
    });

    it('refuses values of fields the form does not have, and a body of the wrong shape', async () => {
      const unknown = await asOwner.post(url(), { values: { ...valid, nope: 'x' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.details[0].path).toBe('values.nope');
      // Tasks have no table yet: no taskId names one.
      const task = await asOwner.post(url(), { values: valid, taskId: 'task-1' });
      expect(task.statusCode).toBe(400);
      expect(task.json().error.details).toEqual([{ path: 'taskId', message: 'Task not found' }]);
      const shape = await asOwner.post(url(), { values: valid, extra: true });
      expect(shape.statusCode).toBe(400);
      expect(shape.json().error.message).toBe('Invalid Submission data');
    });
  });

  describe('a team’s submissions', () => {
    it('lists and reads the team’s own, newest first; another team’s is 404', async () => {
      const first = await createDraft(asOwner, { name: 'First' });
      const second = await createDraft(asTeammate, { name: 'Second' });
      const list = await asTeammate.get(url());
      const ids = list.json().submissions.map((s: { id: string }) => s.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect((await asTeammate.get(`${url()}/${first.id}`)).statusCode).toBe(200);
      expect((await asRival.get(`${url()}/${first.id}`)).statusCode).toBe(404);
      expect((await asRival.get(url())).json().submissions).toEqual([]);
      const rivalUpdate = await asRival.put(`${url()}/${first.id}`, {
        values: valid,
        isDraft: false,
        expectedUpdatedAt: first.updatedAt,
      });
      expect(rivalUpdate.statusCode).toBe(404);
      expect((await asRival.delete(`${url()}/${first.id}`)).statusCode).toBe(404);
      // A submission read under another form's path is not found either.
      expect((await asOwner.get(`${url(editableFormId)}/${first.id}`)).statusCode).toBe(404);
      const forms = (await asOwner.get('/member/forms')).json().forms;
      const power = forms.find((f: { id: string }) => f.id === formId);
      expect(power.submission.id).toBe(ids[0]);
      void rivalTeamId;
    });

    it('saves a draft again, sends it, then refuses changes when the form is not editable', async () => {
      const draft = await createDraft(asOwner, { name: 'Work in progress' });
      const saved = await asTeammate.put(`${url()}/${draft.id}`, {
        values: { name: 'Still going' },
        isDraft: true,
        expectedUpdatedAt: draft.updatedAt,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const savedDraft = saved.json().submission;
      expect(savedDraft.updatedBy).toBe(teammate.userId);
      expect(savedDraft.createdBy).toBe(owner.userId);
      // Sent: required fields are checked now.
      const incomplete = await asOwner.put(`${url()}/${draft.id}`, {
        values: { needsPower: 'Yes' },
        isDraft: false,
        expectedUpdatedAt: savedDraft.updatedAt,
      });
      expect(incomplete.statusCode).toBe(400);
      const sent = await asOwner.put(`${url()}/${draft.id}`, {
        values: valid,
        isDraft: false,
        expectedUpdatedAt: savedDraft.updatedAt,
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().submission.isDraft).toBe(false);
      const locked = await asOwner.put(`${url()}/${draft.id}`, {
        values: { ...valid, name: 'Changed' },
        isDraft: false,
        expectedUpdatedAt: sent.json().submission.updatedAt,
      });
      expect(locked.statusCode).toBe(403);
      expect(locked.json().error.message).toBe(fillingMessages.notEditable);
      expect((await rowsOf(draft.id))[0]!.values).toMatchObject({ name: 'Acme' });
      const deleteSent = await asOwner.delete(`${url()}/${draft.id}`);
      expect(deleteSent.statusCode).toBe(403);
      expect(await rowsOf(draft.id)).toHaveLength(1);
    });

    it('changes a sent one on an editable form, never back to a draft, and refuses a stale save', async () => {
      const created = await asOwner.post(url(editableFormId), { values: valid });
      const sent = created.json().submission;
      const changed = await asOwner.put(`${url(editableFormId)}/${sent.id}`, {
        values: { ...valid, name: 'Renamed' },
        isDraft: false,
        expectedUpdatedAt: sent.updatedAt,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().submission.values.name).toBe('Renamed');
      const stale = await asTeammate.put(`${url(editableFormId)}/${sent.id}`, {
        values: valid,
        isDraft: false,
        expectedUpdatedAt: sent.updatedAt,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toMatch(/^Olive Owner changed this submission at /);
      const back = await asOwner.put(`${url(editableFormId)}/${sent.id}`, {
        values: valid,
        isDraft: true,
        expectedUpdatedAt: changed.json().submission.updatedAt,
      });
      expect(back.statusCode).toBe(400);
      expect((await rowsOf(sent.id))[0]!.isDraft).toBe(false);
    });

    it('titles a sent draft with its send time, not its start, in the API and the export', async () => {
      const draft = await createDraft(asOwner, { name: 'Started long ago' }, editableFormId);
      expect(draft).toMatchObject({ submittedAt: null });
      // The draft was started three days ago.
      const started = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
      await t.deps.db
        .update(submissions)
        .set({ createdAt: started })
        .where(and(eq(submissions.eventId, event.id), eq(submissions.id, draft.id)));
      const before = Date.now();
      const sent = await asOwner.put(`${url(editableFormId)}/${draft.id}`, {
        values: { ...valid, name: 'Sent today' },
        isDraft: false,
        expectedUpdatedAt: draft.updatedAt,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const submission = sent.json().submission;
      const submittedAt = new Date(submission.submittedAt).getTime();
      expect(submittedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(submission.createdAt).toBe(started.toISOString());
      // An edit afterwards is not a new send: the time it was sent stays.
      const edited = await asOwner.put(`${url(editableFormId)}/${draft.id}`, {
        values: { ...valid, name: 'Edited later' },
        isDraft: false,
        expectedUpdatedAt: submission.updatedAt,
      });
      expect(edited.json().submission.submittedAt).toBe(submission.submittedAt);
      const read = await asOwner.get(`${url(editableFormId)}/${draft.id}`);
      expect(read.json().submittedAt).toBe(submission.submittedAt);
      // The export's Submitted At is the send's minute; the start's day is nowhere.
      const csv = await asModerator.get(`/forms/${editableFormId}/submissions.csv`);
      expect(csv.statusCode, csv.body).toBe(200);
      const line = csv.body.split('\r\n').find((l) => l.includes('Edited later'))!;
      expect(line).toContain(formatExportDateTime(submission.submittedAt));
      expect(line).not.toContain(formatExportDateTime(started).slice(0, 10));
    });

    it('deletes a draft', async () => {
      const draft = await createDraft();
      expect((await asTeammate.delete(`${url()}/${draft.id}`)).statusCode).toBe(204);
      expect(await rowsOf(draft.id)).toHaveLength(0);
      expect((await asTeammate.delete(`${url()}/${draft.id}`)).statusCode).toBe(404);
    });
  });

  describe('uploads', () => {
    it('stores a file for an upload field; the saved values keep it; a later save drops it', async () => {
      const draft = await createDraft();
      const response = await upload(owner, formId, draft.id, 'docs', pdf);
      expect(response.statusCode, response.body).toBe(200);
      const file = response.json() as FileValue;
      expect(file).toMatchObject({ name: 'Stand plan.pdf', type: 'application/pdf' });
      expect(file.size).toBe(pdfDocument.length);
      const [row] = await filesOf(draft.id);
      expect(row).toMatchObject({ id: file.fileId, ownerType: 'submission' });
      expect(row!.storageKey).toBe(`${event.id}/submissions/${draft.id}/docs/${file.fileId}/file`);

      const saved = await asOwner.put(`${url()}/${draft.id}`, {
        values: { ...valid, docs: [{ ...file, size: 1, type: 'image/png' }] },
        isDraft: false,
        expectedUpdatedAt: draft.updatedAt,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      // The stored record's size and type, whatever the browser said.
      expect(saved.json().submission.values.docs).toEqual([file]);

      const read = (caller: Caller) =>
        caller.get(file.url.replace(`/api/v1/events/${event.id}`, ''));
      expect((await read(asTeammate)).statusCode).toBe(200);
      expect((await read(asModerator)).statusCode).toBe(200);
      expect((await read(asRival)).statusCode).toBe(404);
      expect((await read(asGuest)).statusCode).toBe(404);
      expect(await objectsOf(draft.id)).toBe(1);
    });

    it('deletes files the saved values no longer name, rows and objects', async () => {
      const draft = await createDraft();
      /** The owner saves the draft naming `docs`, over its `expectedUpdatedAt`. */
      const saveDocs = (docs: FileValue[], expectedUpdatedAt: string) =>
        asOwner.put(`${url()}/${draft.id}`, { values: { docs }, isDraft: true, expectedUpdatedAt });
      const kept = (await upload(owner, formId, draft.id, 'docs', pdf)).json() as FileValue;
      const dropped = (await upload(owner, formId, draft.id, 'docs', pdf)).json() as FileValue;
      const first = await saveDocs([kept, dropped], draft.updatedAt);
      expect(first.statusCode, first.body).toBe(200);
      expect(await filesOf(draft.id)).toHaveLength(2);
      const second = await saveDocs([kept], first.json().submission.updatedAt);
      expect(second.statusCode).toBe(200);
      expect((await filesOf(draft.id)).map((f) => f.id)).toEqual([kept.fileId]);
      expect(await objectsOf(draft.id)).toBe(1);
      // A file that was never uploaded for this submission is refused.
      const foreign = await saveDocs([dropped], second.json().submission.updatedAt);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().error.details[0]).toEqual({
        path: 'values.docs.0',
        message: 'Upload the file again',
      });
      // Deleting the draft deletes its files.
      expect((await asOwner.delete(`${url()}/${draft.id}`)).statusCode).toBe(204);
      await expectNoFilesOf(draft.id);
    });

    it('refuses a file of a type the field does not take, or over its limit, storing nothing', async () => {
      const draft = await createDraft();
      const png = await uploadPng(draft.id, 'docs', 'plan.pdf', 20);
      expect(png.statusCode).toBe(415);
      expect(png.json().error.message).toBe('Invalid submission data after upload');
      const large = await upload(owner, formId, draft.id, 'tiny', pdf);
      expect(large.statusCode).toBe(413);
      const notUpload = await upload(owner, formId, draft.id, 'name', pdf);
      expect(notUpload.statusCode).toBe(404);
      expect(notUpload.json().error.message).toBe(fillingMessages.notUploadField);
      await expectNoFilesOf(draft.id);
    });

    it('takes a file for a field of a looping group, and keeps it in the loop’s values', async () => {
      const draft = await createDraft();
      const photo = await uploadPng(draft.id, 'badge', 'me.png', 40);
      expect(photo.statusCode, photo.body).toBe(200);
      const file = photo.json() as FileValue;
      expect(file.type).toBe('image/png');
      const contacts = {
        loopCount: 2,
        templateValues: [{ contactName: 'Eve', badge: [file] }, { contactName: 'Mal' }],
      };
      const saved = await asOwner.put(`${url()}/${draft.id}`, {
        values: { ...valid, contacts },
        isDraft: false,
        expectedUpdatedAt: draft.updatedAt,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().submission.values.contacts).toEqual(contacts);
      expect(await filesOf(draft.id)).toHaveLength(1);
    });

    it('refuses uploads to another team’s submission, to a sent one of a locked form, and from another event', async () => {
      const draft = await createDraft();
      expect((await upload(rival, formId, draft.id, 'docs', pdf)).statusCode).toBe(404);
      const sent = await asOwner.post(url(), { values: valid });
      const locked = await upload(owner, formId, sent.json().submission.id, 'docs', pdf);
      expect(locked.statusCode).toBe(403);
      const foreign = await upload(stranger, formId, draft.id, 'docs', pdf, otherEvent);
      expect(foreign.statusCode).toBe(404);
      expect(await filesOf(draft.id)).toHaveLength(0);
    });
  });
});
