import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { bodyToDoc, variableNode } from '@showdesk/domain/messaging/email-body';
import {
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailVariable,
  emailTemplateInputSchema,
  variableSnippet,
} from '@showdesk/domain/messaging/email-templates';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import type { Editor, JSONContent } from '@tiptap/react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { RecordForm, useRecordValues } from '../../../../components/record-form.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { TranslationsLink } from '../../../../components/records/translations-link.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { apiFieldErrors, errorMessage } from '../../../../lib/field-errors.ts';
import { lazyRoute } from '../../../../lib/lazy-route.ts';
import {
  useEmailPreview,
  useSaveEmailTemplate,
  useSendTestEmail,
} from '../api/email-templates-api.ts';
import { emailTemplatePaths } from '../paths.ts';
import { EmailPreviewFrame } from './email-preview-frame.tsx';
import { useTemplateRecord } from './email-template-page.tsx';
import { ResetTemplateButton } from './reset-template-button.tsx';

/** /admin/email-templates/:emailId/edit: subject and body, the variables, a live preview. */
export function EmailTemplateEditPage() {
  const { emailId = '' } = useParams();
  const record = useTemplateRecord(emailId);
  const { t } = useLingui();
  const name = record.query.data?.name;
  // Chosen once per visit: a save (which starts the editor afresh) keeps the organiser's mode.
  const [mode, setMode] = useState<BodyMode | null>(null);
  return (
    <RecordPage
      {...record}
      heading={record.query.data ? t`Edit ${name}` : undefined}
      actions={(template) => (
        <>
          <ResetTemplateButton template={template} />
          <TranslationsLink kind="email-templates" recordId={template.id} />
        </>
      )}
      skeleton={<FormPageSkeleton formHeight={600} maw={900} />}
    >
      {(template) => (
        <TemplateEditor
          key={`${template.id}:${template.updatedAt}:${template.isCustomised}`}
          template={template}
          mode={mode ?? (bodyToDoc(template.body).richSuits ? 'rich' : 'html')}
          onModeChange={setMode}
        />
      )}
    </RecordPage>
  );
}

type Field = 'subject' | 'body';
type BodyMode = 'rich' | 'html';
const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** The rich text editor of the body, with Tiptap, loaded when it first shows. */
const LazyTemplateBodyEditor = lazy(
  lazyRoute(() =>
    import('./template-body-editor.tsx').then((m) => ({ default: m.TemplateBodyEditor })),
  ),
);

/** Liquid as written in a template: code, the same in every language (placeholders of the texts). */
const liquid = {
  variable: '{{ variable }}',
  ifTag: '{% if %}',
  forTag: '{% for %}',
  buttonFilter: '{{ link | button: "Label" }}',
  buttonTag: '{% button name "Label" %}',
};

/** The body's help in HTML, in the language spoken now. */
const htmlDescription = () => {
  const { variable, ifTag, forTag, buttonFilter, buttonTag } = liquid;
  return t`HTML with Liquid: ${variable}, ${ifTag}, ${forTag}. Values are escaped. ${buttonFilter} makes a button; a secret link (only its addressee may open it) goes in only as ${buttonTag}, on a line of its own.`;
};
/** The body's help in rich text. */
const richDescription = () =>
  t`Variables show as chips: add one with Insert variable. The action button and its link are placed by Showdesk.`;

