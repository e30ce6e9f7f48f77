import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { notifications } from '@showdesk/server/src/db/schema/notifications.ts';
import { teamTypes } from '@showdesk/server/src/db/schema/team-types.ts';
import { teamMembers, teams } from '@showdesk/server/src/db/schema/teams.ts';
import { members, userProfiles } from '@showdesk/server/src/db/schema/users.ts';
import { newId } from '@showdesk/server/src/lib/ids.ts';
import { and, eq } from 'drizzle-orm';
import { idsByName } from './event-rows.ts';
import { quietly } from './quiet-writes.ts';

export interface GeneratedNotifications {
  notifications: number;
  /** How many of them the bench member sees (delivered, for them). */
  visible: number;
}

/**
 * The large event's admin notifications: `count` of them over a year, most delivered, some
 * drafts and scheduled; a third for everyone, the rest for one team type, some for the bench
 * member's own team and some for other teams. The bench member has read every other one they
 * see, so the list and the unread count both have read and unread rows to tell apart.
 */
export async function generateNotifications(
  deps: AppDeps,
  eventId: string,
  memberEmail: string,
  count = 300,
): Promise<GeneratedNotifications> {
  const { db } = deps;
  const [member] = await db
    .select({
      userId: teamMembers.userId,
      teamId: teamMembers.teamId,
      teamTypeId: teams.teamTypeId,
    })
    .from(userProfiles)
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.userId, userProfiles.id), eq(teamMembers.eventId, eventId)),
    )
    .innerJoin(teams, and(eq(teams.eventId, eventId), eq(teams.id, teamMembers.teamId)))
    .where(eq(userProfiles.email, memberEmail.toLowerCase()));
  if (!member) throw new Error('the bench member is in no team');
  const typeIds = await idsByName(db, teamTypes, eventId);
  const otherTeams = (
    await db.select({ id: teams.id }).from(teams).where(eq(teams.eventId, eventId)).limit(50)
  )
    .map((row) => row.id)
    .filter((id) => id !== member.teamId);
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  const rows = Array.from({ length: count }, (_, i) => {
    const status =
      i % 20 === 19 ? 'draft' : i % 20 === 18 ? 'scheduled' : i % 2 ? 'sent' : 'pushed';
    const isDelivered = status === 'sent' || status === 'pushed';
    const kind = i % 6;
    const teamId =
      kind === 4 ? member.teamId : kind === 5 ? (otherTeams[i % otherTeams.length] ?? null) : null;
    const teamTypeIds =
      kind === 1 || kind === 2 ? [typeIds[i % typeIds.length]!].filter(Boolean) : [];
    const at = new Date(start + i * 24 * 3600 * 1000);
    return {
      eventId,
      id: newId(),
      title: `Announcement ${i + 1}`,
      description: `<p>News number ${i + 1} for exhibitors: build-up, badges and deliveries.</p>`,
      sendEmail: status === 'sent',
      teamId,
      teamTypeIds,
      linkUrl: '',
      status: status as 'draft' | 'scheduled' | 'sent' | 'pushed',
      scheduledAt: status === 'scheduled' ? new Date(Date.now() + 30 * 24 * 3600 * 1000) : null,
      sentAt: isDelivered ? at : null,
      providerResponse: isDelivered ? 'Pushed to members (no email)' : '',
      createdAt: at,
      updatedAt: at,
    };
  });
  await quietly(db, (tx) => tx.insert(notifications).values(rows));
  const visible = rows.filter(
    (row) =>
      row.sentAt !== null &&
      (row.teamId
        ? row.teamId === member.teamId
        : row.teamTypeIds.length === 0 || row.teamTypeIds.includes(member.teamTypeId ?? '')),
  );
  await db
    .update(members)
    .set({ notificationIds: visible.filter((_, i) => i % 2 === 0).map((row) => row.id) })
    .where(and(eq(members.eventId, eventId), eq(members.userId, member.userId)));
  return { notifications: count, visible: visible.length };
}
