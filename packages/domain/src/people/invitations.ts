import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import type { Permission } from './permissions.ts';

/**
 * Who may send welcome reminders: the level of /admin/users, where the action lives. Moderators
 * manage users, teams and team members (spec section 6), and adding those already sends the
 * welcome email, so chasing it up is theirs too.
 */
export const welcomeChaserPermission: Permission = 'moderator';

/** The most members one welcome-reminder call may name. */
export const maxWelcomeChaserUsers = 5000;

/**
 * Body of "send welcome reminders" (spec, calls 7.3 sendWelcomeChaser). Without userIds every
 * member of the event who has never logged in is reminded.
 */
export const welcomeChaserInputSchema = z.strictObject({
  /** The members to remind; each must be in the event and not have logged in yet. */
  userIds: z
    .array(
      z
        .string(/*i18n*/ 'User ID is empty')
        .trim()
        .min(1, /*i18n*/ 'User ID is empty')
        .max(200, /*i18n*/ 'User ID is not valid'),
    )
    .min(1, /*i18n*/ 'Choose at least one user')
    .max(
      maxWelcomeChaserUsers,
      say(/*i18n*/ 'Choose at most {max} users at a time', {
        max: maxWelcomeChaserUsers.toLocaleString('en-GB'),
      }),
    )
    .optional(),
});
export type WelcomeChaserInput = z.input<typeof welcomeChaserInputSchema>;

/** What a welcome send reports (spec, calls 7.3: successfulIds and failedEmails). */
export const welcomeChaserResultSchema = z.strictObject({
  /** The members whose reminder was queued. */
  successfulIds: z.array(text()),
  /**
   * Those not sent: the email of a member who has already logged in (or whose send failed), and
   * the id itself for an id that is not a member of this event (whose email is not ours to show).
   */
  failedEmails: z.array(text()),
});
export type WelcomeChaserResult = z.infer<typeof welcomeChaserResultSchema>;

/** Where a welcome send stands: queued (its job not started), running, or finished. */
export const welcomeChaserStatuses = ['queued', 'running', 'finished'] as const;

/**
 * A welcome send run as a background job (POST answers 202 with it; GET answers it again with
 * its progress). Counts are of the members it was asked to remind: `total` = `sent` + `skipped` +
 * `failed` + those still to go.
 */
export const welcomeChaserSchema = z.strictObject({
  id: text(),
  status: z.enum(welcomeChaserStatuses),
  /** The members this send covers (named ids, or everyone who had never logged in). */
  total: z.number().int(),
  /** Reminders queued so far. */
  sent: z.number().int(),
  /** Left out: logged in already, or not a member of this event. */
  skipped: z.number().int(),
  /** Whose reminder could not be queued (an error). */
  failed: z.number().int(),
  /** The members reminded: listed once the send has finished (empty before). */
  successfulIds: z.array(text()),
  /**
   * As in WelcomeChaserResult, so far: the emails of those skipped or failed; the ids named that
   * are not members of the event only in the answer that starts the send (the id itself).
   */
  failedEmails: z.array(text()),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /**
   * The reminders queued, as the outbox delivers them: still to go (or being tried again),
   * delivered (or printed to the log without SMTP), and failed for good.
   */
  delivery: z.strictObject({
    pending: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
  }),
  /** Those failed for good, each with its place in the send (by address), code and message. */
  failures: z.array(
    z.strictObject({ index: z.number().int(), email: text(), code: text(), message: text() }),
  ),
  /** 'Failed to send N emails' and an 'Email i: code - message' line each; null: none failed. */
  report: z.string().nullable(),
});
export type WelcomeChaser = z.infer<typeof welcomeChaserSchema>;

/** The welcome send of the event still queued or running, newest first, if there is one. */
export const currentWelcomeChaserSchema = z.strictObject({
  chaser: welcomeChaserSchema.nullable(),
});

/**
 * GET /events/:eventId/invitation: the pending invitation of the logged-in account to an event
 * (answered to the invited person only), what the invitation screen shows.
 */
export const invitationSchema = z.strictObject({
  eventId: text().min(1),
  eventName: text(),
  /** Who added them, by the names this event knows that person by (null: no longer known). */
  invitedBy: z.strictObject({ firstName: text(), surname: text() }).nullable(),
  invitedAt: z.iso.datetime().nullable(),
  /** The team they are to join (null when an organiser has taken them out of it since). */
  team: z
    .strictObject({
      id: text().min(1),
      name: text(),
      /** A stand share (a child team) of another team. */
      isStandShare: z.boolean(),
    })
    .nullable(),
  /** Their place in that team: its owner or one of its members (null with no team). */
  teamRole: z.enum(['owner', 'member']).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationMessages = {
  chaserNotFound: /*i18n*/ 'Welcome reminder send not found',
  invalidChaser: /*i18n*/ 'Invalid user',
  /** What the invitation routes answer anyone with no pending invitation to the event. */
  notFound: /*i18n*/ 'No invitation found',
  /** The session of an account that is invited to the event but has not accepted yet. */
  pending: /*i18n*/ 'You have been invited to this event',
} as const;
