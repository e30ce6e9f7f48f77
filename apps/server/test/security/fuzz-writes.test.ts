import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { sessionHeaders } from '../support/caller.ts';
import { testDatabases } from '../support/databases.ts';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { multipart } from '../support/multipart.ts';
import { pdfDocument } from '../support/sample-files.ts';
import { arbitraryFor, bodyFor, hostileStrings, unknownKeyPath } from './arbitraries.ts';
import { databaseDigest, digestDifference, waitForBackgroundWork } from './db-digest.ts';
import { fixedPathValue, kindOf, looksLikeId, notIds } from './foreign-request.ts';
import { isWrite, listOperations, type Operation, operationName } from './openapi-operations.ts';
import type { IdKind } from './sweep-fixture.ts';
import { recordIdsOf, seedRecords } from './sweep-fixture.ts';

/**
 * Cases per write operation; the seed is printed so a failure can be replayed (FUZZ_SEED). Ten
 * keep the run to about a minute on both databases; the seed changes every run, so runs add up
 * (FUZZ_RUNS=200 for a long hunt).
 */
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 10);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Only the operations whose path matches this pattern (FUZZ_ONLY), to fuzz one area while working on it. */
const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

interface FuzzCase {
  url: string;
  body:
    | { kind: 'json'; text: string }
    | { kind: 'multipart'; fields: Record<string, string> }
    | null;
}

/**
 * Every write operation of the API document, called as a platform admin who owns a team (so
 * every guard lets the call through to validation and the service), with requests built from
 * the operation's own schemas mixed with hostile values. For every answer: never a 5xx; a
 * refusal is exactly `{ error: { code, message, details } }`; and a refused request (4xx) left
 * every row of every table as it was.
 */
