import { z } from 'zod';
import { booleanFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';

/** What a custom field holds: text of some kind, or a checkbox (the only boolean one). */
export const customFieldTypes = [
  'text',
  'area',
  'email',
  'tel',
  'url',
  'number',
  'date',
  'checkbox',
] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

/** How the type is named on screen. */
export const customFieldTypeLabels: Record<CustomFieldType, string> = {
  text: 'Short Text',
  area: 'Long Text',
  email: 'Email',
  tel: 'Phone Number',
  url: 'Website',
  number: 'Number',
  date: 'Date',
  checkbox: 'Checkbox',
};

/** A field every team fills in (spec section 3, Custom field). */
export const customFieldSchema = z.strictObject({
  id: text().min(1),
  label: text().trim().min(1),
  type: z.enum(customFieldTypes),
  placeholder: text(),
  description: text(),
  /** False: organisers only; the field stays out of team-facing screens. */
  showField: z.boolean(),
  /** Child (stand-share) teams see only the fields with this set. */
  showToChildTeams: z.boolean(),
  /** Position in the event's order, from 0. */
  index: z.number().int().min(0),
  isRequired: z.boolean(),
  createdAt: z.iso.datetime(),
  createdBy: text().nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: text().nullable(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** Every custom field in the event's order, as team forms show them. */
export const customFieldListSchema = z.strictObject({ customFields: z.array(customFieldSchema) });
export type CustomFieldList = z.infer<typeof customFieldListSchema>;

export const customFieldSorts = ['label', 'type', 'index', 'updatedAt'] as const;
export type CustomFieldSort = (typeof customFieldSorts)[number];

/**
 * Query of the organisers' custom fields list (the list convention): q matches the label or
 * the description; filters type:<type> and showField:true|false. Default sort: label.
 */
export const customFieldListQuerySchema = listQuerySchema({
  sorts: customFieldSorts,
  defaultSort: 'label',
  filters: { type: z.enum(customFieldTypes), showField: booleanFilter },
});
export type CustomFieldListQuery = z.output<typeof customFieldListQuerySchema>;
export const customFieldPageSchema = pageSchema(customFieldSchema);
export type CustomFieldPage = z.infer<typeof customFieldPageSchema>;

const fields = {
  label: z
    .string(/*i18n*/ 'Enter a label')
    .trim()
    .min(1, /*i18n*/ 'Enter a label')
    .max(200, /*i18n*/ 'Use at most 200 characters'),
  type: z.enum(customFieldTypes, /*i18n*/ 'Choose a field type from the list'),
  placeholder: text().trim().max(200, /*i18n*/ 'Use at most 200 characters'),
  description: text().trim().max(2000, /*i18n*/ 'Use at most 2000 characters'),
  showField: z.boolean(),
  showToChildTeams: z.boolean(),
  isRequired: z.boolean(),
};

/** Body of "add custom field"; it goes last in the order and every team gets it empty. */
export const createCustomFieldInputSchema = z.strictObject({
  label: fields.label,
  type: fields.type,
  placeholder: fields.placeholder.default(''),
  description: fields.description.default(''),
  showField: fields.showField.default(true),
  showToChildTeams: fields.showToChildTeams.default(false),
  isRequired: fields.isRequired.default(false),
});
export type CreateCustomFieldInput = z.input<typeof createCustomFieldInputSchema>;

/** Body of "edit custom field": any of its settings (its place changes through reorder). */
export const updateCustomFieldInputSchema = z
  .strictObject(fields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, {
    message: /*i18n*/ 'Send at least one field',
  });
export type UpdateCustomFieldInput = z.infer<typeof updateCustomFieldInputSchema>;

/** Body of "reorder custom fields": every field id of the event once, in the new order. */
export const reorderCustomFieldsInputSchema = z.strictObject({
  ids: z.array(text().min(1, /*i18n*/ 'No ID')).max(10_000),
});
export type ReorderCustomFieldsInput = z.infer<typeof reorderCustomFieldsInputSchema>;

/** The value a team has before anyone fills the field in. */
export function emptyCustomFieldValue(type: CustomFieldType): string | boolean {
  return type === 'checkbox' ? false : '';
}

export const customFieldMessages = {
  invalidCustomField: /*i18n*/ 'Invalid custom field',
  notFound: /*i18n*/ 'Custom field not found',
  invalidOrder: /*i18n*/ 'Send every custom field id once, in the new order',
} as const;
