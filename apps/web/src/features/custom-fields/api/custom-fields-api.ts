import type {
  CreateCustomFieldInput,
  CustomField,
  CustomFieldList,
  ReorderCustomFieldsInput,
  UpdateCustomFieldInput,
} from '@showdesk/domain/custom-fields';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

const customFieldPath = (eventId: string, customFieldId: string) =>
  eventPath(eventId, `/custom-fields/${encodeURIComponent(customFieldId)}`);

/** The event's custom fields in their order (index). */
export const customFieldsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'custom-fields'],
    queryFn: () => api.get<CustomFieldList>(eventPath(eventId, '/custom-fields')),
  });

export const customFieldQuery = (eventId: string, customFieldId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'custom-fields', customFieldId],
    queryFn: () => api.get<CustomField>(customFieldPath(eventId, customFieldId)),
  });

export function useCustomFields() {
  const { event } = useSession();
  return useQuery(customFieldsQuery(event.id));
}

export function useCustomField(customFieldId: string) {
  const { event } = useSession();
  return useQuery(customFieldQuery(event.id, customFieldId));
}

/** Refetches the fields (only the list with `exact`) and the teams, which hold their values. */
function useRefresh() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async ({ exact = false } = {}) => {
    await queryClient.invalidateQueries({ queryKey: customFieldsQuery(event.id).queryKey, exact });
    // Teams carry a value for every field: adding, deleting or re-typing one changes them.
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'teams'] });
  };
}

/** Adds a field after the others; every team gets it, empty. */
export function useCreateCustomField() {
  const { event } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateCustomFieldInput) =>
      api.post<CustomField>(eventPath(event.id, '/custom-fields'), input),
    onSuccess: () => refresh(),
  });
}

/** Changes a field's settings; between a checkbox and a text type every team's value resets. */
export function useUpdateCustomField(customFieldId: string) {
  const { event } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateCustomFieldInput) =>
      api.patch<CustomField>(customFieldPath(event.id, customFieldId), input),
    onSuccess: () => refresh(),
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
      queryClient.setQueryData(customFieldsQuery(event.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'custom-fields'] });
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
      // Only the list: the deleted field's own query would answer 404 while its page closes.
      await refresh({ exact: true });
    },
  });
}
