import type { Report, ReportView } from '@showdesk/domain/reports/reports';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, ok } from '../../../test/support/caller.ts';
import { addTask, addTeamType, callersFor, updateTeam } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { dayFrom, testEventDay } from '../../../test/support/days.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { insertSimpleForm } from '../../../test/support/test-forms.ts';
import { submissions } from '../../db/schema/forms.ts';
import { taskStatuses } from '../../db/schema/tasks.ts';
import type { teams } from '../../db/schema/teams.ts';
import { newId } from '../../lib/ids.ts';
import type { EventRow } from '../platform/events/queries.ts';

describe.each(testDatabases)('saved reports on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asAdmin: Caller;
  let asModerator: Caller;
  let asMember: Caller;
  let asStranger: Caller;
  let adminId: string;
  let teamA: string;
  let teamB: string;
  let teamC: string;
  let organiserTeam: string;
  let foreignTeam: string;
  let foreignTask: string;
  let catererType: string;
  let taskIds: string[];
  let formId: string;

  const setTeam = (id: string, values: Partial<typeof teams.$inferInsert>) =>
    updateTeam(t, event.id, id, values);
  const setStatus = (
    taskId: string,
    teamId: string,
    values: Partial<typeof taskStatuses.$inferInsert>,
  ) =>
    t.deps.db.insert(taskStatuses).values({
      eventId: event.id,
      taskId,
      teamId,
      createdBy: adminId,
      updatedBy: adminId,
      ...values,
    });
  const save = (body: Record<string, unknown>) => ok<Report>(asAdmin.post('/reports', body), 201);
  /** Saves a task completion report named `name` with `fields` set besides. */
  const saveTaskCompletion = (name: string, fields: Record<string, unknown> = {}) =>
    save({ name, reportType: 'tasks', operation: 'completion', ...fields });
  const view = async (reportId: string) => {
    const response = await asAdmin.get(`/reports/${reportId}/view`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ReportView;
  };
  const submit = (values: Partial<typeof submissions.$inferInsert>) =>
    t.deps.db.insert(submissions).values({
      eventId: event.id,
      id: newId(),
      formId,
      values: {},
      createdBy: adminId,
      updatedBy: adminId,
      ...values,
    });

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    adminId = admin.userId;
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const owners = await Promise.all([1, 2, 3, 4].map(() => t.buildUser(event.id)));
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    teamA = await t.buildTeam(event.id, owners[0]!.userId);
    teamB = await t.buildTeam(event.id, owners[1]!.userId);
    teamC = await t.buildTeam(event.id, owners[2]!.userId);
    organiserTeam = await t.buildTeam(event.id, owners[3]!.userId);
    foreignTeam = await t.buildTeam(otherEvent.id, stranger.userId);
    [asAdmin, asModerator, asMember] = await callersFor(t, event, [
      admin,
      moderator,
      owners[0] as never,
    ]);
    asStranger = await callerFor(t, otherEvent, stranger);
    catererType = await addTeamType(asAdmin, 'Caterers');
    await setTeam(teamA, { name: 'Alpha Stands' });
    await setTeam(teamB, { name: 'Beta Builds' });
    await setTeam(teamC, { name: 'Cater Co', teamTypeId: catererType });
    await setTeam(organiserTeam, { name: 'Event Office', isOrganiser: true });
    taskIds = [
      await addTask(asAdmin, { title: 'Upload insurance', dueDate: dayFrom(-2) }),
      await addTask(asAdmin, {
        title: 'Caterers: hygiene',
        teamTypeIds: [catererType],
        dueDate: dayFrom(2),
      }),
      await addTask(asAdmin, { title: '=Risk assessment', isApprovalNeeded: true }),
    ];
    // A fourth task the report leaves out.
    await addTask(asAdmin, { title: 'Not in the report' });
    foreignTask = (await asStranger.post('/tasks', { title: 'Elsewhere' })).json().id;
    const [insurance, hygiene, risk] = taskIds as [string, string, string];
    await setStatus(insurance, teamA, { isComplete: true });
    await setStatus(insurance, teamB, { isNotApplicable: true });
    await setStatus(insurance, organiserTeam, { isComplete: true });
    await setStatus(hygiene, teamC, { isComplete: true });
    await setStatus(risk, teamA, { isComplete: true, approvalStatus: 'pending' });
    await setStatus(risk, teamB, { isComplete: true, approvalStatus: 'approved' });
    await setStatus(risk, organiserTeam, { isComplete: true, approvalStatus: 'approved' });
    formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Stand order' });
    const order = (chairs: number, tables: number) => ({
      order: [
        { itemId: 'chair', price: 1250, quantity: chairs },
        { itemId: 'table', price: 4000, quantity: tables },
      ],
    });
    await submit({ teamId: teamA, values: order(2, 1) });
    await submit({ teamId: teamB, values: order(3, 0) });
    await submit({ teamId: teamB, isDraft: true, values: order(50, 50) });
    await submit({ teamId: organiserTeam, values: order(40, 40) });
    await submit({ isGuest: true, values: order(1, 0) });
  }, 60_000);

  it('lets admins add, list, change and delete reports', async () => {
    const saved = await saveTaskCompletion('Tasks so far', {
      allTasks: false,
      taskIds: [taskIds[0]],
      formIds: [formId],
    });
    // What does not apply to the type is not kept; the status counted defaults to complete.
    expect(saved).toMatchObject({ status: 'complete', formIds: [], allTeams: true, teamIds: [] });
    const list = await asAdmin.get('/reports?q=so far');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      items: [{ id: saved.id, name: 'Tasks so far' }],
    });
    const changed = await asAdmin.put(`/reports/${saved.id}`, {
      name: 'Overdue',
      reportType: 'tasks',
      operation: 'completion',
      status: 'overdue',
      allTasks: true,
      allTeams: false,
      teamIds: [teamA],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Overdue', status: 'overdue', taskIds: [] });
    expect((await asAdmin.get(`/reports/${saved.id}`)).json().teamIds).toEqual([teamA]);
    expect((await asAdmin.delete(`/reports/${saved.id}`)).statusCode).toBe(204);
    expect((await asAdmin.get(`/reports/${saved.id}`)).statusCode).toBe(404);
    expect((await asAdmin.delete(`/reports/${saved.id}`)).statusCode).toBe(404);
  });

  it('is for admins only: moderators and members are refused, other events see nothing', async () => {
    const saved = await saveTaskCompletion('Private');
    for (const caller of [asModerator, asMember]) {
      expect((await caller.get('/reports')).statusCode).toBe(403);
      expect((await caller.get(`/reports/${saved.id}/view`)).statusCode).toBe(403);
      expect(
        (await caller.post('/reports', { name: 'x', reportType: 'tasks', operation: 'completion' }))
          .statusCode,
      ).toBe(403);
      expect((await caller.delete(`/reports/${saved.id}`)).statusCode).toBe(403);
    }
    // Another event's admin, on their own event, cannot reach this event's report.
    expect((await asStranger.get(`/reports/${saved.id}`)).statusCode).toBe(404);
    expect((await asStranger.get(`/reports/${saved.id}/view.csv`)).statusCode).toBe(404);
    expect((await asStranger.delete(`/reports/${saved.id}`)).statusCode).toBe(404);
    expect((await asStranger.get('/reports')).json().items).toEqual([]);
    expect((await asAdmin.get(`/reports/${saved.id}`)).statusCode).toBe(200);
  });

  it("refuses bad definitions with 'Invalid report' and the field paths, saving nothing", async () => {
    const before = (await asAdmin.get('/reports')).json().total;
    const refused = async (body: Record<string, unknown>, paths: Record<string, string>) => {
      const response = await asAdmin.post('/reports', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe('Invalid report');
      for (const [path, message] of Object.entries(paths))
        expect(response.json().error.details).toContainEqual({ path, message });
    };
    await refused(
      { name: ' ', reportType: 'tasks', operation: 'itemTotals', allTasks: false, allTeams: false },
      {
        name: 'Enter a name',
        operation: 'Choose an operation of this report type',
        taskIds: 'Choose at least one task, or all tasks',
        teamIds: 'Choose at least one team, or all teams',
      },
    );
    await refused(
      { name: 'Forms', reportType: 'forms', operation: 'itemTotals', status: 'complete' },
      { status: 'Form reports have no status', formIds: 'Choose at least one form' },
    );
    await refused(
      {
        name: 'Foreign ids',
        reportType: 'tasks',
        operation: 'completion',
        allTasks: false,
        taskIds: [taskIds[0], foreignTask],
        allTeams: false,
        teamIds: [foreignTeam, organiserTeam, teamA],
      },
      {
        'taskIds.1': 'Task not found',
        'teamIds.0': 'Team not found',
        'teamIds.1': 'Team not found',
      },
    );
    await refused(
      {
        name: 'Two forms',
        reportType: 'forms',
        operation: 'itemTotals',
        formIds: [formId, 'nope'],
      },
      { formIds: 'Item list totals read one form: choose one' },
    );
    expect((await asAdmin.get('/reports')).json().total).toBe(before);
  });

  it('counts a report over three tasks and all teams exactly as the task reports do, organiser teams left out', async () => {
    const saved = await saveTaskCompletion('Three tasks', {
      allTasks: false,
      taskIds,
      allTeams: true,
    });
    const { result } = await view(saved.id);
    if (result.operation !== 'completion') throw new Error('a completion result');
    expect(result.tasks.map((row) => row.taskId)).toEqual(taskIds);
    for (const row of result.tasks) {
      const taskReport = (await asAdmin.get(`/tasks/${row.taskId}/report?pageSize=200`)).json();
      expect(row.summary).toEqual(taskReport.summary);
      expect(row.total).toBe(taskReport.total);
      expect(row.counted).toBe(taskReport.summary.complete);
    }
    const [insurance, hygiene, risk] = result.tasks;
    // Three exhibitor teams see the first task: the organiser team's complete is not counted.
    expect(insurance).toMatchObject({ total: 3, counted: 1, percent: 33.3 });
    expect(insurance!.summary).toMatchObject({ complete: 1, notApplicable: 1, overdue: 1 });
    expect(hygiene).toMatchObject({ total: 1, counted: 1, percent: 100 });
    expect(risk!.summary).toMatchObject({ complete: 1, awaitingApproval: 1, pending: 1 });
    expect(result.totals).toEqual({ tasks: 3, pairs: 7, counted: 3, percent: 42.9 });
    expect(result.teamTypes).toEqual([
      { teamTypeId: catererType, name: 'Caterers', total: 3, counted: 1, percent: 33.3 },
      { teamTypeId: null, name: 'No team type', total: 4, counted: 2, percent: 50 },
    ]);
    // Completions by the day of their last change (all today here), cumulated.
    expect(result.overTime).toEqual([{ day: testEventDay(), count: 3 }]);
  });

  it('counts the chosen status and teams only', async () => {
    const saved = await saveTaskCompletion('Alpha overdue', {
      status: 'overdue',
      allTasks: true,
      allTeams: false,
      teamIds: [teamB, teamC],
    });
    const { result } = await view(saved.id);
    if (result.operation !== 'completion') throw new Error('a completion result');
    expect(result.statusLabel).toBe('Overdue');
    const insurance = result.tasks.find((row) => row.taskId === taskIds[0])!;
    expect(insurance).toMatchObject({ total: 2, counted: 1, percent: 50 });
    expect(result.tasks).toHaveLength(4);
  });

  it('counts sent submissions (drafts and organiser teams left out) and item list totals', async () => {
    const counts = await save({
      name: 'Orders',
      reportType: 'forms',
      operation: 'submissions',
      formIds: [formId],
    });
    const { result } = await view(counts.id);
    expect(result).toMatchObject({
      operation: 'submissions',
      totals: { submissions: 3, teams: 2, guests: 1 },
      forms: [{ formId, title: 'Stand order', submissions: 3, teams: 2, guests: 1 }],
      perDay: [{ day: testEventDay(), count: 3 }],
    });
    const teamB_only = await save({
      name: 'Beta orders',
      reportType: 'forms',
      operation: 'itemTotals',
      formIds: [formId],
      allTeams: false,
      teamIds: [teamB],
    });
    expect((await view(teamB_only.id)).result).toMatchObject({
      totals: { submissions: 1, quantity: 3, amount: 3750 },
    });
    const items = await save({
      name: 'Furniture',
      reportType: 'forms',
      operation: 'itemTotals',
      formIds: [formId],
    });
    expect((await view(items.id)).result).toEqual({
      operation: 'itemTotals',
      currencyId: 'GBP',
      totals: { submissions: 3, quantity: 7, amount: 6 * 1250 + 4000 },
      items: [
        {
          fieldId: 'order',
          listLabel: 'Order',
          itemId: 'chair',
          label: 'Chair',
          price: 1250,
          quantity: 6,
          amount: 7500,
        },
        {
          fieldId: 'order',
          listLabel: 'Order',
          itemId: 'table',
          label: 'Table',
          price: 4000,
          quantity: 1,
          amount: 4000,
        },
      ],
    });
  });

  it("exports the report's table as XLSX and CSV", async () => {
    const saved = await saveTaskCompletion('Export: three/tasks', {
      allTasks: false,
      taskIds,
    });
    const csv = await asAdmin.get(`/reports/${saved.id}/view.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('Export threetasks report.csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Task,Teams,Complete,Percent,Complete,N/A,Awaiting approval,Due Soon,Overdue,Incomplete',
    );
    expect(lines[1]).toBe('Upload insurance,3,1,33.3%,1,1,0,0,1,0');
    // A formula-like title is written as text.
    expect(lines[3]).toBe("'=Risk assessment,3,1,33.3%,1,0,1,0,0,1");

    const xlsx = await asAdmin.get(`/reports/${saved.id}/view.xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Task',
      'Teams',
      'Complete',
      'Percent',
      'Complete',
      'N/A',
      'Awaiting approval',
      'Due Soon',
      'Overdue',
      'Incomplete',
    ]);
    expect(sheet.getRow(3).getCell(1).value).toBe('Caterers: hygiene');
    expect(sheet.getRow(3).getCell(4).value).toBe('100%');
    expect(sheet.getRow(4).getCell(1).value).toBe('=Risk assessment');
    expect(sheet.rowCount).toBe(4);
  });
});
