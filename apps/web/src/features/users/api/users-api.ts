import type { Permission } from '@showdesk/domain/permissions';
import type { User } from '@showdesk/domain/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

const usersKey = (eventId: string) => ['events', eventId, 'users'] as const;
const userPath = (eventId: string, userId: string) =>
  eventPath(eventId, `/users/${encodeURIComponent(userId)}`);

/** The event's users matching the search (first name, surname or email). */
export function useUsers(search: string) {
  const { event } = useSession();
  const term = search.trim();
  return useQuery({
    queryKey: [...usersKey(event.id), term],
    queryFn: () =>
      api.get<{ users: User[] }>(
        eventPath(event.id, `/users${term ? `?${new URLSearchParams({ search: term })}` : ''}`),
      ),
    placeholderData: keepPreviousData,
  });
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
