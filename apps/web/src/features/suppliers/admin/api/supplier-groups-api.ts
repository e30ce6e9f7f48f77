import type { ArchiveFormsResult } from '@showdesk/domain/forms/forms';
import type {
  CreateSupplierGroupInput,
  SupplierGroup,
  UpdateSupplierGroupInput,
} from '@showdesk/domain/suppliers/supplier-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';

const groupsKey = (eventId: string) => ['events', eventId, 'supplier-groups'] as const;
const groupListKey = (eventId: string) => [...groupsKey(eventId), 'list'] as const;
const groupPath = (eventId: string, groupId: string) =>
  eventPath(eventId, `/supplier-groups/${encodeURIComponent(groupId)}`);

export const supplierGroupQuery = (eventId: string, groupId: string) =>
  queryOptions({
    queryKey: [...groupsKey(eventId), 'detail', groupId],
    queryFn: () => api.get<SupplierGroup>(groupPath(eventId, groupId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnWindowFocus: false,
  });

export function useSupplierGroupPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<SupplierGroup>(groupListKey(event.id), '/supplier-groups', apiParams);
}

export function useSupplierGroup(groupId: string) {
  const { event } = useSession();
  return useQuery({ ...supplierGroupQuery(event.id, groupId), enabled: groupId !== '' });
}

/** Every group of the event by title: the supplier screens' group picker and column. */
export function useSupplierGroupOptions() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...groupsKey(event.id), 'options'],
    queryFn: () => api.get<SupplierGroup[]>(eventPath(event.id, '/supplier-groups/options')),
  });
}

function useRefreshGroups() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (group?: SupplierGroup) => {
    if (group) queryClient.setQueryData(supplierGroupQuery(event.id, group.id).queryKey, group);
    await queryClient.invalidateQueries({ queryKey: groupsKey(event.id) });
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'suppliers'] });
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'member-suppliers'] });
  };
}

export function useCreateSupplierGroup() {
  const { event } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: CreateSupplierGroupInput) =>
      api.post<SupplierGroup>(eventPath(event.id, '/supplier-groups'), input),
    onSuccess: (group) => refresh(group),
  });
}

/** Changes a group's title, its suppliers' order or its archive flag. */
export function useUpdateSupplierGroup() {
  const { event } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateSupplierGroupInput & { id: string }) =>
      api.patch<SupplierGroup>(groupPath(event.id, id), input),
    onSuccess: (group) => refresh(group),
  });
}

export function useArchiveSupplierGroups() {
  const { event } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: { ids: string[]; isArchived: boolean }) =>
      api.post<ArchiveFormsResult>(eventPath(event.id, '/supplier-groups/archive'), input),
    onSuccess: () => refresh(),
  });
}

/** Deletes a group; its suppliers stay. */
export function useDeleteSupplierGroup() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (groupId: string) => api.delete<void>(groupPath(event.id, groupId)),
    onSuccess: async (_, groupId) => {
      await queryClient.invalidateQueries({
        queryKey: supplierGroupQuery(event.id, groupId).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}
