import { z } from 'zod';
import { booleanFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { say } from '../common/say.ts';
import { builderSaveSchema, fieldHolderShape, holderSettingsShape } from './field-changes.ts';
import { fieldGroupDetailSchema } from './field-groups.ts';
import { formFieldSchema } from './fields.ts';
import { archiveRecordsInputSchema, recordIdSchema, stampFields } from './records.ts';

/**
 * How many times guests from one client address may send a public form in 10 minutes (guests
 * only; a kiosk at the show registers its visitors from one address): 1 to 1,000, 60 unless
 * the organisers set it.
 */
export const guestSendLimits = { default: 60, min: 1, max: 1000, window: '10 minutes' } as const;
/** Names the window in words: keep it as guestSendLimits.window says. */
export const guestSendLimitMessage = say(
  /*i18n*/ 'Allow {min} to {max} sends from one address in 10 minutes',
  { min: guestSendLimits.min, max: guestSendLimits.max.toLocaleString('en-GB') },
);
export const guestSendLimitSchema = z
  .number(guestSendLimitMessage)
  .int(guestSendLimitMessage)
  .min(guestSendLimits.min, guestSendLimitMessage)
  .max(guestSendLimits.max, guestSendLimitMessage);

/**
 * A form (spec section 3, Form). Its fields, confirmations, notifications and webhooks are
 * records of their own, linked by id lists.
 *
 * Left out on purpose: `submissionsIds`. A form of a large event has tens of thousands of
 * submissions; each submission names its form (`formId`) and lists of them are paged queries,
 * so the form record stays small enough to open in the builder at once.
 */
export const formSchema = z.strictObject({
  ...fieldHolderShape,
  isArchived: z.boolean(),
  isPublished: z.boolean(),
  /** Members may change their team's submission after sending it. */
  isEditable: z.boolean(),
  /** A guest form: published and public forms can be filled in without logging in. */
  isPublic: z.boolean(),
  /** Sends guests from one address may make in 10 minutes (a public form's). */
  guestSendLimit: guestSendLimitSchema,
  confirmationIds: z.array(recordIdSchema),
  notificationIds: z.array(recordIdSchema),
  webhookIds: z.array(recordIdSchema),
  ...stampFields,
});
export type Form = z.infer<typeof formSchema>;

/** A form with its fields in order: what the builder opens and the form a member fills in. */
export const formDetailSchema = formSchema.extend({ fields: z.array(formFieldSchema) });
export type FormDetail = z.infer<typeof formDetailSchema>;

/**
 * A form with what it needs to be shown: its fields in order and the field groups its template
 * fields place, each with its fields (the builder, the member's form and the guest form).
 */
export const formBundleSchema = z.object({
  form: formDetailSchema,
  fieldGroups: z.array(fieldGroupDetailSchema),
});
export type FormBundle = z.infer<typeof formBundleSchema>;

const settings = {
  ...holderSettingsShape,
  isEditable: z.boolean(),
  isPublic: z.boolean(),
  guestSendLimit: guestSendLimitSchema,
};

/** Body of "add form": a title is enough; flags default to false (spec section 5). */
export const createFormInputSchema = z.strictObject({
  title: settings.title,
  description: settings.description.default(''),
  isPublished: settings.isPublished.default(false),
  isEditable: settings.isEditable.default(false),
  isPublic: settings.isPublic.default(false),
  guestSendLimit: settings.guestSendLimit.default(guestSendLimits.default),
});
export type CreateFormInput = z.input<typeof createFormInputSchema>;

/** Body of the form settings screen: any of them. */
export const updateFormSettingsInputSchema = z
  .strictObject(settings)
  .partial()
  .refine((input) => Object.keys(input).length > 0, {
    message: /*i18n*/ 'Send at least one field',
  });
export type UpdateFormSettingsInput = z.infer<typeof updateFormSettingsInputSchema>;

/** Body of the builder's save (`builderSaveSchema`). */
export const saveFormInputSchema = builderSaveSchema(settings);
export type SaveFormInput = z.input<typeof saveFormInputSchema>;

/** Body of bulk archive and unarchive (spec section 4). */
export const archiveFormsInputSchema = archiveRecordsInputSchema;
export type ArchiveFormsInput = z.infer<typeof archiveFormsInputSchema>;

/** Answer of bulk archive: how many forms changed. */
export const archiveFormsResultSchema = z.object({ updated: z.number().int() });
export type ArchiveFormsResult = z.infer<typeof archiveFormsResultSchema>;

/**
 * Sorts of the organisers' forms list. The spec gives no default for forms; the title, as for
 * content and field groups.
 */
export const formSorts = ['title', 'updatedAt', 'createdAt'] as const;
export type FormSort = (typeof formSorts)[number];
export const formListQuerySchema = listQuerySchema({
  sorts: formSorts,
  defaultSort: 'title',
  filters: { isArchived: booleanFilter, isPublished: booleanFilter, isPublic: booleanFilter },
});
export type FormListQuery = z.output<typeof formListQuerySchema>;
export const formPageSchema = pageSchema(formSchema.omit({ logicMap: true }));
export type FormPage = z.infer<typeof formPageSchema>;

/** A guest may read a form only when it is published, public and not archived. */
export function isFormPublic(form: Pick<Form, 'isPublished' | 'isPublic' | 'isArchived'>) {
  return form.isPublic && form.isPublished && !form.isArchived;
}

/** A member sees a form in their list when it is published and not archived. */
export function isFormOpen(form: Pick<Form, 'isPublished' | 'isArchived'>) {
  return form.isPublished && !form.isArchived;
}
