import { messages } from '@showdesk/domain/errors';
import type { Session } from '@showdesk/domain/session';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { EventRow } from '../events/queries.ts';
import { getAppearance } from '../settings/appearance.ts';
import { getTeam, getTeamIdOfUser } from '../teams/queries.ts';
import { getEventIdsOfUser, getMember, getProfile } from '../users/queries.ts';

/**
 * Everything the app shell needs for a member of an event. A user who is not a member of the
 * event is refused, as if they had no account there.
 */
export async function buildSession(
  db: Database,
  event: EventRow,
  userId: string,
): Promise<Session> {
  const [profile, member, eventIds, teamId, appearance] = await Promise.all([
    getProfile(db, userId),
    getMember(db, event.id, userId),
    getEventIdsOfUser(db, userId),
    getTeamIdOfUser(db, event.id, userId),
    getAppearance(db, event.id),
  ]);
  if (!profile) throw AppError.unauthenticated(messages.userNotFound);
  if (!member) throw AppError.forbidden(messages.notAMember);
  const team = teamId ? await getTeam(db, event.id, teamId) : null;
  return {
    user: {
      id: profile.id,
      firstName: profile.firstName,
      surname: profile.surname,
      email: profile.email,
      eventIds,
    },
    member: {
      userId: member.userId,
      eventId: member.eventId,
      permissions: member.permissions,
      hasLoggedIn: member.hasLoggedIn,
      lastLoginInTime: member.lastLoginInTime?.toISOString() ?? null,
      notificationIds: member.notificationIds,
      isOnboarded: member.isOnboarded,
      emailResponseIds: member.emailResponseIds,
    },
    team,
    teamRole: team ? (team.ownerId === userId ? 'owner' : 'member') : null,
    event: { id: event.id, slug: event.slug, name: event.name, hostnames: event.hostnames },
    ...appearance,
  };
}
