import { randomBytes } from 'node:crypto';
import type { Page } from '@showdesk/domain/common/list-query';
import { startOfDayIn } from '@showdesk/domain/common/time-zones';
import {
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenListQuery,
  type ApiTokenStatus,
  apiTokenMessages,
  createApiTokenInputSchema,
  shownPrefixLength,
  tokenPrefix,
} from '@showdesk/domain/integrations/api-tokens';
import { addDays } from '@showdesk/domain/platform/event-copy';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { pageOf } from '../../../lib/paging.ts';
import { invalidInput, parseInput } from '../../../lib/validate.ts';
import { apiTokenHash } from '../../../plugins/token-caller.ts';
import { eventTimeZone, eventToday } from '../../platform/events/calendar.ts';
import {
  getListedApiToken,
  insertApiToken,
  type ListedApiToken,
  listApiTokenPage,
  lockApiToken,
  updateApiToken,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toApiToken(row: ListedApiToken): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
    lastUsedFrom: row.lastUsedFrom,
    status: row.status as ApiTokenStatus,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    createdByName: row.createdByName,
  };
}

/** A new token: `sdt_` and 32 random bytes in base64url (43 characters). */
export function newApiToken(): string {
  return `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
}

/** One page of the event's API tokens (admins), never their values or hashes. */
export async function listApiTokens(
  deps: Deps,
  eventId: string,
  query: ApiTokenListQuery,
): Promise<Page<ApiToken>> {
  const { rows, total } = await listApiTokenPage(deps.db, eventId, query);
  return pageOf(rows.map(toApiToken), total, query);
}

/** One of the event's API tokens; 404 'API token not found'. */
export async function getApiToken(deps: Deps, eventId: string, tokenId: string) {
  const row = await getListedApiToken(deps.db, eventId, tokenId);
  if (!row) throw AppError.notFound(apiTokenMessages.notFound);
  return toApiToken(row);
}

/**
 * The instant a token whose last day is `expiresOn` stops working: the end of that day in the
 * event's time zone. A day before the event's today is refused.
 */
async function expiryOf(deps: Deps, eventId: string, expiresOn: string | null | undefined) {
  if (!expiresOn) return null;
  if (expiresOn < (await eventToday(deps.db, eventId))) {
    throw invalidInput(apiTokenMessages.invalid, [
      { path: 'expiresOn', message: apiTokenMessages.pastExpiry },
    ]);
  }
  return startOfDayIn(await eventTimeZone(deps.db, eventId), addDays(expiresOn, 1));
}

/**
 * Makes a token for the event and answers it this once: only its SHA-256 and its first
 * characters are kept. It acts at admin level within its scopes, stamped with its creator's
 * id, while its creator stays an admin of the event.
 */
export async function createApiToken(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<ApiTokenCreated> {
  const input = parseInput(createApiTokenInputSchema, body, apiTokenMessages.invalid);
  const expiresAt = await expiryOf(deps, ctx.eventId, input.expiresOn);
  const token = newApiToken();
  const id = newId();
  await deps.db.transaction(async (tx) => {
    await insertApiToken(tx, {
      eventId: ctx.eventId,
      id,
      name: input.name,
      prefix: token.slice(0, shownPrefixLength),
      tokenHash: apiTokenHash(token),
      scopes: input.scopes,
      expiresAt,
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    });
  });
  return { apiToken: await getApiToken(deps, ctx.eventId, id), token };
}

/**
 * Revokes a token: from the next request on, on every app process, it is refused (the guard
 * reads it from the database each time). Revoking a revoked token changes nothing.
 */
export async function revokeApiToken(
  deps: Deps,
  ctx: EventContext,
  tokenId: string,
): Promise<ApiToken> {
  await deps.db.transaction(async (tx) => {
    const row = await lockApiToken(tx, ctx.eventId, tokenId);
    if (!row) throw AppError.notFound(apiTokenMessages.notFound);
    if (row.revokedAt) return;
    await updateApiToken(tx, ctx.eventId, tokenId, { revokedAt: new Date() }, ctx.userId);
  });
  return getApiToken(deps, ctx.eventId, tokenId);
}
