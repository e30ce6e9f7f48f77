import { SimpleGrid, type SimpleGridProps, Switch } from '@mantine/core';
import type { FieldErrors } from '../../lib/field-errors.ts';

/** One of a record's on/off settings, as its switch names and explains it. */
export interface SwitchSetting<K extends string> {
  key: K;
  label: string;
  description: string;
}

/** A record's on/off settings side by side, each a switch with its explanation. */
export function SwitchGrid<K extends string>(props: {
  settings: Array<SwitchSetting<K>>;
  value: Record<K, boolean>;
  onChange: (value: Record<K, boolean>) => void;
  disabled: boolean;
  cols: SimpleGridProps['cols'];
  spacing?: SimpleGridProps['spacing'];
  /** The refusals to show at their switches, where the form shows them. */
  errors?: FieldErrors;
}) {
  return (
    <SimpleGrid cols={props.cols} spacing={props.spacing ?? 'md'}>
      {props.settings.map((setting) => (
        <Switch
          key={setting.key}
          label={setting.label}
          description={setting.description}
          checked={props.value[setting.key]}
          onChange={(e) =>
            props.onChange({ ...props.value, [setting.key]: e.currentTarget.checked })
          }
          error={props.errors?.[setting.key]}
          disabled={props.disabled}
        />
      ))}
    </SimpleGrid>
  );
}
