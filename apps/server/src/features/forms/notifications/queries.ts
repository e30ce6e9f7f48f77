import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { formNotifications, forms } from '../../../db/schema/forms.ts';
import { guestTypedAddressEmails } from '../../../db/schema/guest-limits.ts';
import { customFields } from '../../../db/schema/team-types.ts';
import { teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { isActiveMember } from '../../people/users/queries.ts';

export type FormNotificationRow = typeof formNotifications.$inferSelect;
export type NewFormNotificationRow = typeof formNotifications.$inferInsert;

const ofForm = (eventId: string, formId: string) =>
  and(eq(formNotifications.eventId, eventId), eq(formNotifications.formId, formId));

const one = (eventId: string, formId: string, id: string) =>
  and(ofForm(eventId, formId), eq(formNotifications.id, id));

/** A form's notifications in its `notificationIds` order (any it does not list last). */
export async function listFormNotificationRows(db: DbOrTx, eventId: string, formId: string) {
  const rows = await db
    .select({ notification: formNotifications })
    .from(formNotifications)
    .innerJoin(
      forms,
      and(eq(forms.eventId, formNotifications.eventId), eq(forms.id, formNotifications.formId)),
    )
    .where(ofForm(eventId, formId))
    .orderBy(
      sql`array_position(${forms.notificationIds}, ${formNotifications.id}) asc nulls last`,
      formNotifications.createdAt,
      formNotifications.id,
    );
  return rows.map((row) => row.notification);
}

export async function getFormNotificationRow(
  db: DbOrTx,
  eventId: string,
  formId: string,
  id: string,
) {
  const [row] = await db
    .select()
    .from(formNotifications)
    .where(one(eventId, formId, id));
  return row ?? null;
}

/** Adds a notification at the end of the form's list. */
export async function insertFormNotification(tx: DbOrTx, row: NewFormNotificationRow) {
  const [inserted] = await tx.insert(formNotifications).values(row).returning();
  await tx
    .update(forms)
    .set({ notificationIds: sql`array_append(${forms.notificationIds}, ${row.id})` })
    .where(and(eq(forms.eventId, row.eventId), eq(forms.id, row.formId)));
  return inserted!;
}

export async function updateFormNotification(
  tx: DbOrTx,
  eventId: string,
  formId: string,
  id: string,
  patch: Partial<NewFormNotificationRow>,
) {
  const [row] = await tx
    .update(formNotifications)
    .set(patch)
    .where(one(eventId, formId, id))
    .returning();
  return row ?? null;
}

/** An audience has one default per form: the others of that audience stop being it. */
export async function clearOtherDefaults(
  tx: DbOrTx,
  eventId: string,
  formId: string,
  id: string,
  which: 'isAdminDefault' | 'isUserDefault',
) {
  await tx
    .update(formNotifications)
    .set({ [which]: false })
    .where(
      and(
        ofForm(eventId, formId),
        ne(formNotifications.id, id),
        eq(formNotifications[which], true),
      ),
    );
}

/** Deletes a notification and its place in the form's list; false when there was none. */
export async function deleteFormNotification(
  tx: DbOrTx,
  eventId: string,
  formId: string,
  id: string,
) {
  const deleted = await tx
    .delete(formNotifications)
    .where(one(eventId, formId, id))
    .returning({ id: formNotifications.id });
  if (deleted.length === 0) return false;
  await tx
    .update(forms)
    .set({ notificationIds: sql`array_remove(${forms.notificationIds}, ${id})` })
    .where(and(eq(forms.eventId, eventId), eq(forms.id, formId)));
  return true;
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
