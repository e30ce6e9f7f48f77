import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { FieldGroupShape, FormShape } from '@showdesk/domain/forms/layout';
import {
  dropdown,
  entry,
  field,
  formOf,
  groupOf,
  rule,
  templateField,
  textField,
} from '@showdesk/domain/test/forms/builders';
import { orderField } from '@showdesk/domain/test/forms/form';
import type { DbOrTx } from '../../src/db/client.ts';
import { fieldGroups, formFields, forms } from '../../src/db/schema/forms.ts';
import { fieldColumns } from '../../src/features/forms/records.ts';
import { newId } from '../../src/lib/ids.ts';

/**
 * Test helper: a form (and its field groups) written straight to the tables, as the builder
 * would save it, for tests of the routes that fill forms in.
 */
export interface TestFormInput {
  shape: FormShape;
  fields: readonly FieldDefinition[];
  groups?: readonly FieldGroupShape[];
  title?: string;
  isPublished?: boolean;
  isArchived?: boolean;
  isEditable?: boolean;
  isPublic?: boolean;
  guestSendLimit?: number;
}

export async function insertTestForm(
  db: DbOrTx,
  eventId: string,
  input: TestFormInput,
): Promise<string> {
  const formId = newId();
  const groups = input.groups ?? [];
  const inGroup = new Map<string, string>();
  for (const group of groups) for (const id of group.fieldIds) inGroup.set(id, group.id);
  await db.insert(forms).values({
    eventId,
    id: formId,
    title: input.title ?? `Form ${formId.slice(0, 8)}`,
    fieldIds: [...input.shape.fieldIds],
    logicMap: input.shape.logicMap as Record<string, unknown>,
    isPublished: input.isPublished ?? true,
    isArchived: input.isArchived ?? false,
    isEditable: input.isEditable ?? false,
    isPublic: input.isPublic ?? false,
    ...(input.guestSendLimit === undefined ? {} : { guestSendLimit: input.guestSendLimit }),
  });
  for (const group of groups) {
    await db
      .insert(fieldGroups)
      .values({
        eventId,
        id: group.id,
        title: group.title,
        fieldIds: [...group.fieldIds],
        logicMap: group.logicMap as Record<string, unknown>,
        isPublished: true,
      })
      .onConflictDoNothing();
  }
  const rows = input.fields.map((field) => {
    const groupId = inGroup.get(field.id);
    return {
      eventId,
      holderId: groupId ?? formId,
      holderType: groupId ? ('fieldGroup' as const) : ('form' as const),
      ...fieldColumns(field as FieldDefinition & Record<string, unknown>),
    };
  });
  if (rows.length > 0) await db.insert(formFields).values(rows).onConflictDoNothing();
  return formId;
}

/**
 * A small form for the submissions tests: a required name, a dropdown that shows a required
 * number only on "Yes", an item list with a grand total, and a documents upload (several
 * files) plus a tiny-limit upload.
 */
export const simpleFields: FieldDefinition[] = [
  textField('name', { isRequired: true }),
  dropdown('needsPower', ['Yes', 'No']),
  field({ id: 'watts', type: 'number', label: 'Watts', isRequired: true }),
  orderField,
  field({ id: 'total', type: 'grandTotal', label: 'Total' }),
  field({ id: 'docs', type: 'upload', label: 'Documents', accept: ['docs'], isMulti: true }),
  field({
    id: 'tiny',
    type: 'upload',
    label: 'Tiny',
    accept: ['pdf'],
    hasMaxFileSize: true,
    maxFileSizeMB: 0.0001,
  }),
  templateField('contacts', 'contactGroup', { isLooping: true, maxLoops: 3 }),
  textField('contactName'),
  field({ id: 'badge', type: 'upload', label: 'Badge photo', accept: ['image'] }),
];
export const simpleGroup = groupOf('contactGroup', ['contactName', 'badge']);
export const simpleShape = formOf(
  ['name', 'needsPower', 'watts', 'order', 'total', 'docs', 'tiny', 'contacts'],
  { needsPower: entry('watts', [rule('needsPower', 'Yes')]) },
);

/** The small form, stored in the event with the given flags. */
export const insertSimpleForm = (
  db: DbOrTx,
  eventId: string,
  flags: Omit<TestFormInput, 'shape' | 'fields' | 'groups'> = {},
) =>
  insertTestForm(db, eventId, {
    shape: simpleShape,
    fields: simpleFields,
    groups: [simpleGroup],
    ...flags,
  });
