import type { Asset, UpdateAssetInput } from '@showdesk/domain/content/assets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { assetListKey, assetQuery } from '../../../../lib/assets-api.ts';
import { useSession } from '../../../../lib/session.ts';

// The reads and the upload live in lib/assets-api.ts, shared with the asset picker.

const assetPath = (eventId: string, assetId: string) =>
  eventPath(eventId, `/assets/${encodeURIComponent(assetId)}`);

/** Changes an asset's name and alt text. */
export function useUpdateAsset(assetId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAssetInput) => api.patch<Asset>(assetPath(event.id, assetId), input),
    onSuccess: async (asset) => {
      queryClient.setQueryData(assetQuery(event.id, asset.id).queryKey, asset);
      await queryClient.invalidateQueries({ queryKey: assetListKey(event.id) });
    },
  });
}

/** Deletes an asset and its stored files. */
export function useDeleteAsset(assetId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(assetPath(event.id, assetId)),
    onSuccess: async () => {
      // Not refetched now (its page is still open and would flash 'not found'); the next
      // screen to show it asks again and learns it is gone.
      await queryClient.invalidateQueries({
        queryKey: assetQuery(event.id, assetId).queryKey,
        exact: true,
        refetchType: 'none',
      });
      await queryClient.invalidateQueries({ queryKey: assetListKey(event.id) });
    },
  });
}
