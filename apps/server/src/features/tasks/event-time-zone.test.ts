import { calendarDayIn, instantOfWallClock } from '@showdesk/domain/common/time-zones';
import type { TeamTaskProgress } from '@showdesk/domain/tasks/task-report';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Caller, callerFor } from '../../../test/support/caller.ts';
import { addTask, callersFor } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import type { EventRow } from '../platform/events/queries.ts';

/** Zones a day apart at the same instant: ahead of UTC, behind it, and one with a half hour. */
const zones = ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata'];

/** The day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * A task turns overdue at the event's own midnight: the member's list and the organisers' view
 * of the team say due soon at 23:30 on its due day there and overdue at 00:30 the day after,
 * whatever that is in UTC or on the server's clock.
 */
describe.each(testDatabases)("due soon and overdue in the event's time zone (%s)", (kind) => {
  const t = useTestApp(kind);
  type Login = { email: string; password: string };
  interface ZoneEvent {
    event: EventRow;
    taskId: string;
    teamId: string;
    dueDate: string;
    owner: Login;
    moderator: Login;
  }
  const events: Record<string, ZoneEvent> = {};

  beforeAll(async () => {
    for (const zone of zones) {
      const event = await t.buildEvent();
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const owner = await t.buildUser(event.id);
      const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
      const teamId = await t.buildTeam(event.id, owner.userId);
      const [asAdmin] = await callersFor(t, event, [admin]);
      const saved = await asAdmin!.patch('/settings/event', { timeZone: zone });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().timeZone).toBe(zone);
      // Due ten days from now, on the event's calendar.
      const dueDate = calendarDayIn(zone, new Date(Date.now() + 10 * 86_400_000));
      const taskId = await addTask(asAdmin!, { title: `Stand plan ${zone}`, dueDate });
      events[zone] = { event, taskId, teamId, dueDate, owner, moderator };
    }
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * The event's today and the task's label for the team, read by its owner and by a moderator
   * who log in at `instant`.
   */
  async function labelsAt(zoneEvent: ZoneEvent, instant: Date) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
    const { event, taskId, teamId } = zoneEvent;
    const asOwner: Caller = await callerFor(t, event, zoneEvent.owner);
    const asModerator: Caller = await callerFor(t, event, zoneEvent.moderator);
    const list = await asOwner.get('/member/tasks');
    expect(list.statusCode, list.body).toBe(200);
    const { today, groups } = list.json() as {
      today: string;
      groups: { tasks: { id: string; label: string }[] }[];
    };
    const member = groups.flatMap((group) => group.tasks).find((task) => task.id === taskId);
    const progress = await asModerator.get(`/teams/${teamId}/tasks`);
    expect(progress.statusCode, progress.body).toBe(200);
    const organiser = (progress.json() as TeamTaskProgress).tasks.find((row) => row.id === taskId);
    return { today, member: member?.label, organiser: organiser?.status };
  }

  for (const zone of zones) {
    it(`turns a task overdue at midnight in ${zone}`, async () => {
      const zoneEvent = events[zone]!;
      const { dueDate } = zoneEvent;
      expect(await labelsAt(zoneEvent, instantOfWallClock(zone, dueDate, 23, 30))).toEqual({
        today: dueDate,
        member: 'dueSoon',
        organiser: 'dueSoon',
      });
      const after = nextDay(dueDate);
      expect(await labelsAt(zoneEvent, instantOfWallClock(zone, after, 0, 30))).toEqual({
        today: after,
        member: 'overdue',
        organiser: 'overdue',
      });
    });
  }
});
