import type { TaskReport } from '@showdesk/domain/tasks/task-report';
import type { TeamImport } from '@showdesk/domain/team-import';
import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../db/schema/forms.ts';
import {
  submissionDays,
  submissionFigures,
  taskCompletionDays,
  taskFigures,
} from '../../db/schema/reports.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { type Caller, callerFor } from '../../test/caller.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { pdfDocument } from '../../test/sample-files.ts';
import type { EventRow } from '../events/queries.ts';
import { issueGuestToken } from '../guest-forms/token.ts';
import { insertSimpleForm } from '../submissions/test-forms.ts';
import { keptStatusCounts } from '../tasks/figures.ts';
import { reportToday, type StatusCounts, taskStatusCounts } from '../tasks/report.ts';
import { keptSubmissionCounts, organiserTeamIds, submissionCounts } from './queries.ts';
import { recountAllReportFigures, recountReportFigures } from './recount.ts';

type User = { userId: string; email: string; password: string };

const dayFrom = (days: number) => reportToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** A seeded generator (mulberry32): the random sequence is the same on every run. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const byKey = (a: object, b: object) =>
  JSON.stringify(Object.values(a)).localeCompare(JSON.stringify(Object.values(b)));
const sortedCounts = (counts: StatusCounts) => ({
  pairs: [...counts.pairs].sort(byKey),
  completions: [...counts.completions].sort(byKey),
});

/**
 * The reports read figures the writers keep in their own transactions (migration 0030). After
 * every kind of write, done through the API, the kept figures must equal a full count: the scan
 * of every team × task × status (and of every submission) the reports read before, and the
 * recount from scratch.
 */
