import { listSearchParams } from '@showdesk/domain/common/list-query';
import type { ArchiveFormsResult } from '@showdesk/domain/forms/forms';
import type {
  ArchiveSuppliersInput,
  CreateSupplierInput,
  SupplierDetail,
  SupplierPage,
  UpdateSupplierInput,
} from '@showdesk/domain/suppliers/suppliers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';
import { upload } from '../../../../lib/upload.ts';

const suppliersKey = (eventId: string) => ['events', eventId, 'suppliers'] as const;
const supplierListKey = (eventId: string) => [...suppliersKey(eventId), 'list'] as const;
const supplierPath = (eventId: string, supplierId: string) =>
  eventPath(eventId, `/suppliers/${encodeURIComponent(supplierId)}`);

export const supplierQuery = (eventId: string, supplierId: string) =>
  queryOptions({
    queryKey: [...suppliersKey(eventId), 'detail', supplierId],
    queryFn: () => api.get<SupplierDetail>(supplierPath(eventId, supplierId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnWindowFocus: false,
  });

/** One page of the suppliers list (the list convention's query string). */
export function useSupplierPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<SupplierDetail>(supplierListKey(event.id), '/suppliers', apiParams);
}

export function useSupplier(supplierId: string) {
  const { event } = useSession();
  return useQuery({ ...supplierQuery(event.id, supplierId), enabled: supplierId !== '' });
}

/** The event's active suppliers by company (a group's picker): the first 200. */
export function useSupplierChoices() {
  const { event } = useSession();
  const params = listSearchParams({ pageSize: 200, filter: { isArchived: false } }).toString();
  return useQuery({
    queryKey: [...supplierListKey(event.id), params],
    queryFn: () => api.get<SupplierPage>(eventPath(event.id, `/suppliers?${params}`)),
  });
}

/** After a change: the record takes the answer; lists and groups (which list them) are asked again. */
function useRefreshSuppliers() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (supplier?: SupplierDetail) => {
    if (supplier) queryClient.setQueryData(supplierQuery(event.id, supplier.id).queryKey, supplier);
    await queryClient.invalidateQueries({ queryKey: supplierListKey(event.id) });
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'supplier-groups'] });
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'member-suppliers'] });
  };
}

const logoPath = (eventId: string, supplierId: string) =>
  `${supplierPath(eventId, supplierId)}/logo`;

/** Adds a supplier into the groups chosen, then uploads its logo when one was picked. */
export function useCreateSupplier() {
  const { event } = useSession();
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: async ({
      logoFile,
      ...input
    }: CreateSupplierInput & { logoFile?: File | null }) => {
      const supplier = await api.post<SupplierDetail>(eventPath(event.id, '/suppliers'), input);
      if (!logoFile) return supplier;
      const form = new FormData();
      form.append('file', logoFile);
      return upload<SupplierDetail>(logoPath(event.id, supplier.id), form, { method: 'PUT' });
    },
    onSuccess: (supplier) => refresh(supplier),
  });
}

export function useUpdateSupplier(supplierId: string) {
  const { event } = useSession();
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (input: UpdateSupplierInput) =>
      api.patch<SupplierDetail>(supplierPath(event.id, supplierId), input),
    onSuccess: (supplier) => refresh(supplier),
  });
}

/** Uploads (or replaces) a supplier's logo, reporting progress; answers the logo's URL. */
export function useSupplierLogo(supplierId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: supplierListKey(event.id) });
  return {
    upload: async (file: File, onProgress: (percent: number) => void) => {
      const form = new FormData();
      form.append('file', file);
      const saved = await upload<SupplierDetail>(logoPath(event.id, supplierId), form, {
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
export function useDeleteSupplier() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (supplierId: string) => api.delete<void>(supplierPath(event.id, supplierId)),
    onSuccess: async (_, supplierId) => {
      await queryClient.invalidateQueries({
        queryKey: supplierQuery(event.id, supplierId).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}

/** Archives or unarchives suppliers in bulk. */
export function useArchiveSuppliers() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshSuppliers();
  return useMutation({
    mutationFn: (input: ArchiveSuppliersInput) =>
      api.post<ArchiveFormsResult>(eventPath(event.id, '/suppliers/archive'), input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...suppliersKey(event.id), 'detail'] });
      await refresh();
    },
  });
}
