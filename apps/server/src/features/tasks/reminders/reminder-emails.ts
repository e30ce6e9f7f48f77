import { messages } from '@showdesk/domain/common/errors';
import type { EmailsSettings } from '@showdesk/domain/platform/settings';
import { taskProgressOf } from '@showdesk/domain/tasks/task-progress';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { queueEmail } from '../../messaging/email/outbox.ts';
import { loadEmailTemplates } from '../../messaging/email-templates/template-set.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { canonicalOrigin } from '../../platform/events/request-event.ts';
import { documentOrDefaults } from '../../platform/settings/documents.ts';
import { getSettingsData } from '../../platform/settings/queries.ts';
import { textsOfKind } from '../../platform/translations/store.ts';
import type { OpenTaskRow, ReminderRecipient } from './queries.ts';
import {
  type ReminderLanguage,
  type ReminderTask,
  type TaskReminderPayload,
  taskReminderPayload,
  taskReminderTemplate,
} from './templates.ts';

// What every reminder of an event is built from (its settings, layout and templates), and how
// one is queued: shared by the daily run (daily-reminders.ts) and "Send reminders now".

export type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

/**
 * What every reminder of an event shares: its settings, layout, email templates and its tasks'
 * translations (read once for the whole run), and the member app's address.
 */
export async function reminderContext(deps: Deps, eventId: string) {
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
  const templates = await loadEmailTemplates(deps.db, deps, eventId);
  const taskTitles = await textsOfKind(deps.db, eventId, 'tasks');
  /** A recipient's words: their language among the event's, and the tasks' titles in it. */
  const wordsFor = (recipientLocale: string | null): ReminderLanguage => {
    const language = templates.languageOf(recipientLocale);
    return {
      language,
      titleOf: (task) => taskTitles.get(task.taskId)?.get(language)?.title || task.title,
    };
  };
  return {
    eventId,
    emails,
    dueSoonDays: read('variables').dueSoonDays,
    shortName: read('event').shortName || event.name,
    layout: { eventName: event.name, navBgColor: read('branding').navBgColor },
    templates,
    wordsFor,
    taskUrl: (taskId: string) => new URL(`/tasks/${encodeURIComponent(taskId)}`, origin).toString(),
    /** The team's row of the task's report, for an admin's digest. */
    reportUrl: (taskId: string, teamId: string) =>
      new URL(
        `/admin/tasks/${encodeURIComponent(taskId)}/report?team=${encodeURIComponent(teamId)}`,
        origin,
      ).toString(),
  };
}
export type ReminderContext = Awaited<ReturnType<typeof reminderContext>>;

/**
 * Queues one reminder (a team's, or an admin's digest, already in its recipient's language)
 * through the caller's transaction.
 */
export async function queueReminder(
  tx: DbOrTx,
  deps: Deps,
  ctx: ReminderContext,
  payload: TaskReminderPayload,
  recipientLocale: string | null,
) {
  await queueEmail(tx, deps.jobs, {
    eventId: payload.metadata.eventId,
    template: taskReminderTemplate,
    to: payload.to,
    from: deps.config.mailFrom,
    userId: payload.metadata.userId,
    email: await ctx.templates.render(
      taskReminderTemplate,
      ctx.layout,
      payload.templateModel,
      recipientLocale,
    ),
  });
}

/** Queues one team's reminder to each of its recipients, through the caller's transaction. */
export async function queueTeamReminders(
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
      words: ctx.wordsFor(recipient.locale),
      shortName: ctx.shortName,
      isSingleTask,
      tasks: reminderTasks,
    });
    await queueReminder(tx, deps, ctx, payload, recipient.locale);
  }
  return recipients.length;
}

export function reminderTaskOf(
  ctx: ReminderContext,
  row: OpenTaskRow,
  today: string,
): ReminderTask {
  return {
    taskId: row.taskId,
    title: row.title,
    dueDate: row.dueDate,
    progress: taskProgressOf(row, row.status, today, ctx.dueSoonDays),
    url: ctx.taskUrl(row.taskId),
  };
}

export const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};
