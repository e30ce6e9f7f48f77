import type { Database } from '@showdesk/server/src/db/client.ts';
import type { teamTypes } from '@showdesk/server/src/db/schema/team-types.ts';
import type { teams } from '@showdesk/server/src/db/schema/teams.ts';
import { asc, eq } from 'drizzle-orm';

/**
 * The ids of the event's teams or team types by name: the order the generators share teams out
 * among types, and records among types, in.
 */
export async function idsByName(
  db: Database,
  table: typeof teams | typeof teamTypes,
  eventId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: table.id })
    .from(table as typeof teams)
    .where(eq(table.eventId, eventId))
    .orderBy(asc(table.name));
  return rows.map((row) => row.id);
}
