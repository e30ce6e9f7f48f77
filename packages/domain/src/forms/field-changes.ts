import { z } from 'zod';
import { text } from '../common/text.ts';
import { formLimits } from './constants.ts';
import { formFieldInputSchema } from './fields.ts';
import { logicMessages } from './logic-checks.ts';
import { logicMapSchema } from './logic-map.ts';
import { type FieldIssue, recordIdSchema, requiredText, trimmedText } from './records.ts';

/** What a form and a field group both are: a titled, ordered set of fields with logic. */
export const fieldHolderShape = {
  id: recordIdSchema,
  title: text(),
  description: text(),
  fieldIds: z.array(recordIdSchema),
  logicMap: logicMapSchema,
};

/** The settings a form and a field group both have (a form adds isEditable and isPublic). */
export const holderSettingsShape = {
  title: requiredText(/*i18n*/ 'Enter a title', 200),
  description: trimmedText(2000),
  isPublished: z.boolean(),
};

/**
 * How the builder saves fields with their form or field group (spec calls 7.1: "update with
 * lists of new, updated and removed fields"): the three lists and the order after the save,
 * written in one transaction with the form.
 */
export const fieldChangesShape = {
  /** Every field id of the form after the save, in order. */
  fieldIds: z.array(recordIdSchema).max(formLimits.fieldsPerForm),
  /** New fields, with ids the builder made (so logic can name them before they are saved). */
  newFields: z.array(formFieldInputSchema).max(formLimits.fieldsPerForm).default([]),
  /** Changed fields, each whole. */
  updatedFields: z.array(formFieldInputSchema).max(formLimits.fieldsPerForm).default([]),
  removedFieldIds: z.array(recordIdSchema).max(formLimits.fieldsPerForm).default([]),
  /**
   * The record's updatedAt when the editor opened it: a save on top of someone else's is
   * refused, never a silent overwrite.
   */
  expectedUpdatedAt: z.iso.datetime(),
};

/**
 * Body of a builder's save (a form's or a field group's): the settings that changed, the fields
 * (new, updated, removed, and the order), the logic, and the updatedAt the builder loaded.
 * Checked further by `checkFieldChanges` (against the stored fields) and `checkFieldSet` (the
 * fields after it).
 */
export const builderSaveSchema = <S extends z.ZodRawShape>(settings: S) =>
  z.strictObject({
    ...z.strictObject(settings).partial().shape,
    ...fieldChangesShape,
    logicMap: logicMapSchema,
  });

/** The spec's message for a refused save, from where its first problem is. */
export function fieldChangesMessage(
  firstPath: readonly PropertyKey[],
  otherwise: 'Invalid form' | 'Invalid field group',
): string {
  switch (firstPath[0]) {
    case 'newFields':
      return /*i18n*/ 'Invalid new fields';
    case 'updatedFields':
      return /*i18n*/ 'Invalid updated fields';
    case 'removedFieldIds':
      return /*i18n*/ 'Invalid ids to remove';
    case 'fieldIds':
      return /*i18n*/ 'Invalid fields data';
    default:
      return otherwise;
  }
}

/**
 * What the lists must agree on with the fields stored before the save: a new id is not taken,
 * an updated or removed id exists, no id is in two lists, and fieldIds names every field after
 * the save once. Returns the problems (path and message), none when the lists agree.
 */
export function checkFieldChanges(
  existingIds: readonly string[],
  changes: {
    fieldIds: readonly string[];
    newFields: readonly { id: string }[];
    updatedFields: readonly { id: string }[];
    removedFieldIds: readonly string[];
  },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const existing = new Set(existingIds);
  const mentioned = new Set<string>();
  const mention = (id: string, path: string) => {
    if (mentioned.has(id)) issues.push({ path, message: /*i18n*/ 'This field is changed twice' });
    mentioned.add(id);
  };
  changes.newFields.forEach(({ id }, i) => {
    if (existing.has(id))
      issues.push({ path: `newFields.${i}.id`, message: /*i18n*/ 'This id is taken' });
    mention(id, `newFields.${i}.id`);
  });
  changes.updatedFields.forEach(({ id }, i) => {
    if (!existing.has(id))
      issues.push({ path: `updatedFields.${i}.id`, message: logicMessages.notOnForm });
    mention(id, `updatedFields.${i}.id`);
  });
  changes.removedFieldIds.forEach((id, i) => {
    if (!existing.has(id))
      issues.push({ path: `removedFieldIds.${i}`, message: logicMessages.notOnForm });
    mention(id, `removedFieldIds.${i}`);
  });
  const removed = new Set(changes.removedFieldIds);
  const after = new Set([
    ...existingIds.filter((id) => !removed.has(id)),
    ...changes.newFields.map((f) => f.id),
  ]);
  const listed = new Set<string>();
  changes.fieldIds.forEach((id, i) => {
    if (!after.has(id)) issues.push({ path: `fieldIds.${i}`, message: logicMessages.notOnForm });
    else if (listed.has(id))
      issues.push({ path: `fieldIds.${i}`, message: /*i18n*/ 'List each field once' });
    listed.add(id);
  });
  if ([...after].some((id) => !listed.has(id)))
    issues.push({
      path: 'fieldIds',
      message: /*i18n*/ 'List every field of the form once, in order',
    });
  return issues;
}
