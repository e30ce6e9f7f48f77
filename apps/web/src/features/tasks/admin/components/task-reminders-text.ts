import { plural, t } from '@lingui/core/macro';
import type { TaskReminderPreview, TaskReminderSend } from '@showdesk/domain/tasks/reminders';

/** The confirmation of "Send reminders" for a task: its question and what it will do. */
export function reminderConfirmation(title: string, preview: TaskReminderPreview) {
  const teams = preview.teams;
  const emails = preview.recipients;
  return {
    title: t({
      message: plural(teams, {
        one: 'Send a reminder to # team?',
        other: 'Send a reminder to # teams?',
      }),
    }),
    body: t({
      message: plural(emails, {
        one: `# email about “${title}” go to the teams that see this task and have not completed it or marked it N/A, to the people the email settings name. Reminders for a task can be sent once a day.`,
        other: `# emails about “${title}” go to the teams that see this task and have not completed it or marked it N/A, to the people the email settings name. Reminders for a task can be sent once a day.`,
      }),
    }),
  };
}

/** Why the button is off, or null when it can be used. */
export function reminderUnavailable(preview: TaskReminderPreview | undefined): string | null {
  if (!preview) return null;
  if (preview.sentToday) return t`Reminders for this task were sent today`;
  if (preview.teams === 0) return t`No team has this task left to do`;
  if (preview.recipients === 0) return t`The teams with this task have nobody to email`;
  return null;
}

export function reminderSentMessage(result: TaskReminderSend): string {
  const teams = result.teams;
  const queued = result.queued;
  return teams === 1
    ? t({
        message: plural(queued, {
          one: '# email sent to 1 team',
          other: '# emails sent to 1 team',
        }),
      })
    : t({
        message: plural(queued, {
          one: `# email sent to ${teams} teams`,
          other: `# emails sent to ${teams} teams`,
        }),
      });
}
