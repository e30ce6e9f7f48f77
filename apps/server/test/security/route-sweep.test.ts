import { messages } from '@showdesk/domain/common/errors';
import { apiTokenMessages, tokenAreas } from '@showdesk/domain/integrations/api-tokens';
import { invitationMessages } from '@showdesk/domain/people/invitations';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.ts';
import type { AccessClass } from '../../src/security/route-access.ts';
import { testDatabases } from '../support/databases.ts';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { multipart } from '../support/multipart.ts';
import { pdfDocument } from '../support/sample-files.ts';
import {
  expectedOutcomes,
  expectedTokenOutcome,
  type Outcome,
  type Role,
  roles,
  seesEveryPerson,
  seesOtherEvents,
  type TokenRole,
  tokenRoles,
} from './access-table.ts';
import { databaseDigest, digestDifference } from './db-digest.ts';
import { type ForeignRequest, foreignRequest } from './foreign-request.ts';
import { listOperations, type Operation, operationName } from './openapi-operations.ts';
import { homeReferencesTo, leaksIn } from './sweep-checks.ts';
import { buildSweepFixture, leakMarker, type SweepFixture } from './sweep-fixture.ts';

/**
 * Every operation of the API document, called as every role, on the home event, with another
 * event's ids in every path parameter, query parameter and body field that names a record.
 *
 * Why this cannot wreck its own fixture: no call ever carries a home record's id, so a delete
 * or an edit of a record can only miss (404) — the records it would touch are the other
 * event's, which the home event's URLs cannot reach. Calls without ids (a settings document,
 * PATCH /me, a new team type) may write to the home event, which changes nothing the next
 * calls rely on; a call that ends or replaces a session (logout) is followed by a fresh login.
 *
 * "Guard passed" is judged by status, not by success: not 401 (unless the route is public and
 * its own check refused, e.g. a wrong password), not the guard's 403, not the missing-event 404.
 * Then, when another event's id was in the path or body, the answer must be a 4xx; and after
 * every operation no home row may hold any of the other event's ids, no answer may contain the
 * other event's marker or ids, and an operation whose calls were all refused wrote nothing.
 */
