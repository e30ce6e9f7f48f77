import { calendarDayIn } from '@showdesk/domain/common/time-zones';
import type { RetentionPreview } from '@showdesk/domain/people/personal-data';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { noteAction } from '../../../db/audit-actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { personalDataRemovals } from '../../../db/schema/events.ts';
import { readSettings } from '../../platform/settings/documents.ts';
import { anonymisePerson } from './anonymise.ts';
import { deleteUnlinkedFiles, personOf, removalReference } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'storage'>;

export const retentionQueue = 'personal-data-retention';
/** Daily at 03:00 UTC: an event's day has turned in every zone's evening or night by then. */
export const retentionCron = '0 3 * * *';

async function rowsOf<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The first day of the event's calendar on which its members' data goes: the day after its
 * retention period has run from its end date (null: no period, kept).
 */
export function retentionDueOn(endDate: string, retentionDays: number | null): string | null {
  return retentionDays === null ? null : addDays(endDate, retentionDays + 1);
}

interface RetainedPerson {
  id: string;
  name: string;
  email: string;
  accountErased: boolean;
}

/**
 * The members whose data a retention run takes: everyone below admin (the organisers, admin
 * and above, keep their place to run the event's records). Their account goes too when they
 * belong to no other event and are no platform admin.
 */
