import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  /** "Welcome to Jo@example.com": the kind of email and its recipient. */
  const kindTo = (email: EmailLogEntry) => {
    const kind = emailTemplateLabel(email.template);
    const to = email.to;
    return t`${kind} to ${to}`;
  };
  const subjectTo = (email: EmailLogEntry) => {
    const subject = email.subject;
    const to = email.to;
    return t`${subject} to ${to}`;
  };

  const columns: TableColumn<EmailLogEntry>[] = [
    {
      id: 'email',
      header: t`Email`,
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
            {kindTo(email)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'to',
      header: t({ message: 'To', context: 'recipient' }),
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
      header: t`Queued`,
      sortKey: 'createdAt',
      cell: (email) => <Text size="sm">{formatDateTime(email.createdAt)}</Text>,
    },
    {
      id: 'status',
      header: t`Status`,
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
      header: t`Attempts`,
      align: 'right',
      defaultHidden: true,
      cell: (email) => email.attempts,
    },
    {
      id: 'sentAt',
      header: t`Sent`,
      defaultHidden: true,
      cell: (email) => (email.sentAt ? formatDateTime(email.sentAt) : '—'),
    },
  ];

  return (
    <ListPage
      noun={{ one: t`email`, many: t`emails` }}
      title={t`Emails`}
      description={
        memberFilter
          ? t`One member's emails: what the event sent them, or tried to.`
          : t`Every email the event sent, or tried to: who it went to, and how it went.`
      }
      intro={<EmailsTabs />}
      search={t`Recipient or subject`}
      filters={[
        {
          name: 'status',
          label: t`Status`,
          placeholder: t`Any status`,
          options: emailStatusLabels,
        },
        {
          name: 'template',
          label: t`Kind`,
          placeholder: t`Any kind`,
          options: emailTemplateLabels,
        },
      ]}
      state={state}
      query={emails}
      empty={{
        icon: <IconMail size={34} />,
        title: t`No emails yet`,
        children: t`Welcome emails, reminders, form notifications and password resets appear here as they are sent.`,
      }}
      columns={columns}
      rowName={subjectTo}
      tableLabel={t`Email log`}
    >
      <EmailDetailModal emailId={shownId} onClose={() => setShownId(null)} />
    </ListPage>
  );
}
