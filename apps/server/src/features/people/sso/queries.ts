import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authAccounts, authUsers, authVerifications } from '../../../db/schema/auth.ts';
import { events } from '../../../db/schema/events.ts';
import { ssoProviders } from '../../../db/schema/sso.ts';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;

/** The account link of a provider's identities (`auth_accounts.provider_id`). */
export const accountProviderId = (providerId: string) => `sso:${providerId}`;

/** Every provider, by name (an installation has at most 50). */
export async function listProviderRows(db: DbOrTx): Promise<SsoProviderRow[]> {
  return db.select().from(ssoProviders).orderBy(asc(ssoProviders.name), asc(ssoProviders.id));
}

/** The providers the login page of `eventId` offers: those of every event and those naming it. */
export async function providersForEvent(db: DbOrTx, eventId: string): Promise<SsoProviderRow[]> {
  return db
    .select()
    .from(ssoProviders)
    .where(
      sql`(cardinality(${ssoProviders.eventIds}) = 0 or ${eventId} = any(${ssoProviders.eventIds}))`,
    )
    .orderBy(asc(ssoProviders.name), asc(ssoProviders.id));
}

export async function getProviderRow(db: DbOrTx, id: string): Promise<SsoProviderRow | null> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id));
  return row ?? null;
}

export async function countProviders(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ssoProviders);
  return row?.n ?? 0;
}

export async function insertProviderRow(db: DbOrTx, row: typeof ssoProviders.$inferInsert) {
  const [inserted] = await db.insert(ssoProviders).values(row).returning();
  if (!inserted) throw new Error('Sign-in provider insert returned nothing');
  return inserted;
}

export async function updateProviderRow(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof ssoProviders.$inferInsert>,
) {
  const [updated] = await db
    .update(ssoProviders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(ssoProviders.id, id))
    .returning();
  return updated ?? null;
}

/** Deletes a provider and the links of the identities it signed in. */
export async function deleteProviderRow(db: DbOrTx, id: string): Promise<boolean> {
  await db.delete(authAccounts).where(eq(authAccounts.providerId, accountProviderId(id)));
  const deleted = await db
    .delete(ssoProviders)
    .where(eq(ssoProviders.id, id))
    .returning({ id: ssoProviders.id });
  return deleted.length > 0;
}

/** Names and host names of events, by id (the ones that exist). */
export async function eventsByIds(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: events.id, name: events.name, hostnames: events.hostnames })
    .from(events)
    .where(inArray(events.id, [...ids]));
}

/** Every event's id and host names (the redirect URIs of a provider of every event). */
export async function allEventHosts(db: DbOrTx) {
  return db
    .select({ id: events.id, name: events.name, hostnames: events.hostnames })
    .from(events)
    .orderBy(asc(events.name), asc(events.id));
}

// ---------------------------------------------------------------------------------------------
// A sign-in in flight: its state, kept in the auth library's verification table

const stateIdentifier = (state: string) => `sso-state:${state}`;

export async function saveSignInState(db: DbOrTx, state: string, value: string, expiresAt: Date) {
  await db.insert(authVerifications).values({
    id: crypto.randomUUID(),
    identifier: stateIdentifier(state),
    value,
    expiresAt,
  });
}

/**
 * Takes a sign-in's state once: the row is deleted as it is read, so a callback replayed (or
 * raced) finds nothing. Null for an unknown or expired state.
 */
export async function takeSignInState(db: DbOrTx, state: string): Promise<string | null> {
  const [row] = await db
    .delete(authVerifications)
    .where(eq(authVerifications.identifier, stateIdentifier(state)))
    .returning({ value: authVerifications.value, expiresAt: authVerifications.expiresAt });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row.value;
}

// ---------------------------------------------------------------------------------------------
// Accounts and their links to a provider's identities

/** The account with this (lower-case) email, if any. */
export async function userByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: authUsers.id, email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  return row ?? null;
}

/** The links of a provider that name this identity or this account. */
export async function providerLinks(
  db: DbOrTx,
  providerId: string,
  identity: { subject: string; userId: string | null },
) {
  const rows = await db
    .select({ userId: authAccounts.userId, subject: authAccounts.accountId })
    .from(authAccounts)
    .where(
      and(
        eq(authAccounts.providerId, accountProviderId(providerId)),
        identity.userId
          ? sql`(${authAccounts.accountId} = ${identity.subject} or ${authAccounts.userId} = ${identity.userId})`
          : eq(authAccounts.accountId, identity.subject),
      ),
    );
  return rows;
}

export async function insertProviderLink(
  db: DbOrTx,
  link: { providerId: string; subject: string; userId: string },
) {
  await db.insert(authAccounts).values({
    id: crypto.randomUUID(),
    accountId: link.subject,
    providerId: accountProviderId(link.providerId),
    userId: link.userId,
  });
}
