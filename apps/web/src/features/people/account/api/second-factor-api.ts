import type {
  ConfirmPasswordInput,
  RecoveryCodes,
  SecondFactorStatus,
  TotpConfirmInput,
  TotpSetup,
} from '@showdesk/domain/people/second-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { accountSessionsQuery } from './sessions-api.ts';

const base = '/api/v1/auth/second-factor';

/** The account's second factors: whether an authenticator app is on, its recovery codes left. */
export const secondFactorStatusQuery = queryOptions({
  queryKey: ['auth', 'second-factor'],
  queryFn: () => api.get<SecondFactorStatus>(base),
});

export const useSecondFactorStatus = () => useQuery(secondFactorStatusQuery);

/**
 * The calls whose answer is a secret shown once (the authenticator's key, recovery codes): the
 * screen keeps the answer in its own state, and the mutation is forgotten as soon as nothing
 * watches it (no `gcTime`), so neither the answer nor the password stays in the cache.
 */
const shownOnce = { gcTime: 0 } as const;

/**
 * Turning two-step verification on or off replaces this session and ends every other one: the
 * status is the answer, and the list of sessions is read again.
 */
function useSettled() {
  const queryClient = useQueryClient();
  return (status: SecondFactorStatus) => {
    queryClient.setQueryData(secondFactorStatusQuery.queryKey, status);
    void queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
  };
}

/** Starts setting up an authenticator app: its key and recovery codes (nothing is on yet). */
export function useStartTotpSetup() {
  return useMutation({
    ...shownOnce,
    mutationFn: (input: ConfirmPasswordInput) => api.post<TotpSetup>(`${base}/totp`, input),
  });
}

/** Turns the authenticator app on with a code it shows. */
export function useConfirmTotp() {
  const settled = useSettled();
  return useMutation({
    ...shownOnce,
    mutationFn: (input: TotpConfirmInput) =>
      api.post<SecondFactorStatus>(`${base}/totp/confirm`, input),
    onSuccess: settled,
  });
}

/** Turns two-step verification off (refused while the person's role requires it). */
export function useTurnOffSecondFactor() {
  const settled = useSettled();
  return useMutation({
    ...shownOnce,
    mutationFn: (input: ConfirmPasswordInput) =>
      api.post<SecondFactorStatus>(`${base}/disable`, input),
    onSuccess: settled,
  });
}

/** New recovery codes, shown once: the old ones stop working. */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    ...shownOnce,
    mutationFn: (input: ConfirmPasswordInput) =>
      api.post<RecoveryCodes>(`${base}/recovery-codes`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorStatusQuery.queryKey }),
  });
}
