import { calendarDayIn, instantOfWallClock, wallClockIn } from '@showdesk/domain/common/time-zones';
import type { TeamTaskProgress } from '@showdesk/domain/tasks/task-report';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Caller, callerFor } from '../../../test/support/caller.ts';
import { addTask, callersFor } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { outboxRows } from '../../../test/support/outbox.ts';
import { events as eventsTable } from '../../db/schema/events.ts';
import type { EventRow } from '../platform/events/queries.ts';
import { runTaskReminders } from './reminders/daily-reminders.ts';

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

  /**
   * The hourly reminder run sends each event's reminders at its own local hour: over three days
   * of hourly runs (fake clock), an event's team owner is emailed at exactly the runs whose
   * wall clock there shows its reminder hour, once a local day, and a closed event never.
   */
  describe('reminders at the local hour', () => {
    /** Before each zone's hour at the window's start, so no catch-up blurs the first day. */
    const hours: Record<string, number> = {
      'Pacific/Auckland': 18,
      'America/Los_Angeles': 20,
      'Asia/Kolkata': 9,
    };
    const windowStart = Date.UTC(2099, 5, 14, 0, 0, 0);
    const runs = Array.from({ length: 72 }, (_, i) => new Date(windowStart + i * 3_600_000));
    const reminderEvents: Record<string, EventRow> = {};
    let closed: EventRow;

    async function reminderEvent(zone: string, reminderHour: number) {
      const event = await t.buildEvent();
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const owner = await t.buildUser(event.id);
      await t.buildTeam(event.id, owner.userId);
      const [asAdmin] = await callersFor(t, event, [admin]);
      const saved = await asAdmin!.patch('/settings/event', { timeZone: zone, reminderHour });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ timeZone: zone, reminderHour });
      const emails = await asAdmin!.patch('/settings/emails', {
        taskRemindersEnabled: true,
        sendTaskRemindersTo: 'team-leader',
      });
      expect(emails.statusCode, emails.body).toBe(200);
      // Due on the window's third day: due soon before it, overdue after.
      await addTask(asAdmin!, { title: `Insurance ${zone}`, dueDate: '2099-06-16' });
      return event;
    }

    const reminderCount = async (event: EventRow) =>
      (await outboxRows(t, { eventId: event.id, template: 'taskReminder' })).length;

    /** Runs the job at `instant` (the clock faked there) and answers the emails each event got. */
    async function runAt(instant: Date, watched: EventRow[]) {
      const before = await Promise.all(watched.map(reminderCount));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(instant);
      try {
        await runTaskReminders(t.deps);
      } finally {
        vi.useRealTimers();
      }
      const after = await Promise.all(watched.map(reminderCount));
      return after.map((count, i) => count - before[i]!);
    }

    beforeAll(async () => {
      for (const [zone, hour] of Object.entries(hours)) {
        reminderEvents[zone] = await reminderEvent(zone, hour);
      }
      closed = await reminderEvent('Asia/Kolkata', 9);
      await t.deps.db
        .update(eventsTable)
        .set({ closedAt: new Date(windowStart) })
        .where(eq(eventsTable.id, closed.id));
    });

    it("goes out at each event's local hour, once a local day, and never for a closed event", async () => {
      const zoneList = Object.keys(hours);
      const watched = [...zoneList.map((zone) => reminderEvents[zone]!), closed];
      const sentAt: Record<string, string[]> = Object.fromEntries(zoneList.map((z) => [z, []]));
      let closedSent = 0;
      for (const instant of runs) {
        const counts = await runAt(instant, watched);
        zoneList.forEach((zone, i) => {
          if (counts[i]! > 0) {
            expect(counts[i]).toBe(1); // the team owner, once
            sentAt[zone]!.push(instant.toISOString());
          }
        });
        closedSent += counts.at(-1)!;
      }
      for (const zone of zoneList) {
        // Exactly the runs whose local hour is the event's reminder hour.
        const expected = runs
          .filter((instant) => wallClockIn(zone, instant).hour === hours[zone])
          .map((instant) => instant.toISOString());
        expect(sentAt[zone], zone).toEqual(expected);
        expect(expected.length, zone).toBeGreaterThanOrEqual(2);
        // One a local day, each on a different day there.
        const days = sentAt[zone]!.map((at) => calendarDayIn(zone, new Date(at)));
        expect(new Set(days).size).toBe(days.length);
      }
      // Kolkata is UTC+05:30: its run at 09:30 local, 04:00 UTC.
      expect(sentAt['Asia/Kolkata']![0]).toBe('2099-06-14T04:00:00.000Z');
      expect(sentAt['Pacific/Auckland']![0]).toBe('2099-06-14T06:00:00.000Z');
      expect(sentAt['America/Los_Angeles']![0]).toBe('2099-06-14T03:00:00.000Z');
      expect(closedSent).toBe(0);
    });

    it('sends a day whose hour no run reached at the next run that day, and only once', async () => {
      const kolkata = reminderEvents['Asia/Kolkata']!;
      const auckland = reminderEvents['Pacific/Auckland']!;
      const watched = [kolkata, auckland];
      // No run since the window: 17:30 in Kolkata (hour passed), 00:00 in Auckland (not yet).
      const late = new Date(Date.UTC(2099, 5, 20, 12, 0, 0));
      expect(await runAt(late, watched)).toEqual([1, 0]);
      expect(await runAt(new Date(late.getTime() + 3_600_000), watched)).toEqual([0, 0]);
      // A retry or second process at the same hour sends nothing either.
      expect(await runAt(late, watched)).toEqual([0, 0]);
      // The next local day, at its hour again.
      expect(await runAt(instantOfWallClock('Asia/Kolkata', '2099-06-21', 9, 30), watched)).toEqual(
        [1, 0],
      );
    });
  });
});
