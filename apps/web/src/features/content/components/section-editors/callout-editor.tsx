import { Alert, Select, Stack, Textarea } from '@mantine/core';
import { calloutVariants } from '@showdesk/domain/content/content';
import { calloutLook } from '../../../../components/content-view/callout-look.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

const variantOptions = calloutVariants.map((variant) => ({
  value: variant,
  label: calloutLook[variant].label,
}));

/** A callout: its look (default, info, success, warning, danger) and its text. */
export function CalloutEditor({ value, onChange, errors, disabled }: DataEditorProps<'callout'>) {
  const look = calloutLook[value.variant as keyof typeof calloutLook] ?? calloutLook.default;
  const Icon = look.icon;
  return (
    <Stack gap="md">
      <Select
        label="Style"
        data={variantOptions}
        value={value.variant}
        onChange={(variant) => variant && onChange({ ...value, variant })}
        allowDeselect={false}
        error={errors['data.variant']}
        disabled={disabled}
        maw={280}
      />
      <Textarea
        label="Text"
        required
        autosize
        minRows={3}
        value={value.text}
        onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        error={errors['data.text']}
        disabled={disabled}
      />
      <Alert
        color={look.color}
        variant="light"
        icon={<Icon size={20} aria-hidden />}
        title="Preview"
        style={{ whiteSpace: 'pre-line' }}
      >
        {value.text.trim() || 'Your callout text'}
      </Alert>
    </Stack>
  );
}
