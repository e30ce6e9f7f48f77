import { z } from 'zod';
import { text } from '../common/text.ts';
import { hostnamesSchema, timeZoneSchema } from './events.ts';
import { platformEventInputSchema } from './platform.ts';

/**
 * Copying an event into a new one (next year's edition): what comes along is chosen per part;
 * every date moves by the difference between the two events' start dates (whole days). Runs as
 * a job; the copy's record says how far it got and, once finished, what it copied.
 */

/** The parts a copy can bring along, in the order the form lists them. */
export const eventCopyParts = [
  'settings',
  'branding',
  'terminology',
  'onboarding',
  'layouts',
  'teamTypes',
  'content',
  'forms',
  'tasks',
  'suppliers',
  'emailTemplates',
  'notifications',
  'teams',
] as const;
export type EventCopyPart = (typeof eventCopyParts)[number];

/** What each part is called on the copy form and the summary. */
export const eventCopyPartLabels: Record<EventCopyPart, string> = {
  settings: 'Settings (event details, emails, variables, tips)',
  branding: 'Branding',
  terminology: 'Terminology',
  onboarding: 'Onboarding',
  layouts: 'Sidebar and dashboard layouts',
  teamTypes: 'Team types and custom fields',
  content: 'Content pages, downloads and assets',
  forms: 'Forms, field groups, confirmations, notifications and webhooks',
  tasks: 'Tasks and task groups',
  suppliers: 'Suppliers and groups',
  emailTemplates: 'Email templates',
  notifications: 'Admin notifications (as drafts)',
  teams: 'Teams, with their owners invited again',
};

/** Every part comes along unless unticked, except the teams (their owners are re-invited). */
export const defaultEventCopyOptions: Record<EventCopyPart, boolean> = {
  ...(Object.fromEntries(eventCopyParts.map((part) => [part, true])) as Record<
    EventCopyPart,
    boolean
  >),
  teams: false,
};

export const eventCopyOptionsSchema = z.strictObject(
  Object.fromEntries(
    eventCopyParts.map((part) => [part, z.boolean().default(defaultEventCopyOptions[part])]),
  ) as Record<EventCopyPart, z.ZodDefault<z.ZodBoolean>>,
);
export type EventCopyOptions = z.infer<typeof eventCopyOptionsSchema>;

export const eventCopyMessages = {
  notFound: /*i18n*/ 'Copy not found',
  failed: /*i18n*/ 'The copy failed; the new event keeps what was copied before the failure',
} as const;

/** POST /api/v1/platform/events/:eventId/copies: the new event and what comes along. */
export const eventCopyInputSchema = z
  .strictObject({
    name: platformEventInputSchema.shape.name,
    slug: platformEventInputSchema.shape.slug,
    hostnames: hostnamesSchema,
    startDate: z.iso.date(/*i18n*/ 'Enter a date'),
    endDate: z.iso.date(/*i18n*/ 'Enter a date'),
    timeZone: timeZoneSchema,
    options: eventCopyOptionsSchema.default(defaultEventCopyOptions),
  })
  .refine((value) => value.endDate >= value.startDate, {
    message: /*i18n*/ 'The end date must not be before the start date',
    path: ['endDate'],
  });
export type EventCopyInput = z.input<typeof eventCopyInputSchema>;

/** One date the copy moved: where it was, and where it is in the new event. */
export const movedDateSchema = z.strictObject({
  /** What holds it: 'event', 'task', 'notification', … */
  kind: text(),
  /** The record's name (a task's title, a notification's title, …). */
  record: text(),
  field: text(),
  before: text(),
  after: text(),
});
export type MovedDate = z.infer<typeof movedDateSchema>;

export const eventCopySummarySchema = z.strictObject({
  /** Whole days every date moved by (the difference between the two start dates). */
  days: z.number().int(),
  /** Records copied per kind (table), e.g. { tasks: 12, forms: 3 }. */
  counts: z.record(z.string(), z.number().int().min(0)),
  /** Team owners invited to the new event (teams copied only). */
  invited: z.number().int().min(0),
  dates: z.array(movedDateSchema),
});
export type EventCopySummary = z.infer<typeof eventCopySummarySchema>;

export const eventCopyStatuses = ['queued', 'running', 'finished', 'failed'] as const;

/** GET /api/v1/platform/copies/:copyId. */
export const eventCopySchema = z.strictObject({
  id: text(),
  sourceEventId: text(),
  targetEventId: text(),
  status: z.enum(eventCopyStatuses),
  /** The step running now (one of eventCopySteps), null once finished. */
  step: text().nullable(),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** The new event's name and zone, and the source's zone (the summary's times read on each). */
  name: text(),
  timeZone: text(),
  sourceTimeZone: text(),
  options: eventCopyOptionsSchema,
  summary: eventCopySummarySchema.nullable(),
  error: text().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type EventCopy = z.infer<typeof eventCopySchema>;

/** 202 answer of a copy's start. */
export const eventCopyStartedSchema = z.strictObject({ id: text(), targetEventId: text() });

/** What the progress bar says for each step. */
export const eventCopyStepLabels: Record<string, string> = {
  settings: 'Copying settings',
  layouts: 'Copying sidebar and dashboard layouts',
  teamTypes: 'Copying team types and custom fields',
  content: 'Copying content pages, downloads and assets',
  forms: 'Copying forms',
  tasks: 'Copying tasks',
  suppliers: 'Copying suppliers',
  emailTemplates: 'Copying email templates',
  notifications: 'Copying admin notifications',
  files: 'Copying files',
  teams: 'Copying teams and inviting their owners',
};

/** Adds whole days to a calendar day (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
