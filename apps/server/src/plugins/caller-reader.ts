import type { ContentReader } from '@showdesk/domain/content/content';
import { isModerator, type Permission } from '@showdesk/domain/people/permissions';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { teamMembers, teams } from '../db/schema/teams.ts';
import type { CallerTeam } from './event-caller.ts';

const organiser: ContentReader = { teamTypeId: null, isChildTeam: false, isOrganiser: true };

/**
 * Who reads content or downloads (spec section 6): moderators and up are organisers without a
 * query; anyone else costs one query for their team's type, stand-share role and organiser
 * flag (someone in no team reads as a team of no type, not a child).
 */
export async function loadReader(
  db: DbOrTx,
  who: { eventId: string; userId: string; permissions: Permission; reader?: ContentReader },
): Promise<ContentReader> {
  // An event route's context carries it already (read with the caller, see plugins/tenancy).
  if (who.reader) return who.reader;
  if (isModerator(who.permissions)) return organiser;
  const [team] = await db
    .select({
      teamTypeId: teams.teamTypeId,
      standShareRole: teams.standShareRole,
      isOrganiser: teams.isOrganiser,
    })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .where(and(eq(teamMembers.eventId, who.eventId), eq(teamMembers.userId, who.userId)));
  return {
    teamTypeId: team?.teamTypeId ?? null,
    isChildTeam: team?.standShareRole === 'child',
    isOrganiser: team?.isOrganiser ?? false,
  };
}

/** The reader of a member with this level and team (null: in no team). */
export function readerOf(
  permissions: Permission,
  team: Pick<CallerTeam, 'teamTypeId' | 'standShareRole' | 'isOrganiser'> | null,
): ContentReader {
  if (isModerator(permissions)) return organiser;
  return {
    teamTypeId: team?.teamTypeId ?? null,
    isChildTeam: team?.standShareRole === 'child',
    isOrganiser: team?.isOrganiser ?? false,
  };
}
