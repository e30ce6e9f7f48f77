import type {
  Passkey,
  PasskeyCreationOptions,
  PasskeyList,
  RemovePasskeyInput,
  RenamePasskeyInput,
} from '@showdesk/domain/people/passkeys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, recordSegment } from '../../../../lib/api-client.ts';
import { createPasskey } from '../../../../lib/passkeys.ts';
import { secondFactorStatusQuery } from './second-factor-api.ts';

const base = '/api/v1/auth/passkeys';

/** The person's passkeys, oldest first. */
export const passkeysQuery = queryOptions({
  queryKey: ['auth', 'passkeys'],
  queryFn: () => api.get<PasskeyList>(base),
});

export const usePasskeys = () => useQuery(passkeysQuery);

/** After a passkey comes or goes: the list, and two-step verification's state (on or off). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: secondFactorStatusQuery.queryKey }),
    ]);
}

/** What adding a passkey asks: its name and the current password (the browser does the rest). */
export interface AddPasskeyInput {
  name: string;
  currentPassword: string;
}

/**
 * Adds a passkey: the options (after the current password), the browser's prompt, then the
 * passkey it made. A wrong password is the server's 400 at `currentPassword`; a prompt that
 * gave nothing is a `PasskeyPromptError`. Forgotten at once (no `gcTime`): it held a password.
 */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    gcTime: 0,
    mutationFn: async ({ name, currentPassword }: AddPasskeyInput) => {
      const { options } = await api.post<{ options: PasskeyCreationOptions }>(
        `${base}/registration-options`,
        { currentPassword },
      );
      const response = await createPasskey(options);
      return api.post<Passkey>(base, { name, response });
    },
    onSuccess: refresh,
  });
}

export function useRenamePasskey(passkeyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RenamePasskeyInput) =>
      api.patch<Passkey>(`${base}/${recordSegment(passkeyId)}`, input),
    onSuccess: refresh,
  });
}

/** Removes a passkey (asks for the current password again). */
export function useRemovePasskey(passkeyId: string) {
  const refresh = useRefresh();
  return useMutation({
    gcTime: 0,
    mutationFn: (input: RemovePasskeyInput) =>
      api.post<{ ok: true }>(`${base}/${recordSegment(passkeyId)}/remove`, input),
    onSuccess: refresh,
  });
}
