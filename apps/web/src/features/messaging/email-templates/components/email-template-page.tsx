import { Button, Code, Group, Stack } from '@mantine/core';
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

export const templateNoun = { one: 'email template', many: 'email templates' };

/** Customised or default, and when it is sent. */
export function TemplateDescription(props: { description: string; isCustomised: boolean }) {
  return (
    <Group gap="xs" component="span">
      <TemplateStatusBadge isCustomised={props.isCustomised} />
      {props.description}
    </Group>
  );
}

/** /admin/email-templates/:emailId: the email as it is sent now, rendered with sample data. */
export function EmailTemplatePage() {
  const { emailId = '' } = useParams();
  const query = useEmailTemplate(emailId);
  const template = query.data;
  const preview = useEmailPreview(
    emailId,
    template ? { subject: template.subject, body: template.body } : null,
  );
  return (
    <RecordPage
      query={query}
      noun={templateNoun}
      icon={<IconMail size={34} />}
      listPath={emailTemplatePaths.list}
      id={emailId}
      title={(t) => t.name}
      description={(t) => <TemplateDescription {...t} />}
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
