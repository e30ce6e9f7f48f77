import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  const page = emails.data;
  // The newest email to them was refused for good (or a provider reported a bounce).
  const bounced = page?.items[0]?.status === 'rejected' ? page.items[0] : null;
  const seeAll = (count: string) => t`See all ${count} in the email log`;
  const refused = (to: string, reason: string) =>
    t`The mail server refused the latest email to ${to}: ${reason}. Check the address with them.`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            <Trans>Emails</Trans>
          </Title>
          {page && page.total > 0 ? (
            <Anchor component={Link} to={emailPaths.memberLog(userId)} size="sm">
              {seeAll(page.total.toLocaleString(i18n.locale))}
            </Anchor>
          ) : null}
        </Group>
        {emails.isError ? <ErrorAlert error={emails.error} /> : null}
        {bounced ? (
          <Alert
            color="red"
            title={t`Their address bounces`}
            icon={<IconMailOff size={18} aria-hidden />}
          >
            <Text size="sm" style={{ overflowWrap: 'break-word' }}>
              {refused(bounced.to, bounced.lastError ?? t`no reason given`)}
            </Text>
          </Alert>
        ) : null}
        {emails.isPending ? (
          <Stack gap={6} role="status" aria-busy="true" aria-label={t`Loading their emails`}>
            <Skeleton h={20} />
            <Skeleton h={20} />
          </Stack>
        ) : null}
        {page?.total === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No email has been sent to them yet.</Trans>
          </Text>
        ) : null}
        {page?.items.length ? (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label={t`Their latest emails`}>
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
