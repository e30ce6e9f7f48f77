import { t as tNow } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Divider, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  type EmailsSettings,
  emailsSettingsSchema,
  type WelcomeEmailSettings,
  welcomeEmailSettingsSchema,
} from '@showdesk/domain/platform/settings';
import { PageHeader } from '../../../../components/page-header.tsx';
import { EmailsTabs } from '../../../messaging/emails/components/emails-tabs.tsx';
import { SettingsForm } from './settings-form.tsx';

/** Who task reminders go to, in the language the app speaks now. */
const recipientsOf = () => [
  { value: 'all-users', label: tNow`All members of the team` },
  { value: 'team-leader', label: tNow`Team owners only` },
  { value: 'admin', label: tNow`Admins only` },
];

/** /admin/emails: reminder settings, addresses, and the welcome email's paragraphs. */
export function EmailsSettingsPage() {
  const { t } = useLingui();
  const recipients = recipientsOf();
  return (
    <Stack gap="xl">
      <PageHeader
        title={t`Emails`}
        description={t`Task reminders, the addresses emails come from, and the welcome email.`}
      />
      <EmailsTabs />
      <SettingsForm<EmailsSettings>
        kind="emails"
        title={t`Reminders and addresses`}
        schema={emailsSettingsSchema}
        isSection
      >
        {({ values, set, errors, text }) => (
          <>
            <Switch
              label={t`Send task reminders`}
              checked={values.taskRemindersEnabled}
              onChange={(e) => set('taskRemindersEnabled', e.currentTarget.checked)}
            />
            <Select
              label={t`Send reminders to`}
              data={recipients}
              value={values.sendTaskRemindersTo}
              onChange={(v) =>
                v && set('sendTaskRemindersTo', v as EmailsSettings['sendTaskRemindersTo'])
              }
              disabled={!values.taskRemindersEnabled}
              error={errors.sendTaskRemindersTo}
              allowDeselect={false}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Support email`}
                type="email"
                description={t`Where members can write for help`}
                {...text('supportEmail')}
              />
              <TextInput
                label={t`From email`}
                type="email"
                description={t`The sender of the event's emails`}
                {...text('fromEmail')}
              />
            </SimpleGrid>
          </>
        )}
      </SettingsForm>
      <Divider />
      <WelcomeEmailForm />
    </Stack>
  );
}

function WelcomeEmailForm() {
  const { t } = useLingui();
  return (
    <SettingsForm<WelcomeEmailSettings>
      kind="welcomeEmail"
      title={t`Welcome email`}
      description={t`The paragraphs of the email a new member receives with their set-password link.`}
      schema={welcomeEmailSettingsSchema}
      isSection
    >
      {({ values, set, text }) => (
        <>
          <Switch
            label={t`Include the first paragraph`}
            checked={values.showParagraph1}
            onChange={(e) => set('showParagraph1', e.currentTarget.checked)}
          />
          <Textarea label={t`First paragraph`} autosize minRows={3} {...text('paragraph1')} />
          <Switch
            label={t`Include the second paragraph`}
            checked={values.showParagraph2}
            onChange={(e) => set('showParagraph2', e.currentTarget.checked)}
          />
          <Textarea label={t`Second paragraph`} autosize minRows={3} {...text('paragraph2')} />
        </>
      )}
    </SettingsForm>
  );
}
