import type { AppDeps } from '../../../app-deps.ts';
import { runTaskReminders } from './daily-reminders.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

export const taskRemindersQueue = 'task-reminders';

/**
 * The pg-boss cron of the reminder run: minute 0 of every hour, UTC. Each run sends the events
 * whose local hour (in their own time zone) has reached their reminder hour (daily-reminders.ts).
 */
export const taskReminderCron = '0 * * * *';

/**
 * The task reminders as an hourly pg-boss schedule: every app process declares it (the same
 * name and cron: an upsert, which also replaces the daily cron of earlier releases), pg-boss's
 * cron pass creates one job per occurrence whichever process runs it, and one worker fetches
 * it. `missed: 'once'` sends one job late when no process was up at an hour; that run sends
 * every event whose hour passed meanwhile and whose day's run had not finished. Should two runs
 * still meet (a retry after a crash, a job sent twice), the (event, team, day) claims in
 * task_reminder_sends keep every team to one reminder a day.
 */
export async function registerTaskReminders(deps: Deps, pollingIntervalSeconds = 2) {
  await deps.jobs.boss.createQueue(taskRemindersQueue, {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
  });
  await deps.jobs.boss.schedule(
    taskRemindersQueue,
    taskReminderCron,
    {},
    { tz: 'UTC', missed: 'once' },
  );
  await deps.jobs.boss.work(taskRemindersQueue, { pollingIntervalSeconds }, async () => {
    await runTaskReminders(deps, new Date());
  });
}
