import type { ArchiveFormsResult } from '@showdesk/domain/forms/forms';
import type { ArchiveRecordsInput } from '@showdesk/domain/forms/records';
import {
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, eventPath, isApiError, recordSegment } from './api-client.ts';
import { useListPage } from './list-state.ts';
import { useSession } from './session.ts';

/**
 * One kind of an event's records: `D` as its page reads it, `C` as a change answers it (the
 * same, unless a change answers less than the page holds).
 */
export interface RecordsSetup<D, C> {
  /** The API's collection, also the query keys' name: "suppliers". */
  resource: string;
  /**
   * After a change: the queries of other screens that show the records (their groups, the
   * members' views), asked again after the records' own list.
   */
  alsoRefresh?: (eventId: string) => QueryKey[];
  /** The changed record's id (default: its `id`). */
  idOf?: (changed: C) => string;
  /** How a change's answer lands in the record's page cache (default: the answer replaces it). */
  merge?: (old: D | undefined, changed: C) => D | undefined;
}

/**
 * One kind of an event's records (tasks, suppliers, forms…): its query keys, its addresses and
 * its page's query. The hooks below take it; a feature states its resource and which of its
 * other screens show the records, then exports the hooks under its own names.
 */
export function defineRecords<D, C = D>(setup: RecordsSetup<D, C>) {
  const { resource } = setup;
  const key = (eventId: string) => ['events', eventId, resource] as const;
  const path = (eventId: string, id: string) =>
    eventPath(eventId, `/${resource}/${recordSegment(id)}`);
  return {
    setup,
    key,
    listKey: (eventId: string) => [...key(eventId), 'list'] as const,
    /** The collection's address, or one of its actions' ('/archive'). */
    collectionPath: (eventId: string, rest = '') => eventPath(eventId, `/${resource}${rest}`),
    path,
    /** Adds a record: the input goes to the collection, which answers the new record. */
    create: (eventId: string, input: unknown) =>
      api.post<D>(eventPath(eventId, `/${resource}`), input),
    /** Changes a record: the input patches it; it answers the record (or `A`, what changed). */
    update: <A = D>(eventId: string, id: string, input: unknown) =>
      api.patch<A>(path(eventId, id), input),
    query: (eventId: string, id: string) =>
      queryOptions({
        queryKey: [...key(eventId), 'detail', id],
        queryFn: () => api.get<D>(path(eventId, id)),
        retry: (count, error) => !isApiError(error, 404) && count < 2,
        // The record form holds its own copy while editing; a refetch must not reset it.
        refetchOnWindowFocus: false,
      }),
  };
}

export type Records<D, C = D> = ReturnType<typeof defineRecords<D, C>>;

/**
 * After a change: the record's page takes the answer; the lists, and the other screens that show
 * the records, are asked again.
 */
export function useRefreshRecords<D, C>(records: Records<D, C>) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const { setup } = records;
  return async (changed?: C) => {
    if (changed) {
      const id = setup.idOf ? setup.idOf(changed) : (changed as unknown as { id: string }).id;
      const { queryKey } = records.query(event.id, id);
      const { merge } = setup;
      if (merge) queryClient.setQueryData(queryKey, (old: D | undefined) => merge(old, changed));
      else queryClient.setQueryData(queryKey, changed as unknown as D);
    }
    await queryClient.invalidateQueries({ queryKey: records.listKey(event.id) });
    for (const queryKey of setup.alsoRefresh?.(event.id) ?? [])
      await queryClient.invalidateQueries({ queryKey });
  };
}

/** One page of the records' list (the list convention's query string). */
export function useRecordPage<Row>(
  records: { setup: { resource: string }; listKey: (eventId: string) => readonly unknown[] },
  apiParams: string,
) {
  const { event } = useSession();
  return useListPage<Row>(records.listKey(event.id), `/${records.setup.resource}`, apiParams);
}

/** One record, for its page (not asked for without an id). */
export function useRecord<D, C>(records: Records<D, C>, id: string) {
  const { event } = useSession();
  return useQuery({ ...records.query(event.id, id), enabled: id !== '' });
}

/**
 * A change to the session's event: `request` sends it with the event's id; `onSuccess` (the
 * feature's refresh) takes the answer, and the mutation waits for it.
 */
export function useEventMutation<I = void, A = unknown>(
  request: (eventId: string, input: I) => Promise<A>,
  onSuccess?: (answer: A, input: I) => unknown,
) {
  const { event } = useSession();
  return useMutation({ mutationFn: (input: I) => request(event.id, input), onSuccess });
}

/**
 * A change that answers the record (an add, an edit, a copy): `request` sends it for the
 * session's event; the answer lands in the record's page and the lists are asked again.
 */
export function useRecordChange<I, A extends C, D, C>(
  records: Records<D, C>,
  request: (eventId: string, input: I) => Promise<A>,
) {
  const refresh = useRefreshRecords(records);
  return useEventMutation(request, (changed) => refresh(changed));
}

/** Deletes a record by its id; the lists (or what `refreshAfter` asks again) are asked again. */
export function useDeleteRecord<D, C>(
  records: Records<D, C>,
  refreshAfter?: () => Promise<unknown>,
) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const ownRefresh = useRefreshRecords(records);
  const refresh = refreshAfter ?? ownRefresh;
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(records.path(event.id, id)),
    onSuccess: async (_, id) => {
      // Not refetched now: its page may still be open and would flash 'not found'.
      await queryClient.invalidateQueries({
        queryKey: records.query(event.id, id).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}

/** Archives or unarchives records together; their pages and the lists are asked again. */
export function useArchiveRecords<D, C>(records: Records<D, C>) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshRecords(records);
  return useMutation({
    mutationFn: (input: ArchiveRecordsInput) =>
      api.post<ArchiveFormsResult>(records.collectionPath(event.id, '/archive'), input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [...records.key(event.id), 'detail'] });
      await refresh();
    },
  });
}

/**
 * A change to one record, from a change that takes the record's id with its input (a list's
 * rows share one hook): what the record's own form is given.
 */
export function changeOf<I, O>(
  change: { mutate: (input: { id: string } & I, options: O) => void; isPending: boolean },
  id: string,
) {
  return {
    mutate: (input: I, options: O) => change.mutate({ id, ...input }, options),
    isPending: change.isPending,
  };
}
