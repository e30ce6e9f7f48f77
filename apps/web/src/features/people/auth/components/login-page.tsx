import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormSkeleton } from '../../../../components/form-skeleton.tsx';
import { isSecondFactorRequired } from '../../../../lib/api-client.ts';
import { lazyRoute } from '../../../../lib/lazy-route.ts';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { useLogin } from '../api/auth-api.ts';
import { useAuthFlow } from '../auth-flow.ts';
import { useAuthInputCheck } from '../auth-schemas.ts';
import { AuthForm, EmailField, PasswordField } from './auth-layout.tsx';

// Its own chunk, out of the first load: the buttons wait for the event's providers anyway.
const SsoButtons = lazy(
  lazyRoute(() =>
    import('../../sso/components/sso-buttons.tsx').then((m) => ({ default: m.SsoButtons })),
  ),
);

// A chunk of its own, loaded only for an account with a second factor.
const SecondFactorStep = lazy(
  lazyRoute(() =>
    import('./second-factor-step.tsx').then((m) => ({ default: m.SecondFactorStep })),
  ),
);

interface LoginPageProps {
  title?: string;
  /** Shown above the form, e.g. after a password reset or an email change. */
  notice?: string;
}

/**
 * /auth/login: email and password, then a code when the account has a second factor; on
 * success the flow's continue path, else the dashboard.
 */
export function LoginPage({ title: givenTitle, notice }: LoginPageProps) {
  const { t } = useLingui();
  const title = givenTitle ?? t`Log in`;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const location = useLocation();
  const { continueTo, clear } = useAuthFlow();
  const login = useLogin();
  const stateNotice = (location.state as { notice?: string } | null)?.notice;
  const shownNotice = stateNotice ?? notice;
  // After a new password (or an email change) the account's email comes along, filled in.
  const givenEmail = (location.state as { email?: string } | null)?.email ?? '';
  const [email, setEmail] = useState(givenEmail);
  const [password, setPassword] = useState('');
  // Its schema loads after the first paint (the login page is in the first load).
  const { errors, check } = useAuthInputCheck();
  // Why the second step sent the login back here (timed out, too many wrong codes).
  const [restart, setRestart] = useState<string>();

  const loggedIn = () => {
    clear();
    navigate(continueTo, { replace: true });
  };

  const submit = async () => {
    const input = await check((schemas) => schemas.loginInputSchema, { email, password });
    if (!input) return;
    setRestart(undefined);
    login.mutate(input, { onSuccess: loggedIn });
  };

  if (isSecondFactorRequired(login.error)) {
    return (
      <Suspense fallback={<FormSkeleton />}>
        <SecondFactorStep
          challenge={login.error}
          onLoggedIn={loggedIn}
          onBack={(message) => {
            login.reset();
            setPassword('');
            setRestart(message);
          }}
        />
      </Suspense>
    );
  }

  return (
    <AuthForm
      title={title}
      intro={t`Welcome back. Log in to continue to your event.`}
      onSubmit={submit}
      notice={
        shownNotice ? (
          <Alert role="status" color="brand" icon={<IconCircleCheck size={18} />}>
            {shownNotice}
          </Alert>
        ) : null
      }
      failure={restart ? new Error(restart) : login.error}
      submitLabel={t`Log in`}
      isPending={login.isPending}
      footer={
        <Suspense fallback={null}>
          <SsoButtons />
        </Suspense>
      }
    >
      <EmailField value={email} onChange={setEmail} error={errors.email} hasFocus={!givenEmail} />
      <PasswordField
        label={t`Password`}
        value={password}
        onChange={setPassword}
        error={errors.password}
        hasFocus={Boolean(givenEmail)}
      />
      <Group justify="flex-end">
        <Anchor component={Link} to="/auth/forgot-password" size="sm">
          <Trans>Forgot password?</Trans>
        </Anchor>
      </Group>
    </AuthForm>
  );
}

/** /auth/update-email/login: the end of an email change, logging in with the new address. */
export function UpdateEmailLoginPage() {
  const { t } = useLingui();
  return (
    <LoginPage
      title={t`Log in with your new email`}
      notice={t`Your email address has been changed. Log in with your new email address.`}
    />
  );
}
