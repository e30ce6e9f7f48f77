import { erasedPersonId, erasedPersonName } from '@showdesk/domain/people/personal-data';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import type { Person, Scope } from './anonymise.ts';

/**
 * The audit trail's part of removing a person (anonymise.ts calls it before its last sweep,
 * which replaces their id and address everywhere but knows no names). In the entries of the
 * scope (audit_entries; platform_audit_entries too for an erasure, or those of the event):
 * - entries they made: the actor's name becomes "Erased person", and their names are replaced in
 *   what the entry kept (it is what they wrote);
 * - entries about them (their membership, their place in a team, their platform admin grant,
 *   their calendar feed: a record whose key holds their id): the record's name becomes
 *   "Erased person" and their names are replaced in its changes;
 * - entries about what they wrote (their submissions, comments and replies): the same;
 * - anyone's entry quoting a mention of them (`@[Name](user:<id>)`): the mention only;
 * and the event webhook deliveries made from those entries alike.
 */

type Row = Record<string, unknown>;

interface Entry {
  event_id: string | null;
  id: number | string;
  actor_id: string | null;
  record_id: string;
  record_kind: string;
  record_name: string;
  changes: unknown;
}

/** What they wrote, by audit record kind: those entries are scrubbed whole. */
export interface TheirRecords {
  submission: string[];
  comment: string[];
  reply: string[];
}

async function rowsOf<T extends Row>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A record key naming the person: their id, or a composite key holding it (`team:user`). */
const keyNames = (key: string, id: string) => key.split(':').includes(id);

/** How far an entry is theirs: made by them, about them or theirs, or only mentioning them. */
function reachOf(entry: Entry, person: Person, theirs: TheirRecords) {
  const isActor = entry.actor_id === person.id;
  const isAbout = keyNames(entry.record_id, person.id);
  const isTheirs =
    (entry.record_kind === 'submission' && theirs.submission.includes(entry.record_id)) ||
    (entry.record_kind === 'comment' && theirs.comment.includes(entry.record_id)) ||
    (entry.record_kind === 'reply' && theirs.reply.includes(entry.record_id));
  return { isActor, isAbout, whole: isActor || isAbout || isTheirs };
}

/** A JSON value with every string changed by `change` (keys kept). */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, change)]),
    );
  }
  return value;
}

/** Scrubs the audit trail of `person` in `scope`; answers how many entries changed. */
export async function anonymiseAuditTrail(
  tx: DbOrTx,
  person: Person,
  scope: Scope,
  theirs: TheirRecords,
  scrub: { text: (text: string) => string },
): Promise<number> {
  const { id } = person;
  const mention = new RegExp(`@\\[[^\\]\\n]{1,200}\\]\\(user:${regexEscape(id)}\\)`, 'g');
  const erasedMention = `@[${erasedPersonName}](user:${erasedPersonId})`;
  const scrubWhole = (text: string) => scrub.text(text.replace(mention, erasedMention));
  const scrubMention = (text: string) => text.replace(mention, erasedMention);
  const ids = JSON.stringify([...theirs.submission, ...theirs.comment, ...theirs.reply]);
  const names = (table: 'audit_entries' | 'platform_audit_entries') => sql`(
    actor_id = ${id}
    or record_id = ${id} or left(record_id, ${id.length + 1}) = ${`${id}:`}
    or right(record_id, ${id.length + 1}) = ${`:${id}`}
    or strpos(record_id, ${`:${id}:`}) > 0
    ${table === 'audit_entries' ? sql`or (record_kind in ('submission', 'comment', 'reply') and record_id in (select jsonb_array_elements_text(${ids}::jsonb)))` : sql``}
    or strpos(changes::text, ${`(user:${id})`}) > 0)`;
  const inScope = scope.kind === 'all' ? sql`true` : sql`event_id = ${scope.eventId}`;

  let changed = 0;
  for (const table of ['audit_entries', 'platform_audit_entries'] as const) {
    const entries = await rowsOf<Entry & Row>(
      tx,
      sql`select ${table === 'audit_entries' ? sql`event_id` : sql`null::text as event_id`},
          id, actor_id, record_id, record_kind, record_name, changes
        from ${sql.identifier(table)} where ${inScope} and ${names(table)}`,
    );
    const updates = entries.map((entry) => {
      const reach = reachOf(entry, person, theirs);
      const change = reach.whole ? scrubWhole : scrubMention;
      return {
        event_id: entry.event_id,
        id: String(entry.id),
        whole: reach.whole,
        actor: reach.isActor,
        record_name: reach.isAbout ? erasedPersonName : change(entry.record_name),
        changes: mapStrings(entry.changes, change),
      };
    });
    for (let start = 0; start < updates.length; start += 500) {
      const batch = JSON.stringify(updates.slice(start, start + 500));
      const key =
        table === 'audit_entries' ? sql`a.event_id = u.event_id and a.id = u.id` : sql`a.id = u.id`;
      await tx.execute(sql`update ${sql.identifier(table)} a
        set record_name = u.record_name, changes = u.changes,
          actor_name = case when u.actor then ${erasedPersonName} else a.actor_name end
        from jsonb_to_recordset(${batch}::jsonb)
          as u(event_id text, id bigint, actor boolean, record_name text, changes jsonb)
        where ${key}`);
    }
    changed += updates.length;

    // What event webhooks were told of those entries.
    if (table !== 'audit_entries' || updates.length === 0) continue;
    const told = await rowsOf<{
      event_id: string;
      id: string;
      audit_entry_id: string;
      payload: unknown;
    }>(
      tx,
      sql`select d.event_id, d.id, d.audit_entry_id::text as audit_entry_id, d.payload
        from event_webhook_deliveries d
        join jsonb_to_recordset(${JSON.stringify(updates.map((u) => ({ event_id: u.event_id, id: u.id })))}::jsonb)
          as u(event_id text, id bigint) on d.event_id = u.event_id and d.audit_entry_id = u.id`,
    );
    const whole = new Set(updates.filter((u) => u.whole).map((u) => `${u.event_id}:${u.id}`));
    for (const delivery of told) {
      const change = whole.has(`${delivery.event_id}:${delivery.audit_entry_id}`)
        ? scrubWhole
        : scrubMention;
      await tx.execute(sql`update event_webhook_deliveries
        set payload = ${JSON.stringify(mapStrings(delivery.payload, change))}::jsonb
        where event_id = ${delivery.event_id} and id = ${delivery.id}`);
    }
  }
  return changed;
}
