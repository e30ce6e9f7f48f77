import { Trans } from '@lingui/react/macro';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorDetailMessages, errorMessage } from '../lib/field-errors.ts';

/**
 * A failed call's message as the title and its reasons beneath, e.g. a refused upload. `title`
 * replaces a message meant for developers ("Invalid Submission data") with the screen's words.
 */
export function ErrorAlert({ error, title }: { error: unknown; title?: string }) {
  const details = errorDetailMessages(error);
  return (
    <Alert
      color="red"
      role="alert"
      title={title ?? errorMessage(error)}
      icon={<IconAlertCircle size={18} aria-hidden />}
    >
      {details.length === 1 ? (
        details[0]
      ) : details.length > 1 ? (
        <List size="sm">
          {details.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

/**
 * A read that failed: what the screen could not load, the call's message, and "Try again"
 * (busy while the retry runs).
 */
export function LoadErrorAlert({
  error,
  title,
  onRetry,
  isRetrying,
}: {
  error: unknown;
  title: string;
  onRetry: () => unknown;
  isRetrying: boolean;
}) {
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertCircle size={18} aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="default" onClick={() => onRetry()} loading={isRetrying}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