describe.each(testDatabases)('kept report figures on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let otherEvent: EventRow;
  let asAdmin: Caller;
  let adminUser: User;
  let typeA: string;
  let typeB: string;
  let formId: string;
  /** Exhibitor teams made in beforeAll, each with its owner's caller. */
  const teams: { id: string; owner: User; as: Caller }[] = [];

  const ok = async (response: Promise<{ statusCode: number; body: string }>, status = 200) => {
    const done = await response;
    expect(done.statusCode, done.body).toBe(status);
    return JSON.parse(done.body || 'null');
  };
  const addTask = async (body: Record<string, unknown>) =>
    (await ok(asAdmin.post('/tasks', body), 201)).id as string;
  const addTeam = async (body: Record<string, unknown>) =>
    (await ok(asAdmin.post('/teams', body), 201)).id as string;
  const newOwner = async () => {
    const owner = await t.buildUser(event.id);
    return { owner, body: { ownerEmail: owner.email } };
  };

  const keptRows = async (eventId: string) => {
    const db = t.deps.db;
    const nonZero = <C>(column: C) => sql`${column} <> 0`;
    return {
      tasks: await db
        .select()
        .from(taskFigures)
        .where(and(eq(taskFigures.eventId, eventId), nonZero(taskFigures.count)))
        .orderBy(asc(taskFigures.taskId), asc(taskFigures.teamTypeId), asc(taskFigures.state)),
      days: await db
        .select()
        .from(taskCompletionDays)
        .where(and(eq(taskCompletionDays.eventId, eventId), nonZero(taskCompletionDays.count)))
        .orderBy(asc(taskCompletionDays.taskId), asc(taskCompletionDays.day)),
      submissions: await db
        .select()
        .from(submissionFigures)
        .where(and(eq(submissionFigures.eventId, eventId), nonZero(submissionFigures.count)))
        .orderBy(asc(submissionFigures.formId), asc(submissionFigures.teamId)),
      submissionDays: await db
        .select()
        .from(submissionDays)
        .where(and(eq(submissionDays.eventId, eventId), nonZero(submissionDays.count)))
        .orderBy(asc(submissionDays.formId), asc(submissionDays.day)),
    };
  };

  /**
   * The kept figures equal the scans (every task, archived too, and the unarchived ones; every
   * form) and a recount from scratch changes nothing.
   */
  async function expectKeptEqualsRecount(step: string) {
    const db = t.deps.db;
    const taskIds = (
      await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.eventId, event.id))
    ).map((row) => row.id);
    for (const scopeTasks of [taskIds, null]) {
      const scope = {
        eventId: event.id,
        taskIds: scopeTasks,
        teamIds: null,
        today: reportToday(),
        dueSoonDays: 7,
      };
      const scanned = sortedCounts(await taskStatusCounts(db, scope));
      expect(sortedCounts(await keptStatusCounts(db, scope)), step).toEqual(scanned);
    }
    const formIds = (
      await db.select({ id: forms.id }).from(forms).where(eq(forms.eventId, event.id))
    ).map((row) => row.id);
    const submissionScope = {
      eventId: event.id,
      formIds,
      teamIds: null,
      organiserIds: await organiserTeamIds(db, event.id),
    };
    const plain = (counts: Awaited<ReturnType<typeof submissionCounts>>) => ({
      ...counts,
      perForm: Object.fromEntries(counts.perForm),
    });
    expect(plain(await keptSubmissionCounts(db, submissionScope)), step).toEqual(
      plain(await submissionCounts(db, submissionScope)),
    );
    const kept = await keptRows(event.id);
    await db.transaction((tx) => recountReportFigures(tx, event.id));
    expect(await keptRows(event.id), step).toEqual(kept);
  }

  /**
   * Each task report's counts and pages read over every team (kept figures, the page's teams
   * picked by name) equal the same report over a search that matches every team (a count of
   * the matching rows), whatever the page, order and filters.
   */
  async function expectTaskReportsAgree(step: string) {
    const ids = (await ok(asAdmin.get('/tasks?pageSize=100&filter=isArchived:false'))).items.map(
      (task: { id: string }) => task.id,
    );
    const views = [
      'pageSize=25',
      `pageSize=25&filter=teamTypeId:${typeA}`,
      'pageSize=2&page=2&sort=-teamName',
      'pageSize=2&page=1&sort=-updatedAt',
      'pageSize=3&filter=status:complete',
      'pageSize=25&page=9',
    ];
    for (const id of ids) {
      for (const view of views) {
        const kept = (await ok(asAdmin.get(`/tasks/${id}/report?${view}`))) as TaskReport;
        const scanned = (await ok(asAdmin.get(`/tasks/${id}/report?${view}&q=team`))) as TaskReport;
        expect(kept, `${step}: task ${id}, ${view}`).toEqual(scanned);
      }
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    adminUser = await t.buildUser(event.id, { permissions: 'admin' });
    asAdmin = await callerFor(t, event, adminUser);
    typeA = (await ok(asAdmin.post('/team-types', { name: 'Stands' }), 201)).id;
    typeB = (await ok(asAdmin.post('/team-types', { name: 'Caterers' }), 201)).id;
    for (const [i, teamTypeId] of [typeA, typeA, typeB, null].entries()) {
      const { owner, body } = await newOwner();
      const id = await addTeam({ name: `Team ${i}`, ...body, teamTypeId });
      teams.push({ id, owner, as: await callerFor(t, event, owner) });
    }
    formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Power order', isPublic: true });
    // Another event's figures must never move with this one's writes.
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    const asStranger = await callerFor(t, otherEvent, stranger);
    await ok(asStranger.post('/tasks', { title: 'Elsewhere' }), 201);
    await t.buildTeam(otherEvent.id, stranger.userId);
  }, 120_000);
  afterAll(() => t.close());

  it('follow members’ and organisers’ progress: complete, n/a, waiting, approved, sent back, agreed, uploaded', async () => {
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

    const steps: [string, () => Promise<unknown>][] = [
      [
        'member completes',
        () => ok(first.as.put(`/member/tasks/${plain}/progress`, { state: 'complete' })),
      ],
      [
        'member marks n/a',
        () => ok(second.as.put(`/member/tasks/${plain}/progress`, { state: 'notApplicable' })),
      ],
      [
        'member reopens',
        () => ok(first.as.put(`/member/tasks/${plain}/progress`, { state: 'incomplete' })),
      ],
      [
        'member completes again',
        () => ok(first.as.put(`/member/tasks/${plain}/progress`, { state: 'complete' })),
      ],
      [
        'member asks approval',
        () => ok(first.as.put(`/member/tasks/${approval}/progress`, { state: 'complete' })),
      ],
      [
        'another asks approval',
        () => ok(caterer.as.put(`/member/tasks/${approval}/progress`, { state: 'complete' })),
      ],
      [
        'organiser approves',
        () =>
          ok(
            asAdmin.post(`/tasks/${approval}/teams/${first.id}/approval`, { decision: 'approve' }),
            204,
          ),
      ],
      [
        'organiser sends back',
        () =>
          ok(
            asAdmin.post(`/tasks/${approval}/teams/${caterer.id}/approval`, {
              decision: 'return',
              note: 'Sign it',
            }),
            204,
          ),
      ],
      [
        'organiser completes',
        () =>
          ok(
            asAdmin.put(`/tasks/${approval}/teams/${second.id}/progress`, { state: 'complete' }),
            204,
          ),
      ],
      [
        'organiser marks n/a',
        () =>
          ok(
            asAdmin.put(`/tasks/${onlyStands}/teams/${first.id}/progress`, {
              state: 'notApplicable',
            }),
            204,
          ),
      ],
      [
        'organiser reopens',
        () =>
          ok(
            asAdmin.put(`/tasks/${approval}/teams/${second.id}/progress`, { state: 'incomplete' }),
            204,
          ),
      ],
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
    await ok(
      asAdmin.put(`/forms/${formId}/submissions/${secondDraft.id}`, {
        values,
        isDraft: false,
        expectedUpdatedAt: secondDraft.updatedAt,
      }),
    );
    await expectKeptEqualsRecount('draft sent by an organiser');
    const sent = (await ok(asAdmin.get(`/forms/${formId}/submissions/${secondDraft.id}`))) as {
      updatedAt: string;
    };
    await ok(
      asAdmin.put(`/forms/${formId}/submissions/${secondDraft.id}`, {
        values,
        isDraft: true,
        expectedUpdatedAt: sent.updatedAt,
      }),
    );
    await expectKeptEqualsRecount('made a draft again by an organiser');

    // A guest's submission: started (a draft), then sent.
    const guestCall = (path: string, payload?: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/guest/forms/${formId}${path}`,
        headers: { host: event.hostnames[0]! },
        remoteAddress: '203.0.113.9',
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const started = await ok(guestCall('/start'));
    const token = await issueGuestToken(
      t.deps.db,
      { eventId: event.id, formId, submissionId: started.submissionId },
      Date.now() - 60_000,
    );
    await ok(
      guestCall('/submissions', { submissionId: started.submissionId, token, values, website: '' }),
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

  it('follow team writes: added, typed, made organisers, stand shares, deleted, team types, imported', async () => {
    await addTask({ title: 'Caterers only', teamTypeIds: [typeB], showToChildTeams: true });
    await addTask({ title: 'Everyone, children too', showToChildTeams: true });
    const [first] = teams as [(typeof teams)[0]];
    await ok(
      first.as.put(`/member/tasks/${await addTask({ title: 'Done early' })}/progress`, {
        state: 'complete',
      }),
    );

    const { body } = await newOwner();
    const added = await addTeam({ name: 'Team added', ...body, teamTypeId: typeB });
    await expectKeptEqualsRecount('team added');
    await ok(asAdmin.patch(`/teams/${added}`, { teamTypeId: typeA }));
    await expectKeptEqualsRecount('team type changed');
    await ok(asAdmin.patch(`/teams/${first.id}`, { teamTypeId: null }));
    await expectKeptEqualsRecount('type taken off a team with progress');
    await ok(asAdmin.patch(`/teams/${first.id}`, { isOrganiser: true }));
    await expectKeptEqualsRecount('made an organiser team');
    await ok(asAdmin.patch(`/teams/${first.id}`, { isOrganiser: false, teamTypeId: typeA }));
    await expectKeptEqualsRecount('made an exhibitor again');
    const share = await newOwner();
    const child = (
      await ok(
        asAdmin.post(`/teams/${added}/stand-shares`, { name: 'Team share', ...share.body }),
        201,
      )
    ).id as string;
    await expectKeptEqualsRecount('stand share added (the parent becomes a parent)');
    await ok(asAdmin.delete(`/teams/${child}`), 204);
    await expectKeptEqualsRecount('stand share deleted');
    const [, , caterer, untyped] = teams as [
      unknown,
      unknown,
      (typeof teams)[0],
      (typeof teams)[0],
    ];
    await ok(asAdmin.patch(`/team-types/${typeB}`, { teamIds: [caterer.id, untyped.id] }));
    await expectKeptEqualsRecount('team type given its teams');
    await ok(asAdmin.patch(`/team-types/${typeB}`, { teamIds: [caterer.id] }));
    await expectKeptEqualsRecount('team taken out of a team type');
    const doomed = (await ok(asAdmin.post('/team-types', { name: 'Doomed', teamIds: [] }), 201)).id;
    await ok(asAdmin.patch(`/teams/${added}`, { teamTypeId: doomed }));
    await addTask({ title: 'Doomed only', teamTypeIds: [doomed] });
    await expectKeptEqualsRecount('team in a new type');
    await ok(asAdmin.delete(`/team-types/${doomed}`), 204);
    await expectKeptEqualsRecount('team type deleted');
    await ok(asAdmin.delete(`/teams/${added}`), 204);
    await expectKeptEqualsRecount('team deleted');

    // The team import: new teams with types and an organiser flag, then a re-run that updates.
    const upload = async (csv: string) => {
      const file = multipart({}, { fileName: 'teams.csv', data: Buffer.from(csv) });
      return ok(
        t.app.inject({
          method: 'POST',
          url: `/api/v1/events/${event.id}/team-imports`,
          headers: {
            host: event.hostnames[0]!,
            cookie: await t.login(event, adminUser),
            ...file.headers,
          },
          payload: file.payload,
        }),
        201,
      );
    };
    const runImport = async (csv: string) => {
      const created = (await upload(csv)) as TeamImport;
      const mapping = {
        name: 0,
        ownerEmail: 1,
        ownerFirstName: 2,
        ownerSurname: 3,
        teamType: 4,
        isOrganiser: 5,
      };
      await ok(asAdmin.post(`/team-imports/${created.id}/check`, { mapping }));
      await ok(asAdmin.post(`/team-imports/${created.id}/run`), 202);
      for (let i = 0; i < 200; i++) {
        const state = (await ok(asAdmin.get(`/team-imports/${created.id}`))) as TeamImport;
        if (state.status === 'finished') return state;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the import did not finish');
    };
    const rows = (types: string[]) =>
      ['Team,Email,First,Surname,Type,Organiser']
        .concat(
          types.map(
            (type, i) =>
              `Team import ${i},imp${i}@example.com,Ima,Port,${type},${i === 2 ? 'yes' : 'no'}`,
          ),
        )
        .join('\n');
    expect((await runImport(rows(['Stands', 'Caterers', 'Stands', '']))).counts).toMatchObject({
      imported: 4,
    });
    await expectKeptEqualsRecount('teams imported');
    expect((await runImport(rows(['Caterers', 'Stands', '', 'Stands']))).counts).toMatchObject({
      updated: 4,
    });
    await expectKeptEqualsRecount('teams updated by an import');
    await expectTaskReportsAgree('after team writes');
  });

  it('follow task writes: added, team types, child teams, approval rule, due date, archived, deleted', async () => {
    const [first, second, caterer] = teams as [
      (typeof teams)[0],
      (typeof teams)[0],
      (typeof teams)[0],
    ];
    const task = await addTask({ title: 'Changing task', dueDate: dayFrom(1) });
    await ok(first.as.put(`/member/tasks/${task}/progress`, { state: 'complete' }));
    await ok(caterer.as.put(`/member/tasks/${task}/progress`, { state: 'complete' }));
    await ok(second.as.put(`/member/tasks/${task}/progress`, { state: 'notApplicable' }));
    await expectKeptEqualsRecount('progress on the task');
    const edits: [string, Record<string, unknown>][] = [
      ['limited to a team type', { teamTypeIds: [typeA] }],
      ['limited to another', { teamTypeIds: [typeB] }],
      ['open to child teams', { teamTypeIds: [], showToChildTeams: true }],
      ['needs approval (completions wait)', { isApprovalNeeded: true }],
      ['needs no approval', { isApprovalNeeded: false }],
      ['due later (time statuses only)', { dueDate: dayFrom(30) }],
      ['archived', { isArchived: true }],
      ['unarchived', { isArchived: false }],
    ];
    for (const [step, patch] of edits) {
      await ok(asAdmin.patch(`/tasks/${task}`, patch));
      await expectKeptEqualsRecount(step);
    }
    // An approval task with a pending request stops needing approval: the request counts done.
    const approval = await addTask({ title: 'Approve me', isApprovalNeeded: true });
    await ok(first.as.put(`/member/tasks/${approval}/progress`, { state: 'complete' }));
    await ok(asAdmin.patch(`/tasks/${approval}`, { isApprovalNeeded: false }));
    await expectKeptEqualsRecount('pending request no longer waits');
    await ok(asAdmin.post('/tasks/archive', { ids: [task, approval], isArchived: true }));
    await expectKeptEqualsRecount('archived in bulk');
    await ok(asAdmin.delete(`/tasks/${task}`), 204);
    await expectKeptEqualsRecount('deleted');
    await expectTaskReportsAgree('after task writes');
  });

  it('equal a full recount after a seeded random sequence of writes', async () => {
    const random = randomFrom(27_2026);
    const types = [typeA, typeB, null];
    const taskIds: string[] = [];
    for (let i = 0; i < 4; i++) taskIds.push(await addTask({ title: `Random ${i}` }));
    const states = ['complete', 'notApplicable', 'incomplete'] as const;
    const writes: [string, () => Promise<unknown>][] = [
      [
        'member progress',
        () =>
          random.pick(teams).as.put(`/member/tasks/${random.pick(taskIds)}/progress`, {
            state: random.pick(states),
          }),
      ],
      [
        'organiser progress',
        () =>
          asAdmin.put(`/tasks/${random.pick(taskIds)}/teams/${random.pick(teams).id}/progress`, {
            state: random.pick(states),
          }),
      ],
      [
        'approval',
        () =>
          asAdmin.post(`/tasks/${random.pick(taskIds)}/teams/${random.pick(teams).id}/approval`, {
            decision: random.pick(['approve', 'return']),
          }),
      ],
      [
        'team type',
        () => asAdmin.patch(`/teams/${random.pick(teams).id}`, { teamTypeId: random.pick(types) }),
      ],
      [
        'organiser flag',
        () =>
          asAdmin.patch(`/teams/${random.pick(teams).id}`, { isOrganiser: random.int(4) === 0 }),
      ],
      [
        'task rules',
        () =>
          asAdmin.patch(`/tasks/${random.pick(taskIds)}`, {
            teamTypeIds: random.int(2) === 0 ? [] : [random.pick([typeA, typeB])],
            showToChildTeams: random.int(2) === 0,
            isApprovalNeeded: random.int(2) === 0,
          }),
      ],
      [
        'archive',
        () =>
          asAdmin.post('/tasks/archive', {
            ids: [random.pick(taskIds)],
            isArchived: random.int(2) === 0,
          }),
      ],
      [
        'task added',
        async () =>
          taskIds.push(
            await addTask({ title: 'Added', teamTypeIds: random.int(2) ? [] : [typeB] }),
          ),
      ],
      [
        'task deleted',
        async () => {
          if (taskIds.length > 2)
            await asAdmin.delete(`/tasks/${taskIds.splice(random.int(taskIds.length), 1)[0]}`);
        },
      ],
      [
        'submission',
        () =>
          random.pick(teams).as.post(`/member/forms/${formId}/submissions`, {
            values: { name: 'Random', needsPower: 'No' },
            isDraft: random.int(3) === 0,
          }),
      ],
    ];
    let accepted = 0;
    for (let step = 0; step < 40; step++) {
      const [name, write] = random.pick(writes);
      const response = (await write()) as { statusCode?: number; body?: string } | undefined;
      // A write may be refused (a task the team does not see, nothing to approve): no 500s.
      const status =
        response && typeof response === 'object' && 'statusCode' in response
          ? response.statusCode!
          : 200;
      expect(status, response?.body).toBeLessThan(500);
      if (status < 300) accepted++;
      await expectKeptEqualsRecount(`step ${step}: ${name}`);
    }
    // The sequence did write: most steps were accepted.
    expect(accepted).toBeGreaterThanOrEqual(25);
    // Every team back to an exhibitor for the tests after this one.
    for (const team of teams) await ok(asAdmin.patch(`/teams/${team.id}`, { isOrganiser: false }));
  });

  it('stay exact under concurrent writes (progress, team types and task rules at once)', async () => {
    const taskIds: string[] = [];
    for (let i = 0; i < 3; i++) taskIds.push(await addTask({ title: `Busy ${i}` }));
    const writes = teams.flatMap((team, i) =>
      taskIds.flatMap((taskId, j) => [
        team.as.put(`/member/tasks/${taskId}/progress`, {
          state: (i + j) % 2 ? 'complete' : 'notApplicable',
        }),
        asAdmin.put(`/tasks/${taskId}/teams/${team.id}/progress`, {
          state: (i + j) % 3 ? 'complete' : 'incomplete',
        }),
      ]),
    );
    const results = await Promise.all([
      ...writes,
      asAdmin.patch(`/teams/${teams[0]!.id}`, { teamTypeId: typeB }),
      asAdmin.patch(`/tasks/${taskIds[0]}`, { teamTypeIds: [typeA] }),
      asAdmin.patch(`/tasks/${taskIds[1]}`, { isApprovalNeeded: true }),
      asAdmin.patch(`/teams/${teams[2]!.id}`, { teamTypeId: typeA }),
    ]);
    for (const response of results) expect(response.statusCode, response.body).toBeLessThan(500);
    await expectKeptEqualsRecount('after concurrent writes');
  });

  it('are rebuilt by the recount when damaged; another event’s stay as they were', async () => {
    const otherBefore = await keptRows(otherEvent.id);
    expect(otherBefore.tasks.length).toBeGreaterThan(0);
    const before = await keptRows(event.id);
    await t.deps.db
      .update(taskFigures)
      .set({ count: 999 })
      .where(eq(taskFigures.eventId, event.id));
    await t.deps.db.delete(submissionFigures).where(eq(submissionFigures.eventId, event.id));
    expect(await keptRows(event.id)).not.toEqual(before);
    expect(await recountAllReportFigures(t.deps.db)).toBeGreaterThanOrEqual(2);
    expect(await keptRows(event.id)).toEqual(before);
    expect(await keptRows(otherEvent.id)).toEqual(otherBefore);
  });
});

/**
 * The figures lock on PostgreSQL, with two connections whose transactions are interleaved on
 * purpose: a team's type changed while a status write is open, and a status written while a
 * team's type change is open, must both leave figures equal to a recount; so must two status
 * writes moving the same counters at once.
 */
describe.skipIf(!testDatabases.includes('postgres'))(
  'kept task figures under interleaved transactions on postgres',
  () => {
    let t: TestApp;
    let event: EventRow;
    let taskId: string;
    let teamIds: string[];
    let typeA: string;
    let typeB: string;
    let one: pg.Client;
    let two: pg.Client;

    const kept = async () =>
      t.deps.db
        .select()
        .from(taskFigures)
        .where(and(eq(taskFigures.eventId, event.id), sql`${taskFigures.count} <> 0`))
        .orderBy(asc(taskFigures.taskId), asc(taskFigures.teamTypeId), asc(taskFigures.state));
    const expectRecounted = async (step: string) => {
      const before = await kept();
      await t.deps.db.transaction((tx) => recountReportFigures(tx, event.id));
      expect(await kept(), step).toEqual(before);
    };
    /** Resolves once `client`'s backend waits for a lock (its statement is blocked). */
    const blocked = async (client: pg.Client) => {
      const pid = (client as unknown as { processID: number }).processID;
      for (let i = 0; i < 100; i++) {
        const { rows } = (await t.deps.db.execute(
          sql`select 1 from pg_stat_activity where pid = ${pid} and wait_event_type = 'Lock'`,
        )) as unknown as { rows: unknown[] };
        if (rows.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the statement was not blocked');
    };
    const status = (client: pg.Client, teamId: string, isComplete: boolean) =>
      client.query(
        `insert into task_statuses (event_id, task_id, team_id, is_complete) values ($1, $2, $3, $4)
       on conflict (event_id, task_id, team_id) do update set is_complete = excluded.is_complete`,
        [event.id, taskId, teamId, isComplete],
      );
    const setType = (client: pg.Client, teamId: string, typeId: string) =>
      client.query('update teams set team_type_id = $3 where event_id = $1 and id = $2', [
        event.id,
        teamId,
        typeId,
      ]);

    beforeAll(async () => {
      t = await createTestApp('postgres');
      event = await t.buildEvent();
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const asAdmin = await callerFor(t, event, admin);
      typeA = (await asAdmin.post('/team-types', { name: 'Stands' })).json().id;
      typeB = (await asAdmin.post('/team-types', { name: 'Caterers' })).json().id;
      teamIds = [];
      for (let i = 0; i < 3; i++)
        teamIds.push(await t.buildTeam(event.id, (await t.buildUser(event.id)).userId));
      taskId = (await asAdmin.post('/tasks', { title: 'Busy task' })).json().id;
      one = new pg.Client({ connectionString: t.databaseUrl });
      two = new pg.Client({ connectionString: t.databaseUrl });
      await Promise.all([one.connect(), two.connect()]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([one?.end(), two?.end()]);
      await t.close();
    });

    it('a team type change waits for an open status write, then moves what it wrote', async () => {
      await one.query('begin');
      await status(one, teamIds[0]!, true);
      await two.query('begin');
      const change = setType(two, teamIds[0]!, typeA);
      await blocked(two);
      await one.query('commit');
      await change;
      await two.query('commit');
      await expectRecounted('status first');
    });

    it('a status write waits for an open team type change, then counts in the new type', async () => {
      await two.query('begin');
      await setType(two, teamIds[1]!, typeB);
      await one.query('begin');
      const write = status(one, teamIds[1]!, true);
      await blocked(one);
      await two.query('commit');
      await write;
      await one.query('commit');
      await expectRecounted('type change first');
    });

    it('two status writes moving the same counters at once lose neither', async () => {
      await one.query('begin');
      await two.query('begin');
      await status(one, teamIds[2]!, true);
      // The second waits on the counter rows the first moved (no lost update).
      const second = status(two, teamIds[0]!, false);
      await blocked(two);
      await one.query('commit');
      await second;
      await two.query('commit');
      await expectRecounted('two writers');
      const complete = (await kept()).filter((row) => row.state === 'complete');
      expect(complete.reduce((sum, row) => sum + row.count, 0)).toBe(2);
    });
  },
);
