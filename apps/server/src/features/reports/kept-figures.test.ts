import type { TeamImport } from '@showdesk/domain/people/team-import';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/support/databases.ts';
import { dayFrom } from '../../../test/support/days.ts';
import { keptFiguresRig, randomFrom } from '../../../test/support/kept-figures.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { teamImportColumns } from '../../../test/support/team-bodies.ts';
import { submissionFigures, taskFigures } from '../../db/schema/reports.ts';
import { recountAllReportFigures } from './recount.ts';

/**
 * The reports read figures the writers keep in their own transactions (migration 0030). After
 * every kind of write, done through the API, the kept figures must equal a full count: the scan
 * of every team × task × status (and of every submission) the reports read before, and the
 * recount from scratch (the rig's checks).
 */
describe.each(testDatabases)('kept report figures after team and task writes on %s', (kind) => {
  const rig = keptFiguresRig(kind);
  const {
    ok,
    addTask,
    addTeam,
    newOwner,
    keptRows,
    expectKeptEqualsRecount,
    expectTaskReportsAgree,
  } = rig;

  it('follow team writes: added, typed, made organisers, stand shares, deleted, team types, imported', async () => {
    const { asAdmin, typeA, typeB, teams } = rig;
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
      return ok(asAdmin.postRaw('/team-imports', file.payload, file.headers), 201);
    };
    const runImport = async (csv: string) => {
      const created = (await upload(csv)) as TeamImport;
      await ok(asAdmin.post(`/team-imports/${created.id}/check`, { mapping: teamImportColumns }));
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
    const { asAdmin, typeA, typeB, teams } = rig;
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
    const { asAdmin, typeA, typeB, formId, teams } = rig;
    const random = randomFrom(27_2026);
    const types = [typeA, typeB, null];
    const taskIds: string[] = [];
    for (let i = 0; i < 3; i++) taskIds.push(await addTask({ title: `Random ${i}` }));
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
          if (taskIds.length > 3)
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
    // Progress is what teams write most: member and organiser progress four times as likely,
    // approvals twice, on few tasks so that most writes change a row that exists.
    const [member, organiser, approval, ...others] = writes;
    const weighted = [
      ...Array(4).fill(member),
      ...Array(4).fill(organiser),
      approval,
      approval,
      ...others,
    ] as typeof writes;
    const accepted = new Map<string, number>();
    for (let step = 0; step < 60; step++) {
      const [name, write] = random.pick(weighted);
      const response = (await write()) as { statusCode?: number; body?: string } | undefined;
      // A write may be refused (a task the team does not see, nothing to approve): no 500s.
      const status =
        response && typeof response === 'object' && 'statusCode' in response
          ? response.statusCode!
          : 200;
      expect(status, response?.body).toBeLessThan(500);
      if (status < 300) accepted.set(name, (accepted.get(name) ?? 0) + 1);
      await expectKeptEqualsRecount(`step ${step}: ${name}`);
    }
    // The sequence did write, mostly progress.
    const progress =
      (accepted.get('member progress') ?? 0) + (accepted.get('organiser progress') ?? 0);
    expect(progress, JSON.stringify([...accepted])).toBeGreaterThanOrEqual(20);
    expect([...accepted.values()].reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(35);
    // Every team back to an exhibitor for the tests after this one.
    for (const team of teams) await ok(asAdmin.patch(`/teams/${team.id}`, { isOrganiser: false }));
  });

  it('stay exact under concurrent writes (progress, team types and task rules at once)', async () => {
    const { asAdmin, typeA, typeB, teams } = rig;
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
    const { t, event, otherEvent } = rig;
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
