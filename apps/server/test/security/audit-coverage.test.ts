import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueGuestToken } from '../../src/features/forms/guest/token.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { sessionHeaders } from '../support/caller.ts';
import { testDatabases } from '../support/databases.ts';
import { createTestApp, type TestApp } from '../support/harness.ts';
import { multipart } from '../support/multipart.ts';
import { pdfDocument, pngImage } from '../support/sample-files.ts';
import { arbitraryFor } from './arbitraries.ts';
import {
  type AuditRequest,
  auditRequests,
  buildOwnRecords,
  noEntryOperations,
  type RequestContext,
  testedElsewhere,
} from './audit-requests.ts';
import { databaseDigest, digestDifference, rowsOf, waitForBackgroundWork } from './db-digest.ts';
import { fixedPathValue, kindOf, looksLikeId, notIds } from './foreign-request.ts';
import {
  isWrite,
  type JsonSchema,
  listOperations,
  type Operation,
  operationName,
} from './openapi-operations.ts';
import type { IdKind } from './sweep-fixture.ts';
import { recordIdsOf, seedRecords } from './sweep-fixture.ts';

/** Valid requests tried per operation before it counts as never reached (a seed is printed). */
const triesPerOperation = Number(process.env.AUDIT_TRIES ?? 25);
// A fixed seed: every operation must be reached on every run, so none rests on a lucky draw
// (a hand-written request in audit-requests.ts makes sure); AUDIT_SEED explores others.
const seed = Number(process.env.AUDIT_SEED ?? 20261130);
const only = process.env.AUDIT_ONLY ? new RegExp(process.env.AUDIT_ONLY) : null;

type Attempt = AuditRequest;

/**
 * Every write operation of the API document, made to succeed once as a platform admin who owns
 * a team, then held to the audit trail: a success that changed any audited table wrote at least
 * one entry in the same request, every entry it wrote names the caller, and a success that
 * wrote no entry is an operation declared as changing no record (`noEntryOperations`, with its
 * reason). An operation no request could make succeed fails the test: give it a request in
 * `auditRequests`, so no write route escapes by never being reached.
 */
