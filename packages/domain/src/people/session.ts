import { z } from 'zod';
import { corePageSchema } from '../content/core-pages.ts';
import { brandingSchema } from '../platform/branding.ts';
import { eventClosingSchema, eventSchema } from '../platform/events.ts';
import { sidebarSectionSchema } from '../platform/sidebar.ts';
import { terminologySchema } from '../platform/terminology.ts';
import { teamSchema } from './teams.ts';
import { memberSchema, userProfileSchema } from './users.ts';

/**
 * The event's IANA time zone: the web shows its times (scheduled notifications) on the
 * event's clock and converts the wall-clock times an organiser picks there.
 */
const eventTimeZoneShape = { timeZone: z.string() };

/** The event as the web app sees it before login: what the login page needs. */
export const publicEventSchema = z.strictObject({
  event: eventSchema
    .pick({ id: true, slug: true, name: true })
    .extend(eventClosingSchema.shape)
    .extend(eventTimeZoneShape),
  branding: brandingSchema,
  terminology: terminologySchema,
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** GET /api/v1/session: everything the app shell needs for a logged-in member. */
export const sessionSchema = z.strictObject({
  user: userProfileSchema,
  member: memberSchema,
  team: teamSchema.nullable(),
  /** The member's role within their team, if any. */
  teamRole: z.enum(['owner', 'member']).nullable(),
  event: eventSchema.extend(eventClosingSchema.shape).extend(eventTimeZoneShape),
  terminology: terminologySchema,
  branding: brandingSchema,
  corePages: z.array(corePageSchema),
  /** The event's sidebar sections in order (the defaults when it has not arranged them). */
  sidebar: z.array(sidebarSectionSchema),
});
export type Session = z.infer<typeof sessionSchema>;
