import type { MemberSupplier, MemberSupplierList } from '@showdesk/domain/suppliers/suppliers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

const key = (eventId: string) => ['events', eventId, 'member-suppliers'] as const;
const enc = encodeURIComponent;

/** The suppliers the member may see, by group; q searches company and description. */
export function useMemberSuppliers(q: string) {
  const { event } = useSession();
  const query = q.trim() ? `?q=${enc(q.trim())}` : '';
  return useQuery({
    queryKey: [...key(event.id), 'list', q.trim()],
    queryFn: () => api.get<MemberSupplierList>(eventPath(event.id, `/member/suppliers${query}`)),
    placeholderData: keepPreviousData,
  });
}

export function useMemberSupplier(supplierId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...key(event.id), 'detail', supplierId],
    queryFn: () =>
      api.get<MemberSupplier>(eventPath(event.id, `/member/suppliers/${enc(supplierId)}`)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });
}

/** A content page's title, for its crumb when a supplier is opened from it. */
export function useContentTitle(contentId: string | undefined) {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'member-suppliers', 'content-title', contentId],
    queryFn: () =>
      api.get<{ title: string }>(eventPath(event.id, `/member/content/${enc(contentId ?? '')}`)),
    enabled: contentId !== undefined,
    retry: false,
  });
}