async function retainedPeople(db: DbOrTx, eventId: string): Promise<RetainedPerson[]> {
  const rows = await rowsOf<{
    id: string;
    name: string;
    email: string;
    other_events: number | string;
    is_platform_admin: boolean;
  }>(
    db,
    sql`select m.user_id as id, trim(m.first_name || ' ' || m.surname) as name, p.email,
        (select count(*) from members o where o.user_id = m.user_id and o.event_id <> m.event_id)
          as other_events,
        exists (select 1 from members a where a.user_id = m.user_id
          and a.permissions = 'eventflowAdmin' and a.status = 'active') as is_platform_admin
      from members m join user_profiles p on p.id = m.user_id
      where m.event_id = ${eventId} and m.permissions in ('user', 'moderator')
      order by lower(m.surname), lower(m.first_name), m.user_id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name || row.email,
    email: row.email,
    accountErased: Number(row.other_events) === 0 && !row.is_platform_admin,
  }));
}

/** What a run would anonymise of these people in the event, by kind. */
async function countsFor(db: DbOrTx, eventId: string, people: RetainedPerson[]) {
  const ids = JSON.stringify(people.map((p) => p.id));
  const emails = JSON.stringify(people.map((p) => p.email));
  const inIds = (column: SQL) =>
    sql`${column} in (select jsonb_array_elements_text(${ids}::jsonb))`;
  const [row] = await rowsOf<Record<string, number | string>>(
    db,
    sql`select
      (select count(*) from submissions where event_id = ${eventId} and ${inIds(sql`created_by`)}) as submissions,
      (select count(*) from task_comments where event_id = ${eventId} and ${inIds(sql`created_by`)}) as comments,
      (select count(*) from task_replies where event_id = ${eventId} and ${inIds(sql`created_by`)}) as replies,
      (select count(*) from stored_files where event_id = ${eventId} and ${inIds(sql`created_by`)}) as files,
      (select count(*) from outbox_emails where event_id = ${eventId} and (${inIds(sql`user_id`)}
        or lower(to_address) in (select jsonb_array_elements_text(${emails}::jsonb)))) as emails`,
  );
  return {
    people: people.length,
    accounts: people.filter((p) => p.accountErased).length,
    ...Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)])),
  };
}

/** The event's retention period, end date and whether a run on `now` would anonymise it. */
async function retentionState(deps: Deps, eventId: string, now: Date) {
  const settings = await readSettings(deps as AppDeps, eventId, 'event');
  const dueOn = retentionDueOn(settings.endDate, settings.retentionDays);
  const today = calendarDayIn(settings.timeZone, now);
  return {
    retentionDays: settings.retentionDays,
    endDate: settings.endDate,
    dueOn,
    isDue: dueOn !== null && today >= dueOn,
  };
}

/** GET …/retention/preview (admin): what the next run would do, and to whom. */
export async function retentionPreview(
  deps: Deps,
  eventId: string,
  now = new Date(),
): Promise<RetentionPreview> {
  const state = await retentionState(deps, eventId, now);
  const people = state.dueOn === null ? [] : await retainedPeople(deps.db, eventId);
  return { ...state, people, counts: await countsFor(deps.db, eventId, people) };
}

/**
 * Anonymises one event whose retention period has run out: each person in a transaction of
 * their own (their account erased, or their data in this event anonymised and their membership
 * removed; anonymise.ts writes no audit entry of it), then the run recorded in
 * `personal_data_removals` with what it did and noted in the event's activity. A run that
 * stops half way leaves whole people done; the next day's run takes the rest.
 */
export async function runRetentionFor(deps: Deps, eventId: string) {
  const people = await retainedPeople(deps.db, eventId);
  if (people.length === 0) return null;
  const totals: Record<string, number> = { people: 0, accounts: 0 };
  for (const retained of people) {
    const done = await deps.db.transaction(async (tx) => {
      const person = await personOf(tx, retained.id);
      if (!person) return null;
      // Their other events decide as the run reaches them (they may have joined one since).
      const [other] = await rowsOf<{ keep: boolean }>(
        tx,
        sql`select exists (select 1 from members where user_id = ${retained.id}
          and (event_id <> ${eventId} or permissions in ('admin', 'eventflowAdmin'))) as keep`,
      );
      const erased = !other?.keep;
      const result = await anonymisePerson(
        tx,
        person,
        erased ? { kind: 'all' } : { kind: 'event', eventId },
      );
      return { ...result, erased };
    });
    if (!done) continue;
    await deleteUnlinkedFiles(deps as AppDeps, done);
    totals.people! += 1;
    if (done.erased) totals.accounts! += 1;
    for (const [key, value] of Object.entries(done.counts)) {
      if (key === 'accounts') continue;
      totals[key] = (totals[key] ?? 0) + value;
    }
  }
  const reference = removalReference();
  await deps.db.transaction(async (tx) => {
    await tx.insert(personalDataRemovals).values({
      id: reference,
      kind: 'retention',
      eventId,
      performedBy: null,
      counts: totals,
    });
    // The event's activity tells of the run by its reference (and how many people), no names.
    await noteAction(tx, {
      eventId,
      area: 'people',
      kind: 'personal_data',
      id: reference,
      name: reference,
      action: 'anonymised',
      changes: { people: [null, totals.people] },
    });
  });
  deps.log.info({ eventId, reference, counts: totals }, 'retention run anonymised an event');
  return { reference, counts: totals };
}

/** The daily run: every event with a retention period that has run out on `now`. */
export async function runRetention(deps: Deps, now = new Date()) {
  const events = await rowsOf<{ id: string }>(
    deps.db,
    sql`select id from events where retention_days is not null order by id`,
  );
  const runs = [];
  for (const event of events) {
    const state = await retentionState(deps, event.id, now);
    if (!state.isDue) continue;
    try {
      const run = await runRetentionFor(deps, event.id);
      if (run) runs.push({ eventId: event.id, ...run });
    } catch (error) {
      deps.log.error({ err: error, eventId: event.id }, 'retention run failed');
      deps.reporter.capture(error, { eventId: event.id });
    }
  }
  return runs;
}

/** The daily retention run as a pg-boss schedule (every process declares it: an upsert). */
export async function registerRetention(deps: Deps, pollingIntervalSeconds = 2) {
  await deps.jobs.boss.createQueue(retentionQueue, { retryLimit: 2, retryDelay: 300 });
  await deps.jobs.boss.schedule(retentionQueue, retentionCron, {}, { tz: 'UTC', missed: 'once' });
  await deps.jobs.boss.work(retentionQueue, { pollingIntervalSeconds }, async () => {
    await runRetention(deps, new Date());
  });
}
