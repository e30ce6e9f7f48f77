import { listSearchParams, type Page } from '@showdesk/domain/common/list-query';
import type { Download } from '@showdesk/domain/content/downloads';
import type { FormPage } from '@showdesk/domain/forms/forms';
import type { SupplierPage } from '@showdesk/domain/suppliers/suppliers';
import type { TaskGroup } from '@showdesk/domain/tasks/task-groups';
import type { TaskPage } from '@showdesk/domain/tasks/tasks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * One area's list matching a search, for a resources section: the first 200 (in the area's list
 * order), searched on the server, active ones only where the area archives. Kept for a minute and
 * shown while the next search loads. If the list cannot be read, the editor takes a typed id.
 */
function useResourceChoices<T>(area: string, search: string, { activeOnly = true } = {}) {
  const { event } = useSession();
  const params = listSearchParams({
    q: search,
    pageSize: 200,
    ...(activeOnly ? { filter: { isArchived: false } } : {}),
  }).toString();
  return useQuery({
    queryKey: ['events', event.id, area, 'list', params],
    queryFn: () => api.get<T>(eventPath(event.id, `/${area}?${params}`)),
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Downloads matching a search (the first 200 by name; downloads are not archived). */
export const useDownloadChoices = (search: string) =>
  useResourceChoices<Page<Download>>('downloads', search, { activeOnly: false });

/** Active forms matching a search, by title (members see a link only while it is published). */
export const useFormChoices = (search: string) => useResourceChoices<FormPage>('forms', search);

/** The event's task groups by title, for a task list section (moderators read them). */
export function useTaskGroupChoices() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'task-groups', 'options'],
    queryFn: () => api.get<TaskGroup[]>(eventPath(event.id, '/task-groups/options')),
    retry: false,
    staleTime: 60_000,
  });
}

/** Active tasks matching a search, for a resources section (the first 200 by due date). */
export const useTaskResourceChoices = (search: string) =>
  useResourceChoices<TaskPage>('tasks', search);

/**
 * Active suppliers matching a search, for a resources section (the first 200 by company;
 * members see a link only to the ones their team may see).
 */
export const useSupplierResourceChoices = (search: string) =>
  useResourceChoices<SupplierPage>('suppliers', search);
