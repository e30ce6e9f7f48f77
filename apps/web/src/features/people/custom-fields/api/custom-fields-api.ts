import type {
  CreateCustomFieldInput,
  CustomField,
  CustomFieldList,
  ReorderCustomFieldsInput,
  UpdateCustomFieldInput,
} from '@showdesk/domain/people/custom-fields';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, recordSegment } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

const customFieldPath = (eventId: string, customFieldId: string) =>
  eventPath(eventId, `/custom-fields/${recordSegment(customFieldId)}`);

const customFieldsKey = (eventId: string) => ['events', eventId, 'custom-fields'] as const;

/** Every custom field of the event in their order (index), for the reorder page. */
export const customFieldsInOrderQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...customFieldsKey(eventId), 'order'],
    queryFn: () => api.get<CustomFieldList>(eventPath(eventId, '/custom-fields/order')),
  });

export const customFieldQuery = (eventId: string, customFieldId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'custom-fields', customFieldId],
    queryFn: () => api.get<CustomField>(customFieldPath(eventId, customFieldId)),
  });

export function useCustomFieldsInOrder() {
  const { event } = useSession();
  return useQuery(customFieldsInOrderQuery(event.id));
}

/** One page of the custom fields list (the list convention's query string). */
export function useCustomFieldPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<CustomField>(
    [...customFieldsKey(event.id), 'list'],
    '/custom-fields',
    apiParams,
  );
}

export function useCustomField(customFieldId: string) {
  const { event } = useSession();
  return useQuery(customFieldQuery(event.id, customFieldId));
}

/**
 * Refetches the fields (every list of them, and each field but `skipId`, a deleted one whose
 * page is still closing) and the teams, which hold their values.
 */
function useRefresh() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async ({ skipId }: { skipId?: string } = {}) => {
    await queryClient.invalidateQueries({
      queryKey: customFieldsKey(event.id),
      predicate: (query) => skipId === undefined || query.queryKey[3] !== skipId,
    });
    // Teams carry a value for every field: adding, deleting or re-typing one changes them.
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'teams'] });
  };
}

/** Adds a field after the others; every team gets it, empty. */
export function useCreateCustomField() {
  const refresh = useRefresh();
  return useEventMutation(
    (eventId, input: CreateCustomFieldInput) =>
      api.post<CustomField>(eventPath(eventId, '/custom-fields'), input),
    () => refresh(),
  );
}

/** Changes a field's settings; between a checkbox and a text type every team's value resets. */
export function useUpdateCustomField(customFieldId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateCustomFieldInput) =>
      api.patch<CustomField>(customFieldPath(event.id, customFieldId), input),
    onSuccess: (saved) => {
      // Shown at once: the form starts again from what was saved, with nothing unsaved.
      queryClient.setQueryData(customFieldQuery(event.id, saved.id).queryKey, saved);
      return refresh();
    },
  });
}

/** Saves the new order: every field id of the event once. */
export function useReorderCustomFields() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReorderCustomFieldsInput) =>
      api.put<CustomFieldList>(eventPath(event.id, '/custom-fields/order'), input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(customFieldsInOrderQuery(event.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: customFieldsKey(event.id) });
    },
  });
}

/** Deletes a field and its value on every team. */
export function useDeleteCustomField(customFieldId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.delete<void>(customFieldPath(event.id, customFieldId)),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: customFieldQuery(event.id, customFieldId).queryKey });
      // Not the deleted field's own query: it would answer 404 while its page closes.
      await refresh({ skipId: customFieldId });
    },
  });
}
