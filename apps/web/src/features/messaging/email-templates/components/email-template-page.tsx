import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, Stack } from '@mantine/core';
import type { EmailTemplate } from '@showdesk/domain/messaging/email-templates';
import { IconMail, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { Fact } from '../../../../components/fact.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { TranslationsLink } from '../../../../components/records/translations-link.tsx';
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
  const { t } = useLingui();
  return {
    query,
    noun: { one: t`email template`, many: t`email templates` },
    icon: <IconMail size={34} />,
    listPath: emailTemplatePaths.list,
    id: emailId,
    title: (template: EmailTemplate) => template.name,
    description: (template: EmailTemplate) => <TemplateDescription {...template} />,
  };
}

/** /admin/email-templates/:emailId: the email as it is sent now, rendered with sample data. */
export function EmailTemplatePage() {
  const { emailId = '' } = useParams();
  const record = useTemplateRecord(emailId);
  const { t } = useLingui();
  const template = record.query.data;
  const preview = useEmailPreview(
    emailId,
    template ? { subject: template.subject, body: template.body } : null,
  );
  return (
    <RecordPage
      {...record}
      actions={(shown) => (
        <>
          <ResetTemplateButton template={shown} />
          <TranslationsLink kind="email-templates" recordId={shown.id} />
          <Button
            component={Link}
            to={emailTemplatePaths.edit(shown.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            <Trans>Edit</Trans>
          </Button>
        </>
      )}
      skeleton={<FormPageSkeleton formHeight={600} maw={900} />}
    >
      {(shown) => (
        <Stack gap="lg">
          {/* The subject as written (Liquid); the preview below shows it with sample data. */}
          <Fact label={t`Subject template`}>
            <Code data-testid="raw-subject" style={{ whiteSpace: 'pre-wrap' }}>
              {shown.subject}
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
