import type { I18n } from '@lingui/core';
import { type TaskProgressLabel, taskProgressLabels } from '@showdesk/domain/tasks/task-progress';
import { serverI18n } from '../../../lib/i18n.ts';

/** The template of task reminders (spec, calls 7.5: taskReminder). */
export const taskReminderTemplate = 'taskReminder' as const;

/** A task a reminder names, before it is said in its recipient's language. */
export interface ReminderTask {
  taskId: string;
  /** As written, in the event's default language. */
  title: string;
  /** YYYY-MM-DD, or null for a task without a deadline (only a "send now" names one). */
  dueDate: string | null;
  /** Where the task stands for the team: overdue, due soon or incomplete. */
  progress: TaskProgressLabel;
  /** The task's page in the member app. */
  url: string;
}

/** A team's tasks in an admin's digest: the task links lead to the team's row of each report. */
export interface DigestTeam {
  name: string;
  tasks: ReminderTask[];
}

/** A task as the template reads it, in the recipient's language. */
export interface ReminderTaskModel {
  title: string;
  /** The due day as text (1 Mar 2027), or the words for no deadline. */
  dueDate: string;
  /** Its label for the team: Overdue, Due Soon, Incomplete. */
  label: string;
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
    /** An admin's digest of every team's due tasks (`teams`); false for a team's own email. */
    isDigest: boolean;
    tasks: ReminderTaskModel[];
    teams: { name: string; tasks: ReminderTaskModel[] }[];
    subject: string;
  };
  metadata: { eventId: string; userId: string; teamId: string };
}

/**
 * A reminder's words in its recipient's language: the server's (subject, labels, days) and
 * the event's (each task's title in its translation to that language, else as written).
 */
export interface ReminderLanguage {
  language: string;
  titleOf(task: ReminderTask): string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * A calendar day as text in `language`: 1 Mar 2027 (en-GB), 1. März 2027 (de). A due date is a
 * day of the event's own calendar, not an instant: it is written as it is in every zone (read
 * at UTC midnight, in UTC), and which day is "today" is the event's (eventToday, in its time
 * zone).
 */
export function formatDay(day: string | null, language = 'en-GB'): string {
  if (!day) return serverI18n(language)._('No deadline');
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

function taskModels(i18n: I18n, words: ReminderLanguage, tasks: ReminderTask[]) {
  return tasks.map((task) => ({
    title: words.titleOf(task),
    dueDate: formatDay(task.dueDate, words.language),
    label: i18n._(taskProgressLabels[task.progress]),
    url: task.url,
  }));
}

export function reminderSubject(
  i18n: I18n,
  shortName: string,
  tasks: ReminderTaskModel[],
  isSingleTask: boolean,
  hasDeadline: boolean,
) {
  const [first] = tasks;
  if (isSingleTask && first) {
    return hasDeadline
      ? i18n._('{shortName}: reminder about "{title}", due {day}', {
          shortName,
          title: first.title,
          day: first.dueDate,
        })
      : i18n._('{shortName}: reminder about "{title}"', {
          shortName,
          title: first.title,
        });
  }
  return i18n._(
    '{shortName}: {count, plural, one {# task is} other {# tasks are}} due soon or overdue',
    { shortName, count: tasks.length },
  );
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
  words: ReminderLanguage;
  shortName: string;
  isSingleTask: boolean;
  tasks: ReminderTask[];
}): TaskReminderPayload {
  const { eventId, teamId, recipient, words, shortName, isSingleTask } = input;
  const i18n = serverI18n(words.language);
  const tasks = taskModels(i18n, words, input.tasks);
  return reminderPayload({
    eventId,
    teamId,
    recipient,
    shortName,
    isSingleTask,
    isDigest: false,
    tasks,
    teams: [],
    subject: reminderSubject(i18n, shortName, tasks, isSingleTask, input.tasks[0]?.dueDate != null),
  });
}

/** The subject of an admin's digest: how many teams have tasks due soon or overdue. */
export function digestSubject(
  i18n: I18n,
  shortName: string,
  teams: { tasks: ReminderTaskModel[] }[],
  isSingleTask: boolean,
) {
  const [first] = teams[0]?.tasks ?? [];
  if (isSingleTask && first) {
    return i18n._(
      '{shortName}: {count, plural, one {# team has} other {# teams have}} not done "{title}"',
      { shortName, count: teams.length, title: first.title },
    );
  }
  return i18n._(
    '{shortName}: {count, plural, one {# team has} other {# teams have}} tasks due soon or overdue',
    { shortName, count: teams.length },
  );
}

/**
 * An admin's digest: one email listing every team with its due tasks (the admins of a big show
 * got one email per team per day before). `tasks` holds them all too, each titled with its
 * team, for a template written before digests.
 */
export function adminDigestPayload(input: {
  eventId: string;
  recipient: ReminderRecipient;
  words: ReminderLanguage;
  shortName: string;
  isSingleTask: boolean;
  teams: DigestTeam[];
}): TaskReminderPayload {
  const { eventId, recipient, words, shortName, isSingleTask } = input;
  const i18n = serverI18n(words.language);
  const teams = input.teams.map((team) => ({
    name: team.name,
    tasks: taskModels(i18n, words, team.tasks),
  }));
  return reminderPayload({
    eventId,
    teamId: '',
    recipient,
    shortName,
    isSingleTask,
    isDigest: true,
    tasks: teams.flatMap((team) =>
      team.tasks.map((task) => ({ ...task, title: `${team.name}: ${task.title}` })),
    ),
    teams,
    subject: digestSubject(i18n, shortName, teams, isSingleTask),
  });
}
