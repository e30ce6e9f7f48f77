import type { RecordGroupTypes } from '@showdesk/domain/common/record-groups';
import type {
  SupplierGroup,
  supplierGroupSchemas,
} from '@showdesk/domain/suppliers/supplier-groups';
import {
  defineGroups,
  useArchiveGroups,
  useCreateGroup,
  useDeleteGroup,
  useGroup,
  useGroupOptions,
  useGroupPage,
  useUpdateGroup,
} from '../../../../components/lists/group-api.ts';

const supplierGroups = defineGroups<{
  detail: SupplierGroup;
  row: SupplierGroup;
  option: SupplierGroup;
  create: RecordGroupTypes<typeof supplierGroupSchemas>['createInput'];
  update: RecordGroupTypes<typeof supplierGroupSchemas>['updateInput'];
}>({
  resource: 'supplier-groups',
  refreshesPages: true,
  alsoRefresh: (eventId) => [
    { queryKey: ['events', eventId, 'suppliers'] },
    { queryKey: ['events', eventId, 'member-suppliers'] },
  ],
});

export const supplierGroupQuery = supplierGroups.query;
export const useSupplierGroupPage = (apiParams: string) => useGroupPage(supplierGroups, apiParams);
export const useSupplierGroup = (groupId: string) => useGroup(supplierGroups, groupId);
/** Every group of the event by title: the supplier screens' group picker and column. */
export const useSupplierGroupOptions = () => useGroupOptions(supplierGroups);
export const useCreateSupplierGroup = () => useCreateGroup(supplierGroups);
/** Changes a group's title, its suppliers' order or its archive flag. */
export const useUpdateSupplierGroup = () => useUpdateGroup(supplierGroups);
export const useArchiveSupplierGroups = () => useArchiveGroups(supplierGroups);
/** Deletes a group; its suppliers stay. */
export const useDeleteSupplierGroup = () => useDeleteGroup(supplierGroups);
