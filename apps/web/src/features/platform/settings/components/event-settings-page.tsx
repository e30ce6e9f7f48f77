import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  type EventSettings,
  replaceEventSettingsInputSchema,
} from '@showdesk/domain/platform/settings';
import { DateInput } from '../../../../components/date-input.tsx';
import { SettingsForm } from './settings-form.tsx';

/** /admin/settings/event: names, dates and addresses of the event. */
export function EventSettingsPage() {
  return (
    <SettingsForm<EventSettings>
      kind="event"
      title="Event"
      description="How the event is named in the app and in emails, and when it takes place."
      // Checked as the server checks a save: the event name is required.
      schema={replaceEventSettingsInputSchema}
    >
      {({ text, day }) => (
        <>
          <TextInput label="Event name" required {...text('eventName')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Short name"
              description="Used where space is tight, e.g. email subjects"
              {...text('shortName')}
            />
            <TextInput label="Long name" {...text('longName')} />
            <DateInput label="Start date" {...day('startDate')} />
            <DateInput label="End date" {...day('endDate')} />
            <TextInput
              label="Team name"
              description="What a team is called, e.g. Exhibitor"
              {...text('teamName')}
            />
            <TextInput
              label="App address"
              placeholder="https://portal.example.com"
              {...text('appUrl')}
            />
          </SimpleGrid>
          <TextInput label="Company name" {...text('companyName')} />
          <Textarea label="Company address" autosize minRows={2} {...text('companyAddress')} />
        </>
      )}
    </SettingsForm>
  );
}
