import type { TaskReport } from '@showdesk/domain/tasks/task-report';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { forms } from '../../src/db/schema/forms.ts';
import {
  submissionDays,
  submissionFigures,
  taskCompletionDays,
  taskFigures,
} from '../../src/db/schema/reports.ts';
import { tasks } from '../../src/db/schema/tasks.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import {
  keptSubmissionCounts,
  organiserTeamIds,
  submissionCounts,
} from '../../src/features/reports/queries.ts';
import { recountReportFigures } from '../../src/features/reports/recount.ts';
import { keptStatusCounts } from '../../src/features/tasks/figures.ts';
import { type StatusCounts, taskStatusCounts } from '../../src/features/tasks/status-counts.ts';
import { type Caller, callerFor } from './caller.ts';
import type { TestDatabaseKind } from './databases.ts';
import { testEventDay } from './days.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { insertSimpleForm } from './test-forms.ts';

export type User = { userId: string; email: string; password: string };

/** A seeded generator (mulberry32): the random sequence is the same on every run. */
export function randomFrom(seed: number) {
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
 * The kept report figures' test rig (call inside a describe): an event with an admin, two team
 * types, four exhibitor teams (types A, A, B, none) with their owners' callers, a public form,
 * and another event whose figures must never move; and the checks that the kept figures equal
 * a full count. Fields are filled in before the tests run.
 */
export function keptFiguresRig(kind: TestDatabaseKind) {
  const rig = {
    t: undefined as unknown as TestApp,
    event: undefined as unknown as EventRow,
    otherEvent: undefined as unknown as EventRow,
    asAdmin: undefined as unknown as Caller,
    adminUser: undefined as unknown as User,
    typeA: '',
    typeB: '',
    formId: '',
    /** Exhibitor teams, each with its owner's caller. */
    teams: [] as { id: string; owner: User; as: Caller }[],
    ok,
    addTask,
    addTeam,
    newOwner,
    keptRows,
    expectKeptEqualsRecount,
    expectTaskReportsAgree,
  };

  async function ok(response: Promise<{ statusCode: number; body: string }>, status = 200) {
    const done = await response;
    expect(done.statusCode, done.body).toBe(status);
    return JSON.parse(done.body || 'null');
  }
  async function addTask(body: Record<string, unknown>) {
    return (await ok(rig.asAdmin.post('/tasks', body), 201)).id as string;
  }
  async function addTeam(body: Record<string, unknown>) {
    return (await ok(rig.asAdmin.post('/teams', body), 201)).id as string;
  }
  async function newOwner() {
    const owner = await rig.t.buildUser(rig.event.id);
    return { owner, body: { ownerEmail: owner.email } };
  }

  async function keptRows(eventId: string) {
    const db = rig.t.deps.db;
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
      // Submission figures are striped (a slot per writing session): a key's sum.
      submissions: await db
        .select({
          eventId: submissionFigures.eventId,
          formId: submissionFigures.formId,
          teamId: submissionFigures.teamId,
          count: sql<number>`sum(${submissionFigures.count})::int`,
        })
        .from(submissionFigures)
        .where(eq(submissionFigures.eventId, eventId))
        .groupBy(submissionFigures.eventId, submissionFigures.formId, submissionFigures.teamId)
        .having(nonZero(sql`sum(${submissionFigures.count})`))
        .orderBy(asc(submissionFigures.formId), asc(submissionFigures.teamId)),
      submissionDays: await db
        .select({
          eventId: submissionDays.eventId,
          formId: submissionDays.formId,
          day: submissionDays.day,
          count: sql<number>`sum(${submissionDays.count})::int`,
        })
        .from(submissionDays)
        .where(eq(submissionDays.eventId, eventId))
        .groupBy(submissionDays.eventId, submissionDays.formId, submissionDays.day)
        .having(nonZero(sql`sum(${submissionDays.count})`))
        .orderBy(asc(submissionDays.formId), asc(submissionDays.day)),
    };
  }

  /**
   * The kept figures equal the scans (every task, archived too, and the unarchived ones; every
   * form) and a recount from scratch changes nothing.
   */
  async function expectKeptEqualsRecount(step: string) {
    const db = rig.t.deps.db;
    const taskIds = (
      await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.eventId, rig.event.id))
    ).map((row) => row.id);
    for (const scopeTasks of [taskIds, null]) {
      const scope = {
        eventId: rig.event.id,
        taskIds: scopeTasks,
        teamIds: null,
        today: testEventDay(),
        dueSoonDays: 7,
      };
      const scanned = sortedCounts(await taskStatusCounts(db, scope));
      expect(sortedCounts(await keptStatusCounts(db, scope)), step).toEqual(scanned);
    }
    const formIds = (
      await db.select({ id: forms.id }).from(forms).where(eq(forms.eventId, rig.event.id))
    ).map((row) => row.id);
    const submissionScope = {
      eventId: rig.event.id,
      formIds,
      teamIds: null,
      organiserIds: await organiserTeamIds(db, rig.event.id),
    };
    const plain = (counts: Awaited<ReturnType<typeof submissionCounts>>) => ({
      ...counts,
      perForm: Object.fromEntries(counts.perForm),
    });
    expect(plain(await keptSubmissionCounts(db, submissionScope)), step).toEqual(
      plain(await submissionCounts(db, submissionScope)),
    );
    const kept = await keptRows(rig.event.id);
    await db.transaction((tx) => recountReportFigures(tx, rig.event.id));
    expect(await keptRows(rig.event.id), step).toEqual(kept);
  }

  /**
   * Each task report's counts and pages read over every team (kept figures, the page's teams
   * picked by name) equal the same report over a search that matches every team (a count of
   * the matching rows), whatever the page, order and filters.
   */
  async function expectTaskReportsAgree(step: string) {
    const ids = (
      await ok(rig.asAdmin.get('/tasks?pageSize=100&filter=isArchived:false'))
    ).items.map((task: { id: string }) => task.id);
    const views = [
      'pageSize=25',
      `pageSize=25&filter=teamTypeId:${rig.typeA}`,
      'pageSize=2&page=2&sort=-teamName',
      'pageSize=2&page=1&sort=-updatedAt',
      'pageSize=3&filter=status:complete',
      'pageSize=25&page=9',
    ];
    for (const id of ids) {
      for (const view of views) {
        const kept = (await ok(rig.asAdmin.get(`/tasks/${id}/report?${view}`))) as TaskReport;
        const scanned = (await ok(
          rig.asAdmin.get(`/tasks/${id}/report?${view}&q=team`),
        )) as TaskReport;
        expect(kept, `${step}: task ${id}, ${view}`).toEqual(scanned);
      }
    }
  }

  beforeAll(async () => {
    const t = await createTestApp(kind);
    rig.t = t;
    rig.event = await t.buildEvent();
    rig.otherEvent = await t.buildEvent();
    rig.adminUser = await t.buildUser(rig.event.id, { permissions: 'admin' });
    rig.asAdmin = await callerFor(t, rig.event, rig.adminUser);
    rig.typeA = (await ok(rig.asAdmin.post('/team-types', { name: 'Stands' }), 201)).id;
    rig.typeB = (await ok(rig.asAdmin.post('/team-types', { name: 'Caterers' }), 201)).id;
    for (const [i, teamTypeId] of [rig.typeA, rig.typeA, rig.typeB, null].entries()) {
      const { owner, body } = await newOwner();
      const id = await addTeam({ name: `Team ${i}`, ...body, teamTypeId });
      rig.teams.push({ id, owner, as: await callerFor(t, rig.event, owner) });
    }
    rig.formId = await insertSimpleForm(t.deps.db, rig.event.id, {
      title: 'Power order',
      isPublic: true,
    });
    // Another event's figures must never move with this one's writes.
    const stranger = await t.buildUser(rig.otherEvent.id, { permissions: 'admin' });
    const asStranger = await callerFor(t, rig.otherEvent, stranger);
    await ok(asStranger.post('/tasks', { title: 'Elsewhere' }), 201);
    await t.buildTeam(rig.otherEvent.id, stranger.userId);
  }, 120_000);
  afterAll(() => rig.t.close());

  return rig;
}
