import type { Page } from '@showdesk/domain/common/list-query';
import type {
  PlatformActivityEntry,
  PlatformActivityOptions,
} from '@showdesk/domain/platform/platform-activity';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const activityKey = ['platform', 'activity'] as const;

/** One page of the platform's activity (list convention), newest first unless asked. */
export function usePlatformActivityPage(apiParams: string) {
  return useQuery({
    queryKey: [...activityKey, 'list', apiParams],
    queryFn: () => api.get<Page<PlatformActivityEntry>>(`/api/v1/platform/activity?${apiParams}`),
    placeholderData: keepPreviousData,
  });
}

/** Who acted, and the kinds and actions written: the activity filters' choices. */
export function usePlatformActivityOptions() {
  return useQuery({
    queryKey: [...activityKey, 'options'],
    queryFn: () => api.get<PlatformActivityOptions>('/api/v1/platform/activity/options'),
  });
}
