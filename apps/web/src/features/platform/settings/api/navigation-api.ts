import type {
  CorePage,
  CorePagesResponse,
  UpdateCorePageInput,
} from '@showdesk/domain/content/core-pages';
import type { ReplaceSidebarInput, SidebarResponse } from '@showdesk/domain/platform/sidebar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { sessionQuery, useSession } from '../../../../lib/session.ts';

export function useSidebarSections() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'sidebar'],
    queryFn: () => api.get<SidebarResponse>(eventPath(event.id, '/sidebar')),
  });
}

/** Replaces the whole ordered list of sections; the shell's menu follows at once. */
export function useSaveSidebar() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplaceSidebarInput) =>
      api.put<SidebarResponse>(eventPath(event.id, '/sidebar'), input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(['events', event.id, 'sidebar'], saved);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}

export function useCorePages() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'core-pages'],
    queryFn: () => api.get<CorePagesResponse>(eventPath(event.id, '/core-pages')),
  });
}

export function useSaveCorePage() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateCorePageInput & { id: CorePage['id'] }) =>
      api.put<CorePage>(eventPath(event.id, `/core-pages/${id}`), input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'core-pages'] });
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}
