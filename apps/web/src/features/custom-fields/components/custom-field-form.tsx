import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type CustomFieldType,
  createCustomFieldInputSchema,
  customFieldTypeLabels,
  customFieldTypes,
} from '@showdesk/domain/custom-fields';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormFailure } from '../../../components/form-failure.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes.tsx';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';

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

interface CustomFieldFormProps {
  initial: CustomFieldFormValues;
  /** The saved type when editing: a change to or from a checkbox resets every team's value. */
  savedType?: CustomFieldType;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (values: CustomFieldFormValues, onError: (error: unknown) => void) => void;
  /** Ask before leaving with changes to `initial` (a saved field's page). */
  guardUnsaved?: boolean;
}

const typeOptions = customFieldTypes.map((type) => ({
  value: type,
  label: customFieldTypeLabels[type],
}));

/** The settings of a custom field, checked with the domain schema before they are sent. */
export function CustomFieldForm({
  initial,
  savedType,
  submitLabel,
  isPending,
  onSubmit,
  guardUnsaved = false,
}: CustomFieldFormProps) {
  const [values, setValues] = useState(initial);
  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const set = (change: Partial<CustomFieldFormValues>) => setValues({ ...values, ...change });
  const isCheckbox = values.type === 'checkbox';
  const resetsValues = savedType !== undefined && (savedType === 'checkbox') !== isCheckbox;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A checkbox shows no placeholder, so none is kept for it.
    const parsed = createCustomFieldInputSchema.safeParse({
      ...values,
      placeholder: isCheckbox ? '' : values.placeholder,
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    onSubmit(parsed.data, (error) => {
      setErrors(apiFieldErrors(error));
      setFailure(error);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard when={guardUnsaved && isDirty && !isPending} />
      <Card withBorder radius="md" padding="lg" maw={720}>
        <Stack gap="md">
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
          <FormFailure error={failure} fields={errors} />
          <Group justify="flex-end">
            <Button component={Link} to="/admin/custom-fields" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
