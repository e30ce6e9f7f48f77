import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { useDocumentTitle } from '../../../../lib/page-title.ts';
import { useConfirmEmail } from '../api/auth-api.ts';
import { useAuthFlow } from '../auth-flow.ts';
import { AuthHeading } from './auth-layout.tsx';

/**
 * /auth/update-email: opened from the verification link sent to the new address. Confirms the
 * change, then asks the member to log in with the new email (/auth/update-email/login).
 */
export function UpdateEmailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Confirm Email Change`);
  const navigate = useNavigate();
  const { flow, clear } = useAuthFlow();
  const confirm = useConfirmEmail();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !flow.token) return;
    started.current = true;
    confirm.mutate(
      { token: flow.token },
      {
        onSuccess: ({ email }) => {
          const continuePath = flow.continuePath;
          clear();
          const search = continuePath ? `?continue=${encodeURIComponent(continuePath)}` : '';
          navigate(`/auth/update-email/login${search}`, { replace: true, state: { email } });
        },
      },
    );
  }, [flow, confirm, clear, navigate]);

  if (!flow.token || confirm.isError) {
    return (
      <Stack gap="md">
        <AuthHeading title={t`Confirm Email Change`} />
        <Alert role="alert" color="red" icon={<IconAlertCircle size={18} />}>
          {confirm.isError
            ? errorMessage(confirm.error)
            : t`This link is incomplete. Open the link from your email again.`}
        </Alert>
        <Anchor component={Link} to="/auth/login" size="sm">
          <Trans>Back to log in</Trans>
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="center" role="status">
      <AuthHeading title={t`Confirming your new email`} />
      <Loader aria-hidden />
      <Text size="sm">
        <Trans>One moment while we update your email address…</Trans>
      </Text>
    </Stack>
  );
}
