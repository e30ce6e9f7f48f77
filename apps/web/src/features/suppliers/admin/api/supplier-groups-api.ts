import type { supplierGroupSchemas } from '@showdesk/domain/suppliers/supplier-groups';
import { recordGroupsApi } from '../../../../components/lists/group-api.ts';

/**
 * Supplier groups: the list, the supplier screens' group picker and column (`useOptions`), a
 * group's title, its suppliers' order and its archive flag, bulk archive and restore; deleting a
 * group keeps its suppliers.
 */
export const supplierGroupsApi = recordGroupsApi<typeof supplierGroupSchemas>({
  resource: 'supplier-groups',
  bulkArchive: true,
  refreshesPages: true,
  alsoRefresh: (eventId) => [
    { queryKey: ['events', eventId, 'suppliers'] },
    { queryKey: ['events', eventId, 'member-suppliers'] },
  ],
});
