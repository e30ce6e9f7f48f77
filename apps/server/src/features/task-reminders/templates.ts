import { type TaskProgressLabel, taskProgressLabels } from '@showdesk/domain/tasks/task-progress';
import { escapeHtml, type RenderedEmail, type SystemLayout } from '../email/templates.ts';

/** The template of task reminders (spec, calls 7.5: taskReminder). */
export const taskReminderTemplate = 'taskReminder';

export interface ReminderTask {
  title: string;
  /** YYYY-MM-DD, or null for a task without a deadline (only a "send now" names one). */
  dueDate: string | null;
  /** Its label for the team: Overdue, Due Soon, Incomplete. */
  label: string;
  /** The task's page in the member app. */
  url: string;
}

/**
 * One reminder as the spec describes its batch entry (calls 7.5): the address, the template's
 * model and the metadata. The outbox keeps eventId and userId; teamId is in the model only.
 */
export interface TaskReminderPayload {
  to: string;
  templateModel: {
    firstName: string;
    shortName: string;
    isSingleTask: boolean;
    tasks: ReminderTask[];
    subject: string;
  };
  metadata: { eventId: string; userId: string; teamId: string };
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A calendar day as en-GB text: 1 Mar 2027. */
export const formatDay = (day: string | null) =>
  day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : 'No deadline';

export const reminderLabel = (label: TaskProgressLabel) => taskProgressLabels[label];

export function reminderSubject(shortName: string, tasks: ReminderTask[], isSingleTask: boolean) {
  const [first] = tasks;
  if (isSingleTask && first) {
    return `${shortName}: reminder about "${first.title}"${first.dueDate ? `, due ${formatDay(first.dueDate)}` : ''}`;
  }
  return tasks.length === 1
    ? `${shortName}: 1 task is due soon or overdue`
    : `${shortName}: ${tasks.length} tasks are due soon or overdue`;
}

export function taskReminderPayload(input: {
  eventId: string;
  teamId: string;
  recipient: { userId: string; email: string; firstName: string };
  shortName: string;
  isSingleTask: boolean;
  tasks: ReminderTask[];
}): TaskReminderPayload {
  return {
    to: input.recipient.email,
    templateModel: {
      firstName: input.recipient.firstName,
      shortName: input.shortName,
      isSingleTask: input.isSingleTask,
      tasks: input.tasks,
      subject: reminderSubject(input.shortName, input.tasks, input.isSingleTask),
    },
    metadata: { eventId: input.eventId, userId: input.recipient.userId, teamId: input.teamId },
  };
}

/** The reminder in the event's branded layout: a greeting, the list of tasks, each linked. */
export function taskReminderEmail(
  layout: SystemLayout,
  model: TaskReminderPayload['templateModel'],
): RenderedEmail {
  const intro = model.isSingleTask
    ? 'The organisers of the event are reminding your team about this task:'
    : model.tasks.length === 1
      ? 'Your team has a task that is due soon or overdue:'
      : `Your team has ${model.tasks.length} tasks that are due soon or overdue:`;
  const line = (task: ReminderTask) =>
    `${task.title} (${task.label}, due ${formatDay(task.dueDate)})`;
  const text = [
    `Hi ${model.firstName || 'there'},`,
    intro,
    model.tasks.map((task) => `- ${line(task)}: ${task.url}`).join('\n'),
    'Open a task to complete it or mark it as not applicable.',
    `— ${layout.eventName}`,
  ].join('\n\n');
  const items = model.tasks
    .map(
      (task) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(task.url)}">${escapeHtml(task.title)}</a> <span style="color:#666">— ${escapeHtml(task.label)}, due ${escapeHtml(formatDay(task.dueDate))}</span></li>`,
    )
    .join('');
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const color = escapeHtml(layout.navBgColor);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;background:#f4f5f7;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;overflow:hidden"><div style="background:${color};color:#fff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(layout.eventName)}</div><div style="padding:24px">${paragraph(`Hi ${model.firstName || 'there'},`)}${paragraph(intro)}<ul style="margin:0 0 16px;padding-left:20px">${items}</ul>${paragraph('Open a task to complete it or mark it as not applicable.')}</div></div></body></html>`;
  return { subject: model.subject, text, html, secrets: [] };
}
