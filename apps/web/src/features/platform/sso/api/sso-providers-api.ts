import type { Page } from '@showdesk/domain/common/list-query';
import type { SsoProvider, SsoProviderInput, SsoProviderUpdate } from '@showdesk/domain/people/sso';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, isApiError, recordSegment } from '../../../../lib/api-client.ts';

/** The installation's sign-in providers (platform admins): /api/v1/platform/sso-providers. */
const key = ['platform', 'sso-providers'] as const;
const base = '/api/v1/platform/sso-providers';
const path = (id: string) => `${base}/${recordSegment(id)}`;

const providerQuery = (id: string) =>
  queryOptions({
    queryKey: [...key, 'detail', id],
    queryFn: () => api.get<SsoProvider>(path(id)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnWindowFocus: false,
  });

/** One page of the providers (list convention). */
export function useSsoProviderPage(apiParams: string) {
  return useQuery({
    queryKey: [...key, 'list', apiParams],
    queryFn: () => api.get<Page<SsoProvider>>(`${base}?${apiParams}`),
    placeholderData: keepPreviousData,
  });
}

export function useSsoProvider(id: string) {
  return useQuery(providerQuery(id));
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async (saved?: SsoProvider) => {
    if (saved) queryClient.setQueryData(providerQuery(saved.id).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: [...key, 'list'] });
    // The login page's buttons may have changed.
    await queryClient.invalidateQueries({ queryKey: ['public-sso-providers'] });
  };
}

export function useCreateSsoProvider() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SsoProviderInput) => api.post<SsoProvider>(base, input),
    onSuccess: (saved) => refresh(saved),
  });
}

/** A change: the keys sent (no client secret keeps the kept one). */
export function useUpdateSsoProvider(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: SsoProviderUpdate) => api.patch<SsoProvider>(path(id), input),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDeleteSsoProvider() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(path(id)),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: providerQuery(id).queryKey });
      await refresh();
    },
  });
}
