import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { emailTemplateLabel } from '@showdesk/domain/messaging/email-log';
import { IconMailOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useMemberEmails } from '../api/email-log-api.ts';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { emailPaths } from './emails-tabs.tsx';

/** A member's latest emails and how each went, with a link to all of them in the log (admins). */
export function MemberEmailsCard({ userId }: { userId: string }) {
  const emails = useMemberEmails(userId);
  const page = emails.data;
  // The newest email to them was refused for good (or a provider reported a bounce).
  const bounced = page?.items[0]?.status === 'rejected' ? page.items[0] : null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Emails
          </Title>
          {page && page.total > 0 ? (
            <Anchor component={Link} to={emailPaths.memberLog(userId)} size="sm">
              {`See all ${page.total.toLocaleString('en-GB')} in the email log`}
            </Anchor>
          ) : null}
        </Group>
        {emails.isError ? <ErrorAlert error={emails.error} /> : null}
        {bounced ? (
          <Alert
            color="red"
            title="Their address bounces"
            icon={<IconMailOff size={18} aria-hidden />}
          >
            <Text size="sm" style={{ overflowWrap: 'break-word' }}>
              {`The mail server refused the latest email to ${bounced.to}: ${bounced.lastError ?? 'no reason given'}. Check the address with them.`}
            </Text>
          </Alert>
        ) : null}
        {emails.isPending ? (
          <Stack gap={6} role="status" aria-busy="true" aria-label="Loading their emails">
            <Skeleton h={20} />
            <Skeleton h={20} />
          </Stack>
        ) : null}
        {page?.total === 0 ? (
          <Text size="sm" c="dimmed">
            No email has been sent to them yet.
          </Text>
        ) : null}
        {page?.items.length ? (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label="Their latest emails">
            {page.items.map((email) => (
              <Group
                key={email.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                style={{ listStyle: 'none' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {email.subject}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {`${emailTemplateLabel(email.template)} · ${formatDateTime(email.createdAt)}`}
                  </Text>
                </Stack>
                <EmailStatusBadge status={email.status} />
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
