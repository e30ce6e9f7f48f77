import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a webhook's receiver answered a test: its status, text and time, or why none came. */
export interface WebhookAnswer {
  statusCode: number | null;
  statusText: string;
  responseText: string;
  error: string | null;
  durationMs: number;
}

/** A test send's answer, announced to screen readers as it arrives. */
export function TestResult({ result, extra }: { result: WebhookAnswer; extra?: ReactNode }) {
  const { t } = useLingui();
  const duration = result.durationMs;
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  return (
    <Stack gap={6} role="status" aria-label={t`Test result`}>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          <Trans>Response</Trans>
        </Text>
        {result.statusCode === null ? (
          <Badge color="red" variant="light">
            <Trans>No answer</Trans>
          </Badge>
        ) : (
          <Badge color={ok ? 'green' : 'red'} variant="light">
            {result.statusCode} {result.statusText}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          <Trans>{duration} ms</Trans>
        </Text>
        {extra}
      </Group>
      {result.error ? (
        <Text size="sm" c="red.9">
          {result.error}
        </Text>
      ) : null}
      {result.responseText ? (
        <Code block style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
          {result.responseText}
        </Code>
      ) : result.statusCode !== null ? (
        <Text size="sm" c="dimmed">
          <Trans>The response had no text.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
