import type {
  CardLayout,
  CardLayoutsResponse,
  SaveCardLayoutInput,
} from '@showdesk/domain/content/card-layouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

const key = (eventId: string) => ['events', eventId, 'card-layouts'];

export function useCardLayouts() {
  const { event } = useSession();
  return useQuery({
    queryKey: key(event.id),
    queryFn: () => api.get<CardLayoutsResponse>(eventPath(event.id, '/card-layouts')),
  });
}

/** Adds a layout (no id) or replaces one; the dashboard's cards are refetched after. */
export function useSaveCardLayout() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SaveCardLayoutInput }) =>
      id
        ? api.put<CardLayout>(eventPath(event.id, `/card-layouts/${id}`), input)
        : api.post<CardLayout>(eventPath(event.id, '/card-layouts'), input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key(event.id) });
      await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'dashboard-cards'] });
    },
  });
}

export function useDeleteCardLayout() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(eventPath(event.id, `/card-layouts/${id}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(event.id) }),
  });
}
