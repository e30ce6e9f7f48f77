import { z } from 'zod';

/**
 * Task reminders (calls document 7.5) and the members' calendar feed of task
 * deadlines (item 9): what the API answers about them.
 */

export const taskReminderMessages = {
  alreadySentToday: /*i18n*/ "This task's reminders were already sent today",
  noTeam: /*i18n*/ 'You are not in a team of this event',
} as const;

/** What "Send reminders now" would do for one task, asked before the organiser confirms. */
export const taskReminderPreviewSchema = z.object({
  /** Teams that see the task and have neither completed it nor marked it n/a. */
  teams: z.number().int().min(0),
  /** Emails that would be queued (one per recipient of each of those teams). */
  recipients: z.number().int().min(0),
  /** Reminders for this task were already sent today: a second send is refused. */
  sentToday: z.boolean(),
});
export type TaskReminderPreview = z.infer<typeof taskReminderPreviewSchema>;

export const taskReminderSendSchema = z.object({
  /** Emails queued. */
  queued: z.number().int().min(0),
  teams: z.number().int().min(0),
});
export type TaskReminderSend = z.infer<typeof taskReminderSendSchema>;

/** Whether the caller has a calendar feed link (never the link itself). */
export const calendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A new link, answered once by the call that makes it: only its hash is stored. */
export const calendarFeedLinkSchema = z.object({
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
