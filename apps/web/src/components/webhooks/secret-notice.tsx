import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { signatureHeader } from '@showdesk/domain/forms/webhook-request';
import { IconKey } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A webhook's signing secret, shown once with a copy button: it cannot be shown again (a form's
 * webhooks and an event's alike). `children` says what the signature covers, where it differs.
 */
export function SecretNotice({ secret, children }: { secret: string; children?: ReactNode }) {
  const { t } = useLingui();
  // i18n-ignore: the header's format, code
  const header = `${signatureHeader}: t=<unix seconds>,v1=<signature>`;
  // i18n-ignore: what is signed, code
  const signed = '<t>.<body>';
  const extra = children ? <> {children}</> : null;
  return (
    <Alert color="yellow" variant="light" title={t`Copy the signing secret now`} icon={<IconKey />}>
      <Stack gap="xs">
        {/* Long header names and the secret wrap anywhere on a phone rather than overflow. */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            It is shown this once. Each request carries <Code>{header}</Code>, the hex HMAC-SHA256
            of <Code>{signed}</Code> with this secret{extra}. Your receiver recomputes it to know
            the request came from here.
          </Trans>
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            aria-label={t`Signing secret`}
          >
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy} style={{ flexShrink: 0 }}>
                {copied ? t`Copied` : t`Copy secret`}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
