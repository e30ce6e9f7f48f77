import type {
  CreateFieldGroupInput,
  FieldGroup,
  FieldGroupDetail,
  FieldGroupOption,
  SaveFieldGroupInput,
  UpdateFieldGroupSettingsInput,
} from '@showdesk/domain/forms/field-groups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';

export type FieldGroupListItem = Omit<FieldGroup, 'logicMap'>;
export type { FieldGroupOption };

const groupsKey = (eventId: string) => ['events', eventId, 'field-groups'] as const;
const groupListKey = (eventId: string) => [...groupsKey(eventId), 'list'] as const;
const groupPath = (eventId: string, groupId: string) =>
  eventPath(eventId, `/field-groups/${encodeURIComponent(groupId)}`);

export const fieldGroupQuery = (eventId: string, groupId: string) =>
  queryOptions({
    queryKey: [...groupsKey(eventId), 'detail', groupId],
    queryFn: () => api.get<FieldGroupDetail>(groupPath(eventId, groupId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnWindowFocus: false,
  });

export function useFieldGroupPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<FieldGroupListItem>(groupListKey(event.id), '/field-groups', apiParams);
}

export function useFieldGroup(groupId: string) {
  const { event } = useSession();
  return useQuery({ ...fieldGroupQuery(event.id, groupId), enabled: groupId !== '' });
}

/** Every field group by title, for the template field's picker. */
export function useFieldGroupOptions() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...groupsKey(event.id), 'options'],
    queryFn: () => api.get<FieldGroupOption[]>(eventPath(event.id, '/field-groups/options')),
  });
}

function useRefreshGroups() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (group?: FieldGroup | FieldGroupDetail) => {
    if (group) {
      queryClient.setQueryData(
        fieldGroupQuery(event.id, group.id).queryKey,
        (old: FieldGroupDetail | undefined) =>
          'fields' in group ? group : old ? { ...old, ...group } : old,
      );
    }
    await queryClient.invalidateQueries({ queryKey: groupListKey(event.id) });
    await queryClient.invalidateQueries({ queryKey: [...groupsKey(event.id), 'options'] });
    // Forms show their groups' fields: a changed group changes them.
    await queryClient.invalidateQueries({
      queryKey: ['events', event.id, 'forms', 'detail'],
      refetchType: 'none',
    });
  };
}

export function useCreateFieldGroup() {
  const { event } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: CreateFieldGroupInput) =>
      api.post<FieldGroupDetail>(eventPath(event.id, '/field-groups'), input),
    onSuccess: (group) => refresh(group),
  });
}

export function useUpdateFieldGroupSettings(groupId: string) {
  const { event } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: UpdateFieldGroupSettingsInput) =>
      api.patch<FieldGroup>(groupPath(event.id, groupId), input),
    onSuccess: (group) => refresh(group),
  });
}

export function useSaveFieldGroup(groupId: string) {
  const { event } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (input: SaveFieldGroupInput) =>
      api.put<FieldGroupDetail>(groupPath(event.id, groupId), input),
    onSuccess: (group) => refresh(group),
  });
}

/** Deletes a group; refused (409) while a form's template places it. */
export function useDeleteFieldGroup() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (groupId: string) => api.delete<void>(groupPath(event.id, groupId)),
    onSuccess: async (_, groupId) => {
      await queryClient.invalidateQueries({
        queryKey: fieldGroupQuery(event.id, groupId).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}

export function useDuplicateFieldGroup() {
  const { event } = useSession();
  const refresh = useRefreshGroups();
  return useMutation({
    mutationFn: (groupId: string) =>
      api.post<FieldGroupDetail>(`${groupPath(event.id, groupId)}/duplicate`),
    onSuccess: (group) => refresh(group),
  });
}
