import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { recordIdSchema, stampFields, trimmedText } from '../forms/records.ts';

/**
 * Admin notifications (spec section 3, Notification; section 4, statuses and read state;
 * section 6, visibility; calls 7.1 and 7.5): announcements an admin pushes to members, to
 * every team, some team types or one team, now or at a time, with an email if asked.
 */

/** Spec section 4. draft → scheduled → pushed (no email) / sent (emails queued) / failed. */
export const notificationStatuses = ['draft', 'scheduled', 'pushed', 'sent', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

/** The statuses members see: the notification has gone out. */
export const deliveredStatuses = ['pushed', 'sent'] as const satisfies NotificationStatus[];

/** What a save asks for: keep it as a draft, send it now, or schedule it for scheduledAt. */
export const notificationDeliveries = ['draft', 'now', 'schedule'] as const;
export type NotificationDelivery = (typeof notificationDeliveries)[number];

/** Spec section 3: "Notification targets are content, form and task". */
export const notificationTargets = ['content', 'form', 'task'] as const;
export type NotificationTarget = (typeof notificationTargets)[number];

/** The spec's message (calls document, section 8) and ours where it has none. */
export const notificationMessages = {
  invalid: /*i18n*/ 'Invalid notifications',
  notFound: /*i18n*/ 'Notification not found',
  link: /*i18n*/ 'Link to a content page, form or task of this event',
  linkNotInEvent: /*i18n*/ 'This content page, form or task is not in the event',
  teamNotInEvent: /*i18n*/ 'This team is not in the event',
  teamTypeNotInEvent: /*i18n*/ 'This team type is not in the event',
  teamAndTypes: /*i18n*/ 'Send to team types or to one team, not both',
  scheduledAt: /*i18n*/ 'Choose when to send it',
  inThePast: /*i18n*/ 'Choose a time in the future',
  alreadySent:
    /*i18n*/ 'This notification has been sent: only its title, description and link can change now',
} as const;

const linkPaths: Record<string, NotificationTarget> = {
  content: 'content',
  forms: 'form',
  tasks: 'task',
};

/** The record a link names (`/content/:id`, `/forms/:id`, `/tasks/:id`), or null. */
export function parseNotificationLink(
  linkUrl: string,
): { target: NotificationTarget; id: string } | null {
  const match = /^\/(content|forms|tasks)\/([A-Za-z0-9_-]{1,100})$/.exec(linkUrl);
  if (!match) return null;
  return { target: linkPaths[match[1]!]!, id: match[2]! };
}

/** The link a member follows to a target. */
export function notificationLink(target: NotificationTarget, id: string): string {
  const folder = target === 'content' ? 'content' : `${target}s`;
  return `/${folder}/${encodeURIComponent(id)}`;
}

const linkUrl = trimmedText(300).refine(
  (link) => link === '' || parseNotificationLink(link) !== null,
  notificationMessages.link,
);

const title = text(/*i18n*/ 'Enter a title')
  .trim()
  .min(1, /*i18n*/ 'Enter a title')
  .max(200, /*i18n*/ 'Use at most 200 characters');

/** What an admin sets on a notification. */
const notificationSettings = {
  title,
  /** Rich text (sanitised HTML). */
  description: trimmedText(20_000),
  /** '' for none, else /content/:id, /forms/:id or /tasks/:id of this event. */
  linkUrl,
  sendEmail: z.boolean(),
  /** Empty: every team type (when teamId is null too: everyone). */
  teamTypeIds: z.array(recordIdSchema).max(200),
  /** One team only (then teamTypeIds is empty). */
  teamId: recordIdSchema.nullable(),
};

export const notificationSchema = z.strictObject({
  id: recordIdSchema,
  ...notificationSettings,
  /** When a scheduled notification goes out (ISO date-time), else null. */
  scheduledAt: z.iso.datetime().nullable(),
  status: z.enum(notificationStatuses),
  /** When it went out; kept afterwards. */
  sentAt: z.iso.datetime().nullable(),
  /** What the send reported: emails queued, or why it failed. */
  providerResponse: text(),
  ...stampFields,
});
export type Notification = z.infer<typeof notificationSchema>;

const delivery = {
  /** draft: save only; now: send at once; schedule: send at scheduledAt (in the future). */
  delivery: z.enum(notificationDeliveries),
  scheduledAt: z.iso.datetime({ offset: true }).nullable(),
};

type AudienceAndDelivery = {
  teamId?: string | null;
  teamTypeIds?: string[];
  delivery?: NotificationDelivery;
  scheduledAt?: string | null;
};

/** Team types and one team together, and a schedule without a time: refused at their paths. */
function checkAudienceAndDelivery(input: AudienceAndDelivery, ctx: z.RefinementCtx) {
  if (input.teamId && (input.teamTypeIds?.length ?? 0) > 0)
    ctx.addIssue({ code: 'custom', path: ['teamId'], message: notificationMessages.teamAndTypes });
  if (input.delivery === 'schedule' && !input.scheduledAt)
    ctx.addIssue({
      code: 'custom',
      path: ['scheduledAt'],
      message: notificationMessages.scheduledAt,
    });
}

/** Body of "add notification" (calls 7.1). */
export const createNotificationInputSchema = z
  .strictObject({
    title,
    description: notificationSettings.description.default(''),
    linkUrl: linkUrl.default(''),
    sendEmail: z.boolean().default(false),
    teamTypeIds: notificationSettings.teamTypeIds.default([]),
    teamId: notificationSettings.teamId.default(null),
    delivery: delivery.delivery.default('draft'),
    scheduledAt: delivery.scheduledAt.default(null),
  })
  .superRefine(checkAudienceAndDelivery);
export type CreateNotificationInput = z.input<typeof createNotificationInputSchema>;

/** Body of "update notification": any settings, and optionally a new delivery. */
export const updateNotificationInputSchema = z
  .strictObject({ ...notificationSettings, ...delivery })
  .partial()
  .superRefine(checkAudienceAndDelivery)
  .refine((input) => Object.keys(input).length > 0, {
    message: /*i18n*/ 'Send at least one field',
  });
export type UpdateNotificationInput = z.infer<typeof updateNotificationInputSchema>;

export const notificationSorts = ['updatedAt', 'title', 'scheduledAt', 'sentAt'] as const;
export type NotificationSort = (typeof notificationSorts)[number];

/** The admins' list: "notifications by updatedAt" (calls, constants); q on the title. */
export const notificationListQuerySchema = listQuerySchema({
  sorts: notificationSorts,
  defaultSort: 'updatedAt',
  filters: { status: z.enum(notificationStatuses) },
});
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;
export const notificationPageSchema = pageSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const option = z.strictObject({ id: z.string(), title: z.string() });
/** What a notification may link to and who it may go to, for the admin's pick lists. */
export const notificationOptionsSchema = z.strictObject({
  content: z.array(option),
  forms: z.array(option),
  tasks: z.array(option),
  teamTypes: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  teams: z.array(z.strictObject({ id: z.string(), name: z.string() })),
});
export type NotificationOptions = z.infer<typeof notificationOptionsSchema>;

/** A notification as a member sees it. */
export const memberNotificationSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  linkUrl: z.string(),
  sentAt: z.iso.datetime().nullable(),
  isRead: z.boolean(),
});
export type MemberNotification = z.infer<typeof memberNotificationSchema>;

export const memberNotificationListSchema = z.strictObject({
  items: z.array(memberNotificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type MemberNotificationList = z.infer<typeof memberNotificationListSchema>;

export const unreadCountSchema = z.strictObject({ unreadCount: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Who a notification goes to, in words (the admin list's audience column). */
export function audienceText(
  notification: Pick<Notification, 'teamId' | 'teamTypeIds'>,
  names: { teams: Map<string, string>; teamTypes: Map<string, string> },
): string {
  if (notification.teamId)
    return `Team: ${names.teams.get(notification.teamId) ?? 'a team no longer in the event'}`;
  if (notification.teamTypeIds.length === 0) return 'Everyone';
  return notification.teamTypeIds.map((id) => names.teamTypes.get(id) ?? 'Unknown type').join(', ');
}
