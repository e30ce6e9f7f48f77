import type {
  Confirmation,
  ConfirmationInput,
  ConfirmationUpdate,
} from '@showdesk/domain/forms/confirmations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

const enc = encodeURIComponent;
const listKey = (eventId: string, formId: string) =>
  ['events', eventId, 'forms', formId, 'confirmations'] as const;
const listPath = (eventId: string, formId: string) =>
  eventPath(eventId, `/forms/${enc(formId)}/confirmations`);
const onePath = (eventId: string, formId: string, id: string) =>
  `${listPath(eventId, formId)}/${enc(id)}`;

const confirmationsQuery = (eventId: string, formId: string) =>
  queryOptions({
    queryKey: listKey(eventId, formId),
    queryFn: () => api.get<Confirmation[]>(listPath(eventId, formId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });

/** A form's confirmations in the order they are tried. */
export function useConfirmations(formId: string) {
  const { event } = useSession();
  return useQuery(confirmationsQuery(event.id, formId));
}

export function useConfirmation(formId: string, confirmationId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...listKey(event.id, formId), confirmationId],
    queryFn: () => api.get<Confirmation>(onePath(event.id, formId, confirmationId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnWindowFocus: false,
  });
}

/** After a change the list is asked again (a new default changes the others). */
function useRefresh(formId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKey(event.id, formId) });
}

export function useCreateConfirmation(formId: string) {
  const { event } = useSession();
  const refresh = useRefresh(formId);
  return useMutation({
    mutationFn: (input: ConfirmationInput) =>
      api.post<Confirmation>(listPath(event.id, formId), input),
    onSuccess: refresh,
  });
}

export function useUpdateConfirmation(formId: string, confirmationId: string) {
  const { event } = useSession();
  const refresh = useRefresh(formId);
  return useMutation({
    mutationFn: (input: ConfirmationUpdate) =>
      api.patch<Confirmation>(onePath(event.id, formId, confirmationId), input),
    onSuccess: refresh,
  });
}

export function useDeleteConfirmation(formId: string) {
  const { event } = useSession();
  const refresh = useRefresh(formId);
  return useMutation({
    mutationFn: (confirmationId: string) =>
      api.delete<void>(onePath(event.id, formId, confirmationId)),
    onSuccess: refresh,
  });
}
