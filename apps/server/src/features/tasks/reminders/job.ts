import type { AppDeps } from '../../../app-deps.ts';
import { runTaskReminders } from './daily-reminders.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

export const taskRemindersQueue = 'task-reminders';

/** The pg-boss cron of the daily run: minute 0 of TASK_REMINDER_HOUR (default 8), UTC. */
export const taskReminderCron = (hour: number) => `0 ${hour} * * *`;

/**
 * The daily task reminders as a pg-boss schedule: every app process declares it (the same name
 * and cron: an upsert), pg-boss's cron pass creates one job per occurrence whichever process
 * runs it, and one worker fetches it. `missed: 'once'` sends the day's job late when no process
 * was up at the hour. Should two runs still meet (a retry after a crash, a job sent twice), the
 * (event, team, day) claims in task_reminder_sends keep every team to one reminder a day.
 */
export async function registerTaskReminders(deps: Deps, pollingIntervalSeconds = 2) {
  await deps.jobs.boss.createQueue(taskRemindersQueue, {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
  });
  await deps.jobs.boss.schedule(
    taskRemindersQueue,
    taskReminderCron(deps.config.taskReminderHour),
    {},
    { tz: 'UTC', missed: 'once' },
  );
  await deps.jobs.boss.work(taskRemindersQueue, { pollingIntervalSeconds }, async () => {
    await runTaskReminders(deps, new Date());
  });
}
