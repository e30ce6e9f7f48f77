import type { MemberContentPage, MemberContentSummary } from '@showdesk/domain/content/content';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { memberContentKey } from './content-api.ts';

/** The content pages the member may see. */
export function useMemberContentList() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...memberContentKey(event.id), 'list'],
    queryFn: () =>
      api.get<{ content: MemberContentSummary[] }>(eventPath(event.id, '/member/content')),
  });
}

/** One page with its published sections; 'Content not found' (404) when it is not theirs to see. */
export function useMemberContentPage(contentId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...memberContentKey(event.id), 'page', contentId],
    queryFn: () =>
      api.get<MemberContentPage>(
        eventPath(event.id, `/member/content/${encodeURIComponent(contentId)}`),
      ),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}