describe.each(testDatabases)('route sweep on %s', (kind) => {
  let t: TestApp;
  let fx: SweepFixture;
  let operations: Operation[];
  let tokenHeaders: Record<TokenRole, Record<string, string>>;
  /** A token's request on the home event's host: no cookie. */
  const bearer = (token: string) => ({
    host: fx.home.hostnames[0]!,
    authorization: `Bearer ${token}`,
  });

  beforeAll(async () => {
    // The tokens' calls are not to be limited here (their limit has its own test).
    t = await createTestApp(kind, { env: { TOKEN_RATE_LIMIT_MAX: '1000000' } });
    fx = await buildSweepFixture(t);
    tokenHeaders = {
      readToken: bearer(fx.tokens.read),
      writeToken: bearer(fx.tokens.write),
      otherEventToken: bearer(fx.tokens.otherEvent),
    };
    operations = await listOperations(t);
  }, 120_000);
  afterAll(() => t?.close());

  const send = async (op: Operation, request: ForeignRequest, headers: Record<string, string>) => {
    const options: InjectOptions = { method: op.method, url: request.url, headers: { ...headers } };
    if (op.body?.contentType === 'multipart/form-data') {
      const fields = Object.fromEntries(
        Object.entries((request.body ?? {}) as Record<string, unknown>)
          .filter(([name]) => name !== 'file')
          .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]),
      );
      const form = multipart(fields, { fileName: 'sweep.pdf', data: pdfDocument });
      options.payload = form.payload;
      Object.assign(options.headers!, form.headers);
    } else if (request.body !== undefined) {
      options.payload = request.body as InjectOptions['payload'];
    }
    return t.app.inject(options);
  };

  /** What the guard answered, as one of the table's outcomes (or 'passed'). */
  const outcomeOf = (response: LightMyRequestResponse): Outcome => {
    const error = safeJson(response)?.error as { code?: string; message?: string } | undefined;
    if (response.statusCode === 401 && error?.message === messages.notAuthenticated) {
      return 'unauthenticated';
    }
    if (response.statusCode === 404 && error?.message === messages.eventNotFound) {
      return 'eventNotFound';
    }
    if (response.statusCode === 404 && error?.message?.startsWith('No team found for user')) {
      return 'noTeam';
    }
    if (response.statusCode === 404 && error?.message === invitationMessages.notFound) {
      return 'noInvitation';
    }
    if (response.statusCode === 403 && isGuardRefusal(error?.message ?? '')) return 'forbidden';
    return 'passed';
  };

  it('answers every operation as the access table says, with no data of another event', async () => {
    const failures: string[] = [];
    let cases = 0;
    const swaps = { path: 0, query: 0, body: 0 };
    // Reported once, by the operation that wrote them.
    const knownReferences = new Set<string>();
    for (const op of operations) {
      const name = operationName(op);
      const access = op.access as AccessClass | undefined;
      const table = access && expectedOutcomes[access];
      if (!table) {
        failures.push(`${name}: access "${op.access}" is not in the access table`);
        continue;
      }
      const request = foreignRequest(op, swapContext());
      if (request.swapped.path.length) swaps.path++;
      if (request.swapped.query.length) swaps.query++;
      if (request.swapped.body.length) swaps.body++;
      const before = await databaseDigest(t.deps.db);
      let anyAccepted = false;
      for (const role of roles) {
        cases++;
        const response = await send(op, request, fx.headers[role]);
        if (response.statusCode < 400) anyAccepted = true;
        failures.push(...(await checkCall(op, access, role, request, response)));
        if (response.headers['set-cookie']) await relogin(role);
        // An accepted or declined invitation is made again, so the invitee stays one.
        if (role === 'invitee' && response.statusCode < 400) await fx.reinvite();
      }
      for (const role of tokenRoles) {
        cases++;
        const response = await send(op, request, tokenHeaders[role]);
        if (response.statusCode < 400) anyAccepted = true;
        failures.push(...(await checkCall(op, access, role, request, response)));
      }
      // One body id at a time, as the most trusted role the route lets through: a check that
      // refuses one field must not hide another field that has none.
      const actor = roles
        .filter((r) => table[r] === 'passed' && r !== 'anonymous' && r !== 'stranger')
        .at(-1);
      for (let only = 0; actor && request.bodyIdFields > 1 && only < request.bodyIdFields; only++) {
        cases++;
        const variant = foreignRequest(op, swapContext(), only);
        const response = await send(op, variant, fx.headers[actor]);
        if (response.statusCode < 400) anyAccepted = true;
        failures.push(
          ...(await checkCall(op, access, actor, variant, response, `body id ${only}`)),
        );
        if (response.headers['set-cookie']) await relogin(actor);
        if (actor === 'invitee' && response.statusCode < 400) await fx.reinvite();
      }
      const references = (await homeReferencesTo(t.deps.db, fx.home.id, fx.leakStrings)).filter(
        (r) => !knownReferences.has(r),
      );
      for (const r of references) knownReferences.add(r);
      if (references.length > 0)
        failures.push(`${name}: home rows now hold ${references.join(', ')}`);
      if (!anyAccepted) {
        const changed = digestDifference(before, await databaseDigest(t.deps.db));
        if (changed.length > 0)
          failures.push(`${name}: refused, yet wrote to ${changed.join(', ')}`);
      }
    }
    console.log(
      `route sweep (${kind}): ${operations.length} operations × ${roles.length + tokenRoles.length} roles and tokens = ${cases} cases (another event's ids in the path of ${swaps.path}, the query of ${swaps.query}, the body of ${swaps.body}), ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(120);
  }, 300_000);

  const swapContext = () => ({
    homeEventId: fx.home.id,
    otherEventId: fx.other.id,
    otherIds: fx.otherIds,
  });

  /** Everything wrong with one answer: the guard's outcome, accepted foreign ids, leaks. */
  async function checkCall(
    op: Operation,
    access: AccessClass,
    role: Role | TokenRole,
    request: ForeignRequest,
    response: LightMyRequestResponse,
    label = '',
  ): Promise<string[]> {
    const failures: string[] = [];
    const where = `${operationName(op)} as ${role}${label ? ` (${label})` : ''}`;
    const isToken = (tokenRoles as readonly string[]).includes(role);
    const expected = isToken
      ? expectedTokenOutcome(access, op, role as TokenRole)
      : expectedOutcomes[access][role as Role];
    const got = outcomeOf(response);
    if (response.statusCode >= 500)
      failures.push(`${where}: ${response.statusCode} ${response.body}`);
    if (expected !== 'passed' && got !== expected) {
      failures.push(
        `${where}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
    }
    if (expected === 'passed') {
      // A route's own 404 'No team found' (GET /my-team for someone in no team) is not the guard,
      // nor is 'Event ID not found' for another event's id named in the query (GET /session?eventId=
      // of an event the caller is not in answers like a missing one).
      const namedOtherEvent = request.swapped.query.includes(fx.other.id);
      const refusedByGuard =
        got !== 'passed' &&
        got !== 'noTeam' &&
        !(got === 'eventNotFound' && namedOtherEvent) &&
        !(got === 'unauthenticated' && access === 'public');
      if (refusedByGuard) failures.push(`${where}: refused by the guard (${got}) though allowed`);
      const idSent = request.swapped.path.length + request.swapped.body.length > 0;
      if (idSent && response.statusCode < 400 && !reportsPerId(response, request)) {
        failures.push(`${where}: took another event's ids (${response.statusCode})`);
      }
    }
    // An invitation route answers anyone not invited exactly as for a missing event too.
    if (
      expected === 'eventNotFound' ||
      expected === 'noInvitation' ||
      (role === 'stranger' && hidesEvents(access, op))
    ) {
      const elsewhere = { ...request, url: request.url.replace(fx.home.id, newId()) };
      const headers = isToken ? tokenHeaders[role as TokenRole] : fx.headers[role as Role];
      const missing = await send(op, elsewhere, headers);
      if (missing.statusCode !== response.statusCode || missing.body !== response.body) {
        failures.push(
          `${where}: answers unlike a missing event (${response.statusCode} vs ${missing.statusCode})`,
        );
      }
    }
    const leakSet =
      role === 'stranger'
        ? fx.homeLeakStrings
        : seesOtherEvents.has(access)
          ? fx.leakStrings.filter(
              (x) =>
                x !== fx.other.id &&
                !(
                  seesEveryPerson.has(operationName(op)) &&
                  (x === leakMarker || fx.otherIds.user.includes(x))
                ),
            )
          : fx.leakStrings;
    const leaked = leaksIn(response, leakSet, JSON.stringify([request.url, request.body]));
    if (leaked.length > 0)
      failures.push(`${where}: answer holds another event's ${leaked.join(', ')}`);
    return failures;
  }

  /** A role whose session a call ended or replaced logs in again. */
  async function relogin(role: Role) {
    const user = fx.users[role];
    if (!user) return;
    const event = role === 'stranger' ? fx.other : fx.home;
    fx.headers[role] = { host: fx.home.hostnames[0]!, cookie: await t.login(event, user) };
  }
});

