import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Select, Textarea, TextInput } from '@mantine/core';
import {
  type CustomFieldType,
  createCustomFieldInputSchema,
  customFieldTypeLabels,
  customFieldTypes,
} from '@showdesk/domain/people/custom-fields';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  RecordForm,
  type RecordFormSetup,
  useRecordValues,
} from '../../../../components/record-form.tsx';
import { SwitchGrid, type SwitchSetting } from '../../../../components/records/switch-grid.tsx';

export interface CustomFieldFormValues {
  label: string;
  type: CustomFieldType;
  placeholder: string;
  description: string;
  isRequired: boolean;
  showField: boolean;
  showToChildTeams: boolean;
}

export const newCustomFieldValues: CustomFieldFormValues = {
  label: '',
  type: 'text',
  placeholder: '',
  description: '',
  isRequired: false,
  showField: true,
  showToChildTeams: false,
};

interface CustomFieldFormProps extends RecordFormSetup<CustomFieldFormValues> {
  /** The saved type when editing: a change to or from a checkbox resets every team's value. */
  savedType?: CustomFieldType;
}

const typeOptions = customFieldTypes.map((type) => ({
  value: type,
  label: customFieldTypeLabels[type],
}));

/** Whether the field is required, and who sees it (a checkbox is required by a tick). */
const switchSettings = (
  isCheckbox: boolean,
): Array<SwitchSetting<'isRequired' | 'showField' | 'showToChildTeams'>> => [
  {
    key: 'isRequired',
    label: t`Required`,
    description: isCheckbox
      ? t`Teams must tick it to save their details`
      : t`Teams must fill it in to save their details`,
  },
  {
    key: 'showField',
    label: t`Show to team`,
    description: t`Off: only organisers see and edit it`,
  },
  {
    key: 'showToChildTeams',
    label: t`Show to stand shares`,
    description: t`Stand-share teams see only the fields with this on`,
  },
];

/** The settings of a custom field, checked with the domain schema before they are sent. */
export function CustomFieldForm({ initial, savedType, mutation, ...setup }: CustomFieldFormProps) {
  const { t } = useLingui();
  const { values, set, isPending, save, field, formProps } = useRecordValues(
    { initial, mutation, ...setup },
    { keepsErrors: true },
  );
  const isCheckbox = values.type === 'checkbox';
  const resetsValues = savedType !== undefined && (savedType === 'checkbox') !== isCheckbox;

  const submit = () => {
    // A checkbox shows no placeholder, so none is kept for it.
    const checked = save.check(createCustomFieldInputSchema, {
      ...values,
      placeholder: isCheckbox ? '' : values.placeholder,
    });
    if (checked) mutation.mutate(checked, save.handlers());
  };

  return (
    <RecordForm {...formProps(submit, setup.submitLabel)} cancelTo="/admin/custom-fields">
      <TextInput
        label={t`Label`}
        description={t`The name teams and organisers see next to the field`}
        required
        {...field.text('label')}
      />
      <Select
        label={t`Type`}
        required
        data={typeOptions}
        {...field.value('type')}
        onChange={(type) => type && set({ type: type as CustomFieldType })}
        allowDeselect={false}
      />
      {resetsValues ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Trans>
            Changing a field to or from a checkbox clears the value every team has entered for it.
          </Trans>
        </Alert>
      ) : null}
      {isCheckbox ? null : (
        <TextInput
          label={t`Placeholder`}
          description={t`Example text shown in the empty input`}
          {...field.text('placeholder')}
        />
      )}
      <Textarea
        label={t`Description`}
        description={t`Help text shown under the field`}
        autosize
        minRows={2}
        {...field.text('description')}
      />
      <SwitchGrid
        settings={switchSettings(isCheckbox)}
        value={values}
        onChange={set}
        errors={save.errors}
        disabled={isPending}
        cols={1}
        spacing="sm"
      />
    </RecordForm>
  );
}
