import { useLingui } from '@lingui/react/macro';
import { RichTextInput } from '../../../../components/rich-text-input.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

/** A rich text section's text (the shared rich text input). */
export function RichTextEditor({ value, onChange, errors, disabled }: DataEditorProps<'richText'>) {
  const { t } = useLingui();
  return (
    <RichTextInput
      label={t`Text`}
      value={value}
      onChange={onChange}
      error={errors.data}
      disabled={disabled}
    />
  );
}
