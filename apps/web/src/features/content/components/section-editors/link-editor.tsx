import { Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataEditorProps } from './section-data-editor.tsx';

interface LinkEditorProps extends DataEditorProps<'googleMaps' | 'youTube'> {
  label: string;
  placeholder: string;
  icon: ReactNode;
  /** What the typed link shows under the field: its preview, or a hint. */
  children: ReactNode;
}

/** A section that is one pasted link (a map, a video), its preview below. */
export function LinkEditor({ value, onChange, errors, disabled, ...props }: LinkEditorProps) {
  return (
    <Stack gap="sm">
      <TextInput
        label={props.label}
        required
        placeholder={props.placeholder}
        leftSection={props.icon}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={errors.data}
        disabled={disabled}
      />
      {props.children}
    </Stack>
  );
}
