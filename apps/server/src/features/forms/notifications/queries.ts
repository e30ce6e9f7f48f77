import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { formNotifications } from '../../../db/schema/forms.ts';
import { guestTypedAddressEmails } from '../../../db/schema/guest-limits.ts';
import { customFields } from '../../../db/schema/team-types.ts';
import { teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { isActiveMember } from '../../people/users/queries.ts';
import { formRuleRecordQueries } from '../rule-record-queries.ts';

export type FormNotificationRow = typeof formNotifications.$inferSelect;
export type NewFormNotificationRow = typeof formNotifications.$inferInsert;

/** A form's notifications, kept in its `notificationIds` order (rule-record-queries.ts). */
export const notificationRows = formRuleRecordQueries(formNotifications, 'notificationIds');

/** An audience has one default per form: the others of that audience stop being it. */
export function clearOtherDefaults(
  tx: DbOrTx,
  eventId: string,
  formId: string,
  id: string,
  which: 'isAdminDefault' | 'isUserDefault',
) {
  return notificationRows.clearOtherDefaults(tx, eventId, formId, id, which);
}

/** The submitter and their team as a notification addresses and shows them. */
export async function submissionPeople(
  db: DbOrTx,
  eventId: string,
  submitterId: string | null,
  teamId: string | null,
) {
  const person = async (userId: string) => {
    const [row] = await db
      .select({ userId: members.userId, firstName: members.firstName, email: userProfiles.email })
      .from(members)
      .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
      // Someone only invited to the event (a team owner who has not accepted) is sent nothing.
      .where(and(eq(members.eventId, eventId), eq(members.userId, userId), isActiveMember));
    return row ?? null;
  };
  const submitter = submitterId ? await person(submitterId) : null;
  const [team] = teamId
    ? await db
        .select({ name: teams.name, ownerId: teams.ownerId, customFields: teams.customFields })
        .from(teams)
        .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)))
    : [];
  const owner = team?.ownerId ? await person(team.ownerId) : null;
  return { submitter, team: team ?? null, owner };
}

/** The event's custom fields in their order, with whether members see them. */
export async function listCustomFieldLabels(db: DbOrTx, eventId: string) {
  return db
    .select({
      id: customFields.id,
      label: customFields.label,
      type: customFields.type,
      showField: customFields.showField,
    })
    .from(customFields)
    .where(eq(customFields.eventId, eventId))
    .orderBy(customFields.index, customFields.id);
}

const typedAddressWindow = sql`interval '1 hour'`;

/**
 * Claims this hour's one email of the event to an address a guest typed: true when none went to
 * it in the last hour (the claim is the transaction's: a rollback gives it back), else false.
 * Two transactions claiming at once: the second waits for the first, and gets false once that
 * one commits.
 */
export async function claimTypedAddressEmail(
  tx: DbOrTx,
  eventId: string,
  address: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(guestTypedAddressEmails)
    .values({ eventId, address })
    .onConflictDoUpdate({
      target: [guestTypedAddressEmails.eventId, guestTypedAddressEmails.address],
      set: { sentAt: sql`now()` },
      setWhere: sql`${guestTypedAddressEmails.sentAt} <= now() - ${typedAddressWindow}`,
    })
    .returning({ address: guestTypedAddressEmails.address });
  return claimed.length > 0;
}

/** Forgets typed-address emails over an hour old (they no longer hold anything back). */
export async function pruneTypedAddressEmails(db: DbOrTx): Promise<void> {
  await db
    .delete(guestTypedAddressEmails)
    .where(lt(guestTypedAddressEmails.sentAt, sql`now() - ${typedAddressWindow}`));
}
