import { Alert, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import {
  type CustomFieldType,
  createCustomFieldInputSchema,
  customFieldTypeLabels,
  customFieldTypes,
} from '@showdesk/domain/people/custom-fields';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import {
  RecordForm,
  type RecordFormSetup,
  useRecordSave,
} from '../../../../components/record-form.tsx';

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

/** The settings of a custom field, checked with the domain schema before they are sent. */
export function CustomFieldForm({ initial, savedType, mutation, ...setup }: CustomFieldFormProps) {
  const [values, setValues] = useState(initial);
  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);
  const isPending = mutation.isPending;
  const save = useRecordSave({
    isDirty: setup.guardUnsaved ? isDirty && !isPending : undefined,
    goTo: setup.goTo,
  });
  const errors = save.errors;
  const set = (change: Partial<CustomFieldFormValues>) => setValues({ ...values, ...change });
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
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={setup.submitLabel}
      isPending={isPending}
      cancelTo="/admin/custom-fields"
    >
      <TextInput
        label="Label"
        description="The name teams and organisers see next to the field"
        required
        value={values.label}
        onChange={(e) => set({ label: e.currentTarget.value })}
        error={errors.label}
        disabled={isPending}
      />
      <Select
        label="Type"
        required
        data={typeOptions}
        value={values.type}
        onChange={(type) => type && set({ type: type as CustomFieldType })}
        allowDeselect={false}
        error={errors.type}
        disabled={isPending}
      />
      {resetsValues ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
          Changing a field to or from a checkbox clears the value every team has entered for it.
        </Alert>
      ) : null}
      {isCheckbox ? null : (
        <TextInput
          label="Placeholder"
          description="Example text shown in the empty input"
          value={values.placeholder}
          onChange={(e) => set({ placeholder: e.currentTarget.value })}
          error={errors.placeholder}
          disabled={isPending}
        />
      )}
      <Textarea
        label="Description"
        description="Help text shown under the field"
        autosize
        minRows={2}
        value={values.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        error={errors.description}
        disabled={isPending}
      />
      <Stack gap="sm">
        <Switch
          label="Required"
          description={
            isCheckbox
              ? 'Teams must tick it to save their details'
              : 'Teams must fill it in to save their details'
          }
          checked={values.isRequired}
          onChange={(e) => set({ isRequired: e.currentTarget.checked })}
          error={errors.isRequired}
          disabled={isPending}
        />
        <Switch
          label="Show to team"
          description="Off: only organisers see and edit it"
          checked={values.showField}
          onChange={(e) => set({ showField: e.currentTarget.checked })}
          error={errors.showField}
          disabled={isPending}
        />
        <Switch
          label="Show to stand shares"
          description="Stand-share teams see only the fields with this on"
          checked={values.showToChildTeams}
          onChange={(e) => set({ showToChildTeams: e.currentTarget.checked })}
          error={errors.showToChildTeams}
          disabled={isPending}
        />
      </Stack>
    </RecordForm>
  );
}
