import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { authSessions, authUsers, authVerifications } from '../db/schema/auth.ts';

/**
 * The live session of a token with its user's email, or null once it has ended (logout,
 * password change, deleted user) or expired. Asked on every request: one indexed read, so an
 * ended session is refused by every app process from the next request on.
 */
export async function findLiveSession(db: DbOrTx, token: string) {
  const [row] = await preparedFor(db).execute({ token });
  return row ?? null;
}

function prepareLiveSession(db: DbOrTx) {
  return db
    .select({ userId: authSessions.userId, email: authUsers.email, isSeenLongAgo: seenLongAgo })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(
      and(eq(authSessions.token, sql.placeholder('token')), gt(authSessions.expiresAt, sql`now()`)),
    )
    .prepare('live_session');
}

const preparedFor = preparedPerDatabase(prepareLiveSession);

/** How stale a session's "last seen" may grow before a request moves it. */
const lastSeenStep = sql`interval '5 minutes'`;

/** Whether the session's last-seen time is older than the step (read with the session). */
export const seenLongAgo = sql<boolean>`${authSessions.lastSeenAt} < now() - ${lastSeenStep}`;

/**
 * Moves a session's last-seen time to now, when it is older than the step: at most one write
 * per session every five minutes, whichever process serves it (the condition makes a second
 * process's write a no-op).
 */
export async function markSessionSeen(db: DbOrTx, token: string) {
  await db
    .update(authSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(eq(authSessions.token, token), sql`${authSessions.lastSeenAt} < now() - ${lastSeenStep}`),
    );
}

/**
 * Removes every reset-password and set-password token of a user (they share better-auth's
 * `reset-password:<token>` verification rows), so that once one link is used no older one works.
 */
export async function deleteResetTokensOf(db: DbOrTx, userId: string) {
  await db
    .delete(authVerifications)
    .where(
      and(
        like(authVerifications.identifier, 'reset-password:%'),
        eq(authVerifications.value, userId),
      ),
    );
}
