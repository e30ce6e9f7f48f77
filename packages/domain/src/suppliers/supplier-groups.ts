import { z } from 'zod';
import { booleanFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { recordIdSchema, stampFields } from '../forms/records.ts';

/**
 * Supplier groups (spec section 3, Supplier group): a titled, ordered list of suppliers
 * ("Stand building", "Catering"). Members see the suppliers grouped by them.
 */

const title = text('Enter a title')
  .trim()
  .min(1, 'Enter a title')
  .max(200, 'Use at most 200 characters');

export const supplierGroupSchema = z.strictObject({
  id: recordIdSchema,
  title,
  /** Its suppliers, in the order members see them (featured first). */
  supplierIds: z.array(recordIdSchema),
  isArchived: z.boolean(),
  ...stampFields,
});
export type SupplierGroup = z.infer<typeof supplierGroupSchema>;

/** Body of "add supplier group". */
export const createSupplierGroupInputSchema = z.strictObject({
  title,
  supplierIds: z.array(recordIdSchema).max(500).default([]),
});
export type CreateSupplierGroupInput = z.input<typeof createSupplierGroupInputSchema>;

/** Body of "update supplier group": its title, its suppliers in order, the archive flag. */
export const updateSupplierGroupInputSchema = z
  .strictObject({
    title,
    supplierIds: z.array(recordIdSchema).max(500),
    isArchived: z.boolean(),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, { message: 'Send at least one field' });
export type UpdateSupplierGroupInput = z.infer<typeof updateSupplierGroupInputSchema>;

export const supplierGroupSorts = ['title', 'updatedAt'] as const;
export type SupplierGroupSort = (typeof supplierGroupSorts)[number];

/** Query of the organisers' supplier groups list: q matches the title; filter isArchived (default false). */
export const supplierGroupListQuerySchema = listQuerySchema({
  sorts: supplierGroupSorts,
  defaultSort: 'title',
  filters: { isArchived: booleanFilter },
});
export type SupplierGroupListQuery = z.output<typeof supplierGroupListQuerySchema>;
export const supplierGroupPageSchema = pageSchema(supplierGroupSchema);
export type SupplierGroupPage = z.infer<typeof supplierGroupPageSchema>;

/** Body of bulk archive and unarchive of groups. */
export const archiveSupplierGroupsInputSchema = z.strictObject({
  ids: z.array(recordIdSchema).min(1, 'No ID').max(500),
  isArchived: z.boolean('Invalid status'),
});
