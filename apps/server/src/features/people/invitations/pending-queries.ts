import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { events } from '../../../db/schema/events.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { members } from '../../../db/schema/users.ts';

const inviter = alias(members, 'inviter');

/**
 * The pending invitation of a user to an event in one read: when and by whom (the names this
 * event knows the inviter by), the event's name and the team they are in with its owner. Null
 * when they are not invited there (a member already, or not in the event at all).
 */
export async function getPendingInvitation(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await db
    .select({
      eventId: members.eventId,
      eventName: events.name,
      invitedAt: members.invitedAt,
      inviterFirstName: inviter.firstName,
      inviterSurname: inviter.surname,
      teamId: teams.id,
      teamName: teams.name,
      teamOwnerId: teams.ownerId,
      standShareRole: teams.standShareRole,
    })
    .from(members)
    .innerJoin(events, eq(events.id, members.eventId))
    .leftJoin(
      inviter,
      and(eq(inviter.eventId, members.eventId), eq(inviter.userId, members.invitedBy)),
    )
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.eventId, members.eventId), eq(teamMembers.userId, members.userId)),
    )
    .leftJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .where(
      and(eq(members.eventId, eventId), eq(members.userId, userId), eq(members.status, 'invited')),
    );
  return row ?? null;
}

/** Locks a pending invitation until the transaction ends; false when there is none. */
export async function lockPendingInvitation(tx: DbOrTx, eventId: string, userId: string) {
  const rows = await tx
    .select({ userId: members.userId })
    .from(members)
    .where(
      and(eq(members.eventId, eventId), eq(members.userId, userId), eq(members.status, 'invited')),
    )
    .for('update');
  return rows.length > 0;
}

/** The teams a user was to own lose their owner (an organiser chooses another). */
export async function clearTeamOwner(tx: DbOrTx, eventId: string, userId: string, by: string) {
  await tx
    .update(teams)
    .set({ ownerId: null, updatedAt: sql`now()`, updatedBy: by })
    .where(and(eq(teams.eventId, eventId), eq(teams.ownerId, userId)));
}
