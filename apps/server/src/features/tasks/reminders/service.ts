import {
  type TaskReminderPreview,
  type TaskReminderSend,
  taskReminderMessages,
} from '@showdesk/domain/tasks/reminders';
import { taskMessages } from '@showdesk/domain/tasks/tasks';
import { and, eq } from 'drizzle-orm';
import type { EventContext } from '../../../app-deps.ts';
import { noteAction } from '../../../db/audit-actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { tasks } from '../../../db/schema/tasks.ts';
import { AppError } from '../../../lib/app-error.ts';
import { eventToday } from '../../platform/events/calendar.ts';
import {
  claimReminder,
  isReminderClaimed,
  listEventAdmins,
  listOpenTeamsOfTask,
  listReminderRecipients,
  taskSendKey,
} from './queries.ts';
import {
  type Deps,
  groupBy,
  queueReminder,
  queueTeamReminders,
  reminderContext,
  reminderTaskOf,
} from './reminder-emails.ts';
import { adminDigestPayload } from './templates.ts';

async function requireTask(db: DbOrTx, eventId: string, taskId: string) {
  const [task] = await db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(and(eq(tasks.eventId, eventId), eq(tasks.id, taskId)));
  if (!task) throw AppError.notFound(taskMessages.taskNotFound);
  return task;
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
    sentToday: await isReminderClaimed(
      deps.db,
      eventId,
      taskSendKey(taskId),
      await eventToday(deps.db, eventId, now),
    ),
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
  const task = await requireTask(deps.db, eventId, taskId);
  const ctx = await reminderContext(deps, eventId);
  const today = await eventToday(deps.db, eventId, now);
  return deps.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, eventId, taskSendKey(taskId), today))) {
      throw AppError.conflict(taskReminderMessages.alreadySentToday);
    }
    const teams = await listOpenTeamsOfTask(tx, eventId, taskId);
    await noteAction(tx, {
      eventId,
      area: 'tasks',
      kind: 'task',
      id: taskId,
      name: task.title,
      action: 'reminders sent',
      changes: { teams: [null, teams.length] },
    });
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
            words: ctx.wordsFor(recipient.locale),
            shortName: ctx.shortName,
            isSingleTask: true,
            teams: digest,
          }),
          recipient.locale,
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
