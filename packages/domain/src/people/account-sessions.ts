import { z } from 'zod';

/**
 * Where a person is logged in (issue 32, "Your sessions"): each live session of their account,
 * on any event's host, as their account page lists it. A session's token is a secret and never
 * leaves the server; its id names it in the API.
 */
export const accountSessionSchema = z.strictObject({
  id: z.string(),
  /**
   * The browser and system read from the user agent it logged in with ("Chrome on macOS"),
   * "Unknown device" when it sent none or one nobody can read.
   */
  device: z.string(),
  /** The address it logged in from, when one was known. */
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** When it was last used (within a day; this session's own is now). */
  lastSeenAt: z.iso.datetime(),
  /** The session of the request that asked: "This device". */
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** The caller's live sessions: this one first, then by latest activity. */
export const accountSessionListSchema = z.strictObject({
  sessions: z.array(accountSessionSchema),
});
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const accountSessionParamsSchema = z.strictObject({
  sessionId: z.string().min(1).max(100),
});

/** How many live sessions an ending ended ("log out everywhere else", an admin's). */
export const endedSessionsSchema = z.strictObject({ ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export const accountSessionMessages = {
  notFound: /*i18n*/ 'Session not found',
  ownSessions: /*i18n*/ 'End your own sessions from your account page',
  platformAdmin: /*i18n*/ "Only a platform admin can end a platform admin's sessions",
  otherEvents:
    /*i18n*/ 'This person also belongs to other events, so only a platform admin can end their sessions. Removing them from this event ends their access to it.',
} as const;

/** What a session with no readable user agent is called. */
export const unknownDevice = 'Unknown device';