describe.each(testDatabases)('fuzzing every write route on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let headers: Record<string, string>;
  let user: { email: string; password: string };
  let ids: Record<IdKind, string[]>;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    event = await t.buildEvent();
    await seedRecords(t, event);
    const caller = await t.buildUser(event.id, { permissions: 'eventflowAdmin' });
    await t.buildTeam(event.id, caller.userId);
    user = caller;
    headers = await sessionHeaders(t, event, caller);
    // The caller's own id is left out: changing or deleting oneself is its own rule.
    ids = await recordIdsOf(t.deps.db, event.id);
    ids.user = ids.user.filter((id) => id !== caller.userId);
    operations = (await listOperations(t))
      .filter(isWrite)
      .filter((op) => !only || only.test(op.path));
  }, 120_000);
  afterAll(() => t?.close());

  /** A path or query value: mostly a real record of the event, else a hostile string. */
  const idValue = (op: Operation, name: string) => {
    const real = ids[kindOf(op, name)] ?? [];
    // A delete would remove the records the other cases need: it only gets hostile ids.
    if (op.method === 'DELETE' || real.length === 0) return fc.constantFrom(...hostileStrings);
    return fc.oneof(
      { arbitrary: fc.constantFrom(...real), weight: 3 },
      { arbitrary: fc.constantFrom(...hostileStrings), weight: 1 },
    );
  };

  const caseFor = (op: Operation): fc.Arbitrary<FuzzCase> => {
    const path = op.parameters.filter((p) => p.in === 'path');
    const query = op.parameters.filter((p) => p.in === 'query');
    const value = (name: string, schema: Operation['parameters'][number]['schema']) => {
      if (name === 'eventId') return fc.constant(event.id);
      if (schema.enum?.length)
        return fc.oneof(fc.constantFrom(...schema.enum), fc.constantFrom(...hostileStrings));
      const fixed = fixedPathValue(op, name);
      if (fixed) return fc.oneof(fc.constant(fixed), fc.constantFrom(...hostileStrings));
      if (looksLikeId(name) && !notIds.has(name)) return idValue(op, name);
      return arbitraryFor(schema);
    };
    const pathArb = fc.record(
      Object.fromEntries(path.map((p) => [p.name, value(p.name, p.schema)])),
    );
    const queryArb = fc.record(
      Object.fromEntries(query.map((p) => [p.name, value(p.name, p.schema)])),
      {
        requiredKeys: [],
      },
    );
    const bodyArb: fc.Arbitrary<FuzzCase['body']> = !op.body
      ? fc.constant(null)
      : op.body.contentType === 'multipart/form-data'
        ? fc
            .dictionary(
              fc.constantFrom(
                ...Object.keys(op.body.schema.properties ?? {}).filter((n) => n !== 'file'),
                'unknownField',
              ),
              fc.oneof(fc.constantFrom(...hostileStrings), fc.string({ maxLength: 30 })),
              { maxKeys: 4 },
            )
            .map((fields) => ({ kind: 'multipart' as const, fields }))
        : bodyFor(op.body.schema).map((v) => ({
            kind: 'json' as const,
            text: JSON.stringify(v) ?? 'null',
          }));
    return fc.tuple(pathArb, queryArb, bodyArb).map(([params, search, body]) => {
      let url = op.path;
      for (const [name, v] of Object.entries(params))
        url = url.replace(`{${name}}`, encodePathValue(String(v)));
      const qs = new URLSearchParams(
        Object.entries(search).map(([k, v]) => [k, String(v)]),
      ).toString();
      return { url: qs ? `${url}?${qs}` : url, body };
    });
  };

  const send = (op: Operation, c: FuzzCase) => {
    const options: InjectOptions = { method: op.method, url: c.url, headers: { ...headers } };
    if (c.body?.kind === 'json') {
      options.payload = c.body.text;
      options.headers!['content-type'] = 'application/json';
    } else if (c.body?.kind === 'multipart') {
      const form = multipart(c.body.fields, { fileName: 'fuzz.pdf', data: pdfDocument });
      options.payload = form.payload;
      Object.assign(options.headers!, form.headers);
    }
    return t.app.inject(options);
  };

  it('never answers 5xx, always answers refusals with the error body, and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    let cases = 0;
    let refused = 0;
    let withUnknownKeys = 0;
    const timing = { inject: 0, wait: 0, digest: 0 };
    let digest = await databaseDigest(t.deps.db);
    for (const [index, op] of operations.entries()) {
      const samples = fc.sample(caseFor(op), { numRuns: runsPerOperation, seed: seed + index });
      for (const c of samples) {
        cases++;
        let at = performance.now();
        const response = await send(op, c);
        timing.inject += performance.now() - at;
        at = performance.now();
        if (response.statusCode < 300) await waitForBackgroundWork(t.deps.db);
        timing.wait += performance.now() - at;
        at = performance.now();
        const after = await databaseDigest(t.deps.db);
        timing.digest += performance.now() - at;
        const where = `${operationName(op)} ${c.url.slice(0, 120)} ${describeBody(c)}`;
        failures.push(...problemsWith(response, where));
        const unknownKey =
          c.body?.kind === 'json' && op.body
            ? unknownKeyPath(JSON.parse(c.body.text), op.body.schema)
            : null;
        if (unknownKey) withUnknownKeys++;
        if (unknownKey && response.statusCode < 400) {
          failures.push(`${where}: took the unknown key ${unknownKey} (${response.statusCode})`);
        }
        if (response.statusCode >= 400 && response.statusCode < 500) {
          refused++;
          const changed = digestDifference(digest, after);
          if (changed.length > 0)
            failures.push(
              `${where}: refused with ${response.statusCode}, yet wrote to ${changed.join(', ')}`,
            );
        }
        digest = after;
        // A logout or a new password replaced the session: log in again for the next case.
        if (response.headers['set-cookie']) {
          headers = await sessionHeaders(t, event, user);
          digest = await databaseDigest(t.deps.db);
        }
      }
    }
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(
      `fuzzing (${kind}, seed ${seed}): ${operations.length} write operations × ${runsPerOperation} = ` +
        `${cases} cases, ${refused} refused (each checked against a digest of every table), ` +
        `${withUnknownKeys} with an unknown key (each must be refused), ` +
        `${failures.length} failures; ${ms(timing.inject)} in requests, ${ms(timing.digest)} in digests`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});

/** A path segment as a client would send it; a lone surrogate goes as its raw (WTF-8) bytes. */
function encodePathValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('');
        }
        return encodeURIComponent(ch);
      })
      .join('');
  }
}

const describeBody = (c: FuzzCase) =>
  c.body ? JSON.stringify(c.body.kind === 'json' ? c.body.text : c.body.fields).slice(0, 160) : '';

/** What is wrong with an answer: a 5xx, or a refusal not in exactly the error body's shape. */
function problemsWith(response: LightMyRequestResponse, where: string): string[] {
  if (response.statusCode >= 500)
    return [`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`];
  if (response.statusCode < 300) return [];
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return [
      `${where}: ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 100)}`,
    ];
  }
  const error = (body as { error?: Record<string, unknown> })?.error;
  const shaped =
    Object.keys(body as object).join() === 'error' &&
    error !== undefined &&
    Object.keys(error).sort().join() === 'code,details,message' &&
    typeof error.code === 'string' &&
    typeof error.message === 'string';
  return shaped ? [] : [`${where}: ${response.statusCode} answered ${response.body.slice(0, 200)}`];
}
