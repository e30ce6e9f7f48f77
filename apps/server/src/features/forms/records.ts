import { type FieldGroup, fieldGroupSchema } from '@showdesk/domain/forms/field-groups';
import { type FormField, formFieldSchema } from '@showdesk/domain/forms/fields';
import { type Form, formSchema } from '@showdesk/domain/forms/forms';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type fieldGroups, formFields, type forms } from '../../db/schema/forms.ts';
import { checkStoredRecord } from '../../lib/invalid-records.ts';

type ReportDeps = Pick<AppDeps, 'log' | 'reporter'>;

export type FormRow = typeof forms.$inferSelect;
export type FieldGroupRow = typeof fieldGroups.$inferSelect;
export type FormFieldRow = typeof formFields.$inferSelect;

const stampsOf = (row: {
  createdAt: Date;
  createdBy: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}) => ({
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

/** A form row as the record the API shows (checked by `formSchema`). */
export const formCandidate = (row: FormRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  fieldIds: row.fieldIds,
  logicMap: row.logicMap,
  isArchived: row.isArchived,
  isPublished: row.isPublished,
  isEditable: row.isEditable,
  isPublic: row.isPublic,
  guestSendLimit: row.guestSendLimit,
  confirmationIds: row.confirmationIds,
  notificationIds: row.notificationIds,
  webhookIds: row.webhookIds,
  ...stampsOf(row),
});

/** A stored form as the API shows it, or null (reported) when it fails its schema. */
export function readForm(deps: ReportDeps, row: FormRow): Form | null {
  return checkStoredRecord(deps, formSchema, formCandidate(row), {
    entity: 'form',
    eventId: row.eventId,
    id: row.id,
  });
}

/** A field group row as the record the API shows (checked by `fieldGroupSchema`). */
export const fieldGroupCandidate = (row: FieldGroupRow) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  fieldIds: row.fieldIds,
  logicMap: row.logicMap,
  isPublished: row.isPublished,
  ...stampsOf(row),
});

/** A stored field group as the API shows it, or null (reported). */
export function readFieldGroup(deps: ReportDeps, row: FieldGroupRow): FieldGroup | null {
  return checkStoredRecord(deps, fieldGroupSchema, fieldGroupCandidate(row), {
    entity: 'fieldGroup',
    eventId: row.eventId,
    id: row.id,
  });
}

/** A stored field as the API shows it, or null (reported). */
export function readField(deps: ReportDeps, row: FormFieldRow): FormField | null {
  return checkStoredRecord(
    deps,
    formFieldSchema,
    { ...row.settings, id: row.id, type: row.type, ...stampsOf(row) },
    { entity: `field:${row.holderType}:${row.holderId}`, eventId: row.eventId, id: row.id },
  );
}

/** The columns of a field definition (what the builder sends) as stored. */
export function fieldColumns(field: { id: string; type: string } & Record<string, unknown>) {
  const {
    id,
    type,
    createdAt: _c,
    createdBy: _cb,
    updatedAt: _u,
    updatedBy: _ub,
    ...settings
  } = field;
  return {
    id,
    type,
    settings,
    fieldGroupId: type === 'template' ? String(settings.fieldGroupId) : null,
  };
}

/** The fields of the given holders (forms or field groups), every one of them. */
export async function listFieldRows(
  db: DbOrTx,
  eventId: string,
  holderIds: readonly string[],
): Promise<FormFieldRow[]> {
  if (holderIds.length === 0) return [];
  return db
    .select()
    .from(formFields)
    .where(
      and(
        eq(formFields.eventId, eventId),
        holderIds.length === 1
          ? eq(formFields.holderId, holderIds[0]!)
          : inArray(formFields.holderId, [...holderIds]),
      ),
    );
}
