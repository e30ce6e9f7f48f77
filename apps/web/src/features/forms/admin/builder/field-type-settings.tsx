import { useLingui } from '@lingui/react/macro';
import { Select, Switch } from '@mantine/core';
import { calloutStyles } from '@showdesk/domain/forms/constants';
import { addressParts, nameParts, type PartSetting } from '@showdesk/domain/forms/field-settings';
import type { FieldDefinition, FieldOf } from '@showdesk/domain/forms/fields';
import { calloutLook } from '../../../../components/content-view/callout-look.tsx';
import { bindFields } from '../../../../components/records/field-binding.ts';
import type { FieldGroupOption } from '../api/field-groups-api.ts';
import { CellsEditor, ItemsEditor, OptionsEditor, PartsEditor } from './list-editors.tsx';
import { MinMax, type SettingsPartProps } from './setting-inputs.tsx';
import { TemplateSettings } from './template-settings.tsx';
import { UploadSettings } from './upload-settings.tsx';

/** The settings of the selected field's own type (its options, limits, parts, items…). */
export function TypeSettings({
  field,
  set,
  errors,
  disabled,
  currencyId,
  fieldGroups,
  saved,
}: SettingsPartProps & {
  saved: FieldDefinition | undefined;
  currencyId: string;
  fieldGroups: FieldGroupOption[];
}) {
  const { t } = useLingui();
  /** The field's own switches, bound like its other settings. */
  const setting = <F extends FieldDefinition>(typed: F) =>
    bindFields({ values: typed, set, errors, disabled });
  /** A field's lower and upper limits (a number's, a choice's, a repeater's rows). */
  const limits = (typed: { min: number | null; max: number | null }) => ({
    min: typed.min,
    max: typed.max,
    onChange: set,
    errors,
    disabled,
  });
  switch (field.type) {
    case 'number':
      return <MinMax labels={[t`Minimum`, t`Maximum`]} {...limits(field)} />;
    case 'checkbox':
    case 'dropdown':
      return (
        <>
          <OptionsEditor
            options={field.options}
            savedValues={saved && 'options' in saved ? saved.options.map((o) => o.value) : []}
            onChange={(options) => set({ options })}
            errors={errors}
            disabled={disabled}
          />
          <Switch
            label={t`Members may choose more than one`}
            {...setting(field).toggle('isMulti')}
          />
          {field.isMulti ? (
            <MinMax labels={[t`Choose at least`, t`Choose at most`]} {...limits(field)} isWhole />
          ) : null}
        </>
      );
    case 'address':
    case 'fullName': {
      const parts: readonly string[] = field.type === 'address' ? addressParts : nameParts;
      const values = field as unknown as Record<string, PartSetting>;
      return (
        <PartsEditor
          parts={parts}
          values={values}
          onChange={(part, setting) => set({ [part]: setting } as Partial<FieldDefinition>)}
          errors={errors}
          disabled={disabled}
        />
      );
    }
    case 'repeater':
      return (
        <>
          <CellsEditor
            cells={field.cellSchema}
            onChange={(cellSchema) => set({ cellSchema })}
            errors={errors}
            disabled={disabled}
          />
          <MinMax labels={[t`At least rows`, t`At most rows`]} {...limits(field)} isWhole />
        </>
      );
    case 'upload':
      return <UploadSettings field={field} set={set} errors={errors} disabled={disabled} />;
    case 'itemList':
      return (
        <>
          <ItemsEditor
            fieldId={field.id}
            items={field.items}
            onChange={(items) => set({ items })}
            currencyId={currencyId}
            errors={errors}
            disabled={disabled}
          />
          <Switch label={t`Show prices`} {...setting(field).toggle('showPrice')} />
          <Switch
            label={t`Show each item's subtotal`}
            {...setting(field).toggle('showSubtotals')}
          />
          <Switch label={t`Show the list's total`} {...setting(field).toggle('showTotal')} />
        </>
      );
    case 'template':
      return (
        <TemplateSettings
          field={field}
          set={set}
          errors={errors}
          disabled={disabled}
          fieldGroups={fieldGroups}
        />
      );
    case 'callout':
      return (
        <Select
          label={t`Style`}
          data={calloutStyles.map((style) => ({ value: style, label: calloutLook[style].label }))}
          {...setting(field).value('style')}
          onChange={(style) => style && set({ style: style as FieldOf<'callout'>['style'] })}
          allowDeselect={false}
        />
      );
    default:
      return null;
  }
}
