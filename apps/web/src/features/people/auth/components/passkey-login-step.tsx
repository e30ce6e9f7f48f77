import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Center, Stack, ThemeIcon } from '@mantine/core';
import { passkeyLoginMessages } from '@showdesk/domain/people/second-factor-codes';
import { IconFingerprint } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { said } from '../../../../i18n/i18n.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { PasskeyPromptError } from '../../../../lib/passkeys.ts';
import { usePasskeyLogin } from '../api/passkey-login-api.ts';
import { mustRestart } from '../second-factor-login.ts';
import { AuthForm } from './auth-layout.tsx';

interface PasskeyLoginStepProps {
  /** The account has an authenticator app too: offer its code instead. */
  hasCodes: boolean;
  onUseCode: () => void;
  onLoggedIn: () => void;
  /** Back to the password; `message` says why when the step ended (timed out, too many tries). */
  onBack: (message?: string) => void;
}

/** Why no passkey finished the login, as the person reads it. */
function failureMessage(error: unknown): string {
  if (error instanceof PasskeyPromptError) {
    return error.kind === 'unsupported'
      ? said(passkeyLoginMessages.unsupported)
      : said(passkeyLoginMessages.cancelled);
  }
  if (isApiError(error, 401)) return said(passkeyLoginMessages.refused);
  return errorMessage(error);
}

/**
 * The login's second step with a passkey: one button opens the browser's prompt (the device's
 * fingerprint, face or screen lock, or a security key). A refusal or a closed prompt is said
 * above the button, which tries again; a step that ended goes back to the password.
 */
export function PasskeyLoginStep({
  hasCodes,
  onUseCode,
  onLoggedIn,
  onBack,
}: PasskeyLoginStepProps) {
  const { t } = useLingui();
  const login = usePasskeyLogin();
  const frame = useRef<HTMLDivElement>(null);
  // Ready to press at once (Enter or Space), as the code step's field takes the focus.
  useEffect(
    () => frame.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus(),
    [],
  );
  const failure =
    login.error && !mustRestart(login.error) ? new Error(failureMessage(login.error)) : null;

  return (
    <div ref={frame}>
      <AuthForm
        title={t`Two-step verification`}
        intro={said(passkeyLoginMessages.intro)}
        onSubmit={() =>
          login.mutate(undefined, {
            onSuccess: onLoggedIn,
            onError: (error) => {
              if (mustRestart(error)) onBack(errorMessage(error));
            },
          })
        }
        failure={failure}
        submitLabel={t`Use passkey`}
        isPending={login.isPending}
        footer={
          <Stack gap={6} align="center">
            {hasCodes ? (
              <Anchor component="button" type="button" size="sm" onClick={onUseCode}>
                <Trans>Use your authenticator app instead</Trans>
              </Anchor>
            ) : null}
            <Anchor component="button" type="button" size="sm" onClick={() => onBack()}>
              <Trans>Back to log in</Trans>
            </Anchor>
          </Stack>
        }
      >
        <Center>
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconFingerprint size={30} />
          </ThemeIcon>
        </Center>
      </AuthForm>
    </div>
  );
}
