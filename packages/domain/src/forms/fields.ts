import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { calloutStyles, defaultCalloutStyle, defaultMaxLoops, formLimits } from './constants.ts';
import {
  cellSchemaSchema,
  defaultAddressParts,
  defaultNameParts,
  fieldOptionsSchema,
  listItemsSchema,
  optionalCount,
  optionalNumber,
  partSettingsShape,
  uploadSettingsShape,
} from './field-settings.ts';
import type { FormFieldType } from './field-types.ts';
import { recordIdSchema, requiredText, stampFields, trimmedText } from './records.ts';

/**
 * A form field (spec section 3, Form fields): the common fields, its `type` and that type's
 * settings. The same shapes serve form fields and field-group fields; fields are separate
 * records linked from their form or group by `fieldIds`.
 */

const commonShape = {
  id: recordIdSchema,
  /** The column heading in reports and the submissions table; empty: the label. */
  reportLabel: trimmedText(200).default(''),
  /** Help under the label; customText shows it as its (sanitised) rich text. */
  description: text()
    .max(
      formLimits.descriptionChars,
      say(/*i18n*/ 'Use at most {max} characters', {
        max: formLimits.descriptionChars,
      }),
    )
    .default(''),
};
const label = requiredText(/*i18n*/ 'Enter a label', formLimits.labelChars);
/** Fields a member fills in. */
const inputCommon = { ...commonShape, label, isRequired: z.boolean().default(false) };
/** A disclaimer is required by default (spec section 3). */
const disclaimerCommon = { ...inputCommon, isRequired: z.boolean().default(true) };
/** Fields whose value is computed (grandTotal) or held by their group's fields (template). */
const notRequired = z.literal(false, /*i18n*/ 'This field cannot be required').default(false);
const computedCommon = { ...commonShape, label, isRequired: notRequired };
/** Layout fields: a label is optional (a page break needs none). */
const layoutCommon = {
  ...commonShape,
  label: trimmedText(formLimits.labelChars).default(''),
  isRequired: notRequired,
};

const choiceShape = {
  options: fieldOptionsSchema,
  isMulti: z.boolean().default(false),
  /** With isMulti: how many options must (min) or may (max) be chosen; empty: no limit. */
  min: optionalCount(formLimits.optionsPerField),
  max: optionalCount(formLimits.optionsPerField),
};

/** Every type's member of the union, with `extra` fields (the stored record's stamps). */
function fieldMembers<E extends z.ZodRawShape>(extra: E) {
  const member = <T extends FormFieldType, S extends z.ZodRawShape>(type: T, shape: S) =>
    z.strictObject({ ...shape, ...extra, type: z.literal(type) });
  return [
    member('text', inputCommon),
    member('email', inputCommon),
    member('tel', inputCommon),
    member('url', inputCommon),
    member('area', inputCommon),
    member('date', inputCommon),
    member('number', { ...inputCommon, min: optionalNumber, max: optionalNumber }),
    member('checkbox', { ...inputCommon, ...choiceShape }),
    member('dropdown', { ...inputCommon, ...choiceShape }),
    member('address', { ...inputCommon, ...partSettingsShape(defaultAddressParts) }),
    member('fullName', { ...inputCommon, ...partSettingsShape(defaultNameParts) }),
    member('repeater', {
      ...inputCommon,
      cellSchema: cellSchemaSchema,
      /** How many rows must (min) or may (max) be added; empty: no limit. */
      min: optionalCount(formLimits.repeaterRows),
      max: optionalCount(formLimits.repeaterRows),
    }),
    member('upload', { ...inputCommon, ...uploadSettingsShape }),
    member('disclaimer', disclaimerCommon),
    member('itemList', {
      ...inputCommon,
      items: listItemsSchema,
      showTotal: z.boolean().default(true),
      showPrice: z.boolean().default(true),
      showSubtotals: z.boolean().default(false),
    }),
    member('grandTotal', computedCommon),
    member('template', {
      ...computedCommon,
      fieldGroupId: recordIdSchema,
      /** How many times a member may repeat the group (isLooping); "Default loop max 1". */
      maxLoops: z
        .number(/*i18n*/ 'Enter a number')
        .int(/*i18n*/ 'Enter a whole number')
        .min(1, /*i18n*/ 'Allow at least 1')
        .max(formLimits.maxLoops, say(/*i18n*/ 'Allow at most {max}', { max: formLimits.maxLoops }))
        .default(defaultMaxLoops),
      /** Each loop's title is this and its number ("Contact 2") unless isUsingDefaultTitles. */
      loopPrefix: trimmedText(100).default(''),
      isLooping: z.boolean().default(false),
      /** Title each loop with the field group's title and its number. */
      isUsingDefaultTitles: z.boolean().default(true),
    }),
    member('customText', layoutCommon),
    member('section', layoutCommon),
    member('newPage', layoutCommon),
    member('callout', {
      ...layoutCommon,
      style: z.enum(calloutStyles, /*i18n*/ 'Choose a callout style').default(defaultCalloutStyle),
    }),
  ] as const;
}

const unknownType = { error: /*i18n*/ 'Choose a field type from the list' };

/** A field as the builder sends it (new or updated): the client makes new fields' ids. */
export const formFieldInputSchema = z
  .discriminatedUnion('type', fieldMembers({}), unknownType)
  .superRefine(checkFieldSettings);
/** A field the builder may send, before defaults are applied. */
export type FormFieldInput = z.input<typeof formFieldInputSchema>;
/** A field's definition: what logic, money and submission checks read. */
export type FieldDefinition = z.output<typeof formFieldInputSchema>;
export type FieldOf<T extends FormFieldType> = Extract<FieldDefinition, { type: T }>;

/** A stored field record (read and write). */
export const formFieldSchema = z
  .discriminatedUnion('type', fieldMembers(stampFields), unknownType)
  .superRefine(checkFieldSettings);
export type FormField = z.infer<typeof formFieldSchema>;

/** The label a report shows for a field. */
export const fieldReportLabel = (field: Pick<FieldDefinition, 'label' | 'reportLabel'>) =>
  field.reportLabel || field.label;

/** What one field's settings must agree on beyond their types. */
function checkFieldSettings(field: FieldDefinition, ctx: z.core.$RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const checkRange = (min: number | null, max: number | null) => {
    if (min !== null && max !== null && min > max)
      issue(['max'], /*i18n*/ 'The maximum is below the minimum');
  };
  const checkUnique = (values: readonly string[], path: string, message: string) => {
    const seen = new Set<string>();
    values.forEach((value, index) => {
      if (seen.has(value)) issue([path, index], message);
      seen.add(value);
    });
  };
  switch (field.type) {
    case 'number':
    case 'repeater':
      return checkRange(field.min, field.max);
    case 'checkbox':
    case 'dropdown':
      checkUnique(
        field.options.map((option) => option.value.toLowerCase()),
        'options',
        /*i18n*/ 'Give each option its own value',
      );
      checkRange(field.min, field.max);
      if (field.min !== null && field.min > field.options.length)
        issue(['min'], /*i18n*/ 'There are not that many options');
      return;
    case 'itemList':
      return checkUnique(
        field.items.map((item) => item.itemId),
        'items',
        /*i18n*/ 'Give each item its own id',
      );
  }
}