function TemplateEditor({
  template,
  mode,
  onModeChange: setMode,
}: {
  template: EmailTemplate;
  /** Rich text, or HTML (at first HTML when most of the body is Liquid logic). */
  mode: BodyMode;
  onModeChange: (mode: BodyMode) => void;
}) {
  const saving = useSaveEmailTemplate(template.id);
  const test = useSendTestEmail(template.id);
  const { t } = useLingui();
  const { values, set, isPending, save } = useRecordValues<EmailTemplateInput>(
    {
      initial: { subject: template.subject, body: template.body },
      mutation: saving,
      guardUnsaved: true,
    },
    { message: () => t`The email template was saved` },
  );
  const refs = {
    subject: useRef<HTMLInputElement>(null),
    body: useRef<HTMLTextAreaElement>(null),
  };
  const lastField = useRef<Field>('body');
  const editorRef = useRef<Editor | null>(null);
  const reading = useMemo(() => bodyToDoc(values.body), [values.body]);
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
    const editor = editorRef.current;
    if (field === 'body' && mode === 'rich' && editor) {
      editor
        .chain()
        .focus()
        .insertContent(variableNode(variable) as JSONContent)
        .run();
      return;
    }
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
      onSuccess: (sent) => {
        const to = sent.to;
        feedback('success', t`A test email is on its way to ${to}`);
      },
      onError: (error) => feedback('error', errorMessage(error)),
    });

  return (
    <Stack gap="lg">
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecordForm
            save={save}
            onSubmit={submit}
            submitLabel={t`Save email template`}
            isPending={isPending}
            cancelTo={emailTemplatePaths.record(template.id)}
            label={t`Email template`}
          >
            <TextInput
              ref={refs.subject}
              label={t`Subject`}
              required
              value={values.subject}
              onChange={(event) => set({ subject: event.currentTarget.value })}
              onFocus={() => {
                lastField.current = 'subject';
              }}
              error={save.errors.subject ?? previewErrors.subject}
              styles={monospace}
            />
            <Stack gap={6}>
              <SegmentedControl
                aria-label={t`Body editor`}
                value={mode}
                onChange={(next) => setMode(next as BodyMode)}
                data={[
                  { label: t`Rich text`, value: 'rich' },
                  // i18n-ignore: the name of the language, the same in every language
                  { label: 'HTML', value: 'html' },
                ]}
                style={{ alignSelf: 'flex-start' }}
              />
              <BodyModeNote
                mode={mode}
                keptLines={reading.keptLines.length}
                suits={reading.richSuits}
              />
            </Stack>
            {mode === 'rich' ? (
              <Suspense fallback={<Skeleton height={280} radius="md" />}>
                <LazyTemplateBodyEditor
                  value={values.body}
                  onChange={(body) => {
                    lastField.current = 'body';
                    set({ body });
                  }}
                  variables={template.variables}
                  error={save.errors.body ?? previewErrors.body}
                  description={richDescription()}
                  editorRef={editorRef}
                />
              </Suspense>
            ) : (
              <Textarea
                ref={refs.body}
                label={t`Body`}
                description={htmlDescription()}
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
            )}
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
            <Trans>Send a test to me</Trans>
          </Button>
        }
      />
    </Stack>
  );
}

/**
 * Why the body opened in HTML, or which of its lines rich text keeps as written (Liquid logic
 * such as {% if %} and {% for %}, or HTML it cannot show): nothing of them is lost.
 */
function BodyModeNote(props: { mode: BodyMode; keptLines: number; suits: boolean }) {
  const { t } = useLingui();
  if (props.keptLines === 0) return null;
  const { ifTag, forTag } = liquid;
  const count = props.keptLines;
  const message =
    props.mode === 'html'
      ? props.suits
        ? t({
            message: plural(count, {
              one: `In rich text, # line of Liquid logic (${ifTag}, ${forTag}) or HTML that rich text cannot show will stay as written, in grey blocks.`,
              other: `In rich text, # lines of Liquid logic (${ifTag}, ${forTag}) or HTML that rich text cannot show will stay as written, in grey blocks.`,
            }),
          })
        : t({
            message: plural(count, {
              one: `This email is mostly Liquid logic (${ifTag}, ${forTag}) or HTML that rich text cannot show, so it opens in HTML. Rich text keeps those # line as written, in grey blocks you can change only here.`,
              other: `This email is mostly Liquid logic (${ifTag}, ${forTag}) or HTML that rich text cannot show, so it opens in HTML. Rich text keeps those # lines as written, in grey blocks you can change only here.`,
            }),
          })
      : t({
          message: plural(count, {
            one: `# line of Liquid logic (${ifTag}, ${forTag}) or HTML that rich text cannot show is kept as written, in grey blocks: switch to HTML to change it.`,
            other: `# lines of Liquid logic (${ifTag}, ${forTag}) or HTML that rich text cannot show are kept as written, in grey blocks: switch to HTML to change them.`,
          }),
        });
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="body-mode-note">
      <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
      <Text size="sm" c="dimmed">
        {message}
      </Text>
    </Group>
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
        <Trans>Variables</Trans>
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Choose one to insert it where the cursor is in the subject or body.</Trans>
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
