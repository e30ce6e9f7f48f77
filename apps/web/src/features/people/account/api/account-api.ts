import type { ChangePasswordInput, UpdateEmailInput } from '@showdesk/domain/people/auth';
import type { Session } from '@showdesk/domain/people/session';
import type { UpdateProfileInput } from '@showdesk/domain/people/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { sessionQuery } from '../../../../lib/session.ts';

export function useUpdateProfile(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.patch<Session>(eventPath(eventId, '/me'), input),
    onSuccess: (session) => queryClient.setQueryData(sessionQuery.queryKey, session),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post('/api/v1/auth/change-password', input),
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: UpdateEmailInput) => api.post('/api/v1/auth/update-email', input),
  });
}
