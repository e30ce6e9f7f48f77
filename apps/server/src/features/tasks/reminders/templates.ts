import { type TaskProgressLabel, taskProgressLabels } from '@showdesk/domain/tasks/task-progress';

/** The template of task reminders (spec, calls 7.5: taskReminder). */
export const taskReminderTemplate = 'taskReminder' as const;

export interface ReminderTask {
  title: string;
  /** YYYY-MM-DD, or null for a task without a deadline (only a "send now" names one). */
  dueDate: string | null;
  /** Its label for the team: Overdue, Due Soon, Incomplete. */
  label: string;
  /** The task's page in the member app. */
  url: string;
}

/** A team's tasks in an admin's digest: the task links lead to the team's row of each report. */
export interface DigestTeam {
  name: string;
  tasks: ReminderTask[];
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
    /** An admin's digest of every team's due tasks (`teams`); false for a team's own email. */
    isDigest: boolean;
    tasks: ReminderTask[];
    teams: DigestTeam[];
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
/**
 * A calendar day as en-GB text: 1 Mar 2027. A due date is a day of the event's own calendar,
 * not an instant: it is written as it is in every zone (read at UTC midnight, in UTC), and
 * which day is "today" is the event's (eventToday, in its time zone).
 */
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

interface ReminderRecipient {
  userId: string;
  email: string;
  firstName: string;
}

/** The payload both kinds of reminder share: a team's own email and an admin's digest. */
function reminderPayload(
  input: { eventId: string; teamId: string; recipient: ReminderRecipient } & Omit<
    TaskReminderPayload['templateModel'],
    'firstName'
  >,
): TaskReminderPayload {
  const { eventId, teamId, recipient, ...model } = input;
  return {
    to: recipient.email,
    templateModel: { firstName: recipient.firstName, ...model },
    metadata: { eventId, userId: recipient.userId, teamId },
  };
}

export function taskReminderPayload(input: {
  eventId: string;
  teamId: string;
  recipient: ReminderRecipient;
  shortName: string;
  isSingleTask: boolean;
  tasks: ReminderTask[];
}): TaskReminderPayload {
  return reminderPayload({
    ...input,
    isDigest: false,
    teams: [],
    subject: reminderSubject(input.shortName, input.tasks, input.isSingleTask),
  });
}

/** The subject of an admin's digest: how many teams have tasks due soon or overdue. */
export function digestSubject(shortName: string, teams: DigestTeam[], isSingleTask: boolean) {
  const [first] = teams[0]?.tasks ?? [];
  if (isSingleTask && first) {
    return `${shortName}: ${teams.length === 1 ? '1 team has' : `${teams.length} teams have`} not done "${first.title}"`;
  }
  return teams.length === 1
    ? `${shortName}: 1 team has tasks due soon or overdue`
    : `${shortName}: ${teams.length} teams have tasks due soon or overdue`;
}

/**
 * An admin's digest: one email listing every team with its due tasks (the admins of a big show
 * got one email per team per day before). `tasks` holds them all too, each titled with its
 * team, for a template written before digests.
 */
export function adminDigestPayload(input: {
  eventId: string;
  recipient: ReminderRecipient;
  shortName: string;
  isSingleTask: boolean;
  teams: DigestTeam[];
}): TaskReminderPayload {
  return reminderPayload({
    ...input,
    teamId: '',
    isDigest: true,
    tasks: input.teams.flatMap((team) =>
      team.tasks.map((task) => ({ ...task, title: `${team.name}: ${task.title}` })),
    ),
    subject: digestSubject(input.shortName, input.teams, input.isSingleTask),
  });
}
