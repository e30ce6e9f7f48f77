import type { TeamTaskProgress } from '@showdesk/domain/tasks/task-report';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../test/support/caller.ts';
import { addTask, addTeamType, callersFor, updateTeam } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { eventDayFrom, testEventDay } from '../../../test/support/days.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import type { EventRow } from '../platform/events/queries.ts';

describe.each(testDatabases)("a team's task progress on its page (%s)", (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asOwner: Caller;
  let asStranger: Caller;
  let teamId: string;
  let emptyTeamId: string;
  let organiserTeamId: string;
  let otherEventTeamId: string;
  const ids = {} as Record<string, string>;

  const task = (body: Record<string, unknown>) => addTask(asAdmin, body);
  const progressOf = async (team: string, caller = asModerator) => {
    const response = await caller.get(`/teams/${team}/tasks`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TeamTaskProgress;
  };
  const setState = async (taskId: string, state: string) => {
    const response = await asModerator.put(`/tasks/${taskId}/teams/${teamId}/progress`, {
      state,
    });
    expect(response.statusCode, response.body).toBe(204);
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const owner = await t.buildUser(event.id);
    const emptyOwner = await t.buildUser(event.id);
    const organiser = await t.buildUser(event.id);
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    teamId = await t.buildTeam(event.id, owner.userId);
    emptyTeamId = await t.buildTeam(event.id, emptyOwner.userId);
    organiserTeamId = await t.buildTeam(event.id, organiser.userId);
    otherEventTeamId = await t.buildTeam(otherEvent.id, stranger.userId);
    [asModerator, asAdmin, asOwner] = await callersFor(t, event, [moderator, admin, owner]);
    asStranger = await callerFor(t, otherEvent, stranger);
    const typeA = await addTeamType(asAdmin, 'Exhibitors');
    const typeB = await addTeamType(asAdmin, 'Caterers');
    await updateTeam(t, event.id, teamId, { teamTypeId: typeA });
    await updateTeam(t, event.id, emptyTeamId, { teamTypeId: typeA });
    await updateTeam(t, event.id, organiserTeamId, { isOrganiser: true });

    ids.later = await task({ title: 'Later one', dueDate: eventDayFrom(90), teamTypeIds: [typeA] });
    ids.none = await task({ title: 'No deadline', dueDate: null, teamTypeIds: [typeA] });
    ids.overdue = await task({
      title: 'Overdue one',
      dueDate: eventDayFrom(-2),
      teamTypeIds: [typeA],
    });
    ids.soon = await task({ title: 'Soon one', dueDate: eventDayFrom(3), teamTypeIds: [typeA] });
    ids.done = await task({ title: 'Done one', dueDate: eventDayFrom(-5), teamTypeIds: [typeA] });
    ids.na = await task({ title: 'Not for us', dueDate: eventDayFrom(1), teamTypeIds: [typeA] });
    ids.waiting = await task({
      title: 'Needs a look',
      dueDate: eventDayFrom(-1),
      isApprovalNeeded: true,
      teamTypeIds: [typeA],
    });
    ids.onlyB = await task({ title: 'Caterers only', teamTypeIds: [typeB] });
    ids.archived = await task({ title: 'Archived one', teamTypeIds: [typeA] });
    await asAdmin.patch(`/tasks/${ids.archived}`, { isArchived: true });
    await setState(ids.done, 'complete');
    await setState(ids.na, 'notApplicable');
    const asked = await asOwner.put(`/member/tasks/${ids.waiting}/progress`, {
      state: 'complete',
    });
    expect(asked.statusCode, asked.body).toBe(200);
  });

  it('lists the tasks that apply to the team, incomplete and overdue first, with the counts', async () => {
    const body = await progressOf(teamId);
    expect(body.isOrganiser).toBe(false);
    expect(body.today).toBe(testEventDay());
    // Not another type's task, nor an archived one; overdue, due soon, incomplete by due date
    // (none last), awaiting approval, complete, n/a.
    expect(body.tasks.map((row) => [row.title, row.status])).toEqual([
      ['Overdue one', 'overdue'],
      ['Soon one', 'dueSoon'],
      ['Later one', 'pending'],
      ['No deadline', 'pending'],
      ['Needs a look', 'awaitingApproval'],
      ['Done one', 'complete'],
      ['Not for us', 'notApplicable'],
    ]);
    expect(body.tasks[0]).toMatchObject({
      id: ids.overdue,
      type: 'task',
      dueDate: eventDayFrom(-2),
      statusLabel: 'Overdue',
      updatedAt: null,
    });
    expect(body.tasks.find((row) => row.id === ids.done)!.updatedAt).not.toBeNull();
    expect(body.summary).toEqual({
      complete: 1,
      notApplicable: 1,
      awaitingApproval: 1,
      dueSoon: 1,
      overdue: 1,
      pending: 2,
    });
  });

  it('agrees with the task report for the same team', async () => {
    for (const taskId of [ids.overdue, ids.waiting, ids.done, ids.na]) {
      const report = await asModerator.get(`/tasks/${taskId}/report?filter=teamId:${teamId}`);
      expect(report.statusCode, report.body).toBe(200);
      const [row] = report.json().items;
      const body = await progressOf(teamId);
      expect(body.tasks.find((item) => item.id === taskId)!.status).toBe(row.status);
    }
  });

  it('answers an empty list for a team no task applies to, and says an organiser team sees all', async () => {
    const other = await progressOf(emptyTeamId);
    // The same type as the team: every one of its tasks applies, none touched yet.
    expect(other.tasks).toHaveLength(7);
    expect(other.summary.complete).toBe(0);

    const organisers = await progressOf(organiserTeamId);
    expect(organisers.isOrganiser).toBe(true);
    // Every unarchived task, whatever its team types.
    expect(organisers.tasks.map((row) => row.title)).toContain('Caterers only');
    expect(organisers.tasks.map((row) => row.title)).not.toContain('Archived one');

    const lone = await t.buildUser(event.id);
    const bare = await t.buildTeam(event.id, lone.userId);
    const typeC = await addTeamType(asAdmin, 'Press');
    await updateTeam(t, event.id, bare, { teamTypeId: typeC });
    const empty = await progressOf(bare, asAdmin);
    expect(empty.tasks).toEqual([]);
    expect(Object.values(empty.summary).every((count) => count === 0)).toBe(true);
  });

  it('is for moderators and up, and scoped by event', async () => {
    const member = await asOwner.get(`/teams/${teamId}/tasks`);
    expect(member.statusCode).toBe(403);
    // Another event's team, or an unknown one: 404 'Team not found'.
    for (const id of [otherEventTeamId, 'nope']) {
      const response = await asModerator.get(`/teams/${id}/tasks`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Team not found');
    }
    // Someone of another event asking for this event's team: the event is not theirs.
    expect((await asStranger.get(`/teams/${teamId}/tasks`, event)).statusCode).toBe(404);
    const own = await asStranger.get(`/teams/${teamId}/tasks`);
    expect(own.statusCode).toBe(404);
  });
});
