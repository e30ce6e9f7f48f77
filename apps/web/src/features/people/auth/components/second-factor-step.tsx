import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, TextInput } from '@mantine/core';
import { type SecondFactorMethod, totpDigits } from '@showdesk/domain/people/second-factor-codes';
import { useEffect, useRef, useState } from 'react';
import { type ApiError, isApiError } from '../../../../lib/api-client.ts';
import { apiFieldErrors, errorMessage } from '../../../../lib/field-errors.ts';
import { useSecondFactorLogin } from '../api/auth-api.ts';
import { namedSecondStepMethods, offersPasskey, startsWithPasskey } from '../passkey-login.ts';
import { challengeMethods, mustRestart, readSecondFactorCode } from '../second-factor-login.ts';
import { AuthForm } from './auth-layout.tsx';
import { PasskeyLoginStep } from './passkey-login-step.tsx';

interface SecondFactorStepProps {
  /** The login's answer naming the second factor's methods ('second_factor_required'). */
  challenge: ApiError;
  onLoggedIn: () => void;
  /** Back to the password; `message` says why when the step ended (timed out, too many tries). */
  onBack: (message?: string) => void;
}

/** Each method's words, in the language spoken when the step is drawn. */
const textsOf = (): Record<
  SecondFactorMethod,
  { intro: string; label: string; toggle: string; inputMode: 'numeric' | 'text' }
> => ({
  totp: {
    intro: t`Enter the ${totpDigits}-digit code from your authenticator app to finish logging in.`,
    label: t`Code from your app`,
    toggle: t`Use a recovery code instead`,
    inputMode: 'numeric',
  },
  recoveryCode: {
    intro: t`Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.`,
    label: t`Recovery code`,
    toggle: t`Use your authenticator app instead`,
    inputMode: 'text',
  },
});

/**
 * The login's second step, after a right password with a second factor on: a code from the
 * authenticator app, or a recovery code. A wrong code is said at the field, which empties and
 * takes the focus again; a step that has timed out or had too many wrong codes goes back to
 * the password with the server's message. A chunk of its own: the login page is in the entry.
 */
export function SecondFactorStep({ challenge, onLoggedIn, onBack }: SecondFactorStepProps) {
  const { t } = useLingui();
  const texts = textsOf();
  const methods = challengeMethods(challenge);
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0]!);
  // A passkey instead of a code: first when it is the account's only second factor.
  const [isPasskey, setIsPasskey] = useState(() => startsWithPasskey(challenge));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // Each refusal moves the focus back to the field, once the error is on it for screen readers.
  const [attempt, setAttempt] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const verify = useSecondFactorLogin();
  const other = methods.find((m) => m !== method);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again on each refusal and method
  useEffect(() => input.current?.focus(), [method, attempt, isPasskey]);

  const refuse = (message: string, clear: boolean) => {
    if (clear) setCode('');
    setError(message);
    setAttempt((n) => n + 1);
  };

  const submit = () => {
    const read = readSecondFactorCode(method, code);
    if ('error' in read) return refuse(read.error, false);
    setError(undefined);
    verify.mutate(
      { method, code: read.code },
      {
        onSuccess: onLoggedIn,
        onError: (failure) => {
          if (mustRestart(failure)) return onBack(errorMessage(failure));
          const atField = apiFieldErrors(failure).code;
          if (atField) return refuse(atField, false);
          if (isApiError(failure, 401)) return refuse(errorMessage(failure), true);
        },
      },
    );
  };

  const switchTo = (next: SecondFactorMethod) => {
    setMethod(next);
    setCode('');
    setError(undefined);
    verify.reset();
  };

  // A wrong code is said at the field; anything else (offline, a server error) above it.
  const failure =
    verify.error &&
    !isApiError(verify.error, 401) &&
    !mustRestart(verify.error) &&
    !apiFieldErrors(verify.error).code
      ? verify.error
      : null;

  if (isPasskey) {
    return (
      <PasskeyLoginStep
        hasCodes={namedSecondStepMethods(challenge).includes('totp')}
        onUseCode={() => setIsPasskey(false)}
        onLoggedIn={onLoggedIn}
        onBack={onBack}
      />
    );
  }

  return (
    <AuthForm
      title={t`Two-step verification`}
      intro={texts[method].intro}
      onSubmit={submit}
      failure={failure}
      submitLabel={t`Verify`}
      isPending={verify.isPending}
      footer={
        <Stack gap={6} align="center">
          {other ? (
            <Anchor component="button" type="button" size="sm" onClick={() => switchTo(other)}>
              {texts[method].toggle}
            </Anchor>
          ) : null}
          {offersPasskey(challenge) ? (
            <Anchor component="button" type="button" size="sm" onClick={() => setIsPasskey(true)}>
              <Trans>Use a passkey</Trans>
            </Anchor>
          ) : null}
          <Anchor component="button" type="button" size="sm" onClick={() => onBack()}>
            <Trans>Back to log in</Trans>
          </Anchor>
        </Stack>
      }
    >
      <TextInput
        key={method}
        ref={input}
        label={texts[method].label}
        required
        withAsterisk={false}
        value={code}
        onChange={(e) => {
          setCode(e.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        inputMode={texts[method].inputMode}
        autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: 2 } }}
      />
    </AuthForm>
  );
}
