import type {
  ConfirmEmailInput,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  ResetPasswordResult,
} from '@showdesk/domain/auth';
import type { Session } from '@showdesk/domain/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionQuery } from '../../../lib/session.ts';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<Session>('/api/v1/auth/login', input),
    onSuccess: (session) => queryClient.setQueryData(sessionQuery.queryKey, session),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post('/api/v1/auth/forgot-password', input),
  });
}

/** reset-password for a reset link, set-password for an invitation's first password. */
export function useResetPassword(kind: 'reset-password' | 'set-password') {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api.post<ResetPasswordResult>(`/api/v1/auth/${kind}`, input),
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (input: ConfirmEmailInput) =>
      api.post<{ ok: true; email: string }>('/api/v1/auth/update-email/confirm', input),
  });
}
