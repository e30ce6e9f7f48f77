import { useLingui } from '@lingui/react/macro';
import type { EmailTemplateListItem } from '@showdesk/domain/messaging/email-templates';
import { IconMail } from '@tabler/icons-react';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { ListPage, RecordLink } from '../../../../components/list-page.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import { useEmailTemplatePage } from '../api/email-templates-api.ts';
import { emailTemplatePaths } from '../paths.ts';
import { TemplateStatusBadge } from './template-status-badge.tsx';

const sorts = ['name', 'updatedAt'] as const;

/** /admin/email-templates (admin): every kind of email, its subject and whether it was changed. */
export function EmailTemplateListPage() {
  const { t } = useLingui();
  const state = useListState({ sorts, defaultSort: 'name', pageSize: 50 });
  const templates = useEmailTemplatePage(state);
  const columns: TableColumn<EmailTemplateListItem>[] = [
    {
      id: 'name',
      header: t`Email`,
      sortKey: 'name',
      phone: 'title',
      cell: (template) => (
        <RecordLink to={emailTemplatePaths.record(template.id)}>{template.name}</RecordLink>
      ),
    },
    {
      id: 'subject',
      header: t`Subject`,
      // As it reads in an inbox, with the sample data (the raw Liquid is on the email's page).
      cell: (template) => template.sampleSubject ?? template.subject,
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (template) => <TemplateStatusBadge isCustomised={template.isCustomised} />,
    },
    { id: 'sent', header: t`Sent`, defaultHidden: true, cell: (template) => template.description },
    {
      id: 'updated',
      header: t`Updated`,
      sortKey: 'updatedAt',
      cell: (template) => (template.updatedAt ? formatDate(template.updatedAt) : '—'),
    },
  ];
  return (
    <ListPage
      noun={{ one: t`email template`, many: t`email templates` }}
      description={t`The emails the event sends. Change a subject or text; reset it to go back to the default.`}
      search={t`Email or subject`}
      filters={[
        {
          name: 'status',
          label: t`Status`,
          placeholder: t`Any status`,
          options: { customised: t`Customised`, default: t`Default` },
        },
      ]}
      state={state}
      query={templates}
      empty={{ icon: <IconMail size={34} />, children: t`No emails.` }}
      columns={columns}
      rowName={(template) => template.name}
    />
  );
}
