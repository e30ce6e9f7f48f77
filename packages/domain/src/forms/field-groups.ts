import { z } from 'zod';
import { booleanFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { builderSaveSchema, fieldHolderShape, holderSettingsShape } from './field-changes.ts';
import { formFieldSchema } from './fields.ts';
import { stampFields } from './records.ts';

/**
 * A field group (spec section 3): a reusable set of fields with their own logic, placed in a
 * form by a template field and, when it loops, repeated ("add another contact").
 */
export const fieldGroupSchema = z.strictObject({
  ...fieldHolderShape,
  isPublished: z.boolean(),
  ...stampFields,
});
export type FieldGroup = z.infer<typeof fieldGroupSchema>;

export const fieldGroupDetailSchema = fieldGroupSchema.extend({ fields: z.array(formFieldSchema) });
export type FieldGroupDetail = z.infer<typeof fieldGroupDetailSchema>;

const settings = holderSettingsShape;

/** Body of "add field group". */
export const createFieldGroupInputSchema = z.strictObject({
  title: settings.title,
  description: settings.description.default(''),
  isPublished: settings.isPublished.default(false),
});
export type CreateFieldGroupInput = z.input<typeof createFieldGroupInputSchema>;

/** Body of the field group settings screen: any of them. */
export const updateFieldGroupSettingsInputSchema = z
  .strictObject(settings)
  .partial()
  .refine((input) => Object.keys(input).length > 0, {
    message: /*i18n*/ 'Send at least one field',
  });
export type UpdateFieldGroupSettingsInput = z.infer<typeof updateFieldGroupSettingsInputSchema>;

/** Body of the field group builder's save (`builderSaveSchema`; no template or grand total). */
export const saveFieldGroupInputSchema = builderSaveSchema(settings);
export type SaveFieldGroupInput = z.input<typeof saveFieldGroupInputSchema>;

/** "Default sorts: … field groups by title" (calls document, section 9). */
export const fieldGroupSorts = ['title', 'updatedAt'] as const;
export type FieldGroupSort = (typeof fieldGroupSorts)[number];
export const fieldGroupListQuerySchema = listQuerySchema({
  sorts: fieldGroupSorts,
  defaultSort: 'title',
  filters: { isPublished: booleanFilter },
});
export type FieldGroupListQuery = z.output<typeof fieldGroupListQuerySchema>;
export const fieldGroupPageSchema = pageSchema(fieldGroupSchema.omit({ logicMap: true }));
export type FieldGroupPage = z.infer<typeof fieldGroupPageSchema>;

/** A field group as the form builder's template picker lists it (moderators may read these). */
export const fieldGroupOptionSchema = fieldGroupSchema.pick({
  id: true,
  title: true,
  isPublished: true,
});
export type FieldGroupOption = z.infer<typeof fieldGroupOptionSchema>;
export const fieldGroupOptionsSchema = z.array(fieldGroupOptionSchema);
