import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type EventSettings, eventSettingsSchema } from '@showdesk/domain/settings';
import { SettingsForm } from './settings-form.tsx';

/** /admin/settings/event: names, dates and addresses of the event. */
export function EventSettingsPage() {
  return (
    <SettingsForm<EventSettings>
      kind="event"
      title="Event"
      description="How the event is named in the app and in emails, and when it takes place."
      schema={eventSettingsSchema}
    >
      {({ values, set, errors }) => (
        <>
          <TextInput
            label="Event name"
            required
            value={values.eventName}
            onChange={(e) => set('eventName', e.currentTarget.value)}
            error={errors.eventName}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Short name"
              description="Used where space is tight, e.g. email subjects"
              value={values.shortName}
              onChange={(e) => set('shortName', e.currentTarget.value)}
              error={errors.shortName}
            />
            <TextInput
              label="Long name"
              value={values.longName}
              onChange={(e) => set('longName', e.currentTarget.value)}
              error={errors.longName}
            />
            <TextInput
              label="Start date"
              type="date"
              value={values.startDate}
              onChange={(e) => set('startDate', e.currentTarget.value)}
              error={errors.startDate}
            />
            <TextInput
              label="End date"
              type="date"
              value={values.endDate}
              onChange={(e) => set('endDate', e.currentTarget.value)}
              error={errors.endDate}
            />
            <TextInput
              label="Team name"
              description="What a team is called, e.g. Exhibitor"
              value={values.teamName}
              onChange={(e) => set('teamName', e.currentTarget.value)}
              error={errors.teamName}
            />
            <TextInput
              label="App address"
              placeholder="https://portal.example.com"
              value={values.appUrl}
              onChange={(e) => set('appUrl', e.currentTarget.value)}
              error={errors.appUrl}
            />
          </SimpleGrid>
          <TextInput
            label="Company name"
            value={values.companyName}
            onChange={(e) => set('companyName', e.currentTarget.value)}
            error={errors.companyName}
          />
          <Textarea
            label="Company address"
            autosize
            minRows={2}
            value={values.companyAddress}
            onChange={(e) => set('companyAddress', e.currentTarget.value)}
            error={errors.companyAddress}
          />
        </>
      )}
    </SettingsForm>
  );
}
