import type { LightMyRequestResponse } from 'fastify';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { queryCountHeader } from '../../src/plugins/query-count.ts';
import { type Caller, callerFor } from './caller.ts';
import type { TestDatabaseKind } from './databases.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The rig of the query-count tests (pretalx's rule: no query per row). An app that says each
 * answer's database statement count, a fresh event per list with its people, and the list
 * routes read from the app's own OpenAPI document.
 */

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  content?: Record<string, { schema?: JsonSchema }>;
};

const isRecordArray = (schema: JsonSchema | undefined) =>
  schema?.type === 'array' && schema.items?.type === 'object';

/**
 * Every GET whose answer is a list of records: a page (`{ items, total, page, pageSize }`, or
 * `{ items, unreadCount }`), an
 * array of objects, or an object whose one property is an array of objects (`{ events: [...] }`).
 * Keys are `GET <path>` with OpenAPI's `{param}`s.
 */
export function listRoutes(app: TestApp['app']): string[] {
  const doc = app.swagger() as {
    paths: Record<string, { get?: { responses?: Record<string, JsonSchema> } }>;
  };
  const found: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    const schema = operations.get?.responses?.['200']?.content?.['application/json']?.schema;
    if (!schema) continue;
    const properties = Object.values(schema.properties ?? {});
    const isPage = isRecordArray(schema.properties?.items);
    const isWrapped = properties.length === 1 && isRecordArray(properties[0]);
    if (isRecordArray(schema) || isPage || isWrapped) found.push(`GET ${path}`);
  }
  return found.sort();
}

/** The number of records a list answer holds: a page's total, else its (one) array's length. */
export function listSize(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  const object = body as Record<string, unknown>;
  if (Array.isArray(object.items)) {
    return typeof object.total === 'number' ? object.total : object.items.length;
  }
  const arrays = Object.values(object).filter(Array.isArray);
  if (arrays.length !== 1) throw new Error('listSize: give the list its own size function');
  return arrays[0]!.length;
}

/** The statements one answer's request sent (the app runs with QUERY_COUNT_HEADER). */
export function queriesOf(response: LightMyRequestResponse): number {
  const header = response.headers[queryCountHeader];
  if (header === undefined) throw new Error(`no ${queryCountHeader} header`);
  return Number(header);
}

export interface Reading {
  /** The first read after the items were written: caches keyed by data version miss. */
  cold: number;
  /** The same read again at once: what a cached list costs. */
  warm: number;
  size: number;
}

/** Reads a list twice and notes both counts and its size; it must answer 200. */
export async function readList(
  get: () => Promise<LightMyRequestResponse>,
  size: (body: unknown) => number = listSize,
): Promise<Reading> {
  const first = await get();
  if (first.statusCode !== 200) throw new Error(`${first.statusCode} ${first.body}`);
  const second = await get();
  return { cold: queriesOf(first), warm: queriesOf(second), size: size(second.json()) };
}

export type Person = { userId: string; email: string; password: string };

/** A fresh event with its people, for one list: items of one list never show in another. */
export interface ListContext {
  t: TestApp;
  event: EventRow;
  /** An admin of the event, who writes the items; organisers' lists are read as them. */
  admin: Caller;
  adminUser: Person;
  /** A team owner: members' lists are read as them. */
  member: Caller;
  memberUser: Person;
  teamId: string;
  /** GET as someone: a path under the event (`/users`) or a whole one (`/api/v1/my-events`). */
  get(who: Person, path: string): Promise<LightMyRequestResponse>;
}

export async function createListContext(t: TestApp): Promise<ListContext> {
  const event = await t.buildEvent();
  const adminUser = await t.buildUser(event.id, { permissions: 'admin' });
  const memberUser = await t.buildUser(event.id);
  const teamId = await t.buildTeam(event.id, memberUser.userId);
  const cookies = new Map<string, string>();
  const get = async (who: Person, path: string) => {
    let cookie = cookies.get(who.userId);
    if (!cookie) {
      cookie = await t.login(event, who);
      cookies.set(who.userId, cookie);
    }
    const url = path.startsWith('/api/') ? path : `/api/v1/events/${event.id}${path}`;
    return t.app.inject({ url, headers: { host: event.hostnames[0]!, cookie } });
  };
  return {
    t,
    event,
    admin: await callerFor(t, event, adminUser),
    adminUser,
    member: await callerFor(t, event, memberUser),
    memberUser,
    teamId,
    get,
  };
}

/** An app whose every answer carries its statement count. */
export function createCountingApp(kind: TestDatabaseKind) {
  return createTestApp(kind, { env: { QUERY_COUNT_HEADER: 'true' } });
}
