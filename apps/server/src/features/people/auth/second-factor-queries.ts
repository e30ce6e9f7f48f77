import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authSessions, authUsers } from '../../../db/schema/auth.ts';
import { events } from '../../../db/schema/events.ts';
import { members } from '../../../db/schema/users.ts';

/** The account of an email address (as the auth library keeps it: lower case), or null. */
export async function userIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email.trim().toLowerCase()));
  return row?.id ?? null;
}

/**
 * A person's authenticator app: `enabled` once one is confirmed; `pending` while a set-up waits
 * for its first code. (`auth_users.two_factor_enabled` is on with a passkey too: passkeys.ts.)
 */
export async function readSecondFactor(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      enabled: sql<boolean>`exists (select 1 from auth_two_factors f
        where f.user_id = auth_users.id and f.verified)`,
      pending: sql<boolean>`exists (select 1 from auth_two_factors f
        where f.user_id = auth_users.id and not f.verified)`,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return { enabled: row?.enabled ?? false, pending: row?.pending ?? false };
}

/**
 * Whether the person's role requires a second factor: a platform admin, or an admin or moderator
 * of an event that requires one of its staff.
 */
export async function secondFactorRequiredOf(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(members)
    .innerJoin(events, eq(events.id, members.eventId))
    .where(
      and(
        eq(members.userId, userId),
        eq(members.status, 'active'),
        sql`(${members.permissions} = 'eventflowAdmin' or ${members.permissions} in ('moderator', 'admin')
          and ${events.requireStaffSecondFactor})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Ends every session of the person but `keepToken`'s (after a second-factor change): the
 * sessions are read live on every request, so they end on every process at once.
 */
export async function endOtherSessions(db: DbOrTx, userId: string, keepToken: string) {
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, userId), ne(authSessions.token, keepToken)));
}
