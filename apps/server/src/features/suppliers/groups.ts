import {
  type SupplierGroup,
  supplierGroupSchemas,
} from '@showdesk/domain/suppliers/supplier-groups';
import { supplierMessages } from '@showdesk/domain/suppliers/suppliers';
import type { RecordGroups } from '../../lib/lists/record-groups.ts';
import { supplierGroupTable } from './queries.ts';

/**
 * Supplier groups (spec section 3): what is their own; the shared layer
 * (features/lists/record-groups.ts) has the use cases. An archived group keeps its list (members
 * do not see it) and comes back with it when unarchived; a supplier already in it may stay.
 */
export const supplierGroupSpec: RecordGroups<SupplierGroup, 'supplierIds'> = {
  ...supplierGroupTable,
  schema: supplierGroupSchemas.schema,
  entity: 'supplierGroup',
  createSchema: supplierGroupSchemas.createInputSchema,
  updateSchema: supplierGroupSchemas.updateInputSchema,
  memberGroupsKey: 'supplierGroupIds',
  messages: {
    groupNotFound: supplierMessages.groupNotFound,
    invalidGroup: supplierMessages.invalidGroup,
    memberNotInEvent: supplierMessages.supplierNotInEvent,
    memberTwice: supplierMessages.supplierTwice,
    invalidMember: supplierMessages.invalidSupplier,
    groupNotInEvent: supplierMessages.groupNotInEvent,
    groupArchived: supplierMessages.groupArchived,
  },
};
