import { z } from 'zod';
import { listQuerySchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { passwordSchema } from '../people/auth.ts';
import { emailSchema } from '../people/users.ts';
import { eventSchema, eventSummarySchema, hostnamesSchema, timeZoneSchema } from './events.ts';

/**
 * The platform: the whole installation, run by its platform admins (eventflowAdmin, spec
 * section 6). First-run setup creates the first of them and the first event.
 */

const dateRange = <T extends { startDate: string; endDate: string }>(value: T) =>
  value.endDate >= value.startDate;
const dateRangeIssue = {
  message: /*i18n*/ 'The end date must not be before the start date',
  path: ['endDate'],
};

/**
 * The fields of an event a platform admin sets: its name, slug, host names, dates and time zone
 * (the installation's DEFAULT_TIME_ZONE when a new event names none).
 */
const platformEventFields = {
  name: text().trim().min(1, /*i18n*/ 'Enter a name').max(200),
  slug: eventSchema.shape.slug,
  hostnames: hostnamesSchema,
  startDate: z.iso.date(/*i18n*/ 'Enter a date'),
  endDate: z.iso.date(/*i18n*/ 'Enter a date'),
  timeZone: timeZoneSchema.optional(),
};

/** An event a platform admin creates or edits (setup's first event too). */
export const platformEventInputSchema = z
  .strictObject(platformEventFields)
  .refine(dateRange, dateRangeIssue);
export type PlatformEventInput = z.infer<typeof platformEventInputSchema>;

/** PATCH /api/v1/platform/events/:eventId: the fields to change. */
export const updatePlatformEventInputSchema = z
  .strictObject(platformEventFields)
  .partial()
  .refine((e) => !e.startDate || !e.endDate || e.endDate >= e.startDate, dateRangeIssue);
export type UpdatePlatformEventInput = z.infer<typeof updatePlatformEventInputSchema>;

/** An event as the platform screens list it. */
export const platformEventSchema = eventSummarySchema.extend({
  /** People who belong to the event, at any level. */
  memberCount: z.number().int().min(0),
});
export type PlatformEvent = z.infer<typeof platformEventSchema>;

/** The platform events list's sorts (list convention); by name unless asked. */
export const platformEventSorts = [
  'name',
  'slug',
  'startDate',
  'memberCount',
  'createdAt',
] as const;
export type PlatformEventSort = (typeof platformEventSorts)[number];
export const platformEventListQuerySchema = listQuerySchema({
  sorts: platformEventSorts,
  defaultSort: 'name',
});

/** The platform admins list's sorts; by first name unless asked. */
export const platformAdminSorts = ['firstName', 'surname', 'email'] as const;
export const platformAdminListQuerySchema = listQuerySchema({
  sorts: platformAdminSorts,
  defaultSort: 'firstName',
});

/** GET /api/v1/setup: whether the installation still waits for its first-run setup. */
export const setupStatusSchema = z.strictObject({ isSetupRequired: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** The one-time code the server prints at start: 3 groups of 4 letters or digits. */
export const setupCodeSchema = text()
  .trim()
  .toUpperCase()
  .min(1, /*i18n*/ 'Enter the setup code from the server log')
  .max(40);

/** POST /api/v1/setup: the platform admin and the first event, created together. */
export const setupInputSchema = z.strictObject({
  code: setupCodeSchema,
  firstName: text().trim().min(1, /*i18n*/ 'Enter a first name').max(100),
  surname: text().trim().min(1, /*i18n*/ 'Enter a surname').max(100),
  email: emailSchema,
  password: passwordSchema,
  event: platformEventInputSchema,
});
export type SetupInput = z.infer<typeof setupInputSchema>;

export const setupResultSchema = z.strictObject({
  eventId: text(),
  email: text(),
  /** Where the new event's app is served (its first host name). */
  appUrl: text(),
});
export type SetupResult = z.infer<typeof setupResultSchema>;

/** A platform admin (eventflowAdmin) as the platform screens list them. */
export const platformAdminSchema = z.strictObject({
  /** The user's id (the list kit keys rows by `id`). */
  id: text(),
  email: text(),
  firstName: text(),
  surname: text(),
});
export type PlatformAdmin = z.infer<typeof platformAdminSchema>;

/** POST /api/v1/platform/admins (the spec's addEventflowAdminClaim). */
export const grantPlatformAdminInputSchema = z.strictObject({ email: emailSchema });
export type GrantPlatformAdminInput = z.infer<typeof grantPlatformAdminInputSchema>;

/** POST /api/v1/platform/events/:eventId/switch: where to open the event as its admin. */
export const switchEventResultSchema = z.strictObject({ url: text() });
export type SwitchEventResult = z.infer<typeof switchEventResultSchema>;

export const platformMessages = {
  setupRequired: /*i18n*/ 'Setup required',
  setupDone: /*i18n*/ 'Setup has already been completed',
  invalidSetupCode: /*i18n*/ 'Invalid setup code',
  noSuchUser: /*i18n*/ 'No user with that email address',
  lastPlatformAdmin: /*i18n*/ 'The last platform admin cannot be revoked',
  notPlatformAdmin: /*i18n*/ 'That user is not a platform admin',
} as const;
