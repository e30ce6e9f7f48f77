import type { MemberTaskDetail } from '@showdesk/domain/tasks/member-tasks';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { addTask, callersFor } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { taskStatusRow } from '../../../../test/support/task-records.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import type { EventRow } from '../../platform/events/queries.ts';

/**
 * A form task added after the team sent its form: the team counts that submission for the task
 * in one click (POST /member/tasks/:taskId/submission) instead of filling the form in again.
 */
describe.each(testDatabases)('counting a sent form for a form task on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asOwner: Caller;
  let asRival: Caller;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asStranger: Caller;
  let teamId: string;
  let formId: string;
  let otherFormId: string;
  const valid = { name: 'Acme', needsPower: 'No' };

  const task = (body: Record<string, unknown>) => addTask(asAdmin, body);
  const send = async (caller: Caller, form: string, isDraft = false) => {
    const response = await caller.post(`/member/forms/${form}/submissions`, {
      values: valid,
      isDraft,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().submission as {
      id: string;
      updatedAt: string;
      submittedAt: string | null;
    };
  };
  const detail = async (taskId: string, caller = asOwner) => {
    const response = await caller.get(`/member/tasks/${taskId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MemberTaskDetail;
  };
  const count = (taskId: string, submissionId: unknown, caller = asOwner) =>
    caller.post(`/member/tasks/${taskId}/submission`, { submissionId });
  const statusRow = (taskId: string) => taskStatusRow(t, { eventId: event.id, taskId, teamId });

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const owner = await t.buildUser(event.id, { firstName: 'Olive', surname: 'Owner' });
    const rival = await t.buildUser(event.id);
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const stranger = await t.buildUser(otherEvent.id);
    teamId = await t.buildTeam(event.id, owner.userId);
    await t.buildTeam(event.id, rival.userId);
    await t.buildTeam(otherEvent.id, stranger.userId);
    [asOwner, asRival, asModerator, asAdmin] = await callersFor(t, event, [
      owner,
      rival,
      moderator,
      admin,
    ]);
    asStranger = await callerFor(t, otherEvent, stranger);
    formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Power order' });
    otherFormId = await insertSimpleForm(t.deps.db, event.id, { title: 'Catering order' });
  });

  it('offers the team’s sent forms on a form task added later, and counts one in one call', async () => {
    const older = await send(asOwner, formId);
    const newer = await send(asOwner, formId);
    await send(asOwner, formId, true); // a draft is never offered
    await send(asRival, formId); // nor another team's
    // The task comes after the forms were sent: it is not complete.
    const taskId = await task({ title: 'Send the power order', type: 'form', formId });
    const before = await detail(taskId);
    expect(before.task.label).toBe('pending');
    expect(before.sentSubmissions.map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(before.sentSubmissions[0]).toEqual({
      id: newer.id,
      // When it was sent (its write's own stamp may be a millisecond later).
      sentAt: newer.submittedAt,
      sentBy: 'Olive Owner',
    });

    const counted = await count(taskId, older.id);
    expect(counted.statusCode, counted.body).toBe(200);
    const after = counted.json() as MemberTaskDetail;
    expect(after.task.label).toBe('complete');
    expect(after.task.status).toMatchObject({
      isComplete: true,
      updatedBy: { name: 'Olive Owner' },
    });
    // Complete: nothing more to offer.
    expect(after.sentSubmissions).toEqual([]);
    expect(await statusRow(taskId)).toMatchObject({ isComplete: true, submissionId: older.id });
    // The task report and the team page read it as complete too.
    const report = await asModerator.get(`/tasks/${taskId}/report?filter=teamId:${teamId}`);
    expect(report.json().items[0].status).toBe('complete');
    const teamPage = await asModerator.get(`/teams/${teamId}/tasks`);
    expect(teamPage.json().tasks.find((row: { id: string }) => row.id === taskId).status).toBe(
      'complete',
    );

    // Deleting the counted submission moves the task to the team's other sent one, as for a
    // form sent for the task; deleting that too reopens it and offers nothing.
    expect((await asModerator.delete(`/forms/${formId}/submissions/${older.id}`)).statusCode).toBe(
      204,
    );
    expect(await statusRow(taskId)).toMatchObject({ isComplete: true, submissionId: newer.id });
    expect((await asModerator.delete(`/forms/${formId}/submissions/${newer.id}`)).statusCode).toBe(
      204,
    );
    expect(await statusRow(taskId)).toMatchObject({ isComplete: false, submissionId: null });
    expect((await detail(taskId)).sentSubmissions).toEqual([]);
  });

  it('waits for approval on a task that needs it', async () => {
    const sent = await send(asOwner, formId);
    const taskId = await task({
      title: 'Power order, checked',
      type: 'form',
      formId,
      isApprovalNeeded: true,
    });
    const counted = await count(taskId, sent.id);
    expect(counted.statusCode, counted.body).toBe(200);
    expect((counted.json() as MemberTaskDetail).task.label).toBe('awaitingApproval');
    expect(await statusRow(taskId)).toMatchObject({
      isComplete: true,
      approvalStatus: 'pending',
      submissionId: sent.id,
    });
  });

  it('refuses another team’s, a draft, another form’s, a bad body and a task of another type', async () => {
    const own = await send(asOwner, formId);
    const rivals = await send(asRival, formId);
    const draft = await send(asOwner, formId, true);
    const otherForm = await send(asOwner, otherFormId);
    // Added after the forms were sent (a form sent later would complete it by itself).
    const taskId = await task({ title: 'Power order again', type: 'form', formId });
    const handTask = await task({ title: 'Plain task' });

    // Not the team's (another team's, unknown): like a missing one.
    for (const id of [rivals.id, 'nope']) {
      const refused = await count(taskId, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe('Submission not found');
    }
    const ofDraft = await count(taskId, draft.id);
    expect(ofDraft.statusCode).toBe(400);
    expect(ofDraft.json().error.details).toEqual([
      { path: 'submissionId', message: 'That submission is a draft: send it first' },
    ]);
    const ofOtherForm = await count(taskId, otherForm.id);
    expect(ofOtherForm.statusCode).toBe(400);
    expect(ofOtherForm.json().error.details).toEqual([
      {
        path: 'submissionId',
        message: 'That submission is of another form than this task asks for',
      },
    ]);
    const notForm = await count(handTask, own.id);
    expect(notForm.statusCode).toBe(400);
    expect(notForm.json().error.message).toBe('This task has no form to count a submission for');
    for (const body of [{}, { submissionId: '' }, { submissionId: own.id, extra: 1 }]) {
      const bad = await asOwner.post(`/member/tasks/${taskId}/submission`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Invalid taskProgress data');
    }
    // Nothing was written by any refusal.
    expect(await statusRow(taskId)).toBeNull();
    expect(await statusRow(handTask)).toBeNull();

    // An organiser in no team changes nothing; another event's member does not see the event.
    expect((await count(taskId, own.id, asModerator)).statusCode).toBe(403);
    const stranger = await asStranger.post(
      `/member/tasks/${taskId}/submission`,
      { submissionId: own.id },
      event,
    );
    expect(stranger.statusCode).toBe(404);
    expect(await statusRow(taskId)).toBeNull();

    // The team's own sent one of the form is counted.
    expect((await count(taskId, own.id)).statusCode).toBe(200);
    expect(await statusRow(taskId)).toMatchObject({ isComplete: true, submissionId: own.id });
  });
});
