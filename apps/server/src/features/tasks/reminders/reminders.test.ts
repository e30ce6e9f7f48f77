import type { EmailsSettings } from '@showdesk/domain/platform/settings';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { addTeamType, callerForNewUser, callersFor } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { testEventDay } from '../../../../test/support/days.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import { taskReminderSends, taskStatuses, tasks } from '../../../db/schema/tasks.ts';
import { teams } from '../../../db/schema/teams.ts';
import { newId } from '../../../lib/ids.ts';
import { addTeamMember, insertTeam } from '../../people/teams/queries.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { dailyRunKey, runEventReminders, runTaskReminders } from './daily-reminders.ts';
import { taskReminderCron, taskRemindersQueue } from './job.ts';

/** A fixed "now" per scenario: each scenario its own day, so claims of one do not hide another. */
let dayCounter = 0;
const nextNow = () => new Date(Date.UTC(2099, 2, 1 + dayCounter++, 9, 0, 0));
const plusDays = (now: Date, days: number) => {
  const date = new Date(now);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface Person {
  userId: string;
  email: string;
  password: string;
}

describe.each(testDatabases)('task reminders on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asAdmin: Caller;
  let asModerator: Caller;
  let asOwner: Caller;
  let asGuest: Caller;
  let asStranger: Caller;
  let admin: Person;
  let admin2: Person;
  let platformAdmin: Person;
  let ownerA: Person;
  let memberA: Person;
  let ownerB: Person;
  let ownerChild: Person;
  let organiserOwner: Person;
  let otherOwner: Person;
  let typeA: string;
  let typeB: string;
  let teamA: string;
  let teamB: string;
  let childTeam: string;
  let organiserTeam: string;
  let otherTeam: string;

  const deps = () => t.deps;

  async function addTeam(
    eventId: string,
    owner: Person,
    extra: Partial<{
      teamTypeId: string;
      isOrganiser: boolean;
      standShareRole: 'parent' | 'child';
      parentTeamId: string;
    }> = {},
    memberIds: string[] = [],
  ) {
    const id = newId();
    await insertTeam(t.deps.db, {
      eventId,
      id,
      name: `Team ${id.slice(0, 6)}`,
      ownerId: owner.userId,
      createdBy: null,
      ...extra,
    });
    for (const userId of [owner.userId, ...memberIds]) {
      await addTeamMember(t.deps.db, { eventId, teamId: id, userId, createdBy: null });
    }
    return id;
  }

  async function addTask(
    eventId: string,
    input: Partial<typeof tasks.$inferInsert> & { title: string },
  ): Promise<string> {
    const id = newId();
    await t.deps.db.insert(tasks).values({ eventId, id, ...input });
    return id;
  }

  async function setStatus(
    eventId: string,
    taskId: string,
    teamId: string,
    status: Partial<typeof taskStatuses.$inferInsert>,
  ) {
    await t.deps.db.insert(taskStatuses).values({ eventId, taskId, teamId, ...status });
  }

  async function setEmails(settings: Partial<EmailsSettings>, caller = asAdmin) {
    const response = await caller.patch('/settings/emails', settings);
    expect(response.statusCode, response.body).toBe(200);
  }

  async function reminderIds(eventId: string) {
    const rows = await outboxRows(t, { eventId, template: 'taskReminder' });
    return new Set(rows.map((row) => row.id));
  }

  /** The reminders `run` queued in `eventId` (and checks no other event got any). */
  async function sent(run: () => Promise<unknown>, eventId = event.id) {
    const before = await reminderIds(eventId);
    const otherBefore = await reminderIds(otherEvent.id);
    await run();
    if (eventId !== otherEvent.id) expect(await reminderIds(otherEvent.id)).toEqual(otherBefore);
    const rows = await outboxRows(t, { eventId, template: 'taskReminder' });
    return rows.filter((row) => !before.has(row.id));
  }

  const byAddress = (rows: { toAddress: string }[]) => rows.map((r) => r.toAddress).sort();

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    admin = await t.buildUser(event.id, { permissions: 'admin', firstName: 'Ada' });
    admin2 = await t.buildUser(event.id, { permissions: 'admin', firstName: 'Alan' });
    platformAdmin = await t.buildUser(event.id, {
      permissions: 'eventflowAdmin',
      firstName: 'Pat',
    });
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    ownerA = await t.buildUser(event.id, { firstName: 'Olive' });
    memberA = await t.buildUser(event.id, { firstName: 'Milo' });
    ownerB = await t.buildUser(event.id, { firstName: 'Bea' });
    ownerChild = await t.buildUser(event.id, { firstName: 'Chad' });
    organiserOwner = await t.buildUser(event.id, { firstName: 'Orla' });
    otherOwner = await t.buildUser(otherEvent.id, { firstName: 'Otto' });
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    [asAdmin, asModerator, asOwner, asGuest] = await callersFor(t, event, [
      admin,
      moderator,
      ownerA,
      null,
    ]);
    asStranger = await callerFor(t, otherEvent, stranger);
    typeA = await addTeamType(asAdmin, 'Exhibitors');
    typeB = await addTeamType(asAdmin, 'Caterers');
    teamA = await addTeam(event.id, ownerA, { teamTypeId: typeA }, [memberA.userId]);
    teamB = await addTeam(event.id, ownerB, { teamTypeId: typeB });
    childTeam = await addTeam(event.id, ownerChild, {
      teamTypeId: typeA,
      standShareRole: 'child',
      parentTeamId: teamA,
    });
    organiserTeam = await addTeam(event.id, organiserOwner, { isOrganiser: true });
    otherTeam = await addTeam(otherEvent.id, otherOwner);
  });

  describe('the daily job', () => {
    let now: Date;
    let overdueA: string;
    let soonAll: string;
    let soonChild: string;

    beforeAll(async () => {
      now = nextNow();
      // Event-wide: overdue for type A, due soon for everyone, due soon for child teams too,
      // and tasks that must not be reminded (far off, archived, no date, done, n/a, waiting).
      overdueA = await addTask(event.id, {
        title: 'Risk assessment',
        dueDate: plusDays(now, -2),
        teamTypeIds: [typeA],
      });
      soonAll = await addTask(event.id, { title: 'Stand plan', dueDate: plusDays(now, 5) });
      soonChild = await addTask(event.id, {
        title: 'Badges',
        dueDate: plusDays(now, 1),
        showToChildTeams: true,
      });
      await addTask(event.id, { title: 'Far off', dueDate: plusDays(now, 200) });
      await addTask(event.id, {
        title: 'Archived',
        dueDate: plusDays(now, 1),
        isArchived: true,
      });
      await addTask(event.id, { title: 'No deadline' });
      const done = await addTask(event.id, { title: 'Done', dueDate: plusDays(now, 1) });
      await setStatus(event.id, done, teamA, { isComplete: true });
      await setStatus(event.id, done, teamB, { isNotApplicable: true });
      const waiting = await addTask(event.id, {
        title: 'Waiting',
        dueDate: plusDays(now, -1),
        isApprovalNeeded: true,
      });
      await setStatus(event.id, waiting, teamA, { isComplete: true, approvalStatus: 'pending' });
      const returned = await addTask(event.id, {
        title: 'Sent back',
        dueDate: plusDays(now, -1),
        isApprovalNeeded: true,
        teamTypeIds: [typeB],
      });
      await setStatus(event.id, returned, teamB, { approvalStatus: 'returned' });
      // The other event has a due task and reminders on, and is run only by the global job.
      await addTask(otherEvent.id, { title: 'Theirs', dueDate: plusDays(now, 1) });
    });

    beforeEach(() => {
      now = nextNow();
    });

    it('declares an hourly pg-boss schedule, each event sending at its own hour', async () => {
      const schedules = await t.deps.jobs.boss.getSchedules(taskRemindersQueue);
      expect(schedules.map((s) => [s.cron, s.timezone])).toEqual([['0 * * * *', 'UTC']]);
      expect(taskReminderCron).toBe('0 * * * *');
      expect(t.config.taskReminderHour).toBe(8);
      expect(event.reminderHour).toBe(8);
    });

    it('sends nothing while the emails settings leave reminders off', async () => {
      await setEmails({ taskRemindersEnabled: false });
      expect(await sent(() => runEventReminders(deps(), event.id, now))).toEqual([]);
      expect(await sent(() => runTaskReminders(deps(), now))).toEqual([]);
    });

    it('sends one email per team owner listing its due-soon and overdue tasks, once a day', async () => {
      await setEmails({ taskRemindersEnabled: true, sendTaskRemindersTo: 'team-leader' });
      const first = await sent(() => runEventReminders(deps(), event.id, now));
      // Team A: its overdue task, the one for all and the child one; team B: two (sent back
      // counts again); the child team: only what child teams see; the organiser team nothing.
      expect(byAddress(first)).toEqual([ownerA.email, ownerB.email, ownerChild.email].sort());
      const toA = first.find((row) => row.toAddress === ownerA.email)!;
      expect(toA.subject).toContain('3 tasks are due soon or overdue');
      expect(toA.userId).toBe(ownerA.userId);
      expect(toA.textBody).toContain('Hi Olive,');
      // The text part is derived from the HTML: each task's link follows its title.
      expect(toA.textBody).toMatch(/Risk assessment \(\S+\) \(Overdue, due /);
      expect(toA.textBody).toMatch(/Stand plan \(\S+\) \(Due Soon, due /);
      expect(toA.textBody).toContain(`http://${event.hostnames[0]}/tasks/${overdueA}`);
      expect(toA.htmlBody).toContain(`href="http://${event.hostnames[0]}/tasks/${soonAll}"`);
      for (const title of ['Far off', 'Archived', 'No deadline', 'Done', 'Waiting'])
        expect(toA.textBody).not.toContain(title);
      const toB = first.find((row) => row.toAddress === ownerB.email)!;
      expect(toB.textBody).toMatch(/Sent back \(\S+\) \(Overdue/);
      expect(toB.textBody).not.toContain('Risk assessment');
      const toChild = first.find((row) => row.toAddress === ownerChild.email)!;
      expect(toChild.subject).toContain('1 task is due soon or overdue');
      expect(toChild.textBody).toContain(`/tasks/${soonChild}`);
      expect(toChild.textBody).not.toContain('Stand plan');

      // The same day again, twice at once (two processes): nothing more.
      const again = await sent(() =>
        Promise.all([
          runEventReminders(deps(), event.id, now),
          runTaskReminders(deps(), new Date(now.getTime() + 3_600_000)),
        ]),
      );
      expect(again).toEqual([]);
      const claims = await t.deps.db
        .select()
        .from(taskReminderSends)
        .where(
          and(
            eq(taskReminderSends.eventId, event.id),
            eq(taskReminderSends.day, testEventDay(now)),
          ),
        );
      // The teams' claims, and the event's whole run of the day (dailyRunKey).
      expect(claims.map((c) => c.teamId).sort()).toEqual(
        [teamA, teamB, childTeam, dailyRunKey].sort(),
      );
      // The next day, the teams are reminded again.
      const next = await sent(() => runEventReminders(deps(), event.id, nextNow()));
      expect(next).toHaveLength(3);
    });

    it('does not send a team twice when a run restarts after its claim is committed', async () => {
      await setEmails({ taskRemindersEnabled: true, sendTaskRemindersTo: 'team-leader' });
      // A run that stopped after team B: its claim is there, the others are not.
      await t.deps.db.insert(taskReminderSends).values({
        eventId: event.id,
        teamId: teamB,
        day: testEventDay(now),
      });
      const rows = await sent(() => runEventReminders(deps(), event.id, now));
      expect(byAddress(rows)).toEqual([ownerA.email, ownerChild.email].sort());
    });

    it('sends to every member with all-users, and to the event admins with admin', async () => {
      await setEmails({ taskRemindersEnabled: true, sendTaskRemindersTo: 'all-users' });
      const all = await sent(() => runEventReminders(deps(), event.id, now));
      expect(byAddress(all)).toEqual(
        [ownerA.email, memberA.email, ownerB.email, ownerChild.email].sort(),
      );
      expect(all.find((r) => r.toAddress === memberA.email)?.textBody).toContain('Hi Milo,');

      now = nextNow();
      await setEmails({ sendTaskRemindersTo: 'admin' });
      const admins = await sent(() => runEventReminders(deps(), event.id, now));
      // One digest per admin of the event (platform admins who are members too), listing the
      // three teams with due tasks, each task linked to its report's row of the team.
      expect(byAddress(admins)).toEqual([admin.email, admin2.email, platformAdmin.email].sort());
      const digest = admins.find((r) => r.toAddress === admin.email)!;
      expect(digest.userId).toBe(admin.userId);
      expect(digest.subject).toContain('3 teams have tasks due soon or overdue');
      const [nameA, nameB, nameChild] = await Promise.all(
        [teamA, teamB, childTeam].map(async (id) => {
          const [row] = await t.deps.db
            .select({ name: teams.name })
            .from(teams)
            .where(and(eq(teams.eventId, event.id), eq(teams.id, id)));
          return row!.name;
        }),
      );
      for (const name of [nameA, nameB, nameChild]) expect(digest.textBody).toContain(name);
      expect(digest.textBody).toContain(`/admin/tasks/${overdueA}/report?team=${teamA}`);
      expect(digest.textBody).toContain('Risk assessment');

      // The same day again: no admin gets a second digest.
      expect(await sent(() => runEventReminders(deps(), event.id, now))).toEqual([]);
    });

    it('runs as the pg-boss job, twice on one day, with one email per team owner', async () => {
      await setEmails({ taskRemindersEnabled: true, sendTaskRemindersTo: 'team-leader' });
      // Today's run (the job reads the clock) at whatever hour the test runs: reminders at
      // midnight have always come due by now (hourly runs catch up a day not yet run).
      const hour = await asAdmin.patch('/settings/event', { reminderHour: 0 });
      expect(hour.statusCode, hour.body).toBe(200);
      // A task due today, for teams of type B only.
      const today = testEventDay(new Date());
      const dueToday = await addTask(event.id, {
        title: 'Due today',
        dueDate: today,
        teamTypeIds: [typeB],
      });
      const rows = await sent(async () => {
        const ids = [
          await t.deps.jobs.boss.send(taskRemindersQueue, {}),
          await t.deps.jobs.boss.send(taskRemindersQueue, {}),
        ];
        for (const id of ids) {
          for (let i = 0; ; i++) {
            const [job] = await t.deps.jobs.boss.findJobs(taskRemindersQueue, { id: id! });
            if (job?.state === 'completed') break;
            if (i > 200 || job?.state === 'failed') throw new Error(`job ${job?.state}`);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      });
      expect(byAddress(rows)).toEqual([ownerB.email]);
      expect(rows[0]?.textBody).toContain(`/tasks/${dueToday}`);
      await t.deps.db.update(tasks).set({ isArchived: true }).where(eq(tasks.id, dueToday));
    });

    it('runs every event with reminders on, and leaves the others alone', async () => {
      await setEmails({ taskRemindersEnabled: true, sendTaskRemindersTo: 'team-leader' });
      const ours = await sent(() => runTaskReminders(deps(), now));
      expect(ours).toHaveLength(3);
      // The other event's reminders are off: its team got nothing.
      expect(await sent(() => runTaskReminders(deps(), nextNow()), otherEvent.id)).toEqual([]);
      // Switched on there, its team gets its own task only, with its own links.
      const asOtherAdmin = await callerForNewUser(t, otherEvent, { permissions: 'admin' });
      await setEmails(
        { taskRemindersEnabled: true, sendTaskRemindersTo: 'team-leader' },
        asOtherAdmin,
      );
      const theirs = await sent(() => runEventReminders(deps(), otherEvent.id, now), otherEvent.id);
      expect(byAddress(theirs)).toEqual([otherOwner.email]);
      expect(theirs[0]?.textBody).toContain('Theirs');
      expect(theirs[0]?.textBody).toContain(otherEvent.hostnames[0]);
      expect(theirs[0]?.textBody).not.toContain('Stand plan');
      // The organiser team of our event never gets one.
      expect(ours.map((r) => r.toAddress)).not.toContain(organiserOwner.email);
      expect(otherTeam).toBeTruthy();
      expect(organiserTeam).toBeTruthy();
    });
  });

  describe('send reminders now', () => {
    let task: string;
    let taskB: string;

    beforeAll(async () => {
      task = await addTask(event.id, {
        title: 'Public liability',
        dueDate: '2099-09-01',
        showToChildTeams: true,
      });
      taskB = await addTask(event.id, { title: 'Menu', teamTypeIds: [typeB] });
      await setStatus(event.id, task, teamB, { isNotApplicable: true });
    });

    it('is for organisers of the event only', async () => {
      for (const caller of [asOwner]) {
        expect((await caller.get(`/tasks/${task}/reminders`)).statusCode).toBe(403);
        expect((await caller.post(`/tasks/${task}/reminders`)).statusCode).toBe(403);
      }
      expect((await asGuest.post(`/tasks/${task}/reminders`)).statusCode).toBe(401);
      const foreign = await asStranger.post(`/tasks/${task}/reminders`, undefined, event);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error.message).toBe('Event ID not found');
      // Another event's task from our event: not found, nothing claimed.
      const theirTask = await addTask(otherEvent.id, { title: 'Theirs now' });
      const missing = await asModerator.post(`/tasks/${theirTask}/reminders`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Task not found');
      expect((await asModerator.get(`/tasks/${theirTask}/reminders`)).statusCode).toBe(404);
    });

    it('counts, then sends once a day to each team that has not done the task', async () => {
      await setEmails({ taskRemindersEnabled: false, sendTaskRemindersTo: 'all-users' });
      const preview = await asModerator.get(`/tasks/${task}/reminders`);
      expect(preview.statusCode, preview.body).toBe(200);
      // Team A (2 people) and the child team; team B marked it n/a; not the organiser team.
      expect(preview.json()).toEqual({ teams: 2, recipients: 3, sentToday: false });

      const rows = await sent(async () => {
        const response = await asModerator.post(`/tasks/${task}/reminders`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toEqual({ queued: 3, teams: 2 });
      });
      expect(byAddress(rows)).toEqual([ownerA.email, memberA.email, ownerChild.email].sort());
      expect(rows[0]?.subject).toContain('reminder about "Public liability", due 1 Sept 2099');
      expect(rows[0]?.textBody).toMatch(/Public liability \(\S+\) \(Incomplete, due 1 Sept 2099\)/);

      expect((await asAdmin.get(`/tasks/${task}/reminders`)).json().sentToday).toBe(true);
      const second = await sent(async () => {
        const response = await asAdmin.post(`/tasks/${task}/reminders`);
        expect(response.statusCode).toBe(409);
        expect(response.json().error.message).toBe("This task's reminders were already sent today");
      });
      expect(second).toEqual([]);
    });

    it('reaches only the teams that see the task', async () => {
      await setEmails({ sendTaskRemindersTo: 'team-leader' });
      const rows = await sent(async () => {
        const response = await asAdmin.post(`/tasks/${taskB}/reminders`);
        expect(response.json()).toEqual({ queued: 1, teams: 1 });
      });
      expect(byAddress(rows)).toEqual([ownerB.email]);
    });

    it('writes each reminder in its recipient’s language, the task’s title translated', async () => {
      const languages = await asAdmin.patch('/settings/event', {
        languages: ['en-GB', 'de'],
        defaultLanguage: 'en-GB',
      });
      expect(languages.statusCode, languages.body).toBe(200);
      try {
        const speakers = await addTeamType(asAdmin, 'Speakers');
        const lena = await t.buildUser(event.id, { firstName: 'Lena' });
        const liam = await t.buildUser(event.id, { firstName: 'Liam' });
        await addTeam(event.id, lena, { teamTypeId: speakers }, [liam.userId]);
        const asLena = await callerFor(t, event, lena);
        expect((await asLena.patch('/me', { locale: 'de' })).statusCode).toBe(200);
        const slides = await addTask(event.id, {
          title: 'Upload your slides',
          dueDate: '2099-10-01',
          teamTypeIds: [speakers],
        });
        const translated = await asAdmin.put(`/translations/tasks/${slides}/de`, {
          texts: { title: 'Folien hochladen' },
        });
        expect(translated.statusCode, translated.body).toBe(200);
        await setEmails({ sendTaskRemindersTo: 'all-users' });

        const rows = await sent(async () => {
          const response = await asAdmin.post(`/tasks/${slides}/reminders`);
          expect(response.json()).toEqual({ queued: 2, teams: 1 });
        });
        const toLena = rows.find((row) => row.toAddress === lena.email)!;
        expect(toLena.subject).toContain(
          'Erinnerung an „Folien hochladen“, fällig am 1. Okt. 2099',
        );
        expect(toLena.textBody).toContain('Hallo Lena,');
        expect(toLena.textBody).toMatch(
          /Folien hochladen \(\S+\) \(Offen, fällig am 1\. Okt\. 2099\)/,
        );
        expect(toLena.textBody).not.toContain('Upload your slides');
        // Liam chose no language: the event's default, as written.
        const toLiam = rows.find((row) => row.toAddress === liam.email)!;
        expect(toLiam.subject).toContain('reminder about "Upload your slides", due 1 Oct 2099');
        expect(toLiam.textBody).toMatch(
          /Upload your slides \(\S+\) \(Incomplete, due 1 Oct 2099\)/,
        );
      } finally {
        await asAdmin.patch('/settings/event', { languages: ['en-GB'], defaultLanguage: 'en-GB' });
      }
    });
  });
});
