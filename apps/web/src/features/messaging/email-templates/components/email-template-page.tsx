import { Button, Code, Group, Stack } from '@mantine/core';
import type { EmailTemplate } from '@showdesk/domain/messaging/email-templates';
import { IconMail, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { Fact } from '../../../../components/fact.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { useEmailPreview, useEmailTemplate } from '../api/email-templates-api.ts';
import { emailTemplatePaths } from '../paths.ts';
import { EmailPreviewFrame } from './email-preview-frame.tsx';
import { ResetTemplateButton } from './reset-template-button.tsx';
import { TemplateStatusBadge } from './template-status-badge.tsx';

/** Customised or default, and when it is sent. */
function TemplateDescription(props: { description: string; isCustomised: boolean }) {
  return (
    <Group gap="xs" component="span">
      <TemplateStatusBadge isCustomised={props.isCustomised} />
      {props.description}
    </Group>
  );
}

/**
 * A template's record pages: the template by its id, named by its name, described by its state
 * and when it is sent; not found, back to the templates list.
 */
export function useTemplateRecord(emailId: string) {
  const query = useEmailTemplate(emailId);
  return {
    query,
    noun: { one: 'email template', many: 'email templates' },
    icon: <IconMail size={34} />,
    listPath: emailTemplatePaths.list,
    id: emailId,
    title: (t: EmailTemplate) => t.name,
    description: (t: EmailTemplate) => <TemplateDescription {...t} />,
  };
}

/** /admin/email-templates/:emailId: the email as it is sent now, rendered with sample data. */
export function EmailTemplatePage() {
  const { emailId = '' } = useParams();
  const record = useTemplateRecord(emailId);
  const template = record.query.data;
  const preview = useEmailPreview(
    emailId,
    template ? { subject: template.subject, body: template.body } : null,
  );
  return (
    <RecordPage
      {...record}
      actions={(t) => (
        <>
          <ResetTemplateButton template={t} />
          <Button
            component={Link}
            to={emailTemplatePaths.edit(t.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Button>
        </>
      )}
      skeleton={<FormPageSkeleton formHeight={600} maw={900} />}
    >
      {(t) => (
        <Stack gap="lg">
          {/* The subject as written (Liquid); the preview below shows it with sample data. */}
          <Fact label="Subject template">
            <Code data-testid="raw-subject" style={{ whiteSpace: 'pre-wrap' }}>
              {t.subject}
            </Code>
          </Fact>
          <EmailPreviewFrame
            preview={preview.data}
            error={preview.error}
            isLoading={preview.isLoading}
          />
        </Stack>
      )}
    </RecordPage>
  );
}
