import { Alert, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { emailResponseLabels, emailTemplateLabel } from '@showdesk/domain/messaging/email-log';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useEmailLogEntry } from '../api/email-log-api.ts';
import { EmailStatusBadge } from './email-status-badge.tsx';

/** One email of the log: who it went to, when, how it went, and its text (secrets hidden). */
export function EmailDetailModal({
  emailId,
  onClose,
}: {
  emailId: string | null;
  onClose: () => void;
}) {
  const email = useEmailLogEntry(emailId);
  const data = email.data;
  return (
    <Modal
      opened={emailId !== null}
      onClose={onClose}
      title={data?.subject ?? 'Email'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {email.isError ? <ErrorAlert error={email.error} /> : null}
      {email.isPending && emailId ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the email">
          <Skeleton h={18} w="60%" />
          <Skeleton h={160} />
        </Stack>
      ) : null}
      {data ? (
        <Stack gap="sm">
          <Group gap="xs">
            <EmailStatusBadge status={data.status} />
            <Text size="sm" c="dimmed">
              {`${emailTemplateLabel(data.template)} · ${data.attempts} ${data.attempts === 1 ? 'attempt' : 'attempts'}`}
            </Text>
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              To:
            </Text>{' '}
            {data.to}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              Queued:
            </Text>{' '}
            {formatDateTime(data.createdAt)}
            {data.sentAt ? ` · sent ${formatDateTime(data.sentAt)}` : ''}
          </Text>
          {data.lastError ? (
            <Text size="sm" c="red.9" style={{ overflowWrap: 'break-word' }}>
              {`Last error: ${data.lastError}`}
            </Text>
          ) : null}
          {data.templateNote ? (
            <Alert color="yellow" variant="light" title="Built-in template used">
              <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                {data.templateNote}
              </Text>
            </Alert>
          ) : null}
          {data.responses.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Delivery events
              </Text>
              <Stack gap={2} component="ol" p={0} m={0} aria-label="Delivery events">
                {data.responses.map((response) => (
                  <Text
                    key={response.id}
                    size="sm"
                    component="li"
                    style={{ listStyle: 'none', overflowWrap: 'break-word' }}
                  >
                    <Text span fw={500}>
                      {emailResponseLabels[response.type]}
                    </Text>
                    {` · ${formatDateTime(response.createdAt)}${response.details ? ` · ${response.details}` : ''}`}
                  </Text>
                ))}
              </Stack>
            </Stack>
          ) : null}
          <Paper withBorder p="sm" bg="gray.0">
            <Text
              size="sm"
              component="pre"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word', margin: 0 }}
              ff="inherit"
            >
              {data.text}
            </Text>
          </Paper>
          <Text size="xs" c="dimmed">
            Links that act for the recipient (password and email changes) are only in the email they
            received.
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
