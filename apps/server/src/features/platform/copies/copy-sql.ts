import { instantOfWallClock, wallClockIn } from '@showdesk/domain/common/time-zones';
import type { MovedDate } from '@showdesk/domain/platform/event-copy';
import { addDays } from '@showdesk/domain/platform/event-copy';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';

/** What every row copy of one copy shares. */
export interface CopyContext {
  sourceEventId: string;
  targetEventId: string;
  /** Whole days every date moves by. */
  days: number;
  /**
   * The two events' zones: an instant (a scheduled time) keeps its wall-clock time, read on the
   * source's clock and set on the target's, so 09:00 stays 09:00 across a DST change or a move.
   */
  sourceTimeZone: string;
  targetTimeZone: string;
  /** Who asked for the copy: the new records' creator. */
  userId: string | null;
}

const stampColumns = new Set(['created_at', 'updated_at']);
const authorColumns = new Set(['created_by', 'updated_by']);

/** The start of a stored file's address in an event: rewritten from the source's to the target's. */
export const filesPrefix = (eventId: string) => `/api/v1/events/${eventId}/files/`;

const isDateColumn = (type: string) => type === 'date';
const isTimestampColumn = (type: string) => type.startsWith('timestamp');

/** The date-like columns of a table that belong to the show's calendar (not its stamps). */
export function calendarColumns(table: PgTable) {
  return getTableConfig(table).columns.filter(
    (c) =>
      !stampColumns.has(c.name) &&
      (isDateColumn(c.getSQLType()) || isTimestampColumn(c.getSQLType())),
  );
}

/**
 * One statement copying every row of the source event's `table` into the target event, ids
 * kept (every key and reference between event tables includes the event id, so they hold):
 * stamps are now and the requester, dates move by `days`, stored files' addresses in text and
 * jsonb point at the target event, and `set` gives columns values of their own. Returns how
 * many rows it copied. `onConflict` replaces the target's rows of the same key (the defaults a
 * new event starts with).
 */
export async function copyRows(
  tx: DbOrTx,
  ctx: CopyContext,
  table: PgTable,
  options: { set?: Record<string, string>; where?: SQL; onConflict?: string[] } = {},
): Promise<number> {
  const config = getTableConfig(table);
  const from = filesPrefix(ctx.sourceEventId);
  const to = filesPrefix(ctx.targetEventId);
  const names = config.columns.map((c) => c.name);
  const values = config.columns.map((column): SQL => {
    const name = sql.identifier(column.name);
    const type = column.getSQLType();
    const own = options.set?.[column.name];
    if (own !== undefined) return sql.raw(own);
    if (column.name === 'event_id') return sql`${ctx.targetEventId}::text`;
    if (stampColumns.has(column.name)) return sql`now()`;
    if (authorColumns.has(column.name)) return sql`${ctx.userId}::text`;
    if (isDateColumn(type)) return sql`${name} + ${ctx.days}::int`;
    if (isTimestampColumn(type)) return movedInstantSql(sql`${name}`, ctx);
    if (type === 'jsonb') return sql`replace(${name}::text, ${from}::text, ${to}::text)::jsonb`;
    if (type === 'text') return sql`replace(${name}, ${from}::text, ${to}::text)`;
    return sql`${name}`;
  });
  const columns = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const conflict = options.onConflict
    ? sql` on conflict (${sql.join(
        options.onConflict.map((n) => sql.identifier(n)),
        sql`, `,
      )}) do update set ${sql.join(
        names
          .filter((n) => !options.onConflict!.includes(n))
          .map((n) => sql`${sql.identifier(n)} = excluded.${sql.identifier(n)}`),
        sql`, `,
      )}`
    : sql``;
  const where = options.where ? sql` and ${options.where}` : sql``;
  const result = (await tx.execute(sql`
    with copied as (
      insert into ${sql.identifier(config.name)} (${columns})
      select ${sql.join(values, sql`, `)} from ${sql.identifier(config.name)}
      where event_id = ${ctx.sourceEventId}${where}${conflict}
      returning 1
    )
    select count(*)::int as n from copied`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Every show-calendar date of the source event's `table` with where the copy moves it: the
 * summary's lines (kind, record name, field, before → after).
 */
export async function movedDatesOf(
  tx: DbOrTx,
  ctx: CopyContext,
  table: PgTable,
  kind: string,
  nameColumn: string,
  only?: string[],
): Promise<MovedDate[]> {
  const config = getTableConfig(table);
  const moved: MovedDate[] = [];
  for (const column of calendarColumns(table)) {
    if (only && !only.includes(column.name)) continue;
    const name = sql.identifier(column.name);
    const isDate = isDateColumn(column.getSQLType());
    const result = (await tx.execute(sql`
      select ${sql.identifier(nameColumn)}::text as record,
        ${isDate ? sql`${name}::text` : sql`to_char(${name} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`} as value
      from ${sql.identifier(config.name)}
      where event_id = ${ctx.sourceEventId} and ${name} is not null
      order by 1`)) as unknown as { rows: Array<{ record: string; value: string }> };
    for (const row of result.rows) {
      moved.push({
        kind,
        record: row.record,
        field: column.name.replaceAll('_', ' '),
        before: row.value,
        after: isDate ? addDays(row.value, ctx.days) : moveInstant(row.value, ctx),
      });
    }
  }
  return moved;
}

/** An instant (a timestamptz expression) moved in SQL as `moveInstant` moves it. */
export const movedInstantSql = (
  instant: SQL,
  ctx: Pick<CopyContext, 'days' | 'sourceTimeZone' | 'targetTimeZone'>,
): SQL =>
  sql`((${instant} at time zone ${ctx.sourceTimeZone}::text) + make_interval(days => ${ctx.days}::int)) at time zone ${ctx.targetTimeZone}::text`;

/**
 * An instant (ISO, UTC) moved as `copyRows` moves it: its wall-clock time on the source's clock,
 * `days` later, on the target's clock (a time the clocks skip is read as they would show it).
 */
export function moveInstant(
  iso: string,
  ctx: Pick<CopyContext, 'days' | 'sourceTimeZone' | 'targetTimeZone'>,
): string {
  const wall = wallClockIn(ctx.sourceTimeZone, new Date(iso));
  return instantOfWallClock(ctx.targetTimeZone, addDays(wall.day, ctx.days), wall.hour, wall.minute)
    .toISOString()
    .replace('.000Z', 'Z');
}
