import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { EmailPreview } from '@showdesk/domain/messaging/email-templates';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../../lib/field-errors.ts';

interface EmailPreviewFrameProps {
  preview: EmailPreview | undefined;
  /** The last render's refusal (shown above the last good preview). */
  error?: unknown;
  isLoading?: boolean;
  actions?: ReactNode;
}

/**
 * An email as it will look, with the sample data: its subject, then the whole message in a
 * sandboxed frame (no scripts, no same-origin access), so nothing in it touches the app.
 */
export function EmailPreviewFrame({ preview, error, isLoading, actions }: EmailPreviewFrameProps) {
  const { t } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t`Preview`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            <Trans>Preview with sample data</Trans>
          </Text>
          {actions}
        </Group>
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        <Text size="sm" aria-live="polite">
          <Text span c="dimmed" size="sm">
            <Trans>Subject:</Trans>{' '}
          </Text>
          <span data-testid="preview-subject">{preview?.subject ?? (isLoading ? '…' : '')}</span>
        </Text>
        <Box
          component="iframe"
          title={t`Email preview`}
          sandbox=""
          srcDoc={preview?.html ?? ''}
          w="100%"
          h={520}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
        />
      </Stack>
    </Card>
  );
}
