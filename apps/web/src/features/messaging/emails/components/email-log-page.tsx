import { Button, Stack, Text } from '@mantine/core';
import {
  type EmailLogEntry,
  emailLogSorts,
  emailStatusLabels,
  emailTemplateLabel,
  emailTemplateLabels,
} from '@showdesk/domain/messaging/email-log';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { ListPage } from '../../../../components/list-page.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import { useEmailLogPage } from '../api/email-log-api.ts';
import { EmailDetailModal } from './email-detail-modal.tsx';
import { EmailStatusBadge } from './email-status-badge.tsx';
import { EmailsTabs } from './emails-tabs.tsx';

/** /admin/emails/log (admin): every email the event sent or tried to, newest first. */
export function EmailLogPage() {
  const state = useListState({
    sorts: emailLogSorts,
    defaultSort: { key: 'createdAt', desc: true },
  });
  const emails = useEmailLogPage(state.apiParams);
  const [shownId, setShownId] = useState<string | null>(null);
  const memberFilter = state.filter.userId;

  const columns: TableColumn<EmailLogEntry>[] = [
    {
      id: 'email',
      header: 'Email',
      sortKey: 'template',
      phone: 'title',
      cell: (email) => (
        <Stack gap={0} align="flex-start">
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={() => setShownId(email.id)}
            style={{ whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}
          >
            {email.subject}
          </Button>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
            {`${emailTemplateLabel(email.template)} to ${email.to}`}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'to',
      header: 'To',
      sortKey: 'to',
      defaultHidden: true,
      cell: (email) => (
        <Text size="sm" style={{ overflowWrap: 'break-word' }}>
          {email.to}
        </Text>
      ),
    },
    {
      id: 'createdAt',
      header: 'Queued',
      sortKey: 'createdAt',
      cell: (email) => <Text size="sm">{formatDateTime(email.createdAt)}</Text>,
    },
    {
      id: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (email) => (
        <Stack gap={2} align="flex-start">
          <EmailStatusBadge status={email.status} />
          {email.lastError ? (
            <Text size="xs" c="red.9" lineClamp={2} maw={240} title={email.lastError}>
              {email.lastError}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'attempts',
      header: 'Attempts',
      align: 'right',
      defaultHidden: true,
      cell: (email) => email.attempts,
    },
    {
      id: 'sentAt',
      header: 'Sent',
      defaultHidden: true,
      cell: (email) => (email.sentAt ? formatDateTime(email.sentAt) : '—'),
    },
  ];

  return (
    <ListPage
      noun={{ one: 'email', many: 'emails' }}
      title="Emails"
      description={
        memberFilter
          ? "One member's emails: what the event sent them, or tried to."
          : 'Every email the event sent, or tried to: who it went to, and how it went.'
      }
      intro={<EmailsTabs />}
      search="Recipient or subject"
      filters={[
        {
          name: 'status',
          label: 'Status',
          placeholder: 'Any status',
          options: emailStatusLabels,
        },
        {
          name: 'template',
          label: 'Kind',
          placeholder: 'Any kind',
          options: emailTemplateLabels,
        },
      ]}
      state={state}
      query={emails}
      empty={{
        icon: <IconMail size={34} />,
        title: 'No emails yet',
        children:
          'Welcome emails, reminders, form notifications and password resets appear here as they are sent.',
      }}
      columns={columns}
      rowName={(email) => `${email.subject} to ${email.to}`}
      tableLabel="Email log"
    >
      <EmailDetailModal emailId={shownId} onClose={() => setShownId(null)} />
    </ListPage>
  );
}
