import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authSessions } from '../../../db/schema/auth.ts';
import { members } from '../../../db/schema/users.ts';

/**
 * The columns a session is listed with. Its token is a secret: never selected, only compared
 * with the caller's in the database, so it cannot reach an answer by mistake.
 */
const sessionColumns = (currentToken: string) => ({
  id: authSessions.id,
  createdAt: authSessions.createdAt,
  // better-auth moves updated_at when it renews the session (at most once a day).
  lastSeenAt: authSessions.lastSeenAt,
  ipAddress: authSessions.ipAddress,
  userAgent: authSessions.userAgent,
  isCurrent: sql<boolean>`${authSessions.token} = ${currentToken}`.mapWith(Boolean),
});

const isLive = gt(authSessions.expiresAt, sql`now()`);

/** A person's live sessions (the one of `currentToken` marked): it first, then latest used. */
export async function listLiveSessions(db: DbOrTx, userId: string, currentToken: string) {
  const columns = sessionColumns(currentToken);
  return db
    .select(columns)
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isLive))
    .orderBy(
      desc(columns.isCurrent),
      desc(authSessions.lastSeenAt),
      desc(authSessions.createdAt),
      asc(authSessions.id),
    );
}

export type SessionRow = Awaited<ReturnType<typeof listLiveSessions>>[number];

/** One live session of a person, or null (another person's session reads as missing). */
export async function getLiveSession(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  currentToken: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select(sessionColumns(currentToken))
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isLive));
  return row ?? null;
}

/**
 * Ends sessions of a person: one (`sessionId`), all but the caller's (`exceptToken`) or all.
 * Expired rows go too; the count is of the live ones, which were really ended. Every request
 * reads its session from the table, so a deleted row is refused by every process at once.
 */
export async function deleteSessions(
  db: DbOrTx,
  userId: string,
  which: { sessionId: string } | { exceptToken: string } | 'all',
): Promise<number> {
  const only =
    which === 'all'
      ? undefined
      : 'sessionId' in which
        ? eq(authSessions.id, which.sessionId)
        : ne(authSessions.token, which.exceptToken);
  const ended = await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), only))
    .returning({ isLive: sql<boolean>`${authSessions.expiresAt} > now()`.mapWith(Boolean) });
  return ended.filter((row) => row.isLive).length;
}

/** Whether the person has a membership (of any status) of an event other than this one. */
export async function belongsElsewhere(db: DbOrTx, userId: string, eventId: string) {
  const [row] = await db
    .select({ eventId: members.eventId })
    .from(members)
    .where(and(eq(members.userId, userId), ne(members.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}
