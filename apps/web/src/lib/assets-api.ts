import type { Asset } from '@showdesk/domain/content/assets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from './api-client.ts';
import { useListPage } from './list-state.ts';
import { useSession } from './session.ts';
import { upload } from './upload.ts';

/**
 * The asset library's reads and its upload, here in lib because the shared asset picker needs
 * them as much as the asset screens do (components never import a feature).
 */
/** The key of every page of the library (what a change to an asset invalidates). */
export const assetListKey = (eventId: string) => ['events', eventId, 'assets', 'list'] as const;

export const assetQuery = (eventId: string, assetId: string) =>
  queryOptions({
    queryKey: ['events', eventId, 'assets', assetId],
    queryFn: () => api.get<Asset>(eventPath(eventId, `/assets/${encodeURIComponent(assetId)}`)),
  });

/** One page of the asset library (the list convention's query string). */
export function useAssetPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<Asset>(assetListKey(event.id), '/assets', apiParams);
}

export function useAsset(assetId: string | null, options: { enabled?: boolean } = {}) {
  const { event } = useSession();
  return useQuery({
    ...assetQuery(event.id, assetId ?? ''),
    enabled: Boolean(assetId) && (options.enabled ?? true),
  });
}

export interface UploadAssetInput {
  file: File;
  name?: string;
  altText?: string;
}

/** Adds an asset from a file (multipart), reporting progress in percent. */
export function uploadAsset(
  eventId: string,
  { file, name, altText }: UploadAssetInput,
  onProgress?: (percent: number) => void,
) {
  const form = new FormData();
  // Text fields first, then the one file part.
  if (name?.trim()) form.append('name', name.trim());
  if (altText?.trim()) form.append('altText', altText.trim());
  form.append('file', file);
  return upload<Asset>(eventPath(eventId, '/assets'), form, { onProgress });
}

/** Uploads an asset; the library's list then shows it and its own page needs no fetch. */
export function useUploadAsset(onProgress?: (percent: number) => void) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadAssetInput) => uploadAsset(event.id, input, onProgress),
    onSuccess: async (asset) => {
      queryClient.setQueryData(assetQuery(event.id, asset.id).queryKey, asset);
      await queryClient.invalidateQueries({ queryKey: assetListKey(event.id) });
    },
  });
}
