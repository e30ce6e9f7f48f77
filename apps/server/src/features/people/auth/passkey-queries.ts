import type { SecondStepMethod } from '@showdesk/domain/people/second-factor-codes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authPasskeys, authUsers } from '../../../db/schema/auth.ts';

const listed = {
  id: authPasskeys.id,
  name: authPasskeys.name,
  createdAt: authPasskeys.createdAt,
  lastUsedAt: authPasskeys.lastUsedAt,
  backedUp: authPasskeys.backedUp,
};

/** A person's passkeys as their list shows them, oldest first. */
export function listPasskeys(db: DbOrTx, userId: string) {
  return db
    .select(listed)
    .from(authPasskeys)
    .where(eq(authPasskeys.userId, userId))
    .orderBy(asc(authPasskeys.createdAt), asc(authPasskeys.id));
}

/** What checking a person's passkeys needs: each credential's id, key, counter, transports. */
export function passkeyCredentialsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      id: authPasskeys.id,
      credentialId: authPasskeys.credentialId,
      publicKey: authPasskeys.publicKey,
      counter: authPasskeys.counter,
      transports: authPasskeys.transports,
    })
    .from(authPasskeys)
    .where(eq(authPasskeys.userId, userId))
    .orderBy(asc(authPasskeys.createdAt));
}

export type NewPasskey = typeof authPasskeys.$inferInsert;

export async function insertPasskey(tx: DbOrTx, row: NewPasskey) {
  const [made] = await tx.insert(authPasskeys).values(row).returning(listed);
  return made!;
}

/** Renames one of the person's passkeys; null when they have no such passkey. */
export async function renamePasskeyRow(db: DbOrTx, userId: string, id: string, name: string) {
  const [row] = await db
    .update(authPasskeys)
    .set({ name })
    .where(and(eq(authPasskeys.id, id), eq(authPasskeys.userId, userId)))
    .returning(listed);
  return row ?? null;
}

/** Deletes one of the person's passkeys; whether there was one. */
export async function deletePasskeyRow(tx: DbOrTx, userId: string, id: string) {
  const rows = await tx
    .delete(authPasskeys)
    .where(and(eq(authPasskeys.id, id), eq(authPasskeys.userId, userId)))
    .returning({ id: authPasskeys.id });
  return rows.length > 0;
}

/** A passkey that finished a login: its new counter, whether it is synced, when. */
export async function recordPasskeyUse(
  db: DbOrTx,
  id: string,
  use: { counter: number; backedUp: boolean; at: Date },
) {
  await db
    .update(authPasskeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(eq(authPasskeys.id, id));
}

/**
 * A person's second factors: a confirmed authenticator app, how many passkeys, and the flag the
 * auth library and the guards read (`two_factor_enabled`: either of them). With `lock`, the
 * account's row is locked until the transaction ends, so two changes of factors run one after
 * the other and neither can leave the flag wrong.
 */
export async function factorsOf(db: DbOrTx, userId: string, lock = false) {
  const query = db
    .select({
      enabled: authUsers.twoFactorEnabled,
      totp: sql<boolean>`exists (select 1 from auth_two_factors f
        where f.user_id = auth_users.id and f.verified)`,
      passkeys: sql<number>`(select count(*)::int from auth_passkeys p
        where p.user_id = auth_users.id)`,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  const [row] = await (lock ? query.for('update', { of: authUsers }) : query);
  return { enabled: row?.enabled ?? false, totp: row?.totp ?? false, passkeys: row?.passkeys ?? 0 };
}

/** Sets the flag that makes a login ask for a second factor. */
export async function setTwoFactorEnabled(tx: DbOrTx, userId: string, enabled: boolean) {
  await tx.update(authUsers).set({ twoFactorEnabled: enabled }).where(eq(authUsers.id, userId));
}

/** The ways a login's second step may be answered for the person: what they have set up. */
export async function secondStepMethodsOf(db: DbOrTx, userId: string): Promise<SecondStepMethod[]> {
  const factors = await factorsOf(db, userId);
  return [
    ...(factors.totp ? (['totp', 'recoveryCode'] as const) : []),
    ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
  ];
}
