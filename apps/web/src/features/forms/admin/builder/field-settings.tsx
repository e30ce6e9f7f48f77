import { Trans, useLingui } from '@lingui/react/macro';
import { Input, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { isLayoutFieldType } from '@showdesk/domain/forms/field-types';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { Suspense } from 'react';
import { LazyRichTextInput } from '../../../../components/lazy-rich-text-input.tsx';
import { bindFields } from '../../../../components/records/field-binding.ts';
import type { FieldGroupOption } from '../api/field-groups-api.ts';
import { TypeSettings } from './field-type-settings.tsx';

export interface FieldSettingsProps {
  field: FieldDefinition;
  /** The field as last saved; none for a new one (its options' values follow their labels). */
  saved: FieldDefinition | undefined;
  onChange: (field: FieldDefinition) => void;
  errors: Record<string, string>;
  readOnly: boolean;
  currencyId: string;
  fieldGroups: FieldGroupOption[];
}

/** The settings of the selected field: the common ones, then its type's own. */
export function FieldSettings({ field, onChange, errors, readOnly, ...props }: FieldSettingsProps) {
  const { t } = useLingui();
  const set = (change: Partial<FieldDefinition>) =>
    onChange({ ...field, ...change } as FieldDefinition);
  const isLayout = isLayoutFieldType(field.type);
  const canBeRequired = !isLayout && field.type !== 'grandTotal' && field.type !== 'template';
  const disabled = readOnly;
  const setting = bindFields({ values: field, set, errors, disabled });
  return (
    <Stack gap="sm">
      {field.type === 'newPage' ? null : (
        <TextInput
          label={field.type === 'section' ? t`Heading` : t`Label`}
          required={!isLayout}
          {...setting.text('label')}
        />
      )}
      {isLayout ? null : (
        <TextInput
          label={t`Report label`}
          description={t`The column heading in reports and the submissions table (empty: the label)`}
          {...setting.text('reportLabel')}
        />
      )}
      {field.type === 'customText' ? (
        <Suspense
          fallback={
            <Input.Label>
              <Trans>Text</Trans>
            </Input.Label>
          }
        >
          <LazyRichTextInput label={t`Text`} {...setting.value('description')} />
        </Suspense>
      ) : field.type === 'newPage' ? null : (
        <Textarea
          label={
            field.type === 'callout'
              ? t`Text`
              : field.type === 'disclaimer'
                ? t`Terms`
                : t`Help text`
          }
          description={
            field.type === 'disclaimer' ? t`What the member agrees to` : t`Shown under the label`
          }
          autosize
          minRows={2}
          {...setting.text('description')}
        />
      )}
      {canBeRequired ? <Switch label={t`Required`} {...setting.toggle('isRequired')} /> : null}
      <TypeSettings field={field} set={set} errors={errors} disabled={disabled} {...props} />
    </Stack>
  );
}
