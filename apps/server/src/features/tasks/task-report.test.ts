import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../test/support/caller.ts';
import { addTeamType, callersFor, updateTeam } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { dayFrom } from '../../../test/support/days.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { outboxRows } from '../../../test/support/outbox.ts';
import { outboxEmails } from '../../db/schema/outbox.ts';
import { taskStatuses } from '../../db/schema/tasks.ts';
import type { teams } from '../../db/schema/teams.ts';
import type { EventRow } from '../platform/events/queries.ts';

type Row = {
  teamId: string;
  teamName: string;
  teamTypeName: string | null;
  status: string;
  statusLabel: string;
  approvalStatus: string | null;
  approvalNote: string;
  assignees: { userId: string; name: string }[];
  updatedAt: string | null;
  updatedByName: string | null;
};
type Report = {
  items: Row[];
  total: number;
  summary: Record<string, number>;
  teamTypes: { id: string; name: string }[];
};

describe.each(testDatabases)('task progress for organisers and the task report on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asOwner: Caller;
  let asMember: Caller;
  let asStranger: Caller;
  let owner: { userId: string; email: string };
  let member: { userId: string; email: string };
  let teamA: string;
  let teamC: string;
  let organiserTeam: string;
  let childTeam: string;
  let foreignTeam: string;
  let catererType: string;
  let approvalTask: string;
  let catererTask: string;

  const setTeam = (id: string, values: Partial<typeof teams.$inferInsert>) =>
    updateTeam(t, event.id, id, values);
  const report = async (taskId: string, query = '') => {
    const response = await asModerator.get(`/tasks/${taskId}/report${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Report;
  };
  const rowOf = async (taskId: string, teamId: string) =>
    (await report(taskId, '?pageSize=200')).items.find((row) => row.teamId === teamId);
  const askApproval = (taskId: string, teamId: string, by: string) =>
    t.deps.db
      .insert(taskStatuses)
      .values({
        eventId: event.id,
        taskId,
        teamId,
        isComplete: true,
        approvalStatus: 'pending',
        assignedTo: [member.userId],
        createdBy: by,
        updatedBy: by,
      })
      .onConflictDoUpdate({
        target: [taskStatuses.eventId, taskStatuses.taskId, taskStatuses.teamId],
        set: {
          isComplete: true,
          isNotApplicable: false,
          approvalStatus: 'pending',
          assignedTo: [member.userId],
          updatedAt: new Date(),
          updatedBy: by,
        },
      });
  const emailsOf = (template: string) => outboxRows(t, { eventId: event.id, template });

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const moderator = await t.buildUser(event.id, {
      permissions: 'moderator',
      firstName: 'Mo',
      surname: 'Derator',
    });
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    owner = await t.buildUser(event.id, { firstName: 'Olive', surname: 'Owner' });
    member = await t.buildUser(event.id, { firstName: 'Mia', surname: 'Member' });
    const catererOwner = await t.buildUser(event.id);
    const organiser = await t.buildUser(event.id);
    const childOwner = await t.buildUser(event.id);
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    teamA = await t.buildTeam(event.id, owner.userId, [member.userId]);
    teamC = await t.buildTeam(event.id, catererOwner.userId);
    organiserTeam = await t.buildTeam(event.id, organiser.userId);
    childTeam = await t.buildTeam(event.id, childOwner.userId);
    foreignTeam = await t.buildTeam(otherEvent.id, stranger.userId);
    [asModerator, asAdmin, asOwner, asMember] = await callersFor(t, event, [
      moderator,
      admin,
      owner as never,
      member as never,
    ]);
    asStranger = await callerFor(t, otherEvent, stranger);
    catererType = await addTeamType(asAdmin, 'Caterers');
    await setTeam(teamA, { name: 'Alpha Stands' });
    await setTeam(teamC, { name: '=HYPERLINK("http://x")', teamTypeId: catererType });
    await setTeam(organiserTeam, { name: 'Event Office', isOrganiser: true });
    await setTeam(childTeam, {
      name: 'Alpha Share',
      standShareRole: 'child',
      parentTeamId: teamA,
    });
    approvalTask = (
      await asModerator.post('/tasks', {
        title: 'Risk assessment: stand/2027',
        isApprovalNeeded: true,
        dueDate: dayFrom(3),
      })
    ).json().id;
    catererTask = (
      await asModerator.post('/tasks', {
        title: 'Food hygiene',
        teamTypeIds: [catererType],
        dueDate: dayFrom(-1),
      })
    ).json().id;
  });

  describe('who may call', () => {
    it('refuses users below moderator and answers another event like a missing task', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', `/tasks/${approvalTask}/report`],
        ['GET', `/tasks/${approvalTask}/report.xlsx`],
        ['GET', `/tasks/${approvalTask}/report.csv`],
        ['PUT', `/tasks/${approvalTask}/teams/${teamA}/progress`, { state: 'complete' }],
        ['POST', `/tasks/${approvalTask}/teams/${teamA}/approval`, { decision: 'approve' }],
      ];
      const send = (caller: Caller, [method, path, body]: [string, string, unknown?]) =>
        method === 'GET'
          ? caller.get(path)
          : method === 'PUT'
            ? caller.put(path, body)
            : caller.post(path, body);
      for (const call of calls) {
        for (const caller of [asOwner, asMember])
          expect((await send(caller, call)).statusCode, call[1]).toBe(403);
        expect((await send(asStranger, call)).statusCode, call[1]).toBe(404);
        expect((await send(asAdmin, call)).statusCode, call[1]).not.toBe(403);
      }
      expect(await rowOf(approvalTask, teamA)).toMatchObject({ updatedAt: expect.any(String) });
      // The admin's calls above did change it: reset for the tests below.
      await asModerator.put(`/tasks/${approvalTask}/teams/${teamA}/progress`, {
        state: 'incomplete',
      });
    });
  });

  describe('PUT /tasks/:taskId/teams/:teamId/progress', () => {
    it('sets complete, n/a and incomplete, stamped with who changed it', async () => {
      const path = `/tasks/${catererTask}/teams/${teamC}/progress`;
      expect((await rowOf(catererTask, teamC))?.statusLabel).toBe('Overdue');
      expect((await asModerator.put(path, { state: 'complete' })).statusCode).toBe(204);
      expect(await rowOf(catererTask, teamC)).toMatchObject({
        statusLabel: 'Complete',
        updatedByName: 'Mo Derator',
      });
      expect((await asModerator.put(path, { state: 'notApplicable' })).statusCode).toBe(204);
      expect((await rowOf(catererTask, teamC))?.statusLabel).toBe('N/A');
      expect((await asModerator.put(path, { state: 'incomplete' })).statusCode).toBe(204);
      expect((await rowOf(catererTask, teamC))?.statusLabel).toBe('Overdue');
    });

    it("refuses a bad state with 'Invalid progress', writing nothing", async () => {
      const path = `/tasks/${catererTask}/teams/${teamC}/progress`;
      const before = await rowOf(catererTask, teamC);
      for (const body of [
        { state: 'done' },
        {},
        { state: 'complete', extra: 1 },
        { state: 'Complete' },
      ]) {
        const response = await asModerator.put(path, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.message).toBe('Invalid progress');
      }
      expect(await rowOf(catererTask, teamC)).toEqual(before);
    });

    it("answers 404 for a team that is not the event's or cannot see the task", async () => {
      const cases: [string, string][] = [
        [catererTask, teamA], // another team type
        [approvalTask, childTeam], // a stand share, the task not shown to child teams
        [approvalTask, foreignTeam], // another event's team
        [approvalTask, 'no-such-team'],
      ];
      for (const [taskId, teamId] of cases) {
        const response = await asModerator.put(`/tasks/${taskId}/teams/${teamId}/progress`, {
          state: 'complete',
        });
        expect(response.statusCode, teamId).toBe(404);
        expect(response.json().error.message).toBe('Team not found');
      }
      const noTask = await asModerator.put(`/tasks/nope/teams/${teamA}/progress`, {
        state: 'complete',
      });
      expect(noTask.statusCode).toBe(404);
      expect(noTask.json().error.message).toBe('Task not found');
      const rows = await t.deps.db
        .select()
        .from(taskStatuses)
        .where(and(eq(taskStatuses.eventId, event.id), eq(taskStatuses.teamId, childTeam)));
      expect(rows).toEqual([]);
    });
  });

  describe('POST /tasks/:taskId/teams/:teamId/approval', () => {
    beforeEach(async () => {
      await t.deps.db.delete(outboxEmails).where(eq(outboxEmails.eventId, event.id));
    });

    it('approves a waiting request and emails the owner and the member who asked', async () => {
      await askApproval(approvalTask, teamA, member.userId);
      expect(await rowOf(approvalTask, teamA)).toMatchObject({
        status: 'awaitingApproval',
        statusLabel: 'Awaiting approval',
        assignees: [{ userId: member.userId, name: 'Mia Member' }],
        updatedByName: 'Mia Member',
      });
      const response = await asModerator.post(`/tasks/${approvalTask}/teams/${teamA}/approval`, {
        decision: 'approve',
        note: 'All in order.',
      });
      expect(response.statusCode, response.body).toBe(204);
      const [status] = await t.deps.db
        .select()
        .from(taskStatuses)
        .where(and(eq(taskStatuses.taskId, approvalTask), eq(taskStatuses.teamId, teamA)));
      expect(status).toMatchObject({
        isComplete: true,
        approvalStatus: 'approved',
        approvalNote: 'All in order.',
      });
      expect((await rowOf(approvalTask, teamA))?.statusLabel).toBe('Complete');
      const emails = await emailsOf('taskStatus');
      expect(emails.map((e) => e.toAddress).sort()).toEqual([owner.email, member.email].sort());
      for (const email of emails) {
        expect(email.subject).toBe('Risk assessment: stand/2027: approved');
        expect(email.textBody).toContain('All in order.');
        expect(email.textBody).toContain(`/tasks/${approvalTask}`);
      }
    });

    it('sends a request back with a note: returned, incomplete again, one email when the owner asked', async () => {
      await askApproval(approvalTask, teamA, owner.userId);
      const response = await asModerator.post(`/tasks/${approvalTask}/teams/${teamA}/approval`, {
        decision: 'return',
        note: 'Sign page 2.',
      });
      expect(response.statusCode, response.body).toBe(204);
      expect(await rowOf(approvalTask, teamA)).toMatchObject({
        approvalStatus: 'returned',
        approvalNote: 'Sign page 2.',
        statusLabel: 'Due Soon',
      });
      const emails = await emailsOf('taskStatus');
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        toAddress: owner.email,
        subject: 'Risk assessment: stand/2027: needs changes',
      });
      expect(emails[0]!.textBody).toContain('Sign page 2.');
    });

    it('refuses what cannot be approved, writing and sending nothing', async () => {
      const notNeeded = await asModerator.post(`/tasks/${catererTask}/teams/${teamC}/approval`, {
        decision: 'approve',
      });
      expect(notNeeded.statusCode).toBe(409);
      expect(notNeeded.json().error.message).toBe('This task does not need approval');
      await asModerator.put(`/tasks/${approvalTask}/teams/${teamA}/progress`, {
        state: 'incomplete',
      });
      const nothing = await asModerator.post(`/tasks/${approvalTask}/teams/${teamA}/approval`, {
        decision: 'return',
      });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().error.message).toBe('The team has not asked for approval');
      const bad = await asModerator.post(`/tasks/${approvalTask}/teams/${teamA}/approval`, {
        decision: 'maybe',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Invalid progress');
      const hidden = await asModerator.post(`/tasks/${approvalTask}/teams/${childTeam}/approval`, {
        decision: 'approve',
      });
      expect(hidden.statusCode).toBe(404);
      expect(await emailsOf('taskStatus')).toEqual([]);
      expect((await rowOf(approvalTask, teamA))?.approvalStatus).toBeNull();
    });
  });

  describe('GET /tasks/:taskId/report', () => {
    it('lists every team that sees the task, organiser teams and hidden stand shares left out', async () => {
      const all = await report(approvalTask, '?pageSize=200');
      const names = all.items.map((row) => row.teamName);
      expect(names).toContain('Alpha Stands');
      expect(names).toContain('=HYPERLINK("http://x")');
      expect(names).not.toContain('Event Office');
      expect(names).not.toContain('Alpha Share');
      expect(all.total).toBe(names.length);
      // The team type filter's choices: the types of the teams that see it.
      expect(all.teamTypes).toEqual([{ id: catererType, name: 'Caterers' }]);
      const caterers = await report(catererTask);
      expect(caterers.items.map((row) => row.teamName)).toEqual(['=HYPERLINK("http://x")']);
      expect(caterers.items[0]).toMatchObject({ teamTypeName: 'Caterers' });
      expect(caterers.summary).toEqual({
        complete: 0,
        notApplicable: 0,
        awaitingApproval: 0,
        dueSoon: 0,
        overdue: 1,
        pending: 0,
      });
    });

    it('filters by status label and team type, searches team names, sorts and pages', async () => {
      await askApproval(approvalTask, teamA, member.userId);
      const waiting = await report(approvalTask, '?filter=status:Awaiting%20approval');
      expect(waiting.items.map((row) => row.teamId)).toEqual([teamA]);
      const dueSoon = await report(approvalTask, '?filter=status:dueSoon');
      expect(dueSoon.items.map((row) => row.teamId)).toEqual([teamC]);
      // The summary counts every state whatever the status filter.
      expect(dueSoon.summary).toMatchObject({ awaitingApproval: 1, dueSoon: 1 });
      const typed = await report(approvalTask, `?filter=teamTypeId:${catererType}`);
      expect(typed.items.map((row) => row.teamId)).toEqual([teamC]);
      expect(typed.summary).toMatchObject({ awaitingApproval: 0, dueSoon: 1 });
      const searched = await report(approvalTask, '?q=alpha');
      expect(searched.items.map((row) => row.teamId)).toEqual([teamA]);
      const byName = await report(approvalTask, '?pageSize=1');
      expect(byName.total).toBe(2);
      expect(byName.items.map((row) => row.teamName)).toEqual(['=HYPERLINK("http://x")']);
      const second = await report(approvalTask, '?pageSize=1&page=2');
      expect(second.items.map((row) => row.teamName)).toEqual(['Alpha Stands']);
      const changed = await report(approvalTask, '?sort=-updatedAt');
      expect(changed.items[0]?.teamId).toBe(teamA);
      const refused = await asModerator.get(`/tasks/${approvalTask}/report?filter=status:Done`);
      expect(refused.statusCode).toBe(400);
      const missing = await asModerator.get('/tasks/nope/report');
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('the exports', () => {
    it('downloads the same rows as XLSX, en-GB dates, formula-like names as text', async () => {
      await asModerator.put(`/tasks/${approvalTask}/teams/${teamA}/progress`, {
        state: 'complete',
      });
      const response = await asModerator.get(`/tasks/${approvalTask}/report.xlsx`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toContain(
        'filename="Risk assessment stand2027 report.xlsx"',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows[0]).toEqual([
        'Team',
        'Team Type',
        'Status',
        'Assigned To',
        'Last Changed (Europe/London)',
        'Changed By',
      ]);
      const expected = (await report(approvalTask, '?pageSize=200')).items;
      expect(rows.slice(1).map((row) => [row[0], row[2]])).toEqual(
        expected.map((row) => [row.teamName, row.statusLabel]),
      );
      const alpha = rows.find((row) => row[0] === 'Alpha Stands')!;
      expect(alpha).toEqual([
        'Alpha Stands',
        undefined,
        'Complete',
        'Mia Member',
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
        'Mo Derator',
      ]);
      const formula = sheet.getCell('A2');
      expect(formula.type).toBe(ExcelJS.ValueType.String);
      expect(formula.value).toBe('=HYPERLINK("http://x")');
    });

    it('downloads CSV with the same rows and filters, formula-like cells made text', async () => {
      const response = await asModerator.get(
        `/tasks/${approvalTask}/report.csv?filter=status:Complete`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      const lines = response.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Team,Team Type,Status,Assigned To,Last Changed (Europe/London),Changed By',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /^Alpha Stands,,Complete,Mia Member,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},Mo Derator$/,
      );
      const all = await asModerator.get(`/tasks/${approvalTask}/report.csv`);
      expect(all.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    });
  });
});
