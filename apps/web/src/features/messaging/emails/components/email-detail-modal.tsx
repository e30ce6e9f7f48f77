import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const data = email.data;
  const attempts = data?.attempts ?? 0;
  const sentAt = (at: string) => {
    const when = formatDateTime(at);
    return t`sent ${when}`;
  };
  const lastError = (error: string) => t`Last error: ${error}`;
  return (
    <Modal
      opened={emailId !== null}
      onClose={onClose}
      title={data?.subject ?? t`Email`}
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {email.isError ? <ErrorAlert error={email.error} /> : null}
      {email.isPending && emailId ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading the email`}>
          <Skeleton h={18} w="60%" />
          <Skeleton h={160} />
        </Stack>
      ) : null}
      {data ? (
        <Stack gap="sm">
          <Group gap="xs">
            <EmailStatusBadge status={data.status} />
            <Text size="sm" c="dimmed">
              {`${emailTemplateLabel(data.template)} · ${t({
                message: plural(attempts, { one: '# attempt', other: '# attempts' }),
              })}`}
            </Text>
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              <Trans>To:</Trans>
            </Text>{' '}
            {data.to}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              <Trans>Queued:</Trans>
            </Text>{' '}
            {formatDateTime(data.createdAt)}
            {data.sentAt ? ` · ${sentAt(data.sentAt)}` : ''}
          </Text>
          {data.lastError ? (
            <Text size="sm" c="red.9" style={{ overflowWrap: 'break-word' }}>
              {lastError(data.lastError)}
            </Text>
          ) : null}
          {data.templateNote ? (
            <Alert color="yellow" variant="light" title={t`Built-in template used`}>
              <Text size="sm" style={{ overflowWrap: 'break-word' }}>
                {data.templateNote}
              </Text>
            </Alert>
          ) : null}
          {data.responses.length > 0 ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                <Trans>Delivery events</Trans>
              </Text>
              <Stack gap={2} component="ol" p={0} m={0} aria-label={t`Delivery events`}>
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
            <Trans>
              Links that act for the recipient (password and email changes) are only in the email
              they received.
            </Trans>
          </Text>
        </Stack>
      ) : null}
    </Modal>
  );
}
