import { listSearchParams } from '@showdesk/domain/common/list-query';
import type {
  ContentPage,
  ContentPageDetail,
  CreateContentInput,
  UpdateContentInput,
} from '@showdesk/domain/content/content';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../lib/api-client.ts';
import { useListPage } from '../../../lib/list-state.ts';
import { useEventMutation } from '../../../lib/record-api.ts';
import { useSession } from '../../../lib/session.ts';

export const contentKey = (eventId: string) => ['events', eventId, 'content'] as const;
/** What members read; any change by an organiser may change it. */
export const memberContentKey = (eventId: string) => ['events', eventId, 'member-content'] as const;

export const contentPath = (eventId: string, contentId: string) =>
  eventPath(eventId, `/content/${encodeURIComponent(contentId)}`);

export const contentDetailQuery = (eventId: string, contentId: string) =>
  queryOptions({
    queryKey: [...contentKey(eventId), 'detail', contentId],
    queryFn: () => api.get<ContentPageDetail>(contentPath(eventId, contentId)),
  });

/** One page of the organisers' content list (the list convention's query string). */
export function useContentPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<ContentPage>([...contentKey(event.id), 'list'], '/content', apiParams);
}

/** Active pages matching a search, for pickers (the first 200 by title). */
export function useContentSearch(search: string) {
  return useContentPage(
    listSearchParams({ q: search, pageSize: 200, filter: { isArchived: false } }).toString(),
  );
}

/** Published, active pages matching a search, for pickers of what members open (the first 200). */
export function usePublishedContentSearch(search: string) {
  return useContentPage(
    listSearchParams({
      q: search,
      pageSize: 200,
      filter: { isArchived: false, isPublished: true },
    }).toString(),
  );
}

/** A page with its sections in order, for the editor and the settings. */
export function useContentDetail(contentId: string) {
  const { event } = useSession();
  return useQuery({ ...contentDetailQuery(event.id, contentId), enabled: contentId !== '' });
}

/**
 * After a page changes: its detail keeps its sections and takes the new settings, and the lists
 * and what members read are asked again.
 */
export function useRefreshContent() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (page?: ContentPage) => {
    if (page) {
      queryClient.setQueryData(
        contentDetailQuery(event.id, page.id).queryKey,
        (old: ContentPageDetail | undefined) => (old ? { ...old, ...page } : old),
      );
    }
    await queryClient.invalidateQueries({ queryKey: [...contentKey(event.id), 'list'] });
    await queryClient.invalidateQueries({ queryKey: memberContentKey(event.id) });
  };
}

/** Adds a page (only its title is needed); it starts unpublished, with no sections. */
export function useCreateContent() {
  const refresh = useRefreshContent();
  return useEventMutation(
    (eventId, input: CreateContentInput) =>
      api.post<ContentPage>(eventPath(eventId, '/content'), input),
    () => refresh(),
  );
}

/** Changes a page's settings. */
export function useUpdateContent(contentId: string) {
  const refresh = useRefreshContent();
  return useEventMutation(
    (eventId, input: UpdateContentInput) =>
      api.patch<ContentPage>(contentPath(eventId, contentId), input),
    refresh,
  );
}

/** Archives a page (it leaves featured and the sidebar) or brings it back. */
export function useSetContentArchived() {
  const refresh = useRefreshContent();
  return useEventMutation(
    (eventId, { contentId, isArchived }: { contentId: string; isArchived: boolean }) =>
      api.post<ContentPage>(
        `${contentPath(eventId, contentId)}/${isArchived ? 'archive' : 'unarchive'}`,
      ),
    refresh,
  );
}

/** Deletes a page and its sections. */
export function useDeleteContent() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (contentId: string) => api.delete<void>(contentPath(event.id, contentId)),
    onSuccess: async (_, contentId) => {
      // Not refetched now: its page may still be open and would flash 'not found'.
      await queryClient.invalidateQueries({
        queryKey: contentDetailQuery(event.id, contentId).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}
