import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordInputSchema } from '@showdesk/domain/auth';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useDocumentTitle } from '../../../lib/page-title.ts';
import { useForgotPassword } from '../api/auth-api.ts';
import { useAuthFlow } from '../auth-flow.ts';
import { AuthHeading } from './auth-layout.tsx';

/** /auth/forgot-password: asks for a reset link; answers the same whether or not the account exists. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const { flow } = useAuthFlow();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordInputSchema.safeParse({
      email,
      ...(flow.continuePath ? { continuePath: flow.continuePath } : {}),
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    forgot.mutate(parsed.data);
  };

  if (forgot.isSuccess) {
    return (
      <Stack gap="md">
        <AuthHeading title="Check your email" />
        <Alert role="status" color="brand" icon={<IconMailForward size={18} />}>
          If an account exists for {email.trim().toLowerCase()}, we've sent it a link to reset the
          password. The link works once.
        </Alert>
        <Anchor component={Link} to="/auth/login" size="sm">
          Back to log in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <AuthHeading title="Forgot your password?">
        Enter the email you log in with and we'll send you a link to choose a new password.
      </AuthHeading>
      <Stack gap="md">
        {forgot.isError ? (
          <Alert role="alert" color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(forgot.error)}
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
        />
        <Button type="submit" loading={forgot.isPending} fullWidth size="md">
          Send reset link
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/auth/login">
            Back to log in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
