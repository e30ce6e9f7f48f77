import type { MemberContentSummary } from '@showdesk/domain/content/content';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

/** The featured content pages the member may open, in the organisers' order. */
export function useFeaturedContent() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'member-content', 'featured'],
    queryFn: () =>
      api.get<{ content: MemberContentSummary[] }>(eventPath(event.id, '/member/featured-content')),
  });
}
