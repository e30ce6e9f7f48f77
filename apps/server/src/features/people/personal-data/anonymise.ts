import {
  erasedPersonEmail,
  erasedPersonId,
  erasedPersonName,
} from '@showdesk/domain/people/personal-data';
import { type SQL, sql } from 'drizzle-orm';
import { withoutAudit } from '../../../db/audit-actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { journalStorageKeys } from '../../platform/uploads/queries.ts';
import { anonymiseAuditTrail, type TheirRecords } from './anonymise-audit.ts';

/**
 * Removing a person's personal data: the one writer behind an erasure (every event, and their
 * account) and a retention run (one event). It runs inside the caller's transaction; the
 * objects of the files it unlinks are journaled (storage_journal) and returned for the caller
 * to delete after commit (`deleteStoredObjects`), so a crash in between leaves nothing behind.
 *
 * What happens to each kind of record (docs/security.md, data protection):
 * - files they uploaded (`stored_files.created_by`): rows deleted, objects deleted after commit;
 * - their submissions and comments: kept, their author stamps become `erasedPersonId` (shown as
 *   "Erased person"); in them, and in the webhook deliveries and import rows made from them,
 *   their email, full name and each of their names (whole words) are replaced;
 * - mentions of them in anyone's comments become `@[Erased person]`;
 * - emails to them (outbox and delivery responses) are deleted, their address leaves other
 *   emails' blind copies, and their full names are replaced in the emails of their events;
 *   their calendar feeds, welcome-chaser places and locks are deleted;
 * - teams they owned keep going without an owner; they leave likes and task assignments;
 * - every stamp (created_by, updated_by, invited_by, …) naming them becomes `erasedPersonId`;
 * - in the audit trail, the entries they made, those about them and about what they wrote keep
 *   "Erased person" for their names (anonymise-audit.ts); the removal's own changes write no
 *   entry (`withoutAudit`): the caller notes the removal itself by its reference;
 * - finally their id and email are replaced in every text, jsonb and text[] column left (read
 *   from information_schema, so a table added later is covered without a change here).
 * Names are replaced only in what they wrote or what was made from it: another member called
 * the same keeps their name.
 */

export interface Person {
  id: string;
  /** Lower-case, as the profile keeps it. */
  email: string;
  /** Their names as the profile and each event knew them. */
  names: { firstName: string; surname: string }[];
}

/** Every event (an erasure: the account goes too) or one event (retention). */
export type Scope = { kind: 'all' } | { kind: 'event'; eventId: string };

export interface Anonymised {
  counts: Record<string, number>;
  /** Journaled storage keys to delete after commit, by event. */
  storageKeys: { eventId: string; storageKey: string }[];
}

type Row = Record<string, unknown>;

async function rowsOf<T extends Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Their address as a pattern (JavaScript and PostgreSQL alike) that matches it only whole: not
 * inside a longer address that ends or starts with it (`bo.jo@example.com`, `jo@example.com.au`).
 */
export function emailPattern(email: string): string {
  return `(?<![A-Za-z0-9._%+'-])${regexEscape(email)}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`;
}

