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
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  return (
    <Stack gap={6} role="status" aria-label="Test result">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Response
        </Text>
        {result.statusCode === null ? (
          <Badge color="red" variant="light">
            No answer
          </Badge>
        ) : (
          <Badge color={ok ? 'green' : 'red'} variant="light">
            {result.statusCode} {result.statusText}
          </Badge>
        )}
        <Text size="xs" c="dimmed">
          {result.durationMs} ms
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
          The response had no text.
        </Text>
      ) : null}
    </Stack>
  );
}
