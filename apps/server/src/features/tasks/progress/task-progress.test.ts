import type { MemberTaskDetail, MemberTaskList } from '@showdesk/domain/tasks/member-tasks';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { addTask, addTeamType, callersFor, updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { eventDayFrom } from '../../../../test/support/days.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { type MultipartFile, sendMultipart } from '../../../../test/support/multipart.ts';
import { pdfDocument, windowsExe } from '../../../../test/support/sample-files.ts';
import { taskStatusRow } from '../../../../test/support/task-records.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { taskStatuses, tasks } from '../../../db/schema/tasks.ts';
import { members } from '../../../db/schema/users.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { taskListVersions } from './queries.ts';

type User = { userId: string; email: string; password: string };

describe.each(testDatabases)('members’ task progress on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let owner: User;
  let teammate: User;
  let rival: User;
  let child: User;
  let stranger: User;
  let moderatorUser: User;
  let asOwner: Caller;
  let asTeammate: Caller;
  let asRival: Caller;
  let asChild: Caller;
  let asLoner: Caller;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asStranger: Caller;
  let teamId: string;
  let rivalTeamId: string;
  let formId: string;
  let typeA: string;
  let typeB: string;
  const ids = {} as Record<
    | 'overdue'
    | 'soon'
    | 'later'
    | 'upload'
    | 'form'
    | 'form2'
    | 'onlyB'
    | 'approval'
    | 'disclaimer'
    | 'archived',
    string
  >;

  const task = (body: Record<string, unknown>) => addTask(asAdmin, body);
  const list = async (caller: Caller, query = '') => {
    const response = await caller.get(`/member/tasks${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MemberTaskList;
  };
  const titlesOf = (body: MemberTaskList) =>
    body.groups.flatMap((group) => group.tasks.map((item) => item.title));
  const detail = async (caller: Caller, taskId: string) => {
    const response = await caller.get(`/member/tasks/${taskId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MemberTaskDetail;
  };
  const statusRow = (taskId: string, team = teamId) =>
    taskStatusRow(t, { eventId: event.id, taskId, teamId: team });
  const uploadFile = async (user: User, taskId: string, file: MultipartFile, ev = event) => {
    return sendMultipart(
      t,
      {
        url: `/api/v1/events/${ev.id}/member/tasks/${taskId}/files`,
        headers: { host: ev.hostnames[0]!, cookie: await t.login(ev, user) },
      },
      file,
    );
  };
  const progress = (caller: Caller, taskId: string, state: unknown) =>
    caller.put(`/member/tasks/${taskId}/progress`, { state });

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    owner = await t.buildUser(event.id, { firstName: 'Olive', surname: 'Owner' });
    teammate = await t.buildUser(event.id, { firstName: 'Tom', surname: 'Mate' });
    rival = await t.buildUser(event.id);
    child = await t.buildUser(event.id);
    const loner = await t.buildUser(event.id);
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    moderatorUser = moderator;
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    teamId = await t.buildTeam(event.id, owner.userId, [teammate.userId]);
    rivalTeamId = await t.buildTeam(event.id, rival.userId);
    const childTeamId = await t.buildTeam(event.id, child.userId);
    await t.buildTeam(otherEvent.id, stranger.userId);
    [asOwner, asTeammate, asRival, asChild, asLoner, asModerator, asAdmin] = await callersFor(
      t,
      event,
      [owner, teammate, rival, child, loner, moderator, admin],
    );
    asStranger = await callerFor(t, otherEvent, stranger);
    typeA = await addTeamType(asAdmin, 'Exhibitors');
    typeB = await addTeamType(asAdmin, 'Caterers');
    const setType = (id: string, teamTypeId: string, role: 'child' | null = null) =>
      updateTeam(t, event.id, id, { teamTypeId, standShareRole: role });
    await setType(teamId, typeA);
    await setType(rivalTeamId, typeB);
    await setType(childTeamId, typeA, 'child');
    formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Power order' });

    const groupA = (await asAdmin.post('/task-groups', { title: 'Build-up' })).json().id;
    const groupB = (await asAdmin.post('/task-groups', { title: 'Admin' })).json().id;
    ids.overdue = await task({
      title: 'Overdue one',
      dueDate: eventDayFrom(-1),
      groupIds: [groupA],
    });
    ids.soon = await task({ title: 'Soon one', dueDate: eventDayFrom(3), groupIds: [groupA] });
    ids.later = await task({ title: 'Later one', dueDate: eventDayFrom(90), groupIds: [groupB] });
    ids.upload = await task({
      title: 'Upload plan',
      type: 'upload',
      dueDate: eventDayFrom(5),
      teamTypeIds: [typeA],
      showToChildTeams: true,
    });
    ids.form = await task({ title: 'Send power form', type: 'form', formId, dueDate: null });
    ids.form2 = await task({
      title: 'Power form again',
      type: 'form',
      formId,
      teamTypeIds: [typeA],
      isApprovalNeeded: true,
    });
    ids.onlyB = await task({ title: 'Caterers only', teamTypeIds: [typeB] });
    ids.approval = await task({ title: 'Approved thing', isApprovalNeeded: true });
    ids.disclaimer = await task({
      title: 'Terms',
      type: 'disclaimer',
      disclaimer: 'I agree to the terms.',
    });
    ids.archived = await task({ title: 'Archived one' });
    await asAdmin.patch(`/tasks/${ids.archived}`, { isArchived: true });
  });

  it('lists the team’s visible tasks by group (organisers’ order), the rest by due date last', async () => {
    const body = await list(asOwner);
    expect(body.hasTeam).toBe(true);
    expect(body.groups.map((group) => group.title)).toEqual(['Admin', 'Build-up', 'Other tasks']);
    expect(body.groups[1]!.tasks.map((item) => item.title)).toEqual(['Overdue one', 'Soon one']);
    // In no group: by due date, none last.
    const other = body.groups[2]!.tasks.map((item) => item.title);
    expect(other[0]).toBe('Upload plan');
    expect(other.slice(1).sort()).toEqual([
      'Approved thing',
      'Power form again',
      'Send power form',
      'Terms',
    ]);
    expect(titlesOf(body)).not.toContain('Caterers only');
    expect(titlesOf(body)).not.toContain('Archived one');
    const labels = Object.fromEntries(
      body.groups.flatMap((group) => group.tasks.map((item) => [item.title, item.label])),
    );
    expect(labels).toMatchObject({
      'Overdue one': 'overdue',
      'Soon one': 'dueSoon',
      'Later one': 'pending',
      'Upload plan': 'dueSoon',
    });
    expect(body.progress).toEqual({ done: 0, total: 8 });
  });

  it('applies visibility per spec section 6 for other teams, child teams, organisers and the teamless', async () => {
    const rivalTitles = titlesOf(await list(asRival));
    expect(rivalTitles).toContain('Caterers only');
    expect(rivalTitles).not.toContain('Upload plan');
    expect(rivalTitles).not.toContain('Power form again');
    // A child team sees only the tasks shown to child teams.
    expect(titlesOf(await list(asChild))).toEqual(['Upload plan']);
    const organiser = await list(asModerator);
    expect(organiser.hasTeam).toBe(false);
    expect(titlesOf(organiser)).toContain('Caterers only');
    expect(titlesOf(organiser)).not.toContain('Archived one');
    expect(organiser.groups[0]!.tasks[0]!.status).toBeNull();
    const loner = await list(asLoner);
    expect(loner).toMatchObject({ hasTeam: false, groups: [] });
    // By URL: a task the team cannot see answers like an unknown one.
    for (const id of [ids.onlyB, ids.archived, 'nope']) {
      const response = await asOwner.get(`/member/tasks/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Task not found');
    }
    expect((await asLoner.get(`/member/tasks/${ids.later}`)).statusCode).toBe(404);
    expect(
      (await asRival.put(`/member/tasks/${ids.upload}/progress`, { state: 'notApplicable' }))
        .statusCode,
    ).toBe(404);
    expect((await asModerator.get(`/member/tasks/${ids.onlyB}`)).statusCode).toBe(200);
    for (const organiser of [asModerator, asAdmin]) {
      const refused = await progress(organiser, ids.later, 'complete');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('You are not in a team of this event');
    }
    const admin = await list(asAdmin);
    expect(admin.hasTeam).toBe(false);
    expect(titlesOf(admin)).toContain('Caterers only');
    expect((await asAdmin.get(`/member/tasks/${ids.archived}`)).statusCode).toBe(404);
    // A member in no team changes nothing either.
    expect((await progress(asLoner, ids.later, 'complete')).statusCode).toBe(404);
    expect(await statusRow(ids.later)).toBeNull();
  });

  it('answers another event’s user like a stranger, and writes nothing', async () => {
    for (const response of [
      await asStranger.get('/member/tasks', event),
      await asStranger.get(`/member/tasks/${ids.later}`, event),
      await asStranger.put(`/member/tasks/${ids.later}/progress`, { state: 'complete' }, event),
      await asStranger.put(`/member/tasks/${ids.later}/assignees`, { userIds: [] }, event),
      await asStranger.post(`/member/tasks/${ids.disclaimer}/agree`, undefined, event),
      await asStranger.get('/member/task-summary', event),
    ])
      expect([401, 403, 404]).toContain(response.statusCode);
    // In their own event, the task is unknown.
    expect((await asStranger.get(`/member/tasks/${ids.later}`)).statusCode).toBe(404);
    expect(await statusRow(ids.later)).toBeNull();
  });

  it('marks tasks complete, n/a and incomplete by hand, with who and when; refuses bad input', async () => {
    const bad = await progress(asOwner, ids.later, 'done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid progress');
    expect((await asOwner.put(`/member/tasks/${ids.later}/progress`, {})).statusCode).toBe(400);
    expect(await statusRow(ids.later)).toBeNull();

    const done = await progress(asTeammate, ids.later, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    const body = done.json() as MemberTaskDetail;
    expect(body.task.label).toBe('complete');
    expect(body.task.status).toMatchObject({
      isComplete: true,
      isNotApplicable: false,
      updatedBy: { id: teammate.userId, name: 'Tom Mate' },
    });
    expect(body.task.status!.updatedAt).not.toBeNull();
    // The team shares it; the rival team does not see it as complete.
    expect((await detail(asOwner, ids.later)).task.label).toBe('complete');
    const rivalView = await detail(asRival, ids.later);
    expect(rivalView.task.label).toBe('pending');

    const na = await progress(asOwner, ids.overdue, 'notApplicable');
    expect(na.json().task).toMatchObject({ label: 'notApplicable' });
    const back = await progress(asOwner, ids.overdue, 'incomplete');
    expect(back.json().task.label).toBe('overdue');
    await progress(asOwner, ids.overdue, 'notApplicable');

    const listed = await list(asOwner);
    expect(listed.progress).toEqual({ done: 2, total: 8 });
    expect(listed.groups.find((g) => g.title === 'Build-up')!.progress).toEqual({
      done: 1,
      total: 2,
    });
  });

  it('keeps tasks that need approval waiting, and refuses a hand complete of self-completing types', async () => {
    const waiting = await progress(asOwner, ids.approval, 'complete');
    expect(waiting.json().task).toMatchObject({
      label: 'awaitingApproval',
      status: { isComplete: true, approvalStatus: 'pending' },
    });
    for (const [id, message] of [
      [ids.upload, 'This task completes itself when the team uploads a file'],
      [ids.form, 'This task completes itself when the team sends its form'],
      [ids.disclaimer, 'This task completes itself when the team agrees to the disclaimer'],
    ] as const) {
      const response = await progress(asOwner, id, 'complete');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect(await statusRow(id)).toBeNull();
    }
    // n/a is allowed for every type.
    expect((await progress(asOwner, ids.disclaimer, 'notApplicable')).statusCode).toBe(200);
    await progress(asOwner, ids.disclaimer, 'incomplete');
  });

  it('completes a disclaimer task by agreeing (only a disclaimer task)', async () => {
    const agreed = await asTeammate.post(`/member/tasks/${ids.disclaimer}/agree`);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().task).toMatchObject({
      label: 'complete',
      disclaimer: 'I agree to the terms.',
    });
    const wrong = await asOwner.post(`/member/tasks/${ids.later}/agree`);
    expect(wrong.statusCode).toBe(400);
  });

  it('assigns members of this team only', async () => {
    const set = await asOwner.put(`/member/tasks/${ids.soon}/assignees`, {
      userIds: [teammate.userId, owner.userId],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().task.status.assignedTo).toEqual([
      { id: owner.userId, name: 'Olive Owner' },
      { id: teammate.userId, name: 'Tom Mate' },
    ]);
    expect((await detail(asOwner, ids.soon)).teamMembers.map((m) => m.name)).toEqual([
      'Olive Owner',
      'Tom Mate',
    ]);
    for (const userIds of [[rival.userId], [stranger.userId]]) {
      const refused = await asOwner.put(`/member/tasks/${ids.soon}/assignees`, { userIds });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe('Assign members of this team only');
    }
    const malformed = await asOwner.put(`/member/tasks/${ids.soon}/assignees`, { userIds: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Invalid taskProgress data');
    expect((await statusRow(ids.soon))!.assignedTo.sort()).toEqual(
      [owner.userId, teammate.userId].sort(),
    );
    // The list carries the names too.
    const listed = await list(asOwner);
    const soon = listed.groups.flatMap((g) => g.tasks).find((item) => item.id === ids.soon)!;
    expect(soon.status!.assignedTo.map((p) => p.name)).toEqual(['Olive Owner', 'Tom Mate']);
  });

  it('completes an upload task with the first file and reopens it when the last goes; files for the team and organisers only', async () => {
    const refusedType = await uploadFile(owner, ids.later, {
      fileName: 'plan.pdf',
      data: pdfDocument,
    });
    expect(refusedType.statusCode).toBe(400);
    const exe = await uploadFile(owner, ids.upload, { fileName: 'plan.pdf', data: windowsExe });
    expect(exe.statusCode).toBe(415);
    expect(await statusRow(ids.upload)).toBeNull();
    expect(
      (await uploadFile(rival, ids.upload, { fileName: 'x.pdf', data: pdfDocument })).statusCode,
    ).toBe(404);

    const first = await uploadFile(owner, ids.upload, { fileName: 'plan.pdf', data: pdfDocument });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json() as MemberTaskDetail;
    expect(afterFirst.task.label).toBe('complete');
    expect(afterFirst.files).toHaveLength(1);
    const second = await uploadFile(teammate, ids.upload, {
      fileName: 'plan-2.pdf',
      data: pdfDocument,
    });
    const files = (second.json() as MemberTaskDetail).files;
    expect(files.map((f) => f.name)).toEqual(['plan.pdf', 'plan-2.pdf']);

    const read = async (user: User | null, url: string) =>
      t.app.inject({
        url,
        headers: {
          host: event.hostnames[0]!,
          ...(user ? { cookie: await t.login(event, user) } : {}),
        },
      });
    expect((await read(teammate, files[0]!.url)).statusCode).toBe(200);
    expect((await read(rival, files[0]!.url)).statusCode).toBe(404);
    expect((await read(null, files[0]!.url)).statusCode).not.toBe(200);
    expect((await read(moderatorUser, files[0]!.url)).statusCode).toBe(200);

    expect(
      (await asRival.delete(`/member/tasks/${ids.upload}/files/${files[0]!.id}`)).statusCode,
    ).toBe(404);
    expect((await asOwner.delete(`/member/tasks/${ids.upload}/files/nope`)).statusCode).toBe(404);
    const one = await asOwner.delete(`/member/tasks/${ids.upload}/files/${files[0]!.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().task.label).toBe('complete');
    expect((await read(teammate, files[0]!.url)).statusCode).toBe(404);
    const last = await asOwner.delete(`/member/tasks/${ids.upload}/files/${files[1]!.id}`);
    expect(last.json()).toMatchObject({ files: [], task: { label: 'dueSoon' } });
  });

  it('completes the team’s form tasks on a final submission and reopens them when it is deleted', async () => {
    const url = `/member/forms/${formId}/submissions`;
    const valid = { name: 'Acme', needsPower: 'No' };
    // A taskId must be a visible form task of the same form.
    for (const taskId of [ids.later, ids.onlyB, 'nope']) {
      const refused = await asOwner.post(url, { values: valid, isDraft: false, taskId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toContainEqual({
        path: 'taskId',
        message: expect.any(String),
      });
    }
    // A draft completes nothing.
    const draft = await asOwner.post(url, { values: valid, isDraft: true, taskId: ids.form });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftBody = draft.json().submission;
    expect(draftBody.taskId).toBe(ids.form);
    expect(await statusRow(ids.form)).toBeNull();
    // Sent later (the update path), it completes both form tasks of the form.
    const sent = await asOwner.put(`${url}/${draftBody.id}`, {
      values: valid,
      isDraft: false,
      expectedUpdatedAt: draftBody.updatedAt,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await detail(asOwner, ids.form)).task.label).toBe('complete');
    expect((await detail(asOwner, ids.form2)).task.label).toBe('awaitingApproval');
    expect((await statusRow(ids.form))!.submissionId).toBe(draftBody.id);
    // The rival team's view is untouched.
    expect((await detail(asRival, ids.form)).task.label).toBe('pending');

    // A second final submission, then deleting the newest: the tasks follow the older one.
    const again = await asOwner.post(url, { values: valid, isDraft: false });
    expect(again.statusCode).toBe(201);
    const againId = again.json().submission.id;
    expect((await statusRow(ids.form))!.submissionId).toBe(againId);
    expect((await asModerator.delete(`/forms/${formId}/submissions/${againId}`)).statusCode).toBe(
      204,
    );
    expect((await statusRow(ids.form))!).toMatchObject({
      isComplete: true,
      submissionId: draftBody.id,
    });
    // Deleting the last one makes them incomplete again.
    expect((await asAdmin.delete(`/forms/${formId}/submissions/${draftBody.id}`)).statusCode).toBe(
      204,
    );
    expect(await statusRow(ids.form)).toMatchObject({ isComplete: false, submissionId: null });
    expect((await detail(asOwner, ids.form2)).task.label).toBe('pending');

    // A direct final submission completes them too; the rival team's (no form2) only theirs.
    const direct = await asRival.post(url, { values: valid, isDraft: false });
    expect(direct.statusCode).toBe(201);
    expect((await statusRow(ids.form, rivalTeamId))!.isComplete).toBe(true);
    expect(await statusRow(ids.form2, rivalTeamId)).toBeNull();

    // An organiser sending a team's draft completes the team's tasks too (as the team sees them).
    const ownersDraft = (await asOwner.post(url, { values: valid, isDraft: true })).json()
      .submission;
    expect(await statusRow(ids.form)).toMatchObject({ isComplete: false });
    const sentByOrganiser = await asModerator.put(
      `/forms/${formId}/submissions/${ownersDraft.id}`,
      {
        values: valid,
        isDraft: false,
        expectedUpdatedAt: ownersDraft.updatedAt,
      },
    );
    expect(sentByOrganiser.statusCode, sentByOrganiser.body).toBe(200);
    expect(await statusRow(ids.form)).toMatchObject({
      isComplete: true,
      submissionId: ownersDraft.id,
    });
    expect((await detail(asOwner, ids.form2)).task.label).toBe('awaitingApproval');
  });

  it('filters the list and sums it up for the dashboard card', async () => {
    const only = async (filter: string) => titlesOf(await list(asOwner, `?filter=${filter}`));
    expect(await only('notApplicable')).toEqual(['Overdue one']);
    expect(await only('complete')).toEqual(
      expect.arrayContaining(['Later one', 'Approved thing', 'Terms']),
    );
    expect(await only('dueSoon')).toEqual(['Soon one', 'Upload plan']);
    expect(await only('overdue')).toEqual([]);
    expect((await asOwner.get('/member/tasks?filter=soon')).statusCode).toBe(400);
    const filtered = await list(asOwner, '?filter=dueSoon');
    // Progress counts every visible task, whatever the filter.
    expect(filtered.progress.total).toBe(8);

    await progress(asOwner, ids.overdue, 'incomplete');
    const card = await asOwner.get('/member/task-summary');
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      hasTeam: true,
      counts: { overdue: 1, dueSoon: 2 },
      overdue: [{ title: 'Overdue one', label: 'overdue' }],
    });
    expect((await asLoner.get('/member/task-summary')).json()).toMatchObject({
      hasTeam: false,
      overdue: [],
      dueSoon: [],
    });
  });

  it('serves the list and card from a cache that a write to the team’s progress, a name or the tasks ends', async () => {
    const find = (body: MemberTaskList, title: string) =>
      body.groups.flatMap((group) => group.tasks).find((item) => item.title === title);
    const set = await asOwner.put(`/member/tasks/${ids.soon}/assignees`, {
      userIds: [teammate.userId],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(find(await list(asOwner), 'Soon one')?.status?.assignedTo).toEqual([
      { id: teammate.userId, name: 'Tom Mate' },
    ]);
    const card = async () => (await asOwner.get('/member/task-summary')).json();
    const soonCount = (await card()).counts.dueSoon as number;

    // Writes that bypass the services still reach the next read (the database bumps versions).
    const soon = and(
      eq(taskStatuses.eventId, event.id),
      eq(taskStatuses.taskId, ids.soon),
      eq(taskStatuses.teamId, teamId),
    );
    await t.deps.db.update(taskStatuses).set({ isNotApplicable: true }).where(soon);
    expect(find(await list(asOwner), 'Soon one')?.label).toBe('notApplicable');
    expect((await card()).counts.dueSoon).toBe(soonCount - 1);
    await t.deps.db.update(taskStatuses).set({ isNotApplicable: false }).where(soon);
    expect(find(await list(asOwner), 'Soon one')?.label).toBe('dueSoon');

    // Another team's progress leaves this team's version alone.
    const before = await taskListVersions(t.deps.db, event.id, teamId);
    expect((await progress(asRival, ids.later, 'notApplicable')).statusCode).toBe(200);
    expect(await taskListVersions(t.deps.db, event.id, teamId)).toEqual(before);
    expect(await taskListVersions(t.deps.db, event.id, rivalTeamId)).not.toEqual(
      await taskListVersions(t.deps.db, otherEvent.id, rivalTeamId),
    );

    // A renamed assignee, and a task archived behind the services' back.
    await t.deps.db
      .update(members)
      .set({ firstName: 'Tomas' })
      .where(and(eq(members.eventId, event.id), eq(members.userId, teammate.userId)));
    expect(find(await list(asOwner), 'Soon one')?.status?.assignedTo).toEqual([
      { id: teammate.userId, name: 'Tomas Mate' },
    ]);
    await t.deps.db
      .update(tasks)
      .set({ isArchived: true })
      .where(and(eq(tasks.eventId, event.id), eq(tasks.id, ids.soon)));
    expect(find(await list(asOwner), 'Soon one')).toBeUndefined();
    expect((await card()).counts.dueSoon).toBe(soonCount - 1);
  });
});
