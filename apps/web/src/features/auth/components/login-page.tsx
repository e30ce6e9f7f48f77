import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginInputSchema } from '@showdesk/domain/auth';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useDocumentTitle } from '../../../lib/page-title.ts';
import { useLogin } from '../api/auth-api.ts';
import { useAuthFlow } from '../auth-flow.ts';
import { AuthHeading } from './auth-layout.tsx';

interface LoginPageProps {
  title?: string;
  /** Shown above the form, e.g. after a password reset or an email change. */
  notice?: string;
}

/** /auth/login: email and password; on success the flow's continue path, else the dashboard. */
export function LoginPage({ title = 'Log in', notice }: LoginPageProps) {
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
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginInputSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: () => {
        clear();
        navigate(continueTo, { replace: true });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <AuthHeading title={title}>Welcome back. Log in to continue to your event.</AuthHeading>
      <Stack gap="md">
        {shownNotice ? (
          <Alert role="status" color="brand" icon={<IconCircleCheck size={18} />}>
            {shownNotice}
          </Alert>
        ) : null}
        {login.isError ? (
          <Alert role="alert" color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(login.error)}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          data-autofocus={givenEmail ? undefined : true}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
          data-autofocus={givenEmail ? true : undefined}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={login.isPending} fullWidth size="md">
          Log in
        </Button>
      </Stack>
    </form>
  );
}

/** /auth/update-email/login: the end of an email change, logging in with the new address. */
export function UpdateEmailLoginPage() {
  return (
    <LoginPage
      title="Log in with your new email"
      notice="Your email address has been changed. Log in with your new email address."
    />
  );
}
