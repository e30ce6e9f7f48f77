import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { formConfirmations, forms } from '../../../db/schema/forms.ts';

export type ConfirmationRow = typeof formConfirmations.$inferSelect;
export type NewConfirmationRow = typeof formConfirmations.$inferInsert;

const ofForm = (eventId: string, formId: string) =>
  and(eq(formConfirmations.eventId, eventId), eq(formConfirmations.formId, formId));

const one = (eventId: string, formId: string, id: string) =>
  and(ofForm(eventId, formId), eq(formConfirmations.id, id));

const tableColumns = {
  eventId: formConfirmations.eventId,
  id: formConfirmations.id,
  formId: formConfirmations.formId,
  name: formConfirmations.name,
  message: formConfirmations.message,
  operator: formConfirmations.operator,
  rules: formConfirmations.rules,
  isDefault: formConfirmations.isDefault,
  isActive: formConfirmations.isActive,
  createdAt: formConfirmations.createdAt,
  createdBy: formConfirmations.createdBy,
  updatedAt: formConfirmations.updatedAt,
  updatedBy: formConfirmations.updatedBy,
};

/** A form's confirmations in its `confirmationIds` order (any it does not list last). */
export async function listConfirmationRows(db: DbOrTx, eventId: string, formId: string) {
  return db
    .select(tableColumns)
    .from(formConfirmations)
    .innerJoin(
      forms,
      and(eq(forms.eventId, formConfirmations.eventId), eq(forms.id, formConfirmations.formId)),
    )
    .where(ofForm(eventId, formId))
    .orderBy(
      sql`array_position(${forms.confirmationIds}, ${formConfirmations.id}) asc nulls last`,
      formConfirmations.createdAt,
      formConfirmations.id,
    );
}

export async function getConfirmationRow(db: DbOrTx, eventId: string, formId: string, id: string) {
  const [row] = await db
    .select()
    .from(formConfirmations)
    .where(one(eventId, formId, id));
  return row ?? null;
}

/** Adds a confirmation at the end of the form's list. */
export async function insertConfirmation(tx: DbOrTx, row: NewConfirmationRow) {
  const [inserted] = await tx.insert(formConfirmations).values(row).returning();
  await tx
    .update(forms)
    .set({ confirmationIds: sql`array_append(${forms.confirmationIds}, ${row.id})` })
    .where(and(eq(forms.eventId, row.eventId), eq(forms.id, row.formId)));
  return inserted!;
}

export async function updateConfirmation(
  tx: DbOrTx,
  eventId: string,
  formId: string,
  id: string,
  patch: Partial<NewConfirmationRow>,
) {
  const [row] = await tx
    .update(formConfirmations)
    .set(patch)
    .where(one(eventId, formId, id))
    .returning();
  return row ?? null;
}

/** The order a form's confirmations are tried in. */
export async function setConfirmationOrder(
  tx: DbOrTx,
  eventId: string,
  formId: string,
  ids: string[],
) {
  await tx
    .update(forms)
    .set({ confirmationIds: ids })
    .where(and(eq(forms.eventId, eventId), eq(forms.id, formId)));
}

/** A form has one default: the others stop being it. */
export async function clearOtherDefaults(tx: DbOrTx, eventId: string, formId: string, id: string) {
  await tx
    .update(formConfirmations)
    .set({ isDefault: false })
    .where(
      and(
        ofForm(eventId, formId),
        ne(formConfirmations.id, id),
        eq(formConfirmations.isDefault, true),
      ),
    );
}

/** Deletes a confirmation and its place in the form's list; false when there was none. */
export async function deleteConfirmation(tx: DbOrTx, eventId: string, formId: string, id: string) {
  const deleted = await tx
    .delete(formConfirmations)
    .where(one(eventId, formId, id))
    .returning({ id: formConfirmations.id });
  if (deleted.length === 0) return false;
  await tx
    .update(forms)
    .set({ confirmationIds: sql`array_remove(${forms.confirmationIds}, ${id})` })
    .where(and(eq(forms.eventId, eventId), eq(forms.id, formId)));
  return true;
}
