import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { formLimits } from '@showdesk/domain/forms/constants';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import { bindFields } from '../../../../components/records/field-binding.ts';
import type { FieldGroupOption } from '../api/field-groups-api.ts';
import type { SettingsPartProps } from './setting-inputs.tsx';

/** How many times a group may repeat once repeating is turned on (the organiser can change it). */
const defaultLoops = 5;

/** A field group's settings: which group, and whether and how it repeats. */
export function TemplateSettings({
  field,
  set,
  errors,
  disabled,
  fieldGroups,
}: SettingsPartProps<FieldOf<'template'>> & { fieldGroups: FieldGroupOption[] }) {
  const { t } = useLingui();
  const setting = bindFields({ values: field, set, errors, disabled });
  const data = fieldGroups.map((group) => {
    const title = group.title;
    return { value: group.id, label: group.isPublished ? title : t`${title} (unpublished)` };
  });
  if (!data.some((option) => option.value === field.fieldGroupId))
    data.push({ value: field.fieldGroupId, label: t`A field group that was deleted` });
  return (
    <>
      <Select
        label={t`Field group`}
        required
        data={data}
        value={field.fieldGroupId}
        onChange={(fieldGroupId) => fieldGroupId && set({ fieldGroupId })}
        allowDeselect={false}
        searchable
        error={errors.fieldGroupId}
        disabled={disabled}
      />
      <Switch
        label={t`Members may repeat the group (“add another”)`}
        checked={field.isLooping}
        onChange={(e) => {
          const isLooping = e.currentTarget.checked;
          // A group that repeats once does not repeat: turning it on offers a few at once.
          set(
            isLooping && field.maxLoops < 2
              ? { isLooping, maxLoops: Math.min(defaultLoops, formLimits.maxLoops) }
              : { isLooping },
          );
        }}
        disabled={disabled}
      />
      {field.isLooping ? (
        <>
          <NumberInput
            label={t`Most times`}
            value={field.maxLoops}
            onChange={(value) => set({ maxLoops: typeof value === 'number' ? value : 2 })}
            min={2}
            max={formLimits.maxLoops}
            allowDecimal={false}
            error={errors.maxLoops}
            disabled={disabled}
          />
          <Switch
            label={t`Title each repeat with the group's title and its number`}
            {...setting.toggle('isUsingDefaultTitles')}
          />
          {field.isUsingDefaultTitles ? null : (
            <TextInput
              label={t`Title of each repeat`}
              description={t`Followed by its number, e.g. Contact 2`}
              {...setting.text('loopPrefix')}
            />
          )}
        </>
      ) : null}
    </>
  );
}
