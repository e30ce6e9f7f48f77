import { wallClockIn } from '@showdesk/domain/common/time-zones';
import { taskProgressOf } from '@showdesk/domain/tasks/task-progress';
import { eventToday } from '../../platform/events/calendar.ts';
import {
  claimReminder,
  isReminderClaimed,
  listDueTasksOfTeams,
  listEventAdmins,
  listEventsWithReminders,
  listReminderRecipients,
  listTeamPage,
  type ReminderEvent,
} from './queries.ts';
import {
  type Deps,
  groupBy,
  queueReminder,
  queueTeamReminders,
  type ReminderContext,
  reminderContext,
  reminderTaskOf,
} from './reminder-emails.ts';
import { adminDigestPayload, type DigestTeam } from './templates.ts';

/** Teams read per round of the daily job; each team is then its own small transaction. */
export const reminderBatchSize = 100;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The event's exhibitor teams a page at a time (`reminderBatchSize`, by id), each page as its
 * teams' tasks that are due soon or overdue (the domain's taskProgressOf), by team.
 */
async function* dueTasksByPage(deps: Deps, ctx: ReminderContext, today: string, horizon: string) {
  let after: string | null = null;
  for (;;) {
    const page = await listTeamPage(deps.db, ctx.eventId, after, reminderBatchSize);
    if (page.length === 0) return;
    after = page.at(-1)!.id;
    const rows = await listDueTasksOfTeams(
      deps.db,
      ctx.eventId,
      page.map((team) => team.id),
      horizon,
    );
    yield groupBy(
      rows.filter((row) => {
        const label = taskProgressOf(row, row.status, today, ctx.dueSoonDays);
        return label === 'overdue' || label === 'dueSoon';
      }),
      (row) => row.teamId,
    );
  }
}

/** The claim key of an admin's daily digest (a team id is never of this form). */
const adminDigestKey = (userId: string) => `admin:${userId}`;

/**
 * The daily reminders when they go to the admins: each admin (and platform admin member of the
 * event) gets one digest listing every team with due-soon or overdue tasks, each task linked
 * to its report's row of that team. Claimed per admin and day, each in its own transaction:
 * a run again the same day (a restart, another process) sends no admin a second digest.
 */
async function runAdminDigests(
  deps: Deps,
  ctx: ReminderContext,
  today: string,
  horizon: string,
): Promise<number> {
  const admins = await listEventAdmins(deps.db, ctx.eventId);
  if (admins.length === 0) return 0;
  const digest: DigestTeam[] = [];
  for await (const due of dueTasksByPage(deps, ctx, today, horizon)) {
    for (const [teamId, teamRows] of due) {
      digest.push({
        name: teamRows[0]!.teamName,
        tasks: teamRows.map((row) => ({
          ...reminderTaskOf(ctx, row, today),
          url: ctx.reportUrl(row.taskId, teamId),
        })),
      });
    }
  }
  if (digest.length === 0) return 0;
  digest.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  let queued = 0;
  let failed = 0;
  for (const recipient of admins) {
    const { userId } = recipient;
    try {
      queued += await deps.db.transaction(async (tx) => {
        if (!(await claimReminder(tx, ctx.eventId, adminDigestKey(userId), today))) return 0;
        await queueReminder(
          tx,
          deps,
          ctx,
          adminDigestPayload({
            eventId: ctx.eventId,
            recipient,
            words: ctx.wordsFor(recipient.locale),
            shortName: ctx.shortName,
            isSingleTask: false,
            teams: digest,
          }),
          recipient.locale,
        );
        return 1;
      });
    } catch (error) {
      deps.log.error({ err: error, eventId: ctx.eventId, userId }, 'admin reminder not queued');
      deps.reporter.capture(error, { eventId: ctx.eventId, userId });
      failed++;
    }
  }
  if (failed > 0) throw new Error(`${failed} admin digests of event ${ctx.eventId} not queued`);
  return queued;
}