/** The person's names worth replacing: full names first (longest first), then each part. */
function namesOf(person: Person): string[] {
  const names = new Set<string>();
  for (const { firstName, surname } of person.names) {
    const full = `${firstName.trim()} ${surname.trim()}`.trim();
    if (full.length >= 2) names.add(full);
  }
  for (const { firstName, surname } of person.names) {
    for (const part of [firstName.trim(), surname.trim()]) if (part.length >= 2) names.add(part);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

/** Their full names (both parts known), longest first. */
function fullNamesOf(person: Person): string[] {
  const names = new Set<string>();
  for (const { firstName, surname } of person.names) {
    if (firstName.trim() && surname.trim()) names.add(`${firstName.trim()} ${surname.trim()}`);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

const htmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A text with the person's id, email and names replaced (names as whole words, any case):
 * what their own writing keeps.
 */
export function scrubText(person: Person, text: string): string {
  // One pass over every form at once, so no replacement is matched again by a later name.
  const names = namesOf(person);
  const pattern = new RegExp(
    [
      `(${regexEscape(person.id)})`,
      person.email ? `(${emailPattern(person.email)})` : '(?!)',
      names.length > 0
        ? `(?<![\\p{L}\\p{N}])(?:${names.map(regexEscape).join('|')})(?![\\p{L}\\p{N}])`
        : '(?!)',
    ].join('|'),
    'giu',
  );
  return text.replace(pattern, (_match, id?: string, email?: string) =>
    id !== undefined ? erasedPersonId : email !== undefined ? erasedPersonEmail : erasedPersonName,
  );
}

/** Every string inside a JSON value scrubbed (keys kept: they are field ids). */
export function scrubJson(person: Person, value: unknown): unknown {
  if (typeof value === 'string') return scrubText(person, value);
  if (Array.isArray(value)) return value.map((item) => scrubJson(person, item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubJson(person, item)]),
    );
  }
  return value;
}

interface TextColumn {
  table: string;
  column: string;
  kind: 'text' | 'jsonb' | 'array';
  hasEventId: boolean;
}

/** Tables whose values are never personal data (keys made once per installation). */
const skippedTables = new Set(['instance_secrets', 'personal_data_removals', 'storage_journal']);
/** Columns that name a user (a stamp): they become `erasedPersonId`. */
const stampColumns = new Set([
  'created_by',
  'updated_by',
  'invited_by',
  'performed_by',
  'requested_by',
]);

/** The public tables' text, jsonb and text[] columns (generated columns left out). */
export async function textColumns(db: DbOrTx): Promise<TextColumn[]> {
  const rows = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.is_generated = 'NEVER'
        and (c.data_type in ('text', 'character varying', 'jsonb')
          or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
      order by c.table_name, c.ordinal_position`,
  );
  const withEventId = new Set(
    (
      await rowsOf<{ table_name: string }>(
        db,
        sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'event_id'`,
      )
    ).map((row) => row.table_name),
  );
  return rows
    .filter((row) => !skippedTables.has(row.table_name))
    .map((row) => ({
      table: row.table_name,
      column: row.column_name,
      kind: row.data_type === 'jsonb' ? 'jsonb' : row.data_type === 'ARRAY' ? 'array' : 'text',
      hasEventId: withEventId.has(row.table_name),
    }));
}

const ident = (name: string) => sql.identifier(name);

/** The scope's condition on a table with an event_id column (plain column names). */
function inScope(scope: Scope): SQL {
  return scope.kind === 'all' ? sql`true` : sql`event_id = ${scope.eventId}`;
}

