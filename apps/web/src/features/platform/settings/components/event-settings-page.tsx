import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { offsetAt, timeZoneNames } from '@showdesk/domain/common/time-zones';
import {
  type EventSettings,
  replaceEventSettingsInputSchema,
} from '@showdesk/domain/platform/settings';
import { DateInput } from '../../../../components/date-input.tsx';
import { SettingsForm } from './settings-form.tsx';

/** "+01:00": how far a zone's clocks are ahead of UTC now. */
function offsetText(timeZone: string, now: Date) {
  const minutes = Math.round(offsetAt(timeZone, now) / 60_000);
  const sign = minutes < 0 ? '−' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

let timeZoneOptions: { value: string; label: string }[] | undefined;
/** Every zone by name, with its offset today ("Europe/Berlin (UTC+01:00)"), built once. */
function zoneOptions() {
  const now = new Date();
  timeZoneOptions ??= timeZoneNames().map((zone) => ({
    value: zone,
    label: `${zone.replaceAll('_', ' ')} (${offsetText(zone, now)})`,
  }));
  return timeZoneOptions;
}

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
      {({ text, day, values, set, errors }) => (
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
            <Select
              label="Time zone"
              description="Tasks turn due soon and overdue at midnight here"
              searchable
              data={zoneOptions()}
              value={values.timeZone}
              onChange={(zone) => zone && set('timeZone', zone)}
              error={errors.timeZone}
              nothingFoundMessage="No time zone matches"
            />
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
