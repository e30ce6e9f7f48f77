import { useDebouncedValue } from '@mantine/hooks';
import { listSearchParams } from '@showdesk/domain/common/list-query';
import type { EndedSessions } from '@showdesk/domain/people/account-sessions';
import type { Permission } from '@showdesk/domain/people/permissions';
import type { User, UserListItem } from '@showdesk/domain/people/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useListPage } from '../../../../lib/list-state.ts';
import { useSession } from '../../../../lib/session.ts';

const usersKey = (eventId: string) => ['events', eventId, 'users'] as const;
const userPath = (eventId: string, userId: string) =>
  eventPath(eventId, `/users/${encodeURIComponent(userId)}`);

/** One page of the event's users (the list convention's query string). */
export function useUserPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<UserListItem>(usersKey(event.id), '/users', apiParams);
}

/** Users matching a search, for pickers (the first 20 by first name). */
export function useUserSearch(search: string) {
  const [term] = useDebouncedValue(search.trim(), 250);
  return useUserPage(listSearchParams({ q: term, pageSize: 20 }).toString());
}

/** Changes a member's level (never above the caller's own, never the caller's). */
export function useUpdatePermissions() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, permissions }: { userId: string; permissions: Permission }) =>
      api.patch<User>(`${userPath(event.id, userId)}/permissions`, { permissions }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey(event.id) }),
  });
}

/** Deletes a user, handing their records and team ownership to transferToUserId. */
export function useDeleteUser() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, transferToUserId }: { userId: string; transferToUserId: string }) =>
      api.delete<void>(
        `${userPath(event.id, userId)}?${new URLSearchParams({ transferToUserId })}`,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: usersKey(event.id) });
      // Team ownership and members may have moved.
      await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'teams'] });
    },
  });
}

/** Logs a member out everywhere (every session of their account), at once. */
export function useEndUserSessions() {
  const { event } = useSession();
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<EndedSessions>(`${userPath(event.id, userId)}/end-sessions`),
  });
}
