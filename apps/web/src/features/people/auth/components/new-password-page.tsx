import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { passwordSchema, resetPasswordInputSchema } from '@showdesk/domain/people/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useFieldErrors } from '../../../../components/record-form.tsx';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { useResetPassword, useVerifiedToken } from '../api/auth-api.ts';
import { useAuthFlow } from '../auth-flow.ts';
import { AuthForm, AuthMessage, PasswordField } from './auth-layout.tsx';

/** The screen's words for each kind, in the language spoken when it is drawn. */
const copyOf = (kind: 'reset-password' | 'set-password') =>
  kind === 'reset-password'
    ? {
        title: t`Reset Password`,
        intro: t`Choose a new password for your account.`,
        button: t`Reset password`,
        done: t`Your password has been reset. Log in with your new password.`,
      }
    : {
        title: t`Set Your Password`,
        intro: t`Welcome! Choose a password to finish setting up your account.`,
        button: t`Set password`,
        done: t`Your password is set. Log in to get started.`,
      };

/**
 * /auth/reset-password and /auth/set-password: a new password from an emailed link. The token
 * comes from the link; at the end the flow is cleared and the member logs in.
 */
export function NewPasswordPage({ kind }: { kind: 'reset-password' | 'set-password' }) {
  const { t } = useLingui();
  const text = copyOf(kind);
  useDocumentTitle(text.title);
  const navigate = useNavigate();
  const { flow, clear } = useAuthFlow();
  const reset = useResetPassword(kind);
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, check } = useFieldErrors();
  const verified = useVerifiedToken(flow.token);

  if (verified.isError) {
    return (
      <AuthMessage
        title={text.title}
        alert={
          <Alert role="alert" color="red" icon={<IconAlertCircle size={18} />}>
            {errorMessage(verified.error)}
            <Trans>. Ask for a new link: it comes by email in a minute.</Trans>
          </Alert>
        }
        link={{ to: '/auth/forgot-password', label: t`Send me a new link` }}
      />
    );
  }
  if (flow.token && verified.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t`Checking your link`}>
        <Skeleton h={28} w="60%" />
        <Skeleton h={60} />
        <Skeleton h={60} />
      </Stack>
    );
  }

  if (!flow.token) {
    return (
      <AuthMessage
        title={text.title}
        alert={
          <Alert role="alert" color="red" icon={<IconAlertCircle size={18} />}>
            <Trans>
              This link is incomplete. Open the link from your email again, or ask for a new one.
            </Trans>
          </Alert>
        }
        link={{ to: '/auth/forgot-password', label: t`Send me a new link` }}
      />
    );
  }

  const submit = () => {
    const more: FieldErrors = {};
    const strength = passwordSchema.safeParse(newPassword);
    if (!strength.success) more.newPassword = strength.error.issues[0]?.message ?? t`Invalid`;
    if (confirm !== newPassword) more.confirm = t`The passwords do not match`;
    const input = check(resetPasswordInputSchema, { token: flow.token, newPassword }, more);
    if (!input) return;
    reset.mutate(input, {
      onSuccess: ({ email }) => {
        const continuePath = flow.continuePath;
        clear();
        const search = continuePath ? `?continue=${encodeURIComponent(continuePath)}` : '';
        // The login page fills in the account's email, so only the new password is typed.
        navigate(`/auth/login${search}`, { replace: true, state: { notice: text.done, email } });
      },
    });
  };

  return (
    <AuthForm
      title={text.title}
      intro={text.intro}
      onSubmit={submit}
      failure={reset.error}
      failureLink={
        <>
          {'. '}
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            <Trans>Send me a new link</Trans>
          </Anchor>
        </>
      }
      submitLabel={text.button}
      isPending={reset.isPending}
      hasBackLink
    >
      <PasswordField
        label={t`New password`}
        description={t`At least 8 characters`}
        isNew
        value={newPassword}
        onChange={setNewPassword}
        error={errors.newPassword}
      />
      <PasswordField
        label={t`Confirm new password`}
        isNew
        value={confirm}
        onChange={setConfirm}
        error={errors.confirm}
      />
    </AuthForm>
  );
}
