import type { TaskReminderPreview, TaskReminderSend } from '@showdesk/domain/tasks/reminders';

const teams = (count: number) => (count === 1 ? '1 team' : `${count} teams`);
const emails = (count: number) => (count === 1 ? '1 email' : `${count} emails`);

/** The confirmation of "Send reminders" for a task: its question and what it will do. */
export function reminderConfirmation(title: string, preview: TaskReminderPreview) {
  return {
    title: `Send a reminder to ${teams(preview.teams)}?`,
    body:
      `${emails(preview.recipients)} about “${title}” go to the teams that see this task and ` +
      'have not completed it or marked it N/A, to the people the email settings name. ' +
      'Reminders for a task can be sent once a day.',
  };
}

/** Why the button is off, or null when it can be used. */
export function reminderUnavailable(preview: TaskReminderPreview | undefined): string | null {
  if (!preview) return null;
  if (preview.sentToday) return 'Reminders for this task were sent today';
  if (preview.teams === 0) return 'No team has this task left to do';
  if (preview.recipients === 0) return 'The teams with this task have nobody to email';
  return null;
}

export function reminderSentMessage(result: TaskReminderSend): string {
  return `${emails(result.queued)} sent to ${teams(result.teams)}`;
}
