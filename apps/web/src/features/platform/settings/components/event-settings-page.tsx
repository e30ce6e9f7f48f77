import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type AppLocale, appLocales, localeNames } from '@showdesk/domain/common/locales';
import {
  type EventSettings,
  maxAuditRetentionDays,
  maxRetentionDays,
  minAuditRetentionDays,
  minRetentionDays,
  replaceEventSettingsInputSchema,
} from '@showdesk/domain/platform/settings';
import { Link } from 'react-router';
import { DateInput } from '../../../../components/date-input.tsx';
import { translationsPath } from '../../../../components/records/translations-link.tsx';
import { TimeZoneSelect } from '../../../../components/time-zone-select.tsx';
import { SettingsForm } from './settings-form.tsx';

/** The reminder hours an event can choose, 00:00 to 23:00, in its own time zone. */
const reminderHourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

/** /admin/settings/event: names, dates and addresses of the event. */
export function EventSettingsPage() {
  const { t } = useLingui();
  const languageOptions = appLocales.map((locale) => ({
    value: locale,
    label: localeNames[locale],
  }));
  return (
    <SettingsForm<EventSettings>
      kind="event"
      title={t`Event`}
      description={t`How the event is named in the app and in emails, and when it takes place.`}
      // Checked as the server checks a save: the event name is required.
      schema={replaceEventSettingsInputSchema}
    >
      {({ text, day, values, set, errors }) => {
        const timeZone = values.timeZone.replaceAll('_', ' ');
        return (
          <>
            <TextInput label={t`Event name`} required {...text('eventName')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Short name`}
                description={t`Used where space is tight, e.g. email subjects`}
                {...text('shortName')}
              />
              <TextInput label={t`Long name`} {...text('longName')} />
              <DateInput label={t`Start date`} {...day('startDate')} />
              <DateInput label={t`End date`} {...day('endDate')} />
              <TimeZoneSelect
                description={t`Tasks turn due soon and overdue at midnight here`}
                value={values.timeZone}
                onChange={(zone) => zone && set('timeZone', zone)}
                error={errors.timeZone}
              />
              <Select
                label={t`Reminder hour`}
                description={t`When the daily task reminders go out, in the event's time zone (${timeZone})`}
                data={reminderHourOptions}
                value={String(values.reminderHour)}
                onChange={(hour) => hour !== null && set('reminderHour', Number(hour))}
                error={errors.reminderHour}
                allowDeselect={false}
              />
              <NumberInput
                label={t`Keep personal data (days)`}
                description={t`Days after the end date before members' personal data is anonymised (${minRetentionDays}–${maxRetentionDays}); empty: kept`}
                min={minRetentionDays}
                max={maxRetentionDays}
                allowDecimal={false}
                value={values.retentionDays ?? ''}
                onChange={(v) =>
                  set('retentionDays', v === '' ? null : typeof v === 'number' ? v : Number.NaN)
                }
                error={errors.retentionDays}
              />
              <NumberInput
                label={t`Keep activity (days)`}
                description={t`Days the event's activity (who changed what) is kept before older entries are deleted (${minAuditRetentionDays}–${maxAuditRetentionDays}); empty: kept`}
                min={minAuditRetentionDays}
                max={maxAuditRetentionDays}
                allowDecimal={false}
                value={values.auditRetentionDays ?? ''}
                onChange={(v) =>
                  set(
                    'auditRetentionDays',
                    v === '' ? null : typeof v === 'number' ? v : Number.NaN,
                  )
                }
                error={errors.auditRetentionDays}
              />
              <TextInput
                label={t({ message: 'Team name', context: 'word' })}
                description={t`What a team is called, e.g. Exhibitor`}
                {...text('teamName')}
              />
              <TextInput
                label={t`App address`}
                // i18n-ignore: an example address
                placeholder="https://portal.example.com"
                {...text('appUrl')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelect
                label={t`Content languages`}
                description={t`The languages organisers write pages, forms, tasks and emails in`}
                data={languageOptions}
                value={values.languages}
                onChange={(chosen) => {
                  const languages = chosen as AppLocale[];
                  set('languages', languages);
                  // The default stays one of them: the first chosen when it was taken away.
                  if (languages.length > 0 && !languages.includes(values.defaultLanguage)) {
                    set('defaultLanguage', languages[0]!);
                  }
                }}
                error={errors.languages}
              />
              <Select
                label={t`Default language`}
                description={t`Shown where a translation is missing, and used by exports`}
                data={languageOptions.filter((option) => values.languages.includes(option.value))}
                value={values.defaultLanguage}
                onChange={(locale) => locale && set('defaultLanguage', locale as AppLocale)}
                error={errors.defaultLanguage}
                allowDeselect={false}
              />
            </SimpleGrid>
            {values.languages.length > 1 ? (
              <Anchor component={Link} to={translationsPath()} size="sm">
                <Trans>Translate the event’s content into its other languages</Trans>
              </Anchor>
            ) : null}
            <TextInput label={t`Company name`} {...text('companyName')} />
            <Textarea label={t`Company address`} autosize minRows={2} {...text('companyAddress')} />
            <Switch
              label={t`Require two-step verification for admins and moderators`}
              description={t`Staff without an authenticator app set one up at their next login, before they can do anything else, and cannot turn it off. Members and guests are not affected.`}
              checked={values.requireStaffSecondFactor}
              onChange={(event) => set('requireStaffSecondFactor', event.currentTarget.checked)}
              error={errors.requireStaffSecondFactor}
            />
            <Switch
              label={t`Require single sign-on for admins and moderators`}
              description={t`Staff log in with a “Continue with …” button of this event’s login page: their password login is refused. Only while a platform admin has set up a sign-in provider for this event; without one, nothing changes. Members are not affected.`}
              checked={values.requireStaffSso}
              onChange={(event) => set('requireStaffSso', event.currentTarget.checked)}
              error={errors.requireStaffSso}
            />
            <Switch
              label={t`Email people when they log in from a new device`}
              description={t`A person who logs in from a browser their account has not used before gets an email with the device, address and time (not at their first login).`}
              checked={values.newDeviceLoginEmails}
              onChange={(event) => set('newDeviceLoginEmails', event.currentTarget.checked)}
              error={errors.newDeviceLoginEmails}
            />
          </>
        );
      }}
    </SettingsForm>
  );
}
