import type { RecordGroupSchemaSet, RecordGroupTypes } from '@showdesk/domain/common/record-groups';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import {
  defineRecords,
  useDeleteRecord,
  useEventMutation,
  useRecord,
  useRecordPage,
} from '../../lib/record-api.ts';
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
 * One kind of ordered group (supplier groups, task groups, field groups): a kind of record (its
 * query keys, addresses and page query) with its pickers' list. The hooks below take it;
 * `groupsApi` gathers them. A feature states its resource and which of its other screens show
 * groups.
 */
export function defineGroups<S extends GroupShapes>(setup: GroupApiSetup<S>) {
  const records = defineRecords<S['detail']>({ resource: setup.resource });
  return {
    ...records,
    groupSetup: setup,
    optionsKey: (eventId: string) => [...records.key(eventId), 'options'] as const,
  };
}

export type Groups<S extends GroupShapes> = ReturnType<typeof defineGroups<S>>;

/** After a change: the group's page takes the answer; lists and pickers are asked again. */
export function useRefreshGroups<S extends GroupShapes>(groups: Groups<S>) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const setup = groups.groupSetup;
  return async (group?: S['detail'] | S['row']) => {
    if (group) {
      const { queryKey } = groups.query(event.id, (group as { id: string }).id);
      const { store } = setup;
      if (store)
        queryClient.setQueryData(queryKey, (old: S['detail'] | undefined) => store(old, group));
      else queryClient.setQueryData(queryKey, group as S['detail']);
    }
    if (setup.refreshesPages) {
      await queryClient.invalidateQueries({ queryKey: groups.key(event.id) });
    } else {
      await queryClient.invalidateQueries({ queryKey: groups.listKey(event.id) });
      await queryClient.invalidateQueries({ queryKey: groups.optionsKey(event.id) });
    }
    for (const filters of setup.alsoRefresh(event.id)) await queryClient.invalidateQueries(filters);
  };
}

/** One page of the groups list (the list convention's query string). */
export function useGroupPage<S extends GroupShapes>(groups: Groups<S>, apiParams: string) {
  return useRecordPage<S['row']>(groups, apiParams);
}

export function useGroup<S extends GroupShapes>(groups: Groups<S>, groupId: string) {
  return useRecord(groups, groupId);
}

/** Every group of the event by title: the pickers. */
export function useGroupOptions<S extends GroupShapes>(groups: Groups<S>) {
  const { event } = useSession();
  return useQuery({
    queryKey: groups.optionsKey(event.id),
    queryFn: () => api.get<S['option'][]>(groups.collectionPath(event.id, '/options')),
  });
}

export function useCreateGroup<S extends GroupShapes>(groups: Groups<S>) {
  return useEventMutation(
    (eventId, input: S['create']) => groups.create(eventId, input),
    useRefreshGroups(groups),
  );
}

/**
 * Changes a group's title, its records' order or its archive flag. The group's id comes with
 * the change, so one hook serves a whole list's rows.
 */
export function useUpdateGroup<S extends GroupShapes>(groups: Groups<S>) {
  return useEventMutation(
    (eventId, { id, ...input }: S['update'] & { id: string }) => groups.update(eventId, id, input),
    useRefreshGroups(groups),
  );
}

/** Archives or unarchives groups together (where the API has `/archive`). */
export function useArchiveGroups<S extends GroupShapes>(groups: Groups<S>) {
  const refresh = useRefreshGroups(groups);
  return useEventMutation(
    (eventId, input: { ids: string[]; isArchived: boolean }) =>
      api.post<{ updated: number }>(groups.collectionPath(eventId, '/archive'), input),
    () => refresh(),
  );
}

/** Deletes a group; its records stay. */
export function useDeleteGroup<S extends GroupShapes>(groups: Groups<S>) {
  return useDeleteRecord(groups, useRefreshGroups(groups));
}

/**
 * A kind of group's hooks, for its screens: `taskGroupsApi.usePage(apiParams)`,
 * `taskGroupsApi.useUpdate()`.
 */
export function groupsApi<S extends GroupShapes>(groups: Groups<S>) {
  return {
    usePage: (apiParams: string) => useGroupPage<S>(groups, apiParams),
    useGroup: (groupId: string) => useGroup<S>(groups, groupId),
    useOptions: () => useGroupOptions<S>(groups),
    useCreate: () => useCreateGroup<S>(groups),
    useUpdate: () => useUpdateGroup<S>(groups),
    useDelete: () => useDeleteGroup<S>(groups),
  };
}

/** `groupsApi` and bulk archive and restore, for a kind whose API has `/archive`. */
export function archivableGroupsApi<S extends GroupShapes>(groups: Groups<S>) {
  return { ...groupsApi(groups), useArchive: () => useArchiveGroups<S>(groups) };
}

/** The shapes of groups made by the domain's `recordGroupSchemas`: one group shape throughout. */
type RecordGroupShapes<D extends RecordGroupSchemaSet> = {
  detail: RecordGroupTypes<D>['group'];
  row: RecordGroupTypes<D>['group'];
  option: RecordGroupTypes<D>['group'];
  create: RecordGroupTypes<D>['createInput'];
  update: RecordGroupTypes<D>['updateInput'];
};

type RecordGroupSetup<D extends RecordGroupSchemaSet> = GroupApiSetup<RecordGroupShapes<D>>;

/**
 * The hooks of ordered groups of records (supplier groups, task groups), their types taken from
 * the domain's schemas: `recordGroupsApi<typeof taskGroupSchemas>({ resource, alsoRefresh })`;
 * with `bulkArchive: true` (the API has `/archive`) also `useArchive`.
 */
export function recordGroupsApi<D extends RecordGroupSchemaSet>(
  setup: RecordGroupSetup<D> & { bulkArchive: true },
): ReturnType<typeof archivableGroupsApi<RecordGroupShapes<D>>>;
export function recordGroupsApi<D extends RecordGroupSchemaSet>(
  setup: RecordGroupSetup<D> & { bulkArchive?: false },
): ReturnType<typeof groupsApi<RecordGroupShapes<D>>>;
export function recordGroupsApi<D extends RecordGroupSchemaSet>(
  setup: RecordGroupSetup<D> & { bulkArchive?: boolean },
) {
  const groups = defineGroups<RecordGroupShapes<D>>(setup);
  return setup.bulkArchive ? archivableGroupsApi(groups) : groupsApi(groups);
}
