import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';

/**
 * Rebuilds an event's kept report figures (task progress per task, team type and state and
 * per day; sent submissions per form and team and per day) from its rows, under the figures'
 * locks so that no write moves them meanwhile. The triggers keep them exact; this is for the
 * migration, the tests (kept equals recounted) and repair (`npm run showdesk -- recount-figures`).
 */
export async function recountReportFigures(db: DbOrTx, eventId: string): Promise<void> {
  await db.execute(
    sql`select recount_task_figures(${eventId}), recount_submission_figures(${eventId})`,
  );
}

/** Every event's figures rebuilt, one transaction per event; answers how many events. */
export async function recountAllReportFigures(db: Database): Promise<number> {
  const rows = await db.select({ id: events.id }).from(events);
  for (const { id } of rows) {
    await db.transaction((tx) => recountReportFigures(tx, id));
  }
  return rows.length;
}
