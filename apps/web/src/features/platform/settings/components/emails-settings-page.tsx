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

const recipients = [
  { value: 'all-users', label: 'All members of the team' },
  { value: 'team-leader', label: 'Team owners only' },
  { value: 'admin', label: 'Admins only' },
];

/** /admin/emails: reminder settings, addresses, and the welcome email's paragraphs. */
export function EmailsSettingsPage() {
  return (
    <Stack gap="xl">
      <PageHeader
        title="Emails"
        description="Task reminders, the addresses emails come from, and the welcome email."
      />
      <EmailsTabs />
      <SettingsForm<EmailsSettings>
        kind="emails"
        title="Reminders and addresses"
        schema={emailsSettingsSchema}
        isSection
      >
        {({ values, set, errors, text }) => (
          <>
            <Switch
              label="Send task reminders"
              checked={values.taskRemindersEnabled}
              onChange={(e) => set('taskRemindersEnabled', e.currentTarget.checked)}
            />
            <Select
              label="Send reminders to"
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
                label="Support email"
                type="email"
                description="Where members can write for help"
                {...text('supportEmail')}
              />
              <TextInput
                label="From email"
                type="email"
                description="The sender of the event's emails"
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
  return (
    <SettingsForm<WelcomeEmailSettings>
      kind="welcomeEmail"
      title="Welcome email"
      description="The paragraphs of the email a new member receives with their set-password link."
      schema={welcomeEmailSettingsSchema}
      isSection
    >
      {({ values, set, text }) => (
        <>
          <Switch
            label="Include the first paragraph"
            checked={values.showParagraph1}
            onChange={(e) => set('showParagraph1', e.currentTarget.checked)}
          />
          <Textarea label="First paragraph" autosize minRows={3} {...text('paragraph1')} />
          <Switch
            label="Include the second paragraph"
            checked={values.showParagraph2}
            onChange={(e) => set('showParagraph2', e.currentTarget.checked)}
          />
          <Textarea label="Second paragraph" autosize minRows={3} {...text('paragraph2')} />
        </>
      )}
    </SettingsForm>
  );
}
