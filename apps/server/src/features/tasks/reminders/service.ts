import { messages } from '@showdesk/domain/common/errors';
import type { EmailsSettings } from '@showdesk/domain/platform/settings';
import {
  type TaskReminderPreview,
  type TaskReminderSend,
  taskReminderMessages,
} from '@showdesk/domain/tasks/reminders';
import { taskProgressOf } from '@showdesk/domain/tasks/task-progress';
import { taskMessages } from '@showdesk/domain/tasks/tasks';
import { and, eq } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { tasks } from '../../../db/schema/tasks.ts';
import { AppError } from '../../../lib/app-error.ts';
import { queueEmail } from '../../messaging/email/outbox.ts';
import { loadEmailTemplates } from '../../messaging/email-templates/template-set.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { canonicalOrigin } from '../../platform/events/request-event.ts';
import { documentOrDefaults } from '../../platform/settings/documents.ts';
import { getSettingsData } from '../../platform/settings/queries.ts';
import {
  claimReminder,
  isReminderClaimed,
  listDueTasksOfTeams,
  listEventAdmins,
  listEventsWithReminders,
  listOpenTeamsOfTask,
  listReminderRecipients,
  listTeamPage,
  type OpenTaskRow,
  type ReminderRecipient,
  taskSendKey,
} from './queries.ts';
import {
  adminDigestPayload,
  type DigestTeam,
  formatDay,
  type ReminderTask,
  reminderLabel,
  type TaskReminderPayload,
  taskReminderPayload,
  taskReminderTemplate,
} from './templates.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

/** Teams read per round of the daily job; each team is then its own small transaction. */
export const reminderBatchSize = 100;

/**
 * The event's calendar day. Events have no time zone of their own yet, so it is the UTC day
 * (the job runs at a UTC hour, see TASK_REMINDER_HOUR).
 */
export const eventDay = (now: Date) => now.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * What every reminder of an event shares: its settings, layout, email templates (read once for
 * the whole run) and the member app's address.
 */
async function reminderContext(deps: Deps, eventId: string) {
  const event = await getEvent(deps.db, eventId);
  if (!event) throw AppError.notFound(messages.eventNotFound);
  const stored = await getSettingsData(deps.db, eventId, [
    'emails',
    'variables',
    'event',
    'branding',
  ]);
  const read = <K extends 'emails' | 'variables' | 'event' | 'branding'>(kind: K) =>
    documentOrDefaults(deps, eventId, kind, stored.get(kind));
  const emails: EmailsSettings = read('emails');
  const origin = canonicalOrigin(event, deps.config);
  return {
    eventId,
    emails,
    dueSoonDays: read('variables').dueSoonDays,
    shortName: read('event').shortName || event.name,
    layout: { eventName: event.name, navBgColor: read('branding').navBgColor },
    templates: await loadEmailTemplates(deps.db, deps, eventId),
    taskUrl: (taskId: string) => new URL(`/tasks/${encodeURIComponent(taskId)}`, origin).toString(),
    /** The team's row of the task's report, for an admin's digest. */
    reportUrl: (taskId: string, teamId: string) =>
      new URL(
        `/admin/tasks/${encodeURIComponent(taskId)}/report?team=${encodeURIComponent(teamId)}`,
        origin,
      ).toString(),
  };
}
type ReminderContext = Awaited<ReturnType<typeof reminderContext>>;

/** Queues one reminder (a team's, or an admin's digest) through the caller's transaction. */
async function queueReminder(
  tx: DbOrTx,
  deps: Deps,
  ctx: ReminderContext,
  payload: TaskReminderPayload,
) {
  const days = (list: ReminderTask[]) =>
    list.map((task) => ({ ...task, dueDate: formatDay(task.dueDate) }));
  await queueEmail(tx, deps.jobs, {
    eventId: payload.metadata.eventId,
    template: taskReminderTemplate,
    to: payload.to,
    from: deps.config.mailFrom,
    userId: payload.metadata.userId,
    email: await ctx.templates.render(taskReminderTemplate, ctx.layout, {
      ...payload.templateModel,
      tasks: days(payload.templateModel.tasks),
      teams: payload.templateModel.teams.map((team) => ({ ...team, tasks: days(team.tasks) })),
    }),
  });
}

/** Queues one team's reminder to each of its recipients, through the caller's transaction. */
async function queueTeamReminders(
  tx: DbOrTx,
  deps: Deps,
  ctx: ReminderContext,
  teamId: string,
  recipients: ReminderRecipient[],
  reminderTasks: ReminderTask[],
  isSingleTask: boolean,
): Promise<number> {
  for (const recipient of recipients) {
    const payload = taskReminderPayload({
      eventId: ctx.eventId,
      teamId,
      recipient,
      shortName: ctx.shortName,
      isSingleTask,
      tasks: reminderTasks,
    });
    await queueReminder(tx, deps, ctx, payload);
  }
  return recipients.length;
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
            shortName: ctx.shortName,
            isSingleTask: false,
            teams: digest,
          }),
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

