import type {
  CreateFieldGroupInput,
  FieldGroup,
  FieldGroupDetail,
  FieldGroupOption,
  SaveFieldGroupInput,
  UpdateFieldGroupSettingsInput,
} from '@showdesk/domain/forms/field-groups';
import {
  defineGroups,
  useCreateGroup,
  useDeleteGroup,
  useGroup,
  useGroupOptions,
  useGroupPage,
  useRefreshGroups,
} from '../../../../components/lists/group-api.ts';
import { api } from '../../../../lib/api-client.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';

export type FieldGroupListItem = Omit<FieldGroup, 'logicMap'>;
export type { FieldGroupOption };

const fieldGroups = defineGroups<{
  detail: FieldGroupDetail;
  row: FieldGroupListItem;
  option: FieldGroupOption;
  create: CreateFieldGroupInput;
  update: never;
}>({
  resource: 'field-groups',
  // Forms show their groups' fields: a changed group changes them.
  alsoRefresh: (eventId) => [
    { queryKey: ['events', eventId, 'forms', 'detail'], refetchType: 'none' },
  ],
  // Saving the settings answers the group without its fields: they stay as they were.
  store: (old, saved) => ('fields' in saved ? saved : old ? { ...old, ...saved } : old),
});

export const fieldGroupQuery = fieldGroups.query;
export const useFieldGroupPage = (apiParams: string) => useGroupPage(fieldGroups, apiParams);
export const useFieldGroup = (groupId: string) => useGroup(fieldGroups, groupId);
/** Every field group by title, for the template field's picker. */
export const useFieldGroupOptions = () => useGroupOptions(fieldGroups);
export const useCreateFieldGroup = () => useCreateGroup(fieldGroups);
/** Deletes a group; refused (409) while a form's template places it. */
export const useDeleteFieldGroup = () => useDeleteGroup(fieldGroups);

export function useUpdateFieldGroupSettings(groupId: string) {
  return useEventMutation(
    (eventId, input: UpdateFieldGroupSettingsInput) =>
      fieldGroups.update<FieldGroup>(eventId, groupId, input),
    useRefreshGroups(fieldGroups),
  );
}

export function useSaveFieldGroup(groupId: string) {
  return useEventMutation(
    (eventId, input: SaveFieldGroupInput) =>
      api.put<FieldGroupDetail>(fieldGroups.path(eventId, groupId), input),
    useRefreshGroups(fieldGroups),
  );
}

export function useDuplicateFieldGroup() {
  return useEventMutation(
    (eventId, groupId: string) =>
      api.post<FieldGroupDetail>(`${fieldGroups.path(eventId, groupId)}/duplicate`),
    useRefreshGroups(fieldGroups),
  );
}
