import type { ApiTokenListQuery, ApiTokenSort } from '@showdesk/domain/integrations/api-tokens';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { apiTokens } from '../../../db/schema/audit.ts';
import { members } from '../../../db/schema/users.ts';
import { eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { orderFor, pagedRows } from '../../../lib/paging.ts';
import { containsPattern } from '../../../lib/search.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/**
 * What a token is now: revoked, expired, suspended (its creator is no longer an admin of the
 * event, so the guard refuses it) or active, as the guard would judge it (plugins/token-caller.ts).
 */
const status = sql<string>`case
  when ${apiTokens.revokedAt} is not null then 'revoked'
  when ${apiTokens.expiresAt} <= now() then 'expired'
  when ${members.status} is distinct from 'active'
    or ${members.permissions} not in ('admin', 'eventflowAdmin') then 'suspended'
  else 'active' end`;

/** A token as the screens show it: never its hash. */
const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  scopes: apiTokens.scopes,
  expiresAt: apiTokens.expiresAt,
  revokedAt: apiTokens.revokedAt,
  lastUsedAt: apiTokens.lastUsedAt,
  lastUsedFrom: apiTokens.lastUsedFrom,
  status,
  createdAt: apiTokens.createdAt,
  createdBy: apiTokens.createdBy,
  createdByName: sql<string>`coalesce(trim(${members.firstName} || ' ' || ${members.surname}), '')`,
};
export interface ListedApiToken {
  id: string;
  name: string;
  prefix: string;
  scopes: Record<string, 'read' | 'write'>;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedFrom: string | null;
  status: string;
  createdAt: Date;
  createdBy: string | null;
  createdByName: string;
}

const creator = and(
  eq(members.eventId, apiTokens.eventId),
  eq(members.userId, apiTokens.createdBy),
);

const sortColumns = {
  name: sql`lower(${apiTokens.name})`,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
} satisfies Record<ApiTokenSort, unknown>;

/**
 * One page of the event's tokens (newest first unless sorted otherwise) with their creators'
 * names, and how many match in all: q matches the name or the prefix, filter status.
 */
export function listApiTokenPage(db: DbOrTx, eventId: string, query: ApiTokenListQuery) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    eq(apiTokens.eventId, eventId),
    pattern ? or(ilike(apiTokens.name, pattern), ilike(apiTokens.prefix, pattern)) : undefined,
    query.filter.status ? sql`${status} = ${query.filter.status}` : undefined,
  );
  return pagedRows(
    query,
    ({ limit, offset }) =>
      db
        .select({ ...listed, total: sql<number>`count(*) over ()` })
        .from(apiTokens)
        .leftJoin(members, creator)
        .where(where)
        .orderBy(...orderFor(query.sort, sortColumns, apiTokens.createdAt, apiTokens.id))
        .limit(limit)
        .offset(offset) as unknown as Promise<(ListedApiToken & { total: number })[]>,
  );
}

/** One of the event's tokens as the screens show it, or null. */
export async function getListedApiToken(
  db: DbOrTx,
  eventId: string,
  tokenId: string,
): Promise<ListedApiToken | null> {
  const [row] = await db
    .select(listed)
    .from(apiTokens)
    .leftJoin(members, creator)
    .where(and(eq(apiTokens.eventId, eventId), eq(apiTokens.id, tokenId)));
  return (row as ListedApiToken | undefined) ?? null;
}

const tokenRecords = eventRecordQueries<typeof apiTokens, Pick<ApiTokenRow, 'revokedAt'>>(
  apiTokens,
);

export const insertApiToken = tokenRecords.insert;
/** The token, locked until the transaction ends (two revocations at once). */
export const lockApiToken = tokenRecords.lock;
export const updateApiToken = tokenRecords.update;
