import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';

/** A team's name, required: the team and stand-share forms of organisers and of teams. */
export function TeamNameInput(props: {
  value: string;
  onChange: (name: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Team name`}
      required
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
      disabled={props.disabled}
    />
  );
}
