import type { Download } from '@showdesk/domain/downloads';
import type { FormPage } from '@showdesk/domain/forms/forms';
import { listSearchParams, type Page } from '@showdesk/domain/list-query';
import type { SupplierPage } from '@showdesk/domain/suppliers/suppliers';
import type { TaskGroup } from '@showdesk/domain/tasks/task-groups';
import type { TaskPage } from '@showdesk/domain/tasks/tasks';
import type { TeamTypeList } from '@showdesk/domain/team-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * The event's team types for a page's limits. Admin-only on the server: a moderator gets a 403,
 * which the settings read as "limits are set by an admin".
 */
export function useTeamTypeChoices() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'team-types', 'all'],
    queryFn: () => api.get<TeamTypeList>(eventPath(event.id, '/team-types/all')),
    retry: (count, error) => !isApiError(error, 403) && count < 2,
  });
}

/**
 * Downloads matching a search, for a resources section (the first 200 by name, searched on
 * the server). If the list cannot be read, the editor takes a typed id instead.
 */
export function useDownloadChoices(search: string) {
  const { event } = useSession();
  const params = listSearchParams({ q: search, pageSize: 200 }).toString();
  return useQuery({
    queryKey: ['events', event.id, 'downloads', 'list', params],
    queryFn: () => api.get<Page<Download>>(eventPath(event.id, `/downloads?${params}`)),
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * Forms matching a search, for a resources section (the first 200 active ones by title; members
 * see a link only while its form is published).
 */
export function useFormChoices(search: string) {
  const { event } = useSession();
  const params = listSearchParams({
    q: search,
    pageSize: 200,
    filter: { isArchived: false },
  }).toString();
  return useQuery({
    queryKey: ['events', event.id, 'forms', 'list', params],
    queryFn: () => api.get<FormPage>(eventPath(event.id, `/forms?${params}`)),
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

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
export function useTaskResourceChoices(search: string) {
  const { event } = useSession();
  const params = listSearchParams({
    q: search,
    pageSize: 200,
    filter: { isArchived: false },
  }).toString();
  return useQuery({
    queryKey: ['events', event.id, 'tasks', 'list', params],
    queryFn: () => api.get<TaskPage>(eventPath(event.id, `/tasks?${params}`)),
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * Active suppliers matching a search, for a resources section (the first 200 by company;
 * members see a link only to the ones their team may see).
 */
export function useSupplierResourceChoices(search: string) {
  const { event } = useSession();
  const params = listSearchParams({
    q: search,
    pageSize: 200,
    filter: { isArchived: false },
  }).toString();
  return useQuery({
    queryKey: ['events', event.id, 'suppliers', 'list', params],
    queryFn: () => api.get<SupplierPage>(eventPath(event.id, `/suppliers?${params}`)),
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
