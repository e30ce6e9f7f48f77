import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Stack } from '@mantine/core';
import {
  type SsoErrorCode,
  ssoErrorMessages,
  ssoErrorParam,
} from '@showdesk/domain/people/sso-codes';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import { useAuthFlow } from '../../auth/auth-flow.ts';
import { ssoStartUrl, usePublicSsoProviders } from '../api/sso-api.ts';

const isSsoErrorCode = (code: string | null): code is SsoErrorCode =>
  code !== null && Object.hasOwn(ssoErrorMessages, code);

/**
 * The login page's single sign-on: a "Continue with <provider>" button for each provider this
 * host's event offers (nothing when it offers none, or while they load), each a plain link to
 * the server's start, carrying where the login continues to; and, when a sign-in was refused
 * (`?sso_error=<code>`, or a second step that sent the person back), why. Imports no zod: the
 * login page is in the entry chunk (this is a chunk of its own, loaded by it).
 */
export function SsoButtons() {
  const { t } = useLingui();
  const providers = usePublicSsoProviders();
  const [params] = useSearchParams();
  const location = useLocation();
  const { continueTo } = useAuthFlow();
  const code = params.get(ssoErrorParam);
  const refusal = isSsoErrorCode(code)
    ? ssoErrorMessages[code]
    : (location.state as { ssoError?: string } | null)?.ssoError;
  const offered = providers.data ?? [];
  if (!refusal && offered.length === 0) return null;
  return (
    <Stack gap="sm">
      {refusal ? (
        <Alert
          role="alert"
          color="red"
          variant="light"
          title={t`You were not signed in`}
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          {refusal}
        </Alert>
      ) : null}
      {offered.length > 0 ? (
        <>
          <Divider label={t`or`} labelPosition="center" />
          {offered.map(({ id, name }) => (
            <Button
              key={id}
              component="a"
              href={ssoStartUrl(id, continueTo)}
              variant="default"
              fullWidth
              leftSection={<IconLogin2 size={18} aria-hidden />}
            >
              <Trans>Continue with {name}</Trans>
            </Button>
          ))}
        </>
      ) : null}
    </Stack>
  );
}
