import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { FieldGroupShape } from '@showdesk/domain/forms/layout';
import type { LogicMap } from '@showdesk/domain/forms/logic-map';
import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fieldGroups, formFields } from '../../db/schema/forms.ts';
import { fieldColumns } from './records.ts';

/** What holds fields: a form or a field group. */
export interface Holder {
  type: 'form' | 'fieldGroup';
  id: string;
}

const fieldsOf = (eventId: string, holder: Holder) =>
  and(
    eq(formFields.eventId, eventId),
    eq(formFields.holderId, holder.id),
    eq(formFields.holderType, holder.type),
  );

const columnsOf = (field: FieldDefinition) =>
  fieldColumns(field as unknown as { id: string; type: string } & Record<string, unknown>);

/** Adds fields to a holder, stamped as made now by `userId`. */
export async function insertFields(
  db: DbOrTx,
  eventId: string,
  holder: Holder,
  fields: readonly FieldDefinition[],
  userId: string | null,
  now: Date,
): Promise<void> {
  if (fields.length === 0) return;
  await db.insert(formFields).values(
    fields.map((field) => ({
      eventId,
      holderId: holder.id,
      holderType: holder.type,
      ...columnsOf(field),
      createdAt: now,
      createdBy: userId,
      updatedAt: now,
      updatedBy: userId,
    })),
  );
}

/** Replaces fields' settings (and type), keeping when and by whom they were made. */
export async function updateFields(
  db: DbOrTx,
  eventId: string,
  holder: Holder,
  fields: readonly FieldDefinition[],
  userId: string,
  now: Date,
): Promise<void> {
  for (const field of fields) {
    const { id, ...columns } = columnsOf(field);
    await db
      .update(formFields)
      .set({ ...columns, updatedAt: now, updatedBy: userId })
      .where(and(fieldsOf(eventId, holder), eq(formFields.id, id)));
  }
}

/** Removes these fields of a holder, or all of them when `ids` is null. */
export async function deleteFields(
  db: DbOrTx,
  eventId: string,
  holder: Holder,
  ids: readonly string[] | null,
): Promise<void> {
  if (ids?.length === 0) return;
  await db
    .delete(formFields)
    .where(and(fieldsOf(eventId, holder), ids ? inArray(formFields.id, [...ids]) : undefined));
}

/** How many forms place the field group with a template field. */
export async function countFormsUsingGroup(
  db: DbOrTx,
  eventId: string,
  fieldGroupId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(formFields.holderId) })
    .from(formFields)
    .where(
      and(
        eq(formFields.eventId, eventId),
        eq(formFields.fieldGroupId, fieldGroupId),
        eq(formFields.holderType, 'form'),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * The field groups of the event among `ids`, as the structure checks read them. In a save's
 * transaction they stay locked against deletion until it ends, so a group cannot be deleted
 * between the check that a template names it and the commit.
 */
export async function fieldGroupShapes(
  db: DbOrTx,
  eventId: string,
  ids: readonly string[],
): Promise<FieldGroupShape[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: fieldGroups.id,
      title: fieldGroups.title,
      fieldIds: fieldGroups.fieldIds,
      logicMap: fieldGroups.logicMap,
    })
    .from(fieldGroups)
    .where(and(eq(fieldGroups.eventId, eventId), inArray(fieldGroups.id, unique)))
    .for('share');
  return rows.map((row) => ({ ...row, logicMap: row.logicMap as LogicMap }));
}
