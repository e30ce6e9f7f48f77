import { useLingui } from '@lingui/react/macro';
import { Select, type SelectProps } from '@mantine/core';
import { offsetAt, timeZoneNames } from '@showdesk/domain/common/time-zones';

/** "UTC+01:00": how far a zone's clocks are ahead of UTC at `now`. */
export function offsetText(timeZone: string, now: Date) {
  const minutes = Math.round(offsetAt(timeZone, now) / 60_000);
  const sign = minutes < 0 ? '−' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

/** A zone as a person reads it: "Europe/Berlin (UTC+01:00)", its offset at `now`. */
export const timeZoneLabel = (zone: string, now = new Date()) =>
  `${zone.replaceAll('_', ' ')} (${offsetText(zone, now)})`;

let timeZoneOptions: { value: string; label: string }[] | undefined;
/** Every zone by name, with its offset today ("Europe/Berlin (UTC+01:00)"), built once. */
function zoneOptions() {
  const now = new Date();
  timeZoneOptions ??= timeZoneNames().map((zone) => ({
    value: zone,
    label: timeZoneLabel(zone, now),
  }));
  return timeZoneOptions;
}

/**
 * The options with `zone` among them: a zone saved elsewhere under a name this browser lists
 * differently (the server's "Asia/Kolkata", Chromium's "Asia/Calcutta") still shows as chosen.
 */
function withZone(options: { value: string; label: string }[], zone: string | undefined) {
  if (!zone || options.some((option) => option.value === zone)) return options;
  return [...options, { value: zone, label: timeZoneLabel(zone) }].sort((a, b) =>
    a.value.localeCompare(b.value),
  );
}

export interface TimeZoneSelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable'> {
  /** An IANA zone name, such as "Europe/Berlin"; undefined for none chosen (clearable). */
  value: string | undefined;
  /** A zone picked, or undefined when a clearable select is cleared. */
  onChange: (zone: string | undefined) => void;
}

/**
 * The app's one time zone picker (an event's zone: its settings page, the platform's event
 * screens, first-run setup): every IANA zone, searchable, each with its offset today.
 */
export function TimeZoneSelect({ value, onChange, label, ...props }: TimeZoneSelectProps) {
  const { t } = useLingui();
  return (
    <Select
      label={label ?? t`Time zone`}
      searchable
      data={withZone(zoneOptions(), value)}
      value={value ?? null}
      onChange={(zone) => onChange(zone ?? undefined)}
      nothingFoundMessage={t`No time zone matches`}
      allowDeselect={false}
      {...props}
    />
  );
}
