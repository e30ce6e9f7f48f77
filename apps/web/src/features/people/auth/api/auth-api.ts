import type {
  ConfirmEmailInput,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  ResetPasswordResult,
} from '@showdesk/domain/people/auth';
import type { SecondFactorLoginInput } from '@showdesk/domain/people/second-factor';
import type { Session } from '@showdesk/domain/people/session';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  isInvitationPending,
  isSecondFactorEnrolmentRequired,
} from '../../../../lib/api-client.ts';
import { sessionQuery } from '../../../../lib/session.ts';

/**
 * A call that ends a login with the session. An account only invited to this event (a 403
 * 'invitation_pending'), or whose role requires two-step verification it has not set up, is
 * logged in too: it has no session body yet, and the app shows it the invitation or the set-up.
 */
function useLoginCall<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I): Promise<Session | null> => {
      try {
        return await api.post<Session>(path, input);
      } catch (error) {
        if (isInvitationPending(error) || isSecondFactorEnrolmentRequired(error)) return null;
        throw error;
      }
    },
    onSuccess: (session) => {
      if (session) queryClient.setQueryData(sessionQuery.queryKey, session);
      else queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
    },
  });
}

/**
 * Logs in with email and password. With a second factor on, the answer is a 401
 * 'second_factor_required' (`isSecondFactorRequired`): the login page then asks for the code.
 */
export const useLogin = () => useLoginCall<LoginInput>('/api/v1/auth/login');

/** The login's second step: the authenticator app's code or a recovery code. */
export const useSecondFactorLogin = () =>
  useLoginCall<SecondFactorLoginInput>('/api/v1/auth/login/second-factor');

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

/**
 * Whether a reset or set-password link still works, asked as its page opens (the spec's
 * verifyAuthToken): a used or expired link is said at once, before a password is typed.
 */
export function useVerifiedToken(token: string | undefined) {
  return useQuery({
    queryKey: ['auth', 'verify-token', token],
    queryFn: () => api.post<{ ok: true }>('/api/v1/auth/verify-token', { token }),
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (input: ConfirmEmailInput) =>
      api.post<{ ok: true; email: string }>('/api/v1/auth/update-email/confirm', input),
  });
}
