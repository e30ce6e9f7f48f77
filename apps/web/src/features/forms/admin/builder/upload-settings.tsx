import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { formLimits } from '@showdesk/domain/forms/constants';
import { uploadAcceptClassNames } from '@showdesk/domain/forms/field-settings';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import { bindFields } from '../../../../components/records/field-binding.ts';
import type { SettingsPartProps } from './setting-inputs.tsx';

const acceptLabels = (): Record<(typeof uploadAcceptClassNames)[number], string> => ({
  image: t`Images (JPEG, PNG, SVG, WebP)`,
  docs: t`Documents (PDF, Word, Excel, PowerPoint)`,
  video: t`Video (MP4)`,
  zip: t`Zip archives`,
  pdf: t`PDF only`,
});

/** A file upload's settings: one file or more, the file types and the largest size. */
export function UploadSettings({
  field,
  set,
  errors,
  disabled,
}: SettingsPartProps<FieldOf<'upload'>>) {
  const { t } = useLingui();
  const setting = bindFields({ values: field, set, errors, disabled });
  const labels = acceptLabels();
  return (
    <>
      <Switch label={t`Members may upload more than one file`} {...setting.toggle('isMulti')} />
      <Checkbox.Group
        label={t`File types`}
        value={field.accept}
        onChange={(accept) => set({ accept: accept as FieldOf<'upload'>['accept'] })}
        error={errors.accept}
      >
        <Stack gap={6} mt={6}>
          {uploadAcceptClassNames.map((kind) => (
            <Checkbox key={kind} value={kind} label={labels[kind]} disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Switch label={t`Limit the file size`} {...setting.toggle('hasMaxFileSize')} mb={8} />
        {field.hasMaxFileSize ? (
          <NumberInput
            label={t`Largest file (MB)`}
            value={field.maxFileSizeMB}
            onChange={(value) => set({ maxFileSizeMB: typeof value === 'number' ? value : 0 })}
            min={1}
            max={formLimits.maxFileSizeMB}
            error={errors.maxFileSizeMB}
            disabled={disabled}
            w={150}
          />
        ) : null}
      </Group>
    </>
  );
}