/** Removes (or anonymises) the person's data in `scope`; see the header comment. */
export async function anonymisePerson(
  tx: DbOrTx,
  person: Person,
  scope: Scope,
): Promise<Anonymised> {
  const counts: Record<string, number> = {};
  const where = inScope(scope);
  const { id, email } = person;
  const theirs: TheirRecords = { submission: [], comment: [], reply: [] };
  // What this removes and rewrites must not be kept in new entries of the audit trail.
  await withoutAudit(tx);

  // Files they uploaded: rows go now, objects after commit (journaled in this transaction).
  const files = await rowsOf<{ event_id: string; storage_key: string }>(
    tx,
    sql`delete from stored_files where created_by = ${id} and ${where}
      returning event_id, storage_key`,
  );
  const byEvent = new Map<string, string[]>();
  for (const file of files) {
    byEvent.set(file.event_id, [...(byEvent.get(file.event_id) ?? []), file.storage_key]);
  }
  for (const [eventId, keys] of byEvent) await journalStorageKeys(tx, eventId, keys);
  counts.files = files.length;

  // What they wrote, and what was made of it: their names and address replaced.
  const submissions = await rowsOf<{
    event_id: string;
    id: string;
    values: unknown;
    search_text: string;
  }>(
    tx,
    sql`select event_id, id, values, search_text from submissions
      where created_by = ${id} and ${where}`,
  );
  for (const row of submissions) {
    await tx.execute(sql`update submissions
      set values = ${JSON.stringify(scrubJson(person, row.values))}::jsonb,
        search_text = ${scrubText(person, row.search_text)}
      where event_id = ${row.event_id} and id = ${row.id}`);
    const deliveries = await rowsOf<{ id: string; payload: unknown }>(
      tx,
      sql`select id, payload from webhook_deliveries
        where event_id = ${row.event_id} and submission_id = ${row.id}`,
    );
    for (const delivery of deliveries) {
      await tx.execute(sql`update webhook_deliveries
        set payload = ${JSON.stringify(scrubJson(person, delivery.payload))}::jsonb
        where event_id = ${row.event_id} and id = ${delivery.id}`);
    }
  }
  counts.submissions = submissions.length;
  theirs.submission = submissions.map((row) => row.id);

  for (const table of ['task_comments', 'task_replies'] as const) {
    const posts = await rowsOf<{ event_id: string; id: string; text: string }>(
      tx,
      sql`select event_id, id, text from ${ident(table)} where created_by = ${id} and ${where}`,
    );
    for (const post of posts) {
      await tx.execute(sql`update ${ident(table)} set text = ${scrubText(person, post.text)}
        where event_id = ${post.event_id} and id = ${post.id}`);
    }
    counts[table === 'task_comments' ? 'comments' : 'replies'] = posts.length;
    theirs[table === 'task_comments' ? 'comment' : 'reply'] = posts.map((post) => post.id);
    // Others' mentions of them (domain tasks/mentions.ts: `@[Name](user:<id>)`).
    await tx.execute(sql`update ${ident(table)}
      set text = regexp_replace(text, ${`@\\[[^\\]\\n]{1,200}\\]\\(user:${regexEscape(id)}\\)`},
        ${`@[${erasedPersonName}](user:${erasedPersonId})`}, 'g')
      where ${where} and strpos(text, ${`(user:${id})`}) > 0`);
  }

  const importRows = await rowsOf<{
    event_id: string;
    import_id: string;
    row_number: number;
    cells: string[];
  }>(
    tx,
    sql`select event_id, import_id, row_number, cells from team_import_rows
      where user_id = ${id} and ${where}`,
  );
  for (const row of importRows) {
    await tx.execute(sql`update team_import_rows
      set cells = array(select c from jsonb_array_elements_text(
          ${JSON.stringify(row.cells.map((cell) => scrubText(person, cell)))}::jsonb)
          with ordinality as u(c, n) order by n),
        user_id = null
      where event_id = ${row.event_id} and import_id = ${row.import_id}
        and row_number = ${row.row_number}`);
  }

  // Emails to them: gone, with their delivery responses; their address leaves blind copies.
  const emails = await rowsOf<{ event_id: string; id: string }>(
    tx,
    sql`delete from outbox_emails
      where ${where} and (user_id = ${id} or lower(to_address) = ${email})
      returning event_id, id`,
  );
  counts.emails = emails.length;
  await tx.execute(sql`delete from email_responses
    where ${where} and (user_id = ${id} or lower(recipient) = ${email}
      or (event_id, outbox_email_id) in (
        select e.event_id, e.id from jsonb_to_recordset(${JSON.stringify(emails)}::jsonb)
          as e(event_id text, id text)))`);
  await tx.execute(sql`update outbox_emails
    set bcc_addresses = array(select a from unnest(bcc_addresses) a where lower(a) <> ${email})
    where ${where} and exists (select 1 from unnest(bcc_addresses) a where lower(a) = ${email})`);
  // Emails to others that name them (a comment notification, a form notification): their full
  // names, as the events they belonged to knew them, replaced in those events' emails only.
  const theirEvents =
    scope.kind === 'event'
      ? [scope.eventId]
      : (
          await rowsOf<{ event_id: string }>(
            tx,
            sql`select event_id from members where user_id = ${id}`,
          )
        ).map((row) => row.event_id);
  const fullNames = fullNamesOf(person);
  if (theirEvents.length > 0 && fullNames.length > 0) {
    const pattern = fullNames
      .flatMap((name) => [name, htmlEscape(name)])
      .map((name) => regexEscape(name).replace(/ +/g, '\\s+'))
      .join('|');
    const named = (column: string) => {
      const c = ident(column);
      return { set: sql`${c} = regexp_replace(${c}, ${pattern}, ${erasedPersonName}, 'gi')`, c };
    };
    const emailColumns = ['subject', 'text_body', 'html_body', 'log_text', 'log_html'].map(named);
    await tx.execute(sql`update outbox_emails
      set ${sql.join(
        emailColumns.map((column) => column.set),
        sql`, `,
      )}
      where event_id in (select jsonb_array_elements_text(${JSON.stringify(theirEvents)}::jsonb))
        and (${sql.join(
          emailColumns.map((column) => sql`${column.c} ~* ${pattern}`),
          sql` or `,
        )})`);
  }
  await tx.execute(sql`delete from welcome_chaser_recipients where user_id = ${id} and ${where}`);
  await tx.execute(sql`delete from calendar_feeds where user_id = ${id} and ${where}`);
  await tx.execute(sql`delete from locks where created_by = ${id} and ${where}`);

  // Their teams go on without an owner (the owner is a member: the row below would refuse).
  const unowned = await rowsOf<{ id: string }>(
    tx,
    sql`update teams set owner_id = null where owner_id = ${id} and ${where} returning id`,
  );
  counts.teamsUnowned = unowned.length;

  const columns = await textColumns(tx);
  const scoped = (column: TextColumn) =>
    scope.kind === 'all' ? sql`true` : column.hasEventId ? where : null;

  // Stamps name them no more; they leave likes and assignments.
  for (const column of columns) {
    const condition = scoped(column);
    if (!condition) continue;
    const c = ident(column.column);
    if (column.kind === 'text' && stampColumns.has(column.column)) {
      await tx.execute(sql`update ${ident(column.table)} set ${c} = ${erasedPersonId}
        where ${c} = ${id} and ${condition}`);
    } else if (column.kind === 'array') {
      await tx.execute(sql`update ${ident(column.table)} set ${c} = array_remove(${c}, ${id})
        where ${c} @> array[${id}]::text[] and ${condition}`);
    }
  }

  // Their membership(s), or their account with everything better-auth keeps.
  if (scope.kind === 'all') {
    await tx.execute(sql`delete from auth_verifications
      where strpos(value, ${id}) > 0 or value ~* ${emailPattern(email)}
        or identifier ~* ${emailPattern(email)}`);
    const memberships = await rowsOf<{ event_id: string }>(
      tx,
      sql`select event_id from members where user_id = ${id}`,
    );
    counts.memberships = memberships.length;
    const accounts = await rowsOf<{ id: string }>(
      tx,
      sql`delete from auth_users where id = ${id} returning id`,
    );
    counts.accounts = accounts.length;
  } else {
    const memberships = await rowsOf<{ user_id: string }>(
      tx,
      sql`delete from members where user_id = ${id} and ${where} returning user_id`,
    );
    counts.memberships = memberships.length;
  }

  // The audit trail's names of them (the sweep below takes their id and address there too).
  await anonymiseAuditTrail(tx, person, scope, theirs, {
    text: (text) => scrubText(person, text),
  });

  // Whatever still holds their id or address, anywhere in scope.
  const addressPattern = emailPattern(email);
  for (const column of columns) {
    const condition = scoped(column);
    if (!condition) continue;
    const table = ident(column.table);
    const c = ident(column.column);
    const replaced = (value: SQL) =>
      sql`regexp_replace(replace(${value}, ${id}, ${erasedPersonId}), ${addressPattern}, ${erasedPersonEmail}, 'gi')`;
    const holds = (value: SQL) =>
      sql`(strpos(${value}, ${id}) > 0 or ${value} ~* ${addressPattern})`;
    if (column.kind === 'text') {
      await tx.execute(sql`update ${table} set ${c} = ${replaced(sql`${c}`)}
        where ${holds(sql`${c}`)} and ${condition}`);
    } else if (column.kind === 'jsonb') {
      await tx.execute(sql`update ${table} set ${c} = ${replaced(sql`${c}::text`)}::jsonb
        where ${holds(sql`${c}::text`)} and ${condition}`);
    } else {
      await tx.execute(sql`update ${table}
        set ${c} = array(select ${replaced(sql`x`)} from unnest(${c}) with ordinality as u(x, n)
          order by n)
        where exists (select 1 from unnest(${c}) x where ${holds(sql`x`)}) and ${condition}`);
    }
  }

  return {
    counts,
    storageKeys: files.map((file) => ({ eventId: file.event_id, storageKey: file.storage_key })),
  };
}
