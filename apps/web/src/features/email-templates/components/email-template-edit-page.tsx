import { Button, Card, Grid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailVariable,
  emailTemplateInputSchema,
  variableSnippet,
} from '@showdesk/domain/email-templates';
import { IconMail, IconSend } from '@tabler/icons-react';
import { useRef } from 'react';
import { useParams } from 'react-router';
import { RecordForm, useRecordValues } from '../../../components/record-form.tsx';
import { RecordPage } from '../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../components/record-state.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { apiFieldErrors, errorMessage } from '../../../lib/field-errors.ts';
import {
  useEmailPreview,
  useEmailTemplate,
  useSaveEmailTemplate,
  useSendTestEmail,
} from '../api/email-templates-api.ts';
import { emailTemplatePaths } from '../paths.ts';
import { EmailPreviewFrame } from './email-preview-frame.tsx';
import { TemplateDescription, templateNoun } from './email-template-page.tsx';
import { ResetTemplateButton } from './reset-template-button.tsx';

/** /admin/email-templates/:emailId/edit: subject and body, the variables, a live preview. */
export function EmailTemplateEditPage() {
  const { emailId = '' } = useParams();
  const query = useEmailTemplate(emailId);
  return (
    <RecordPage
      query={query}
      noun={templateNoun}
      icon={<IconMail size={34} />}
      listPath={emailTemplatePaths.list}
      id={emailId}
      title={(t) => t.name}
      heading={query.data ? `Edit ${query.data.name}` : undefined}
      description={(t) => <TemplateDescription {...t} />}
      actions={(t) => <ResetTemplateButton template={t} />}
      skeleton={<FormPageSkeleton formHeight={600} maw={900} />}
    >
      {(template) => (
        <TemplateEditor
          key={`${template.id}:${template.updatedAt}:${template.isCustomised}`}
          template={template}
        />
      )}
    </RecordPage>
  );
}

type Field = 'subject' | 'body';
const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

function TemplateEditor({ template }: { template: EmailTemplate }) {
  const saving = useSaveEmailTemplate(template.id);
  const test = useSendTestEmail(template.id);
  const { values, set, isPending, save } = useRecordValues<EmailTemplateInput>(
    {
      initial: { subject: template.subject, body: template.body },
      mutation: saving,
      guardUnsaved: true,
    },
    { message: () => 'The email template was saved' },
  );
  const refs = {
    subject: useRef<HTMLInputElement>(null),
    body: useRef<HTMLTextAreaElement>(null),
  };
  const lastField = useRef<Field>('body');
  const [debounced] = useDebouncedValue(values, 400);
  const preview = useEmailPreview(template.id, debounced);
  // While the text does not render, the last good preview stays under the error.
  const lastGood = useRef<EmailPreview | undefined>(undefined);
  if (preview.data) lastGood.current = preview.data;
  // Problems of the live preview show on their field as the organiser types.
  const previewErrors = apiFieldErrors(preview.error);

  /**
   * Puts a variable's snippet at the cursor of the field last used (the body at first): `{{ name }}`,
   * or a secret link's button tag, which only the body can hold.
   */
  const insert = (variable: EmailVariable) => {
    const field = variable.type === 'secretLink' ? 'body' : lastField.current;
    const element = refs[field].current;
    const text = values[field];
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const token = variableSnippet(variable);
    set({ [field]: `${text.slice(0, start)}${token}${text.slice(end)}` });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = () => {
    const checked = save.check(emailTemplateInputSchema, values);
    if (checked) saving.mutate(checked, save.handlers());
  };

  const sendTest = () =>
    test.mutate(values, {
      onSuccess: (sent) => feedback('success', `A test email is on its way to ${sent.to}`),
      onError: (error) => feedback('error', errorMessage(error)),
    });

  return (
    <Stack gap="lg">
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecordForm
            save={save}
            onSubmit={submit}
            submitLabel="Save email template"
            isPending={isPending}
            cancelTo={emailTemplatePaths.record(template.id)}
            label="Email template"
          >
            <TextInput
              ref={refs.subject}
              label="Subject"
              required
              value={values.subject}
              onChange={(event) => set({ subject: event.currentTarget.value })}
              onFocus={() => {
                lastField.current = 'subject';
              }}
              error={save.errors.subject ?? previewErrors.subject}
              styles={monospace}
            />
            <Textarea
              ref={refs.body}
              label="Body"
              description='HTML with Liquid: {{ variable }}, {% if %}, {% for %}. Values are escaped. {{ link | button: "Label" }} makes a button; a secret link (only its addressee may open it) goes in only as {% button name "Label" %}, on a line of its own.'
              autosize
              minRows={14}
              maxRows={30}
              value={values.body}
              onChange={(event) => set({ body: event.currentTarget.value })}
              onFocus={() => {
                lastField.current = 'body';
              }}
              error={save.errors.body ?? previewErrors.body}
              styles={monospace}
              spellCheck={false}
            />
          </RecordForm>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <VariableList template={template} onInsert={insert} />
        </Grid.Col>
      </Grid>
      <EmailPreviewFrame
        preview={preview.data ?? lastGood.current}
        error={preview.error}
        isLoading={preview.isLoading}
        actions={
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={test.isPending}
            onClick={sendTest}
          >
            Send a test to me
          </Button>
        }
      />
    </Stack>
  );
}

/** The variables this kind offers; choosing one inserts it at the cursor. */
function VariableList(props: {
  template: EmailTemplate;
  onInsert: (variable: EmailVariable) => void;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="variables-title">
      <Text fw={600} id="variables-title">
        Variables
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        Choose one to insert it where the cursor is in the subject or body.
      </Text>
      <Stack gap="xs">
        {props.template.variables.map((variable) => (
          <div key={variable.name}>
            <Button
              variant="light"
              size="compact-sm"
              ff="monospace"
              // The longest names wrap inside the card rather than touching its border.
              maw="100%"
              h="auto"
              py={4}
              styles={{
                label: {
                  whiteSpace: 'normal',
                  overflowWrap: 'break-word',
                  textAlign: 'left',
                  lineHeight: 1.4,
                },
              }}
              // Keeps the cursor where it was in the field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => props.onInsert(variable)}
              aria-describedby={`variable-${variable.name}`}
            >
              {variableSnippet(variable)}
            </Button>
            <Text size="xs" c="dimmed" id={`variable-${variable.name}`} mt={2}>
              {variable.description}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
