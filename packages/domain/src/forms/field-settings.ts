import { z } from 'zod';
import { say } from '../common/say.ts';
import { type UploadAcceptClass, uploadAcceptClasses } from '../platform/uploads.ts';
import { defaultMaxFileSizeMB, formLimits, repeaterCellKeys } from './constants.ts';
import { repeaterCellTypes } from './field-types.ts';
import { recordIdSchema, requiredText, trimmedText } from './records.ts';

/**
 * The settings of the field types that have more than the common ones (spec section 3, Form
 * fields), each with the default a new field starts with.
 */

/** Address parts in the order they are shown; the postcode is kept upper-case. */
export const addressParts = [
  'addressLine1',
  'addressLine2',
  'city',
  'county',
  'country',
  'postcode',
] as const;
export type AddressPart = (typeof addressParts)[number];

/** Name parts in the order they are shown (spec section 5). */
export const nameParts = ['prefix', 'firstName', 'middleName', 'surname', 'postNominals'] as const;
export type NamePart = (typeof nameParts)[number];

/** A new address field shows every part under these labels. */
export const defaultAddressParts: Record<AddressPart, PartSetting> = {
  addressLine1: { label: 'Address line 1', show: true },
  addressLine2: { label: 'Address line 2', show: true },
  city: { label: 'Town or city', show: true },
  county: { label: 'County', show: true },
  country: { label: 'Country', show: true },
  postcode: { label: 'Postcode', show: true },
};

/** A new full-name field asks for first name and surname; the other parts are offered. */
export const defaultNameParts: Record<NamePart, PartSetting> = {
  prefix: { label: 'Title', show: false },
  firstName: { label: 'First name', show: true },
  middleName: { label: 'Middle name', show: false },
  surname: { label: 'Surname', show: true },
  postNominals: { label: 'Post-nominals', show: false },
};

/**
 * When an address or name field is required, these of its shown parts must be filled. A field
 * that shows none of them needs any one shown part.
 */
export const requiredAddressParts: readonly AddressPart[] = [
  'addressLine1',
  'city',
  'country',
  'postcode',
];
export const requiredNameParts: readonly NamePart[] = ['firstName', 'surname'];

/** One part of an address or a name: its label and whether the form shows it. */
export const partSettingSchema = z.strictObject({
  label: trimmedText(200),
  show: z.boolean(),
});
export type PartSetting = z.infer<typeof partSettingSchema>;

/** The parts settings of an address or name field, each defaulting to the given defaults. */
export function partSettingsShape<P extends string>(defaults: Record<P, PartSetting>) {
  const shape = {} as Record<P, z.ZodDefault<typeof partSettingSchema>>;
  for (const part of Object.keys(defaults) as P[])
    shape[part] = partSettingSchema.default({ ...defaults[part] });
  return shape;
}

/** A number setting that may be left empty ("a number or empty"). */
export const optionalNumber = z.number(/*i18n*/ 'Enter a number').finite().nullable().default(null);
/** A count setting (how many options, rows) that may be left empty. */
export const optionalCount = (max: number) =>
  z
    .number(/*i18n*/ 'Enter a number')
    .int(/*i18n*/ 'Enter a whole number')
    .min(0)
    .max(max)
    .nullable()
    .default(null);

/**
 * A field's list of one to `max` items, its refusals naming them: `atLeastOne` ('Add at least one
 * option') and `atMost`, a template with `{max}` ('Add at most {max} options').
 */
const oneToMany = <T extends z.ZodType>(item: T, max: number, atLeastOne: string, atMost: string) =>
  z.array(item).min(1, atLeastOne).max(max, say(atMost, { max }));

/** A choice of a checkbox or dropdown field. */
export const fieldOptionSchema = z.strictObject({
  label: requiredText(/*i18n*/ 'Enter an option label', 200),
  value: requiredText(/*i18n*/ 'Enter an option value', 200),
});
export type FieldOption = z.infer<typeof fieldOptionSchema>;

export const fieldOptionsSchema = oneToMany(
  fieldOptionSchema,
  formLimits.optionsPerField,
  /*i18n*/ 'Add at least one option',
  /*i18n*/ 'Add at most {max} options',
);

/** One priced item of an item list; price in minor units (1250 is 12.50). */
export const listItemSchema = z.strictObject({
  itemId: recordIdSchema,
  label: requiredText(/*i18n*/ 'Enter an item name', 200),
  price: z
    .number(/*i18n*/ 'Enter a price')
    .int(/*i18n*/ 'Enter the price in hundredths (pence, cents)')
    .min(0, /*i18n*/ 'A price cannot be negative')
    .max(formLimits.maxPrice, /*i18n*/ 'This price is too large'),
  description: trimmedText(2000).default(''),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listItemsSchema = oneToMany(
  listItemSchema,
  formLimits.itemsPerList,
  /*i18n*/ 'Add at least one item',
  /*i18n*/ 'Add at most {max} items',
);

/** A repeater cell: its column label and the kind of text it takes. */
export const repeaterCellSchema = z.strictObject({
  label: requiredText(/*i18n*/ 'Enter a cell label', 200),
  type: z.enum(repeaterCellTypes, /*i18n*/ 'Choose a cell type from the list').default('text'),
});
export type RepeaterCell = z.infer<typeof repeaterCellSchema>;

/** Up to four cells, cell1 to cell4; cell1 is always there. */
export const cellSchemaSchema = z.strictObject({
  cell1: repeaterCellSchema,
  cell2: repeaterCellSchema.optional(),
  cell3: repeaterCellSchema.optional(),
  cell4: repeaterCellSchema.optional(),
});
export type CellSchema = z.infer<typeof cellSchemaSchema>;

/** The cells a repeater has, in order. */
export function repeaterCells(cellSchema: CellSchema) {
  return repeaterCellKeys.flatMap((key) => {
    const cell = cellSchema[key];
    return cell ? [{ key, ...cell }] : [];
  });
}

export const uploadAcceptClassNames = Object.keys(uploadAcceptClasses) as [
  UploadAcceptClass,
  ...UploadAcceptClass[],
];
/** A new upload field takes images, documents and video (spec section 3, upload). */
export const defaultUploadAccept: UploadAcceptClass[] = ['image', 'docs', 'video'];

export const uploadSettingsShape = {
  isMulti: z.boolean().default(false),
  /** When false the event's default limit (50MB) applies. */
  hasMaxFileSize: z.boolean().default(false),
  maxFileSizeMB: z
    .number(/*i18n*/ 'Enter a size in MB')
    .positive(/*i18n*/ 'Enter a size above 0')
    .max(
      formLimits.maxFileSizeMB,
      say(/*i18n*/ 'Use at most {max}MB', { max: formLimits.maxFileSizeMB }),
    )
    .default(defaultMaxFileSizeMB),
  accept: z
    .array(z.enum(uploadAcceptClassNames, /*i18n*/ 'Choose a file type from the list'))
    .min(1, /*i18n*/ 'Choose at least one file type')
    .refine((list) => new Set(list).size === list.length, /*i18n*/ 'Choose each file type once')
    .default(() => [...defaultUploadAccept]),
};
