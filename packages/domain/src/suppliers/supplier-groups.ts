import { type RecordGroupTypes, recordGroupSchemas } from '../common/record-groups.ts';

/**
 * Supplier groups (spec section 3, Supplier group): a titled, ordered list of suppliers
 * ("Stand building", "Catering"). Members see the suppliers grouped by them.
 * `supplierIds`: its suppliers, in the order members see them (featured first).
 */
export const supplierGroupSchemas = recordGroupSchemas('supplierIds');
export type SupplierGroup = RecordGroupTypes<typeof supplierGroupSchemas>['group'];