/**
 * Where an event the caller does not belong to must answer like a missing one: every event
 * route, and stored files. Public pages are not among them: anyone may learn that a host's
 * event exists (GET /public/event names it), so 'Event ID not found' there reveals nothing.
 */
const hidesEvents = (access: AccessClass, op: Operation) =>
  op.path.includes('{eventId}') &&
  (access.startsWith('event:') || access === 'fileRule' || access === 'invitee');

const guardMessages = new Set<string>([
  messages.forbidden,
  'Only an eventflow admin can do that',
  'Only the team owner can do that',
]);
/** A 403 of the guard: a person's level or team role, or an API token's scope (token-caller.ts). */
const isGuardRefusal = (message: string) =>
  guardMessages.has(message) ||
  message === apiTokenMessages.personalRoute ||
  message === apiTokenMessages.aboveAdmin ||
  message === apiTokenMessages.noArea ||
  tokenAreas.some(
    (area) =>
      message === apiTokenMessages.outOfScope(area, 'GET') ||
      message === apiTokenMessages.outOfScope(area, 'POST'),
  );

function safeJson(response: LightMyRequestResponse): Record<string, unknown> | null {
  try {
    return response.json();
  } catch {
    return null;
  }
}

/**
 * A bulk call may answer 2xx while refusing some ids one by one (the welcome chaser lists an id
 * that is not a member in failedEmails). That is fine as long as the ids come back only as
 * refused and nothing points at them: the home rows are checked after every operation.
 */
function reportsPerId(response: LightMyRequestResponse, request: ForeignRequest) {
  const body = safeJson(response) as { failedEmails?: string[]; successfulIds?: string[] } | null;
  return (
    Array.isArray(body?.failedEmails) &&
    request.swapped.body.every((id) => body.failedEmails!.includes(id)) &&
    !(body.successfulIds ?? []).some((id) => request.swapped.body.includes(id))
  );
}
