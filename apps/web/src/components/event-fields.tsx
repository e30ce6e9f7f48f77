import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { PlatformEventInput } from '@showdesk/domain/platform/platform';
import type { FieldErrors } from '../lib/field-errors.ts';
import { DateInput } from './date-input.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

/** An event's address part of a name: "Trade Fair 2028" → "trade-fair-2028". */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);

interface EventFieldsProps {
  values: PlatformEventInput;
  onChange: (patch: Partial<PlatformEventInput>) => void;
  errors: FieldErrors;
  /** Where these fields sit in the form's values (setup: 'event.'), for their errors. */
  errorPrefix?: string;
  disabled?: boolean;
}

/**
 * The fields of an event a platform admin sets: name (the slug follows it until edited), slug,
 * host names, dates and time zone (none chosen: the installation's DEFAULT_TIME_ZONE). Used by first-run setup and the platform's event forms.
 */
export function EventFields({
  values,
  onChange,
  errors,
  errorPrefix = '',
  disabled,
}: EventFieldsProps) {
  const error = (key: string) => errors[`${errorPrefix}${key}`];
  const { t } = useLingui();
  const hostError = values.hostnames.map((_, index) => error(`hostnames.${index}`)).find(Boolean);
  return (
    <>
      <TextInput
        label={t`Event name`}
        required
        value={values.name}
        disabled={disabled}
        onChange={(e) => {
          const name = e.currentTarget.value;
          onChange({
            name,
            ...(values.slug === slugOf(values.name) ? { slug: slugOf(name) } : {}),
          });
        }}
        error={error('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Slug`}
          description={t`Lower-case letters, digits and dashes`}
          required
          value={values.slug}
          disabled={disabled}
          onChange={(e) => onChange({ slug: e.currentTarget.value })}
          error={error('slug')}
        />
        <TagsInput
          label={t`Host names`}
          description={t`Where the event is served; press Enter after each`}
          // i18n-ignore: an example host name
          placeholder="show-2028.example.com"
          required
          value={values.hostnames}
          disabled={disabled}
          onChange={(hostnames) =>
            onChange({ hostnames: hostnames.map((h) => h.trim().toLowerCase()) })
          }
          error={error('hostnames') ?? hostError}
        />
        <DateInput
          label={t`Start date`}
          required
          value={values.startDate}
          disabled={disabled}
          onChange={(startDate) => onChange({ startDate })}
          error={error('startDate')}
        />
        <DateInput
          label={t`End date`}
          required
          value={values.endDate}
          disabled={disabled}
          onChange={(endDate) => onChange({ endDate })}
          error={error('endDate')}
        />
        <TimeZoneSelect
          description={t`Its days, reminder hour and the times in its emails and exports`}
          placeholder={t`The installation's default`}
          clearable
          value={values.timeZone}
          disabled={disabled}
          onChange={(timeZone) => onChange({ timeZone })}
          error={error('timeZone')}
        />
      </SimpleGrid>
    </>
  );
}
