import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { preparedPerDatabase } from '../../../db/prepared.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { membershipColumns } from '../users/queries.ts';

/**
 * A user's profile, their membership of one event, their event ids and their team there (with
 * its member and child team ids), read in one round trip: the session is asked for on every
 * page load, so it should cost the database one query.
 */
export async function getSessionRecord(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await preparedFor(db).execute({ eventId, userId });
  return row ?? null;
}

/** Built once per database handle: the query text is fixed, only the ids vary. */
function prepareSessionRecord(db: DbOrTx) {
  const eventId = sql.placeholder('eventId');
  const userId = sql.placeholder('userId');
  return db
    .select({
      profile: {
        id: userProfiles.id,
        // The names this event knows them by (see members.firstName); the session is only
        // read for a member of the event.
        firstName: sql<string>`${members.firstName}`,
        surname: sql<string>`${members.surname}`,
        email: userProfiles.email,
        locale: userProfiles.locale,
      },
      member: {
        eventId: members.eventId,
        userId: members.userId,
        status: members.status,
        ...membershipColumns,
      },
      // The events they belong to: invitations not yet accepted are not among them.
      eventIds: sql<string[]>`array(select ${members.eventId} from ${members}
        where ${members.userId} = ${userProfiles.id} and ${members.status} = 'active'
        order by ${members.eventId})`,
      hasSecondFactor: sql<boolean>`exists (select 1 from auth_users u
        where u.id = ${userProfiles.id} and u.two_factor_enabled)`,
      team: {
        id: teams.id,
        name: teams.name,
        ownerId: teams.ownerId,
        customFields: teams.customFields,
        isOrganiser: teams.isOrganiser,
        standShareRole: teams.standShareRole,
        parentTeamId: teams.parentTeamId,
        teamTypeId: teams.teamTypeId,
      },
      teamUserIds: sql<string[]>`array(select tm.user_id from team_members tm
        where tm.event_id = ${teams.eventId} and tm.team_id = ${teams.id}
        order by tm.created_at, tm.user_id)`,
      childTeamIds: sql<string[]>`array(select c.id from teams c
        where c.event_id = ${teams.eventId} and c.parent_team_id = ${teams.id}
        order by c.name, c.id)`,
    })
    .from(userProfiles)
    .leftJoin(members, and(eq(members.eventId, eventId), eq(members.userId, userProfiles.id)))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userProfiles.id)),
    )
    .leftJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .where(eq(userProfiles.id, userId))
    .prepare('session_record');
}

const preparedFor = preparedPerDatabase(prepareSessionRecord);
