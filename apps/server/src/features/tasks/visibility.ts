import type { ContentReader } from '@showdesk/domain/content/content';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { tasks } from '../../db/schema/tasks.ts';
import { teams } from '../../db/schema/teams.ts';

/**
 * Which tasks a reader sees (spec section 6), as a condition on `tasks` for the query itself:
 * moderators and organiser teams see every task; others those with no team type limit or
 * including their team's type; a child (stand share) team only those with showToChildTeams.
 * Archived tasks are the caller's to leave out (members never see them).
 */
export function taskVisibleTo(reader: ContentReader): SQL | undefined {
  if (reader.isOrganiser) return undefined;
  return and(
    reader.isChildTeam ? eq(tasks.showToChildTeams, true) : undefined,
    reader.teamTypeId === null
      ? sql`cardinality(${tasks.teamTypeIds}) = 0`
      : sql`(cardinality(${tasks.teamTypeIds}) = 0 or ${reader.teamTypeId} = any(${tasks.teamTypeIds}))`,
  );
}

/**
 * The same rule between a joined `teams` row and a joined `tasks` row, for lists over many
 * teams (the task report, reminders): organiser teams see every task.
 */
export const taskVisibleToJoinedTeam: SQL = sql`(${teams.isOrganiser}
  or ((cardinality(${tasks.teamTypeIds}) = 0 or ${teams.teamTypeId} = any(${tasks.teamTypeIds}))
  and (${teams.standShareRole} is distinct from 'child' or ${tasks.showToChildTeams})))`;