/**
 * The daily reminders of one event. Teams are read a page at a time; for each
 * team with due-soon or overdue tasks (the domain's taskProgressOf: neither complete, n/a nor
 * waiting for approval) and someone to send to, one transaction claims the (event, team, day)
 * row of task_reminder_sends and queues the team's email to each recipient. A claim another run
 * holds (another process, or this job run again after a restart) makes it skip the team: no
 * team is reminded twice on one day, and a crash mid-send loses no team, since an uncommitted
 * claim rolls back with its emails. Returns the emails queued.
 */
export async function runEventReminders(deps: Deps, eventId: string, now: Date): Promise<number> {
  const ctx = await reminderContext(deps, eventId);
  if (!ctx.emails.taskRemindersEnabled) return 0;
  const today = await eventToday(deps.db, eventId, now);
  const horizon = addDays(today, ctx.dueSoonDays);
  if (ctx.emails.sendTaskRemindersTo === 'admin') return runAdminDigests(deps, ctx, today, horizon);
  let queued = 0;
  let failed = 0;
  for await (const due of dueTasksByPage(deps, ctx, today, horizon)) {
    if (due.size === 0) continue;
    const recipients = groupBy(
      await listReminderRecipients(
        deps.db,
        eventId,
        [...due.keys()],
        ctx.emails.sendTaskRemindersTo,
      ),
      (r) => r.teamId,
    );
    for (const [teamId, teamRows] of due) {
      const to = recipients.get(teamId);
      if (!to?.length) continue;
      const reminderTasks = teamRows.map((row) => reminderTaskOf(ctx, row, today));
      try {
        queued += await deps.db.transaction(async (tx) => {
          if (!(await claimReminder(tx, eventId, teamId, today))) return 0;
          return queueTeamReminders(tx, deps, ctx, teamId, to, reminderTasks, false);
        });
      } catch (error) {
        // One team's failure does not stop the others; its claim rolled back with it, so the
        // job's retry (the error below) reminds that team and skips those already done.
        deps.log.error({ err: error, eventId, teamId }, 'task reminder not queued');
        deps.reporter.capture(error, { eventId, teamId });
        failed++;
      }
    }
  }
  if (failed > 0) throw new Error(`${failed} team reminders of event ${eventId} not queued`);
  return queued;
}

/** The claim key of an event's whole daily run, taken once it has finished for the event's day. */
export const dailyRunKey = 'run:daily';

/**
 * The event's day whose reminders are due at `now`, or null: its day in its own time zone once
 * the local hour has reached its reminder hour. The hourly run at that hour sends them; a later
 * hour of the same day sends them only when that run did not finish (no process was up, the
 * run failed, or the clocks skipped the hour), since a finished run claims `dailyRunKey`.
 */
export function dueReminderDay(event: ReminderEvent, now: Date): string | null {
  const wall = wallClockIn(event.timeZone, now);
  return wall.hour >= event.reminderHour ? wall.day : null;
}

/**
 * The hourly job: every open event whose emails settings switch reminders on and whose local
 * hour has reached its reminder hour (dueReminderDay) gets its reminders for its own day, once.
 */
export async function runTaskReminders(deps: Deps, now: Date = new Date()): Promise<number> {
  let queued = 0;
  let failure: unknown = null;
  for (const event of await listEventsWithReminders(deps.db)) {
    const { eventId } = event;
    const day = dueReminderDay(event, now);
    if (day === null || (await isReminderClaimed(deps.db, eventId, dailyRunKey, day))) continue;
    try {
      queued += await runEventReminders(deps, eventId, now);
      await claimReminder(deps.db, eventId, dailyRunKey, day);
    } catch (error) {
      failure = error; // the other events go on; the job fails after them, to be retried
    }
  }
  if (queued > 0) deps.log.info({ queued }, 'task reminders queued');
  if (failure) throw failure;
  return queued;
}
