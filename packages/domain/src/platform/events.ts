import { z } from 'zod';
import { text } from '../common/text.ts';
import { isTimeZone } from '../common/time-zones.ts';

/** A tenant. One event per tenant; hostnames route the web app to it. */
export const eventSchema = z.strictObject({
  id: text().min(1),
  slug: z
    .string()
    .regex(
      /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
      /*i18n*/ 'Use lower-case letters, digits and dashes',
    ),
  name: text().trim().min(1),
  hostnames: z.array(text().toLowerCase()),
});
export type Event = z.infer<typeof eventSchema>;

/** A host name an event is served at: lower-case labels, no port (ports are ignored when matching). */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    /*i18n*/ 'Enter a host name such as show-2027.example.com',
  );

/** An event's host names: at least one, each once. */
export const hostnamesSchema = z
  .array(hostnameSchema)
  .min(1, /*i18n*/ 'Enter at least one host name')
  .max(20)
  .refine((names) => new Set(names).size === names.length, /*i18n*/ 'A host name is listed twice');

/** An event's IANA time zone, chosen from the list ("Europe/Berlin"). */
export const timeZoneSchema = z
  .string(/*i18n*/ 'Choose a time zone')
  .refine(isTimeZone, /*i18n*/ 'Choose a time zone from the list');

/** POST /api/v1/events: a new event, which starts with the spec's defaults. */
export const createEventInputSchema = z
  .strictObject({
    name: text().trim().min(1, /*i18n*/ 'Enter a name').max(200),
    shortName: text().trim().max(100),
    longName: text().trim().max(200),
    slug: eventSchema.shape.slug,
    /** Where the event's app is served; each host name belongs to one event. */
    hostnames: hostnamesSchema,
    startDate: z.iso.date(/*i18n*/ 'Enter a date'),
    endDate: z.iso.date(/*i18n*/ 'Enter a date'),
    /** The event's time zone; the installation's (DEFAULT_TIME_ZONE) when left out. */
    timeZone: timeZoneSchema.optional(),
  })
  .refine((e) => e.endDate >= e.startDate, {
    message: /*i18n*/ 'The end date must not be before the start date',
    path: ['endDate'],
  });
export type CreateEventInput = z.infer<typeof createEventInputSchema>;

/** An event as the eventflowAdmin event list shows it. */
export const eventSummarySchema = eventSchema.extend({
  shortName: text(),
  longName: text(),
  startDate: text(),
  endDate: text(),
  /** The event's IANA time zone. */
  timeZone: text(),
  /** When the show was closed (read-only for its members); null while open. */
  closedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** One of the caller's events on /my-events (spec section 3, My event). */
export const myEventSchema = z.strictObject({
  id: text(),
  eventName: text(),
  startDate: text().nullable(),
  endDate: text().nullable(),
  /** The address of the event's app. */
  appUrl: text(),
  /** The caller is invited to this event and has not accepted yet (they accept at appUrl). */
  isInvited: z.boolean(),
});
export type MyEvent = z.infer<typeof myEventSchema>;

/**
 * Whether the show is closed (read-only for members and guests: they read content, download
 * files and see their submissions; nothing can be sent or changed), as the session, the public
 * event and the close and reopen routes answer it.
 */
export const eventClosingSchema = z.strictObject({
  /** When it was closed; null while it is open. */
  closedAt: z.iso.datetime().nullable(),
});
export type EventClosing = z.infer<typeof eventClosingSchema>;

export const eventMessages = {
  slugInUse: /*i18n*/ 'That slug is already in use',
  hostnameInUse: /*i18n*/ 'That host name is already in use',
  notEventflowAdmin: /*i18n*/ 'Only an eventflow admin can do that',
} as const;
