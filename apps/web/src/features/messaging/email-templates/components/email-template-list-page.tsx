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

const columns: TableColumn<EmailTemplateListItem>[] = [
  {
    id: 'name',
    header: 'Email',
    sortKey: 'name',
    phone: 'title',
    cell: (template) => (
      <RecordLink to={emailTemplatePaths.record(template.id)}>{template.name}</RecordLink>
    ),
  },
  {
    id: 'subject',
    header: 'Subject',
    // As it reads in an inbox, with the sample data (the raw Liquid is on the email's page).
    cell: (template) => template.sampleSubject ?? template.subject,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (template) => <TemplateStatusBadge isCustomised={template.isCustomised} />,
  },
  { id: 'sent', header: 'Sent', defaultHidden: true, cell: (template) => template.description },
  {
    id: 'updated',
    header: 'Updated',
    sortKey: 'updatedAt',
    cell: (template) => (template.updatedAt ? formatDate(template.updatedAt) : '—'),
  },
];

/** /admin/email-templates (admin): every kind of email, its subject and whether it was changed. */
export function EmailTemplateListPage() {
  const state = useListState({ sorts, defaultSort: 'name', pageSize: 50 });
  const templates = useEmailTemplatePage(state);
  return (
    <ListPage
      noun={{ one: 'email template', many: 'email templates' }}
      description="The emails the event sends. Change a subject or text; reset it to go back to the default."
      search="Email or subject"
      filters={[
        {
          name: 'status',
          label: 'Status',
          placeholder: 'Any status',
          options: { customised: 'Customised', default: 'Default' },
        },
      ]}
      state={state}
      query={templates}
      empty={{ icon: <IconMail size={34} />, children: 'No emails.' }}
      columns={columns}
      rowName={(template) => template.name}
    />
  );
}
