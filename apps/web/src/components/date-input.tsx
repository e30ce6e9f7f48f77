import { useLingui } from '@lingui/react/macro';
import '@mantine/dates/styles.css';
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { dayTextPattern, formatDayText, parseDayText } from '@showdesk/domain/common/day-text';
import { IconCalendar } from '@tabler/icons-react';
import { type FocusEvent, useId, useRef, useState } from 'react';

export interface DateInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** An ISO day (YYYY-MM-DD), '' for none, or text typed that is no date (kept as typed). */
  value: string;
  /**
   * Called with the ISO day typed or picked, '' when the field is emptied, or the text itself
   * when it is no date: the value a check refuses, never the previous day kept silently.
   */
  onChange: (value: string) => void;
  /** The first and last days the calendar offers (ISO days). */
  minDate?: string;
  maxDate?: string;
}

/** What is sent for a text: its ISO day, '' for nothing, the trimmed text for no date. */
function sentValue(text: string): string {
  const parsed = parseDayText(text);
  return parsed.ok ? (parsed.day ?? '') : text.trim();
}

/**
 * The app's one date input: a day typed and shown as the event writes it (DD/MM/YYYY, calls
 * document 7.6), or picked from a calendar opened by the button beside it (arrow keys move
 * between days, Enter picks, Escape closes). The value stays an ISO day, as the API takes it.
 * A day no calendar has (31/02/2027) or another shape is told once the field is left.
 */
export function DateInput({
  value,
  onChange,
  minDate,
  maxDate,
  error,
  readOnly,
  disabled,
  onBlur,
  id: givenId,
  ...field
}: DateInputProps) {
  const { t } = useLingui();
  const calendarLabels = {
    previousMonth: t`Previous month`,
    nextMonth: t`Next month`,
    previousYear: t`Previous year`,
    nextYear: t`Next year`,
    previousDecade: t`Previous decade`,
    nextDecade: t`Next decade`,
    monthLevelControl: t`Choose a month`,
    yearLevelControl: t`Choose a year`,
  };
  const ownId = useId();
  const id = givenId ?? ownId;
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const [left, setLeft] = useState(false);
  // The text shown and the value it was sent as: a new value from outside is shown formatted;
  // the one just sent keeps the text as typed (no reformatting under the caret).
  const [shown, setShown] = useState(() => ({ value, text: formatDayText(value) }));
  let text = shown.text;
  if (value !== shown.value) {
    text = formatDayText(value);
    setShown({ value, text });
  }

  const type = (next: string) => {
    const sent = sentValue(next);
    setShown({ value: sent, text: next });
    if (sent !== value) onChange(sent);
  };
  const parsed = parseDayText(text);
  const problem = parsed.ok ? null : parsed.message;
  const day = parsed.ok ? parsed.day : null;

  const pick = (picked: string | null) => {
    if (!picked) return;
    setShown({ value: picked, text: formatDayText(picked) });
    setOpened(false);
    setLeft(false);
    if (picked !== value) onChange(picked);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    // What was typed is shown in the event's format once it is a day ("4/3/2027": 04/03/2027).
    if (day && text !== formatDayText(day)) setShown({ value: day, text: formatDayText(day) });
    onBlur?.(event);
  };
  const focusDay = () =>
    requestAnimationFrame(() =>
      dropdownRef.current?.querySelector<HTMLButtonElement>('table button[tabindex="0"]')?.focus(),
    );

  return (
    <TextInput
      {...field}
      id={id}
      ref={inputRef}
      value={text}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={blur}
      readOnly={readOnly}
      disabled={disabled}
      placeholder={readOnly ? undefined : dayTextPattern}
      autoComplete="off"
      spellCheck={false}
      error={problem && (left || error) ? problem : error}
      rightSection={
        readOnly ? null : (
          <Popover
            opened={opened}
            onChange={setOpened}
            onOpen={focusDay}
            position="bottom-end"
            shadow="md"
            trapFocus
            // Focus goes back by hand: to the field once a day is picked, to the button on Escape.
            closeOnEscape={false}
            withinPortal
          >
            <Popover.Target>
              <ActionIcon
                ref={buttonRef}
                variant="subtle"
                color="gray"
                aria-label={t`Choose from calendar`}
                aria-describedby={field.label ? `${id}-label` : undefined}
                aria-haspopup="dialog"
                aria-expanded={opened}
                disabled={disabled}
                onClick={() => setOpened((open) => !open)}
              >
                <IconCalendar size={18} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown
              ref={dropdownRef}
              role="dialog"
              aria-label={t`Calendar`}
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                event.stopPropagation();
                setOpened(false);
                buttonRef.current?.focus();
              }}
            >
              <DatePicker
                value={day}
                defaultDate={day ?? minDate ?? undefined}
                onChange={pick}
                minDate={minDate}
                maxDate={maxDate}
                ariaLabels={calendarLabels}
                // Mantine's red weekends and faded days of other months are below 4.5:1.
                weekendDays={[]}
                hideOutsideDates
              />
            </Popover.Dropdown>
          </Popover>
        )
      }
    />
  );
}
