import type { MemberContentPage } from '@showdesk/domain/content/content';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../lib/api-client.ts';

/** A public content page, read without logging in; a 404 when it isn't public (or doesn't exist). */
export function useGuestContentPage(eventId: string | undefined, contentId: string) {
  return useQuery({
    queryKey: ['guest-content', eventId, contentId],
    queryFn: () =>
      api.get<MemberContentPage>(
        eventPath(eventId ?? '', `/guest/content/${encodeURIComponent(contentId)}`),
      ),
    enabled: Boolean(eventId) && contentId !== '',
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}
