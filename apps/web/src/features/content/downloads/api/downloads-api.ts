import type { Download, UpdateDownloadInput } from '@showdesk/domain/content/downloads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';
import { upload, uploadFile } from '../../../../lib/upload.ts';

type DownloadList = { downloads: Download[] };

const downloadsKey = (eventId: string) => ['events', eventId, 'downloads'] as const;
const downloadPath = (eventId: string, downloadId: string) =>
  eventPath(eventId, `/downloads/${encodeURIComponent(downloadId)}`);

/** The key of every page of the organisers' list (what a change invalidates). */
const downloadListKey = (eventId: string) => [...downloadsKey(eventId), 'list'] as const;

export const downloadQuery = (eventId: string, downloadId: string) =>
  queryOptions({
    queryKey: [...downloadsKey(eventId), downloadId],
    queryFn: () => api.get<Download>(downloadPath(eventId, downloadId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });

/** One page of the organisers' downloads list (the list convention's query string). */
export function useDownloadPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<Download>(downloadListKey(event.id), '/downloads', apiParams);
}

export function useDownload(downloadId: string) {
  const { event } = useSession();
  return useQuery(downloadQuery(event.id, downloadId));
}

/** The downloads the member may see, by name. */
export function useMemberDownloads() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'member-downloads'],
    queryFn: () => api.get<DownloadList>(eventPath(event.id, '/member/downloads')),
  });
}

/** The settings of a new download; the file goes last in the form. */
export interface AddDownloadInput {
  file: File;
  name?: string | undefined;
  description: string;
  showDownload: boolean;
  showToChildTeams: boolean;
  showToTeamTypeIds: string[];
  hideFromTeamTypeIds: string[];
}

function useRefresh() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (download?: Download) => {
    if (download) {
      queryClient.setQueryData(downloadQuery(event.id, download.id).queryKey, download);
    }
    await queryClient.invalidateQueries({ queryKey: downloadListKey(event.id) });
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'member-downloads'] });
  };
}

/** Adds a download from a file (multipart), reporting progress in percent. */
export function useAddDownload(onProgress: (percent: number) => void) {
  const refresh = useRefresh();
  return useEventMutation((eventId, { file, name, ...settings }: AddDownloadInput) => {
    const form = new FormData();
    // Text fields first, then the one file part. Id lists go as JSON arrays.
    if (name?.trim()) form.append('name', name.trim());
    form.append('description', settings.description);
    form.append('showDownload', String(settings.showDownload));
    form.append('showToChildTeams', String(settings.showToChildTeams));
    form.append('showToTeamTypeIds', JSON.stringify(settings.showToTeamTypeIds));
    form.append('hideFromTeamTypeIds', JSON.stringify(settings.hideFromTeamTypeIds));
    form.append('file', file);
    return upload<Download>(eventPath(eventId, '/downloads'), form, { onProgress });
  }, refresh);
}

/** Replaces a download's file, reporting progress in percent. */
export function useReplaceDownloadFile(downloadId: string, onProgress: (percent: number) => void) {
  const refresh = useRefresh();
  return useEventMutation((eventId, file: File) => {
    return uploadFile<Download>(`${downloadPath(eventId, downloadId)}/file`, file, {
      onProgress,
      method: 'PUT',
    });
  }, refresh);
}

/** Changes a download's settings. */
export function useUpdateDownload(downloadId: string) {
  const refresh = useRefresh();
  return useEventMutation(
    (eventId, input: UpdateDownloadInput) =>
      api.patch<Download>(downloadPath(eventId, downloadId), input),
    refresh,
  );
}

/** Deletes a download and its file. */
export function useDeleteDownload(downloadId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(downloadPath(event.id, downloadId)),
    onSuccess: async () => {
      // Not refetched now (its page is still open and would flash 'not found').
      await queryClient.invalidateQueries({
        queryKey: downloadQuery(event.id, downloadId).queryKey,
        exact: true,
        refetchType: 'none',
      });
      await queryClient.invalidateQueries({ queryKey: downloadListKey(event.id) });
      await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'member-downloads'] });
    },
  });
}
