import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

/**
 * The hooks of the kinds of record kept under a form (`/forms/:formId/<segment>`:
 * confirmations, notifications): its list in the form's order, one, add, change and delete.
 * After a change the list is asked again (a new default changes the others).
 */
export type FormRecordSegment = 'confirmations' | 'notifications';

const enc = encodeURIComponent;
const notFoundIsFinal = (count: number, error: Error) => !isApiError(error, 404) && count < 2;
const listKey = (eventId: string, formId: string, segment: FormRecordSegment) =>
  ['events', eventId, 'forms', formId, segment] as const;
const listPath = (eventId: string, formId: string, segment: FormRecordSegment) =>
  eventPath(eventId, `/forms/${enc(formId)}/${segment}`);
const onePath = (eventId: string, formId: string, segment: FormRecordSegment, id: string) =>
  `${listPath(eventId, formId, segment)}/${enc(id)}`;

export function useFormRecordList<Item>(segment: FormRecordSegment, formId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: listKey(event.id, formId, segment),
    queryFn: () => api.get<Item[]>(listPath(event.id, formId, segment)),
    retry: notFoundIsFinal,
  });
}

export function useFormRecord<Item>(segment: FormRecordSegment, formId: string, id: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...listKey(event.id, formId, segment), id],
    queryFn: () => api.get<Item>(onePath(event.id, formId, segment, id)),
    retry: notFoundIsFinal,
    refetchOnWindowFocus: false,
  });
}

function useRefresh(segment: FormRecordSegment, formId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listKey(event.id, formId, segment) });
}

export function useCreateFormRecord<Item, Input>(segment: FormRecordSegment, formId: string) {
  return useEventMutation(
    (eventId, input: Input) => api.post<Item>(listPath(eventId, formId, segment), input),
    useRefresh(segment, formId),
  );
}

export function useUpdateFormRecord<Item, Update>(
  segment: FormRecordSegment,
  formId: string,
  id: string,
) {
  return useEventMutation(
    (eventId, input: Update) => api.patch<Item>(onePath(eventId, formId, segment, id), input),
    useRefresh(segment, formId),
  );
}

export function useDeleteFormRecord(segment: FormRecordSegment, formId: string) {
  return useEventMutation(
    (eventId, id: string) => api.delete<void>(onePath(eventId, formId, segment, id)),
    useRefresh(segment, formId),
  );
}

/** Puts the records in a new order (every id once); the list takes the answer. */
export function useReorderFormRecords<Item>(segment: FormRecordSegment, formId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.put<Item[]>(`${listPath(event.id, formId, segment)}/order`, { ids }),
    onSuccess: (list) => queryClient.setQueryData(listKey(event.id, formId, segment), list),
  });
}