const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/**
 * The daily reminders of one event (issue 13, item 6). Teams are read a page at a time; for each
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
  const today = eventDay(now);
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

function reminderTaskOf(ctx: ReminderContext, row: OpenTaskRow, today: string): ReminderTask {
  return {
    title: row.title,
    dueDate: row.dueDate,
    label: reminderLabel(taskProgressOf(row, row.status, today, ctx.dueSoonDays)),
    url: ctx.taskUrl(row.taskId),
  };
}

/** The daily job: every event whose emails settings switch reminders on. */
export async function runTaskReminders(deps: Deps, now: Date = new Date()): Promise<number> {
  let queued = 0;
  let failure: unknown = null;
  for (const eventId of await listEventsWithReminders(deps.db)) {
    try {
      queued += await runEventReminders(deps, eventId, now);
    } catch (error) {
      failure = error; // the other events go on; the job fails after them, to be retried
    }
  }
  if (queued > 0) deps.log.info({ queued }, 'task reminders queued');
  if (failure) throw failure;
  return queued;
}

async function requireTask(db: DbOrTx, eventId: string, taskId: string) {
  const [task] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.eventId, eventId), eq(tasks.id, taskId)));
  if (!task) throw AppError.notFound(taskMessages.taskNotFound);
}

/** What "Send reminders now" would send for a task: teams, emails, and whether it was today. */
export async function previewTaskReminders(
  deps: Deps,
  eventContext: EventContext,
  taskId: string,
  now: Date = new Date(),
): Promise<TaskReminderPreview> {
  const { eventId } = eventContext;
  await requireTask(deps.db, eventId, taskId);
  const ctx = await reminderContext(deps, eventId);
  const teams = await listOpenTeamsOfTask(deps.db, eventId, taskId);
  // Admins get one digest each; otherwise each team's people get their team's email.
  const recipients =
    ctx.emails.sendTaskRemindersTo === 'admin'
      ? teams.length > 0
        ? await listEventAdmins(deps.db, eventId)
        : []
      : await listReminderRecipients(
          deps.db,
          eventId,
          teams.map((team) => team.teamId),
          ctx.emails.sendTaskRemindersTo,
        );
  return {
    teams: teams.length,
    recipients: recipients.length,
    sentToday: await isReminderClaimed(deps.db, eventId, taskSendKey(taskId), eventDay(now)),
  };
}

/**
 * "Send reminders now" for one task (organisers): one email per recipient (sendTaskRemindersTo)
 * of each exhibitor team that sees the unarchived task and has neither completed it (approved
 * or waiting for approval) nor marked it n/a, whatever its time status, and whether or not the
 * daily reminders are switched on. Once per task per day: the (event, 'task:<id>', day) claim
 * is taken in the transaction that queues the emails; a second send that day is refused (409).
 */
export async function sendTaskRemindersNow(
  deps: Deps,
  eventContext: EventContext,
  taskId: string,
  now: Date = new Date(),
): Promise<TaskReminderSend> {
  const { eventId } = eventContext;
  await requireTask(deps.db, eventId, taskId);
  const ctx = await reminderContext(deps, eventId);
  const today = eventDay(now);
  return deps.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, eventId, taskSendKey(taskId), today))) {
      throw AppError.conflict(taskReminderMessages.alreadySentToday);
    }
    const teams = await listOpenTeamsOfTask(tx, eventId, taskId);
    if (ctx.emails.sendTaskRemindersTo === 'admin') {
      // The admins are told once each, with every team that has not done the task.
      if (teams.length === 0) return { queued: 0, teams: 0 };
      const admins = await listEventAdmins(tx, eventId);
      const digest = teams
        .map((row) => ({
          name: row.teamName,
          tasks: [{ ...reminderTaskOf(ctx, row, today), url: ctx.reportUrl(taskId, row.teamId) }],
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
      for (const recipient of admins) {
        await queueReminder(
          tx,
          deps,
          ctx,
          adminDigestPayload({
            eventId,
            recipient,
            shortName: ctx.shortName,
            isSingleTask: true,
            teams: digest,
          }),
        );
      }
      return { queued: admins.length, teams: teams.length };
    }
    const recipients = groupBy(
      await listReminderRecipients(
        tx,
        eventId,
        teams.map((team) => team.teamId),
        ctx.emails.sendTaskRemindersTo,
      ),
      (r) => r.teamId,
    );
    let queued = 0;
    for (const row of teams) {
      const to = recipients.get(row.teamId) ?? [];
      queued += await queueTeamReminders(
        tx,
        deps,
        ctx,
        row.teamId,
        to,
        [reminderTaskOf(ctx, row, today)],
        true,
      );
    }
    return { queued, teams: teams.length };
  });
}
