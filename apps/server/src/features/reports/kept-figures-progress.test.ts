import type { TaskReport } from '@showdesk/domain/tasks/task-report';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../../test/support/caller.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { dayFrom } from '../../../test/support/days.ts';
import { guestFormsAt } from '../../../test/support/guest-forms.ts';
import { keptFiguresRig } from '../../../test/support/kept-figures.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { pdfDocument } from '../../../test/support/sample-files.ts';
import { issueGuestToken } from '../forms/guest/token.ts';

/**
 * The reports read figures the writers keep in their own transactions (migration 0030). After
 * every kind of write, done through the API, the kept figures must equal a full count: the scan
 * of every team × task × status (and of every submission) the reports read before, and the
 * recount from scratch (the rig's checks).
 */
describe.each(testDatabases)('kept report figures after progress and submissions on %s', (kind) => {
  const rig = keptFiguresRig(kind);
  const { ok, addTask, addTeam, newOwner, expectKeptEqualsRecount, expectTaskReportsAgree } = rig;

  it('follow members’ and organisers’ progress: complete, n/a, waiting, approved, sent back, agreed, uploaded', async () => {
    const { t, event, asAdmin, typeA, teams } = rig;
    const [first, second, caterer] = teams as [
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
    ];
    const plain = await addTask({ title: 'Upload insurance', dueDate: dayFrom(-2) });
    const approval = await addTask({ title: 'Risk assessment', isApprovalNeeded: true });
    const disclaimer = await addTask({
      title: 'Site rules',
      type: 'disclaimer',
      disclaimer: 'I agree.',
      dueDate: dayFrom(3),
    });
    const upload = await addTask({ title: 'Stand plan', type: 'upload' });
    const onlyStands = await addTask({ title: 'Stands only', teamTypeIds: [typeA] });
    await expectKeptEqualsRecount('tasks added');

    type Team = (typeof teams)[0];
    const memberMarks = (team: Team, taskId: string, state: string) => () =>
      ok(team.as.put(`/member/tasks/${taskId}/progress`, { state }));
    const organiserMarks = (taskId: string, team: Team, state: string) => () =>
      ok(asAdmin.put(`/tasks/${taskId}/teams/${team.id}/progress`, { state }), 204);
    const organiserDecides = (taskId: string, team: Team, body: Record<string, unknown>) => () =>
      ok(asAdmin.post(`/tasks/${taskId}/teams/${team.id}/approval`, body), 204);
    const steps: [string, () => Promise<unknown>][] = [
      ['member completes', memberMarks(first, plain, 'complete')],
      ['member marks n/a', memberMarks(second, plain, 'notApplicable')],
      ['member reopens', memberMarks(first, plain, 'incomplete')],
      ['member completes again', memberMarks(first, plain, 'complete')],
      ['member asks approval', memberMarks(first, approval, 'complete')],
      ['another asks approval', memberMarks(caterer, approval, 'complete')],
      ['organiser approves', organiserDecides(approval, first, { decision: 'approve' })],
      [
        'organiser sends back',
        organiserDecides(approval, caterer, { decision: 'return', note: 'Sign it' }),
      ],
      ['organiser completes', organiserMarks(approval, second, 'complete')],
      ['organiser marks n/a', organiserMarks(onlyStands, first, 'notApplicable')],
      ['organiser reopens', organiserMarks(approval, second, 'incomplete')],
      ['member agrees', () => ok(second.as.post(`/member/tasks/${disclaimer}/agree`))],
      [
        'member uploads',
        async () => {
          const body = multipart({}, { fileName: 'plan.pdf', data: pdfDocument });
          const response = await t.app.inject({
            method: 'POST',
            url: `/api/v1/events/${event.id}/member/tasks/${upload}/files`,
            headers: {
              host: event.hostnames[0]!,
              cookie: await t.login(event, first.owner),
              ...body.headers,
            },
            payload: body.payload,
          });
          expect(response.statusCode, response.body).toBe(200);
          const fileId = response.json().files[0].id as string;
          await expectKeptEqualsRecount('member uploads');
          await ok(first.as.delete(`/member/tasks/${upload}/files/${fileId}`));
        },
      ],
      [
        'member assigns (nothing counted moves)',
        () =>
          ok(first.as.put(`/member/tasks/${plain}/assignees`, { userIds: [first.owner.userId] })),
      ],
    ];
    for (const [step, write] of steps) {
      await write().catch((error: Error) => {
        throw new Error(`${step}: ${error.message}`);
      });
      await expectKeptEqualsRecount(step);
    }
    await expectTaskReportsAgree('after progress');
    // What the reports read: the plain task's counts (two teams done one way or another).
    const report = (await ok(asAdmin.get(`/tasks/${plain}/report?pageSize=1`))) as TaskReport;
    expect(report.summary).toMatchObject({ complete: 1, notApplicable: 1, overdue: 2 });
  });

  it('follow submissions: form tasks completed and reopened, drafts sent, deletes, guests, organiser teams', async () => {
    const { t, event, asAdmin, formId, teams } = rig;
    const [first, second] = teams as [(typeof teams)[0], (typeof teams)[0]];
    const formTask = await addTask({ title: 'Send power form', type: 'form', formId });
    const formTaskApproval = await addTask({
      title: 'Power form approved',
      type: 'form',
      formId,
      isApprovalNeeded: true,
    });
    const url = `/member/forms/${formId}/submissions`;
    const values = { name: 'Acme', needsPower: 'No' };
    /** The organiser saves submission `id` as sent or as a draft, over its `expectedUpdatedAt`. */
    const organiserSaves = (id: string, isDraft: boolean, expectedUpdatedAt: string) =>
      ok(asAdmin.put(`/forms/${formId}/submissions/${id}`, { values, isDraft, expectedUpdatedAt }));
    const draft = (await ok(first.as.post(url, { values, isDraft: true, taskId: formTask }), 201))
      .submission;
    await expectKeptEqualsRecount('draft');
    await ok(
      first.as.put(`${url}/${draft.id}`, {
        values,
        isDraft: false,
        expectedUpdatedAt: draft.updatedAt,
      }),
    );
    await expectKeptEqualsRecount('draft sent');
    const again = (await ok(first.as.post(url, { values, isDraft: false }), 201)).submission;
    await expectKeptEqualsRecount('second final submission');
    await ok(asAdmin.delete(`/forms/${formId}/submissions/${again.id}`), 204);
    await expectKeptEqualsRecount('newest deleted');
    await ok(asAdmin.delete(`/forms/${formId}/submissions/${draft.id}`), 204);
    await expectKeptEqualsRecount('last deleted');
    const secondDraft = (await ok(second.as.post(url, { values, isDraft: true }), 201)).submission;
    await organiserSaves(secondDraft.id, false, secondDraft.updatedAt);
    await expectKeptEqualsRecount('draft sent by an organiser');
    const sent = (await ok(asAdmin.get(`/forms/${formId}/submissions/${secondDraft.id}`))) as {
      updatedAt: string;
    };
    await organiserSaves(secondDraft.id, true, sent.updatedAt);
    await expectKeptEqualsRecount('made a draft again by an organiser');

    // A guest's submission: started (a draft), then sent.
    const guest = guestFormsAt(t, event, '203.0.113.9');
    const started = await ok(guest.call('POST', `${formId}/start`));
    const token = await issueGuestToken(
      t.deps.db,
      { eventId: event.id, formId, submissionId: started.submissionId },
      Date.now() - 60_000,
    );
    await ok(
      guest.call('POST', `${formId}/submissions`, {
        submissionId: started.submissionId,
        token,
        values,
        website: '',
      }),
      201,
    );
    await expectKeptEqualsRecount('guest sent');

    // An organiser team's submissions are kept but left out of the reports.
    const { owner, body } = await newOwner();
    const office = await addTeam({ name: 'Team office', ...body, isOrganiser: true });
    const asOffice = await callerFor(t, event, owner);
    await ok(asOffice.post(url, { values, isDraft: false }), 201);
    await expectKeptEqualsRecount('organiser team submits');
    await ok(asAdmin.patch(`/teams/${office}`, { isOrganiser: false }));
    await expectKeptEqualsRecount('organiser team made an exhibitor');
    await ok(asAdmin.delete(`/tasks/${formTaskApproval}`), 204);
    await expectKeptEqualsRecount('form task deleted');
    await expectTaskReportsAgree('after submissions');
  });
});
