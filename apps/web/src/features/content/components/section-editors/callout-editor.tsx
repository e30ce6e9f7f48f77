import { useLingui } from '@lingui/react/macro';
import { Alert, Select, Stack, Textarea } from '@mantine/core';
import { calloutVariants } from '@showdesk/domain/content/content';
import { calloutLook } from '../../../../components/content-view/callout-look.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

/** A callout: its look (default, info, success, warning, danger) and its text. */
export function CalloutEditor({ value, onChange, errors, disabled }: DataEditorProps<'callout'>) {
  const { t } = useLingui();
  // Read at render: each look's name is in the language the app speaks now.
  const variantOptions = calloutVariants.map((variant) => ({
    value: variant,
    label: calloutLook[variant].label,
  }));
  const look = calloutLook[value.variant as keyof typeof calloutLook] ?? calloutLook.default;
  const Icon = look.icon;
  return (
    <Stack gap="md">
      <Select
        label={t`Style`}
        data={variantOptions}
        value={value.variant}
        onChange={(variant) => variant && onChange({ ...value, variant })}
        allowDeselect={false}
        error={errors['data.variant']}
        disabled={disabled}
        maw={280}
      />
      <Textarea
        label={t`Text`}
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
        title={t`Preview`}
        style={{ whiteSpace: 'pre-line' }}
      >
        {value.text.trim() || t`Your callout text`}
      </Alert>
    </Stack>
  );
}
