import { listSearchParams } from '@showdesk/domain/common/list-query';
import type { FormPage } from '@showdesk/domain/forms/forms';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

/** The forms a form task can ask for: the first 200 active ones by title. */
export function useFormChoices() {
  const { event } = useSession();
  const params = listSearchParams({ pageSize: 200, filter: { isArchived: false } }).toString();
  return useQuery({
    queryKey: ['events', event.id, 'forms', 'list', params],
    queryFn: () => api.get<FormPage>(eventPath(event.id, `/forms?${params}`)),
    staleTime: 60_000,
  });
}
