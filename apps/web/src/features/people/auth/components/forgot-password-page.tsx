import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { forgotPasswordInputSchema } from '@showdesk/domain/people/auth';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldErrors } from '../../../../components/record-form.tsx';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { useForgotPassword } from '../api/auth-api.ts';
import { useAuthFlow } from '../auth-flow.ts';
import { AuthForm, AuthMessage, EmailField } from './auth-layout.tsx';

/** /auth/forgot-password: asks for a reset link; answers the same whether or not the account exists. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot Password`);
  const { flow } = useAuthFlow();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const { errors, check } = useFieldErrors();

  const submit = () => {
    const input = check(forgotPasswordInputSchema, {
      email,
      ...(flow.continuePath ? { continuePath: flow.continuePath } : {}),
    });
    if (input) forgot.mutate(input);
  };

  if (forgot.isSuccess) {
    const sentTo = email.trim().toLowerCase();
    return (
      <AuthMessage
        title={t`Check your email`}
        alert={
          <Alert role="status" color="brand" icon={<IconMailForward size={18} />}>
            <Trans>
              If an account exists for {sentTo}, we've sent it a link to reset the password. The
              link works once.
            </Trans>
          </Alert>
        }
        link={{ to: '/auth/login', label: t`Back to log in` }}
      />
    );
  }

  return (
    <AuthForm
      title={t`Forgot your password?`}
      intro={t`Enter the email you log in with and we'll send you a link to choose a new password.`}
      onSubmit={submit}
      failure={forgot.error}
      submitLabel={t`Send reset link`}
      isPending={forgot.isPending}
      hasBackLink
    >
      <EmailField value={email} onChange={setEmail} error={errors.email} />
    </AuthForm>
  );
}
