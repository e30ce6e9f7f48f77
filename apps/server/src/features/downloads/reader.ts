import type { ContentReader } from '@showdesk/domain/content';
import { isModerator, type Permission } from '@showdesk/domain/permissions';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema/teams.ts';

/**
 * Who is reading content or downloads (spec section 6): the type and stand-share role of the
 * caller's team, and whether they organise (moderator and up, or a member of an organiser
 * team). Someone in no team reads as a team of no type.
 */
export async function loadContentReader(
  db: DbOrTx,
  eventId: string,
  userId: string,
  permissions: Permission,
): Promise<ContentReader> {
  const [team] = await db
    .select({
      teamTypeId: teams.teamTypeId,
      standShareRole: teams.standShareRole,
      isOrganiser: teams.isOrganiser,
    })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
  return {
    teamTypeId: team?.teamTypeId ?? null,
    isChildTeam: team?.standShareRole === 'child',
    isOrganiser: isModerator(permissions) || (team?.isOrganiser ?? false),
  };
}
