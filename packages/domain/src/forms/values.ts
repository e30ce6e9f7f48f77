import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { formLimits } from './constants.ts';
import { addressParts, nameParts } from './field-settings.ts';
import { recordIdSchema } from './records.ts';

/**
 * The values a submission holds, by field id (spec section 3, Submission: "string, number,
 * boolean, rich text, address object, name object, list of maps, line items (itemId, price,
 * quantity), file lists, and a repeating group (loopCount, templateValues)"). These are the
 * shapes only; `validateSubmission` checks each value against its field.
 */

const part = text().max(200, /*i18n*/ 'Use at most 200 characters');

/** An address or a full name: its parts as text, each optional. */
function partsValueSchema<const P extends readonly string[]>(parts: P) {
  const shape = Object.fromEntries(parts.map((name) => [name, part.optional()]));
  return z.strictObject(shape as { [K in P[number]]: z.ZodOptional<typeof part> });
}

export const addressValueSchema = partsValueSchema(addressParts);
export type AddressValue = z.infer<typeof addressValueSchema>;
export const nameValueSchema = partsValueSchema(nameParts);
export type NameValue = z.infer<typeof nameValueSchema>;

/** One ordered item of an item list; price in minor units, copied from the list by the server. */
export const lineItemSchema = z.strictObject({
  itemId: recordIdSchema,
  price: z.number(/*i18n*/ 'Enter a price').int().min(0).max(formLimits.maxPrice),
  quantity: z
    .number(/*i18n*/ 'Enter a quantity')
    .int(/*i18n*/ 'Enter a whole number')
    .min(0, /*i18n*/ 'A quantity cannot be negative')
    .max(
      formLimits.maxQuantity,
      say(/*i18n*/ 'Order at most {max}', { max: formLimits.maxQuantity }),
    ),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/** An uploaded file of an upload field (stored under submissions/{id}/{field}). */
export const fileValueSchema = z.strictObject({
  fileId: recordIdSchema,
  name: text().trim().min(1).max(255),
  /** Where the file is served (the API's file route). */
  url: text().max(2000),
  size: z.number().int().min(0),
  /** Its MIME type, as the server found it from its bytes. */
  type: text().max(200),
});
export type FileValue = z.infer<typeof fileValueSchema>;

const cell = text().max(
  formLimits.textChars,
  say(/*i18n*/ 'Use at most {max} characters', { max: formLimits.textChars }),
);
/** One row of a repeater: a text per cell. */
export const repeaterRowSchema = z.strictObject({
  cell1: cell.optional(),
  cell2: cell.optional(),
  cell3: cell.optional(),
  cell4: cell.optional(),
});
export type RepeaterRow = z.infer<typeof repeaterRowSchema>;

/** Every value a field holds, a template's aside. */
export const fieldValueSchema = z.union([
  text().max(formLimits.areaChars),
  z.number().finite(),
  z.boolean(),
  z.array(text().max(200)).max(formLimits.optionsPerField),
  z.array(lineItemSchema).max(formLimits.itemsPerList),
  z.array(fileValueSchema).max(formLimits.filesPerField),
  z.array(repeaterRowSchema).max(formLimits.repeaterRows),
  addressValueSchema,
  nameValueSchema,
]);
export type FieldValue = z.infer<typeof fieldValueSchema>;

/** A template field's value: how many loops, and each loop's values by group field id. */
export const templateValueSchema = z.strictObject({
  loopCount: z.number().int().min(1).max(formLimits.maxLoops),
  templateValues: z.array(z.record(recordIdSchema, fieldValueSchema)).max(formLimits.maxLoops),
});
export type TemplateValue = z.infer<typeof templateValueSchema>;

export const submissionValueSchema = z.union([fieldValueSchema, templateValueSchema]);
export type SubmissionValue = z.infer<typeof submissionValueSchema>;

/** A submission's values by field id. */
export const submissionValuesSchema = z.record(recordIdSchema, submissionValueSchema);
export type SubmissionValues = z.infer<typeof submissionValuesSchema>;
