import { errorCodes } from '@showdesk/domain/common/errors';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../app-error.ts';

/** A table of an event's records, keyed by event and id. */
export type EventRecordTable = PgTable & { eventId: PgColumn; id: PgColumn };

/**
 * A table of records an organiser archives and restores (suppliers, tasks, their groups): keyed
 * by event and id, with an archive flag and the update stamps.
 */
export type ArchivableTable = EventRecordTable & {
  isArchived: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
};

/** Which of these ids the event has in `table`. */
export async function existingRecordIds(
  db: DbOrTx,
  table: EventRecordTable,
  eventId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.eventId, eventId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id as string));
}

/** Sets the archive flag of these records of the event; answers how many changed. */
export async function setRecordsArchived(
  db: DbOrTx,
  table: ArchivableTable,
  eventId: string,
  ids: string[],
  isArchived: boolean,
  userId: string,
): Promise<number> {
  // A generic table's update types every key loosely; these three are the ones it names.
  const stamp = { isArchived, updatedAt: new Date(), updatedBy: userId };
  const rows = await db
    .update(table)
    .set(stamp as PgUpdateSetSource<typeof table>)
    .where(
      and(eq(table.eventId, eventId), inArray(table.id, ids), eq(table.isArchived, !isArchived)),
    )
    .returning({ id: table.id });
  return rows.length;
}

/**
 * Archives or unarchives several records at once in one transaction; answers how many changed.
 * Every id must be the event's: 404 `notFound` with the path of each one that is not.
 */
export async function archiveRecords(
  deps: Pick<AppDeps, 'db'>,
  ctx: EventContext,
  table: ArchivableTable,
  input: { ids: string[]; isArchived: boolean },
  notFound: string,
): Promise<{ updated: number }> {
  const ids = [...new Set(input.ids)];
  return deps.db.transaction(async (tx) => {
    const found = await existingRecordIds(tx, table, ctx.eventId, ids);
    const missing = input.ids.flatMap((id, index) =>
      found.has(id) ? [] : [{ path: `ids.${index}`, message: notFound }],
    );
    if (missing.length) throw new AppError(errorCodes.notFound, 404, notFound, missing);
    const updated = await setRecordsArchived(
      tx,
      table,
      ctx.eventId,
      ids,
      input.isArchived,
      ctx.userId,
    );
    return { updated };
  });
}
