import {
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../lib/api-client.ts';
import { useListPage } from '../../lib/list-state.ts';
import { useSession } from '../../lib/session.ts';

/** The shapes one kind of group travels in. */
export interface GroupShapes {
  /** A group as its page reads it (and as saving answers). */
  detail: { id: string };
  /** A row of the groups list. */
  row: unknown;
  /** An entry of the pickers' list (`/options`). */
  option: unknown;
  create: unknown;
  update: unknown;
}

interface GroupApiSetup<S extends GroupShapes> {
  /** The API's collection, also the query keys' name: "supplier-groups". */
  resource: string;
  /**
   * After a change: the queries of other screens that show the groups (the records' lists and
   * pages), asked again after the groups' own list and pickers.
   */
  alsoRefresh: (eventId: string) => Array<{ queryKey: QueryKey; refetchType?: 'none' }>;
  /** Every cached group query is asked again, the pages too, not only the list and pickers. */
  refreshesPages?: boolean;
  /** How a saved group lands in its page's cache (default: the answer replaces it). */
  store?: (old: S['detail'] | undefined, saved: S['detail'] | S['row']) => S['detail'] | undefined;
}

/**
 * One kind of ordered group (supplier groups, task groups, field groups): its query keys, its
 * address and its page's query. The hooks below take it; a feature states its resource and
 * which of its other screens show groups, then exports the hooks under its own names.
 */
export function defineGroups<S extends GroupShapes>(setup: GroupApiSetup<S>) {
  const { resource } = setup;
  const groupsKey = (eventId: string) => ['events', eventId, resource] as const;
  const path = (eventId: string, groupId: string) =>
    eventPath(eventId, `/${resource}/${encodeURIComponent(groupId)}`);
  return {
    setup,
    groupsKey,
    listKey: (eventId: string) => [...groupsKey(eventId), 'list'] as const,
    optionsKey: (eventId: string) => [...groupsKey(eventId), 'options'] as const,
    path,
    query: (eventId: string, groupId: string) =>
      queryOptions({
        queryKey: [...groupsKey(eventId), 'detail', groupId],
        queryFn: () => api.get<S['detail']>(path(eventId, groupId)),
        retry: (count, error) => !isApiError(error, 404) && count < 2,
        refetchOnWindowFocus: false,
      }),
  };
}

export type Groups<S extends GroupShapes> = ReturnType<typeof defineGroups<S>>;

/** After a change: the group's page takes the answer; lists and pickers are asked again. */
export function useRefreshGroups<S extends GroupShapes>(groups: Groups<S>) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const { setup } = groups;
  return async (group?: S['detail'] | S['row']) => {
    if (group) {
      const { queryKey } = groups.query(event.id, (group as { id: string }).id);
      const { store } = setup;
      if (store)
        queryClient.setQueryData(queryKey, (old: S['detail'] | undefined) => store(old, group));
      else queryClient.setQueryData(queryKey, group as S['detail']);
    }
    if (setup.refreshesPages) {
      await queryClient.invalidateQueries({ queryKey: groups.groupsKey(event.id) });
    } else {
      await queryClient.invalidateQueries({ queryKey: groups.listKey(event.id) });
      await queryClient.invalidateQueries({ queryKey: groups.optionsKey(event.id) });
    }
    for (const filters of setup.alsoRefresh(event.id)) await queryClient.invalidateQueries(filters);
  };
}

/** One page of the groups list (the list convention's query string). */
export function useGroupPage<S extends GroupShapes>(groups: Groups<S>, apiParams: string) {
  const { event } = useSession();
  return useListPage<S['row']>(groups.listKey(event.id), `/${groups.setup.resource}`, apiParams);
}

export function useGroup<S extends GroupShapes>(groups: Groups<S>, groupId: string) {
  const { event } = useSession();
  return useQuery({ ...groups.query(event.id, groupId), enabled: groupId !== '' });
}

/** Every group of the event by title: the pickers. */
export function useGroupOptions<S extends GroupShapes>(groups: Groups<S>) {
  const { event } = useSession();
  return useQuery({
    queryKey: groups.optionsKey(event.id),
    queryFn: () => api.get<S['option'][]>(eventPath(event.id, `/${groups.setup.resource}/options`)),
  });
}

export function useCreateGroup<S extends GroupShapes>(groups: Groups<S>) {
  const { event } = useSession();
  const refresh = useRefreshGroups(groups);
  return useMutation({
    mutationFn: (input: S['create']) =>
      api.post<S['detail']>(eventPath(event.id, `/${groups.setup.resource}`), input),
    onSuccess: (group) => refresh(group),
  });
}

/**
 * Changes a group's title, its records' order or its archive flag. The group's id comes with
 * the change, so one hook serves a whole list's rows.
 */
export function useUpdateGroup<S extends GroupShapes>(groups: Groups<S>) {
  const { event } = useSession();
  const refresh = useRefreshGroups(groups);
  return useMutation({
    mutationFn: ({ id, ...input }: S['update'] & { id: string }) =>
      api.patch<S['detail']>(groups.path(event.id, id), input),
    onSuccess: (group) => refresh(group),
  });
}

/** Archives or unarchives groups together (where the API has `/archive`). */
export function useArchiveGroups<S extends GroupShapes>(groups: Groups<S>) {
  const { event } = useSession();
  const refresh = useRefreshGroups(groups);
  return useMutation({
    mutationFn: (input: { ids: string[]; isArchived: boolean }) =>
      api.post<{ updated: number }>(
        eventPath(event.id, `/${groups.setup.resource}/archive`),
        input,
      ),
    onSuccess: () => refresh(),
  });
}

/** Deletes a group; its records stay. */
export function useDeleteGroup<S extends GroupShapes>(groups: Groups<S>) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshGroups(groups);
  return useMutation({
    mutationFn: (groupId: string) => api.delete<void>(groups.path(event.id, groupId)),
    onSuccess: async (_, groupId) => {
      await queryClient.invalidateQueries({
        queryKey: groups.query(event.id, groupId).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}
