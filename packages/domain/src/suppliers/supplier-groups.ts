import type { z } from 'zod';
import { recordGroupSchemas } from '../common/record-groups.ts';
import { archiveRecordsInputSchema } from '../forms/records.ts';

/**
 * Supplier groups (spec section 3, Supplier group): a titled, ordered list of suppliers
 * ("Stand building", "Catering"). Members see the suppliers grouped by them.
 * `supplierIds`: its suppliers, in the order members see them (featured first).
 */
const groups = recordGroupSchemas('supplierIds');

export const supplierGroupSchema = groups.schema;
export type SupplierGroup = z.infer<typeof supplierGroupSchema>;

/** Body of "add supplier group". */
export const createSupplierGroupInputSchema = groups.createInputSchema;
export type CreateSupplierGroupInput = z.input<typeof createSupplierGroupInputSchema>;

/** Body of "update supplier group": its title, its suppliers in order, the archive flag. */
export const updateSupplierGroupInputSchema = groups.updateInputSchema;
export type UpdateSupplierGroupInput = z.infer<typeof updateSupplierGroupInputSchema>;

export const supplierGroupSorts = groups.sorts;
export type SupplierGroupSort = (typeof supplierGroupSorts)[number];

/** Query of the organisers' supplier groups list: q matches the title; filter isArchived (default false). */
export const supplierGroupListQuerySchema = groups.listQuerySchema;
export type SupplierGroupListQuery = z.output<typeof supplierGroupListQuerySchema>;
export const supplierGroupPageSchema = groups.pageSchema;
export type SupplierGroupPage = z.infer<typeof supplierGroupPageSchema>;

/** Body of bulk archive and unarchive of groups. */
export const archiveSupplierGroupsInputSchema = archiveRecordsInputSchema;
