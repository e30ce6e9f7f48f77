import type { PasskeyRequestOptions } from '@showdesk/domain/people/passkeys';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { signWithPasskey } from '../../../../lib/passkeys.ts';
import { useSecondFactorLogin } from './auth-api.ts';

/**
 * The login's second step with a passkey: the step's options (its challenge and the account's
 * passkeys), the browser's prompt, then its signature sent as the step's answer, which ends in
 * the session as a code does. A prompt that gave nothing is a `PasskeyPromptError`.
 */
export function usePasskeyLogin() {
  const finish = useSecondFactorLogin();
  return useMutation({
    mutationFn: async () => {
      const { options } = await api.post<{ options: PasskeyRequestOptions }>(
        '/api/v1/auth/login/second-factor/passkey-options',
      );
      const response = await signWithPasskey(options);
      return finish.mutateAsync({ method: 'passkey', response });
    },
  });
}
