import type { Page } from '@showdesk/domain/common/list-query';
import type {
  ErasePersonInput,
  PlatformPerson,
  Removal,
} from '@showdesk/domain/people/personal-data';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const peopleKey = ['platform', 'people'] as const;

/** One page of everyone with an account (platform admins' people search). */
export function usePlatformPeoplePage(apiParams: string) {
  return useQuery({
    queryKey: [...peopleKey, apiParams],
    queryFn: () => api.get<Page<PlatformPerson>>(`/api/v1/platform/people?${apiParams}`),
    placeholderData: keepPreviousData,
  });
}

/** Erases a person (their email typed again); answers the removal's reference and counts. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...input }: ErasePersonInput & { userId: string }) =>
      api.post<Removal>(`/api/v1/platform/people/${encodeURIComponent(userId)}/erase`, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: peopleKey });
      await queryClient.invalidateQueries({ queryKey: ['platform', 'admins'] });
    },
  });
}