describe.each(testDatabases)('every write operation writes its audit entry on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let headers: Record<string, string>;
  let user: { email: string; password: string; userId: string };
  let ids: Record<IdKind, string[]>;
  let operations: Operation[];
  let auditedTables: Set<string>;
  let unique = 0;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    png = await pngImage(64, 64);
    event = await t.buildEvent();
    await seedRecords(t, event);
    user = await t.buildUser(event.id, { permissions: 'eventflowAdmin' });
    const team = await t.buildTeam(event.id, user.userId);
    headers = await sessionHeaders(t, event, user);
    const own = await buildOwnRecords(t, event, user, team);
    ids = await recordIdsOf(t.deps.db, event.id);
    ids.user = ids.user.filter((id) => id !== user.userId);
    // The caller's own records first: the first of each kind belong together (a comment on a
    // task of their team, a draft of a form they fill), so the first combination fits.
    for (const [kind, first] of Object.entries(own) as Array<[IdKind, string[]]>) {
      const rest = ids[kind].filter((id) => !first.includes(id));
      // Tasks last: the organisers' edits of the first task must not hide the member's ones.
      ids[kind] = kind === 'task' ? [...rest, ...first] : [...first, ...rest];
    }
    const all = (await listOperations(t))
      .filter(isWrite)
      .filter((op) => !only || only.test(op.path));
    // Deletions last, so the records the other operations use are still there.
    const depth = (op: Operation) => op.path.split('/').length;
    operations = [
      ...all.filter((op) => op.method !== 'DELETE'),
      // A record's parts before the record (a comment's reply before the comment).
      ...all.filter((op) => op.method === 'DELETE').sort((a, b) => depth(b) - depth(a)),
    ];
    const triggers = await rowsOf(
      t.deps.db,
      sql`select distinct c.relname as table_name from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname like '%\_audit' and not g.tgisinternal`,
    );
    auditedTables = new Set(triggers.map((r) => String(r.table_name)));
  }, 120_000);
  afterAll(() => t?.close());

  const attempts = async (op: Operation, index: number): Promise<Attempt[]> => {
    const path = op.parameters.filter((p) => p.in === 'path');
    const query = op.parameters.filter((p) => p.in === 'query' && p.required);
    const value = (name: string, schema: Operation['parameters'][number]['schema']) => {
      if (name === 'eventId') return fc.constant(event.id);
      if (schema.enum?.length) return fc.constantFrom(...schema.enum);
      const fixed = fixedPathValue(op, name);
      if (fixed) return fc.constant(fixed);
      if (looksLikeId(name) && !notIds.has(name)) {
        const real = ids[kindOf(op, name)] ?? [];
        return real.length ? fc.constantFrom(...real) : fc.constant('missing');
      }
      return arbitraryFor(schema, 'valid');
    };
    const pathArb = fc.record(
      Object.fromEntries(path.map((p) => [p.name, value(p.name, p.schema)])),
    );
    const queryArb = fc.record(
      Object.fromEntries(query.map((p) => [p.name, value(p.name, p.schema)])),
    );
    const bodyArb: fc.Arbitrary<Attempt['body']> = !op.body
      ? fc.constant(null)
      : op.body.contentType === 'multipart/form-data'
        ? fc.constant({ kind: 'multipart' as const, fields: {} })
        : arbitraryFor(op.body.schema, 'valid').map((v) => ({ kind: 'json' as const, value: v }));
    const arb = fc.tuple(pathArb, queryArb, bodyArb).map(([params, search, body]) => {
      let url = op.path;
      for (const [name, v] of Object.entries(params))
        url = url.replace(`{${name}}`, encodeURIComponent(String(v)));
      const qs = new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)]));
      return { url: qs.size ? `${url}?${qs}` : url, body };
    });
    const make = auditRequests[operationName(op)];
    const handWritten = make ? await make(context()) : [];
    // Plain requests first: each real record in the path, a body of its required fields only
    // or of every field, each with an ordinary value.
    const plain: Attempt[] = [];
    for (const params of await pathCombinations(op)) {
      let url = op.path;
      for (const [name, v] of Object.entries(params))
        url = url.replace(`{${name}}`, encodeURIComponent(v));
      const qs = new URLSearchParams(
        query.map((p) => [p.name, String(plainValue(op, p.name, p.schema, false) ?? '')]),
      );
      if (qs.size) url = `${url}?${qs}`;
      // What the API itself answers for the record, sent back with one text changed.
      if (op.body?.contentType === 'application/json' && ['PUT', 'PATCH'].includes(op.method)) {
        const current = await t.app.inject({ method: 'GET', url, headers });
        if (current.statusCode === 200) {
          const value = roundTrip(current.json(), op.body.schema);
          if (value !== undefined) plain.push({ url, body: { kind: 'json', value } });
        }
      }
      if (!op.body) plain.push({ url, body: null });
      else if (op.body.contentType === 'multipart/form-data') {
        const fields = Object.fromEntries(
          Object.entries(op.body.schema.properties ?? {})
            .filter(([name]) => name !== 'file')
            .map(([name, schema]) => [name, String(plainValue(op, name, schema, false) ?? '')]),
        );
        plain.push({ url, body: { kind: 'multipart', fields } });
      } else {
        for (const every of [false, true])
          plain.push({
            url,
            body: { kind: 'json', value: plainValue(op, 'body', op.body.schema, every) },
          });
        // A change of one field at a time (a PATCH wants at least one, and any one will do).
        if (op.method === 'PATCH') {
          for (const [key, prop] of Object.entries(op.body.schema.properties ?? {}).slice(0, 8)) {
            const value = { ...(plainValue(op, 'body', op.body.schema, false) as object) };
            (value as Record<string, unknown>)[key] = plainValue(op, key, prop, false);
            plain.push({ url, body: { kind: 'json', value } });
          }
        }
      }
    }
    return [
      ...handWritten,
      ...plain,
      ...fc.sample(arb, { numRuns: triesPerOperation, seed: seed + index }),
    ];
  };

  /** Each path parameter's real records, a few combinations of them. */
  const pathCombinations = async (op: Operation): Promise<Array<Record<string, string>>> => {
    // A comment's or reply's path names its task and team too: the caller's team's own.
    if (op.path.includes('{commentId}')) {
      const rows = await rowsOf(
        t.deps.db,
        sql`select c.task_id as "taskId", c.team_id as "teamId", c.id as "commentId", r.id as "replyId"
            from task_comments c left join task_replies r on r.event_id = c.event_id and r.comment_id = c.id
            join team_members m on m.event_id = c.event_id and m.team_id = c.team_id and m.user_id = ${user.userId}
            where c.event_id = ${event.id} order by c.created_at limit 3`,
      );
      return rows.map((r) => ({
        eventId: event.id,
        ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)),
      })) as Array<Record<string, string>>;
    }
    let combos: Array<Record<string, string>> = [{}];
    for (const p of op.parameters.filter((p) => p.in === 'path')) {
      let values: string[];
      if (p.name === 'eventId') values = [event.id];
      else if (fixedPathValue(op, p.name)) values = [fixedPathValue(op, p.name)!];
      else if (p.schema.enum?.length) values = p.schema.enum.map(String);
      else if (looksLikeId(p.name) && !notIds.has(p.name)) {
        values = (ids[kindOf(op, p.name)] ?? []).slice(0, 6);
        if (values.length === 0) values = ['missing'];
      } else values = [String(plainValue(op, p.name, p.schema, false))];
      combos = combos.flatMap((c) => values.map((v) => ({ ...c, [p.name]: v })));
    }
    return combos.slice(0, 12);
  };

  /**
   * A record as the API answered it, narrowed to the body's fields (strict bodies refuse the
   * rest), with its first plain text changed; undefined when nothing fits.
   */
  const roundTrip = (answer: unknown, schema: JsonSchema): unknown => {
    const properties = schema.properties;
    if (!properties || !answer || typeof answer !== 'object') return undefined;
    // Answers wrap their record at times ({ form: {...} }): take the object with most fields.
    const candidates = [answer, ...Object.values(answer as object)].filter(
      (v): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v),
    );
    const score = (v: Record<string, unknown>) =>
      Object.keys(v).filter((k) => k in properties).length;
    const best = candidates.sort((a, b) => score(b) - score(a))[0];
    if (!best || score(best) === 0) return undefined;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(properties)) if (key in best) out[key] = best[key];
    const text = Object.entries(properties).find(
      ([key, prop]) =>
        typeof out[key] === 'string' &&
        !prop.enum &&
        !prop.format &&
        !looksLikeId(key) &&
        !/url|link|email|colou?r|updatedAt/i.test(key),
    );
    if (text) out[text[0]] = `${String(out[text[0]]).slice(0, 60)} (changed ${++unique})`;
    // Or the first text of an answers document (a submission's values).
    else if (out.values && typeof out.values === 'object') {
      const values = out.values as Record<string, unknown>;
      const key = Object.keys(values).find((k) => typeof values[k] === 'string');
      if (key) out.values = { ...values, [key]: `${values[key]} (changed ${++unique})` };
    }
    // A save over a record states the version it read.
    if ('expectedUpdatedAt' in properties && typeof best.updatedAt === 'string')
      out.expectedUpdatedAt = best.updatedAt;
    return out;
  };

  /** An ordinary value of a schema: required fields only (or every field), real ids for ids. */
  const plainValue = (op: Operation, name: string, schema: JsonSchema, every: boolean): unknown => {
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    const variants = schema.oneOf ?? schema.anyOf;
    if (variants?.length) {
      const first = variants.find((v) => v.type !== 'null' && !v.nullable) ?? variants[0]!;
      return plainValue(op, name, first, every);
    }
    if (schema.allOf?.length) return plainValue(op, name, schema.allOf[0]!, every);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const type = types.find((x) => x !== 'null') ?? (schema.properties ? 'object' : undefined);
    const realId = () => {
      try {
        return (ids[kindOf(op, name.replace(/Ids$/, 'Id'))] ?? [])[0];
      } catch {
        return undefined;
      }
    };
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        const required = new Set(schema.required ?? []);
        for (const [key, prop] of Object.entries(schema.properties ?? {})) {
          if (!every && !required.has(key)) continue;
          out[key] = plainValue(op, key, prop, every);
        }
        return out;
      }
      case 'array': {
        if (looksLikeId(name) && !notIds.has(name)) {
          const id = realId();
          return id ? [id] : [];
        }
        const count = schema.minItems ?? 0;
        return Array.from({ length: count }, () => plainValue(op, name, schema.items ?? {}, every));
      }
      case 'boolean':
        return every;
      case 'integer':
      case 'number': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
        const max = typeof schema.maximum === 'number' ? schema.maximum : 1000;
        return Math.min(Math.max(5, min), max);
      }
      case 'string': {
        if (looksLikeId(name) && !notIds.has(name)) return realId() ?? 'missing';
        if (schema.format === 'email' || /email/i.test(name))
          return `audit.check.${++unique}@example.com`;
        if (/hostname/i.test(name)) return `audit-${++unique}.example.com`;
        if (/slug/i.test(name)) return `audit-${++unique}`;
        if (/timeZone/.test(name)) return 'Europe/Amsterdam';
        if (schema.format === 'date' || /Date$|^date$/.test(name)) return '2027-05-01';
        if (schema.format === 'date-time' || /At$/.test(name)) return '2027-05-01T10:00:00.000Z';
        if (schema.format === 'uri' || schema.format === 'url' || /url|link/i.test(name))
          return 'https://example.com/audit';
        if (schema.pattern) {
          try {
            return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), {
              numRuns: 1,
              seed: seed + ++unique,
            })[0];
          } catch {
            return 'Audit check';
          }
        }
        const text = `Audit check ${++unique}`;
        const min = schema.minLength ?? 1;
        const max = schema.maxLength ?? 100;
        return text.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, text.length)));
      }
      default:
        return null;
    }
  };

  /** What a hand-written request may use: the records, and calls to make what it acts on. */
  const context = (): RequestContext => ({
    eventId: event.id,
    ids,
    userId: user.userId,
    rows: (query) => rowsOf(t.deps.db, query),
    call: async (method, url, body) => {
      const response = await t.app.inject({
        method,
        url,
        headers,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.body ? response.json() : null;
    },
    png,
    guestToken: (formId, submissionId) =>
      issueGuestToken(t.deps.db, { eventId: event.id, formId, submissionId }, Date.now() - 60_000),
    upload: async (url, file) => {
      const form = multipart({}, file);
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      if (response.statusCode >= 300)
        throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    },
  });

  const send = (op: Operation, attempt: Attempt): Promise<LightMyRequestResponse> => {
    const options: InjectOptions = { method: op.method, url: attempt.url, headers: { ...headers } };
    if (attempt.body?.kind === 'json') {
      options.payload = JSON.stringify(attempt.body.value) ?? 'null';
      options.headers!['content-type'] = 'application/json';
    } else if (attempt.body?.kind === 'multipart') {
      const file =
        attempt.file ??
        (/logo|image/.test(op.path)
          ? { fileName: 'logo.png', contentType: 'image/png', data: png }
          : { fileName: 'plan.pdf', data: pdfDocument });
      const form = multipart(attempt.body.fields, file);
      options.payload = form.payload;
      Object.assign(options.headers!, form.headers);
    }
    return t.app.inject(options);
  };

  const lastEntryIds = async () => {
    const [row] = await rowsOf(
      t.deps.db,
      sql`select (select coalesce(max(id), 0) from audit_entries) as event_max,
                 (select coalesce(max(id), 0) from platform_audit_entries) as platform_max`,
    );
    return { event: Number(row!.event_max), platform: Number(row!.platform_max) };
  };

  it('writes an entry naming the caller for every change, and reaches every write operation', async () => {
    const failures: string[] = [];
    const neverReached: string[] = [];
    const declaredButWrote: string[] = [];
    for (const [index, op] of operations.entries()) {
      const name = operationName(op);
      if (process.env.AUDIT_VERBOSE) console.log(`audit coverage: ${name}`);
      let reached = false;
      let refusal = '';
      let covered = false;
      let silent = '';
      let silentTries = 0;
      for (const attempt of await attempts(op, index)) {
        const before = await databaseDigest(t.deps.db);
        const since = await lastEntryIds();
        const response = await send(op, attempt);
        if (response.headers['set-cookie']) headers = await sessionHeaders(t, event, user);
        if (response.statusCode >= 300) {
          refusal ||= `${response.statusCode} ${response.body.slice(0, 160)}`;
          continue;
        }
        reached = true;
        await waitForBackgroundWork(t.deps.db);
        const changed = digestDifference(before, await databaseDigest(t.deps.db)).filter((table) =>
          auditedTables.has(table),
        );
        const entries = await rowsOf(
          t.deps.db,
          sql`select actor_type, actor_id, actor_name, record_kind, action from audit_entries where id > ${since.event}
              union all
              select actor_type, actor_id, actor_name, record_kind, action from platform_audit_entries where id > ${since.platform}`,
        );
        const where = `${name} ${attempt.url}`;
        if (noEntryOperations[name] !== undefined) {
          // A job finishing earlier work may write meanwhile: only the caller's entries count.
          const own = entries.filter(
            (e) =>
              (e.actor_type === 'person' && e.actor_id === user.userId) ||
              (e.actor_type === 'system' && e.actor_name === 'Guest'),
          );
          if (own.length > 0)
            declaredButWrote.push(
              `${where}: ${own.map((e) => `${e.record_kind} ${e.action} by ${e.actor_type} ${e.actor_name ?? ''}`).join(', ')}`,
            );
          covered = true;
          break;
        }
        // A success that changed nothing (a save of what was there) writes nothing: try another.
        if (entries.length === 0) {
          silent ||= `${where} ${JSON.stringify(attempt.body).slice(0, 200)}: answered ${response.statusCode} and wrote no audit entry (changed ${changed.join(', ') || 'no audited table'})`;
          if (++silentTries >= 12) break;
          continue;
        }
        // The caller's entries, and the system's for the work a job did after (a send).
        // A guest route acts for a guest, whoever is logged in: its entries are the system's.
        const guestRoute = op.path.includes('/guest/');
        const caller = entries.filter((e) =>
          guestRoute
            ? e.actor_type === 'system' && e.actor_name === 'Guest'
            : e.actor_type === 'person' && e.actor_id === user.userId,
        );
        const others = entries.filter(
          (e) =>
            e.actor_type !== 'system' && !(e.actor_type === 'person' && e.actor_id === user.userId),
        );
        if (caller.length === 0 || others.length > 0) {
          failures.push(
            `${where}: entries not naming the caller: ${others.map((e) => `${e.record_kind} ${e.action} by ${e.actor_type}`).join(', ')}`,
          );
        }
        covered = true;
        break;
      }
      if (reached && !covered) failures.push(`${silent} (first refusal: ${refusal})`);
      if (!reached && noEntryOperations[name] === undefined && testedElsewhere[name] === undefined)
        neverReached.push(`${name} (first refusal: ${refusal})`);
    }
    console.log(
      `audit coverage (${kind}, seed ${seed}): ${operations.length} write operations, ` +
        `${neverReached.length} never reached, ${failures.length} failures`,
    );
    expect({ failures, neverReached, declaredButWrote }).toEqual({
      failures: [],
      neverReached: [],
      declaredButWrote: [],
    });
  }, 600_000);
});
