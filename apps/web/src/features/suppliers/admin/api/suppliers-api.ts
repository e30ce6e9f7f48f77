import { listSearchParams } from '@showdesk/domain/common/list-query';
import type {
  CreateSupplierInput,
  SupplierDetail,
  SupplierPage,
  UpdateSupplierInput,
} from '@showdesk/domain/suppliers/suppliers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import {
  defineRecords,
  useArchiveRecords,
  useDeleteRecord,
  useRecord,
  useRecordChange,
  useRecordPage,
} from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';
import { uploadFile } from '../../../../lib/upload.ts';

const suppliers = defineRecords<SupplierDetail>({
  resource: 'suppliers',
  // The groups list their suppliers; members see them on their own page.
  alsoRefresh: (eventId) => [
    ['events', eventId, 'supplier-groups'],
    ['events', eventId, 'member-suppliers'],
  ],
});

export const supplierQuery = suppliers.query;

/** One page of the suppliers list (the list convention's query string). */
export const useSupplierPage = (apiParams: string) =>
  useRecordPage<SupplierDetail>(suppliers, apiParams);

export const useSupplier = (supplierId: string) => useRecord(suppliers, supplierId);

/** The event's active suppliers by company (a group's picker): the first 200. */
export function useSupplierChoices() {
  const { event } = useSession();
  const params = listSearchParams({ pageSize: 200, filter: { isArchived: false } }).toString();
  return useQuery({
    queryKey: [...suppliers.listKey(event.id), params],
    queryFn: () => api.get<SupplierPage>(suppliers.collectionPath(event.id, `?${params}`)),
  });
}

const logoPath = (eventId: string, supplierId: string) =>
  `${suppliers.path(eventId, supplierId)}/logo`;

/** Adds a supplier into the groups chosen, then uploads its logo when one was picked. */
export const useCreateSupplier = () =>
  useRecordChange(
    suppliers,
    async (eventId, { logoFile, ...input }: CreateSupplierInput & { logoFile?: File | null }) => {
      const supplier = await suppliers.create(eventId, input);
      if (!logoFile) return supplier;
      return uploadFile<SupplierDetail>(logoPath(eventId, supplier.id), logoFile, {
        method: 'PUT',
      });
    },
  );

export const useUpdateSupplier = (supplierId: string) =>
  useRecordChange(suppliers, (eventId, input: UpdateSupplierInput) =>
    suppliers.update(eventId, supplierId, input),
  );

/** Uploads (or replaces) a supplier's logo, reporting progress; answers the logo's URL. */
export function useSupplierLogo(supplierId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refreshLists = () =>
    queryClient.invalidateQueries({ queryKey: suppliers.listKey(event.id) });
  return {
    upload: async (file: File, onProgress: (percent: number) => void) => {
      const saved = await uploadFile<SupplierDetail>(logoPath(event.id, supplierId), file, {
        method: 'PUT',
        onProgress,
      });
      await refreshLists();
      return saved.logo;
    },
    remove: async () => {
      await api.delete<SupplierDetail>(logoPath(event.id, supplierId));
      await refreshLists();
    },
  };
}

/** Deletes a supplier, its place in groups and its logo. */
export const useDeleteSupplier = () => useDeleteRecord(suppliers);

/** Archives or unarchives suppliers in bulk. */
export const useArchiveSuppliers = () => useArchiveRecords(suppliers);
