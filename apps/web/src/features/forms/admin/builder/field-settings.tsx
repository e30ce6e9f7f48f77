import {
  Checkbox,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { calloutStyles, formLimits } from '@showdesk/domain/forms/constants';
import {
  addressParts,
  nameParts,
  type PartSetting,
  uploadAcceptClassNames,
} from '@showdesk/domain/forms/field-settings';
import { isLayoutFieldType } from '@showdesk/domain/forms/field-types';
import type { FieldDefinition, FieldOf } from '@showdesk/domain/forms/fields';
import { Suspense } from 'react';
import { calloutLook } from '../../../../components/content-view/callout-look.tsx';
import { LazyRichTextInput } from '../../../../components/lazy-rich-text-input.tsx';
import type { FieldGroupOption } from '../api/field-groups-api.ts';
import { CellsEditor, ItemsEditor, OptionsEditor, PartsEditor } from './list-editors.tsx';

/** How many times a group may repeat once repeating is turned on (the organiser can change it). */
const defaultLoops = 5;

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

const acceptLabels: Record<(typeof uploadAcceptClassNames)[number], string> = {
  image: 'Images (JPEG, PNG, SVG, WebP)',
  docs: 'Documents (PDF, Word, Excel, PowerPoint)',
  video: 'Video (MP4)',
  zip: 'Zip archives',
  pdf: 'PDF only',
};

/** A number setting that may be left empty. */
function OptionalNumber(props: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  disabled: boolean;
  isWhole?: boolean;
  description?: string;
}) {
  return (
    <NumberInput
      label={props.label}
      description={props.description}
      value={props.value ?? ''}
      onChange={(value) => props.onChange(value === '' || typeof value !== 'number' ? null : value)}
      allowDecimal={!props.isWhole}
      allowNegative={!props.isWhole}
      error={props.error}
      disabled={props.disabled}
    />
  );
}

/** A field's optional lower and upper limits (min and max), side by side. */
function MinMax(props: {
  labels: [string, string];
  min: number | null;
  max: number | null;
  onChange: (change: { min: number | null } | { max: number | null }) => void;
  errors: Record<string, string>;
  disabled: boolean;
  isWhole?: boolean;
}) {
  const { labels, errors, disabled, isWhole } = props;
  return (
    <SimpleGrid cols={2}>
      <OptionalNumber
        label={labels[0]}
        value={props.min}
        onChange={(min) => props.onChange({ min })}
        error={errors.min}
        disabled={disabled}
        isWhole={isWhole}
      />
      <OptionalNumber
        label={labels[1]}
        value={props.max}
        onChange={(max) => props.onChange({ max })}
        error={errors.max}
        disabled={disabled}
        isWhole={isWhole}
      />
    </SimpleGrid>
  );
}

/** The settings of the selected field: the common ones, then its type's own. */
export function FieldSettings({ field, onChange, errors, readOnly, ...props }: FieldSettingsProps) {
  const set = (change: Partial<FieldDefinition>) =>
    onChange({ ...field, ...change } as FieldDefinition);
  const isLayout = isLayoutFieldType(field.type);
  const canBeRequired = !isLayout && field.type !== 'grandTotal' && field.type !== 'template';
  const disabled = readOnly;
  return (
    <Stack gap="sm">
      {field.type === 'newPage' ? null : (
        <TextInput
          label={field.type === 'section' ? 'Heading' : 'Label'}
          required={!isLayout}
          value={field.label}
          onChange={(e) => set({ label: e.currentTarget.value })}
          error={errors.label}
          disabled={disabled}
        />
      )}
      {isLayout ? null : (
        <TextInput
          label="Report label"
          description="The column heading in reports and the submissions table (empty: the label)"
          value={field.reportLabel}
          onChange={(e) => set({ reportLabel: e.currentTarget.value })}
          error={errors.reportLabel}
          disabled={disabled}
        />
      )}
      {field.type === 'customText' ? (
        <Suspense fallback={<Input.Label>Text</Input.Label>}>
          <LazyRichTextInput
            label="Text"
            value={field.description}
            onChange={(description) => set({ description })}
            error={errors.description}
            disabled={disabled}
          />
        </Suspense>
      ) : field.type === 'newPage' ? null : (
        <Textarea
          label={
            field.type === 'callout' ? 'Text' : field.type === 'disclaimer' ? 'Terms' : 'Help text'
          }
          description={
            field.type === 'disclaimer' ? 'What the member agrees to' : 'Shown under the label'
          }
          autosize
          minRows={2}
          value={field.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          error={errors.description}
          disabled={disabled}
        />
      )}
      {canBeRequired ? (
        <Switch
          label="Required"
          checked={field.isRequired}
          onChange={(e) => set({ isRequired: e.currentTarget.checked })}
          disabled={disabled}
        />
      ) : null}
      <TypeSettings field={field} set={set} errors={errors} disabled={disabled} {...props} />
    </Stack>
  );
}

function TypeSettings({
  field,
  set,
  errors,
  disabled,
  currencyId,
  fieldGroups,
  saved,
}: {
  field: FieldDefinition;
  saved: FieldDefinition | undefined;
  set: (change: Partial<FieldDefinition>) => void;
  errors: Record<string, string>;
  disabled: boolean;
  currencyId: string;
  fieldGroups: FieldGroupOption[];
}) {
  switch (field.type) {
    case 'number':
      return (
        <MinMax
          labels={['Minimum', 'Maximum']}
          min={field.min}
          max={field.max}
          onChange={set}
          errors={errors}
          disabled={disabled}
        />
      );
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
            label="Members may choose more than one"
            checked={field.isMulti}
            onChange={(e) => set({ isMulti: e.currentTarget.checked })}
            disabled={disabled}
          />
          {field.isMulti ? (
            <MinMax
              labels={['Choose at least', 'Choose at most']}
              min={field.min}
              max={field.max}
              onChange={set}
              errors={errors}
              disabled={disabled}
              isWhole
            />
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
          <MinMax
            labels={['At least rows', 'At most rows']}
            min={field.min}
            max={field.max}
            onChange={set}
            errors={errors}
            disabled={disabled}
            isWhole
          />
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
          <Switch
            label="Show prices"
            checked={field.showPrice}
            onChange={(e) => set({ showPrice: e.currentTarget.checked })}
            disabled={disabled}
          />
          <Switch
            label="Show each item's subtotal"
            checked={field.showSubtotals}
            onChange={(e) => set({ showSubtotals: e.currentTarget.checked })}
            disabled={disabled}
          />
          <Switch
            label="Show the list's total"
            checked={field.showTotal}
            onChange={(e) => set({ showTotal: e.currentTarget.checked })}
            disabled={disabled}
          />
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
          label="Style"
          data={calloutStyles.map((style) => ({ value: style, label: calloutLook[style].label }))}
          value={field.style}
          onChange={(style) => style && set({ style: style as FieldOf<'callout'>['style'] })}
          allowDeselect={false}
          error={errors.style}
          disabled={disabled}
        />
      );
    default:
      return null;
  }
}

function UploadSettings({
  field,
  set,
  errors,
  disabled,
}: {
  field: FieldOf<'upload'>;
  set: (change: Partial<FieldOf<'upload'>>) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  return (
    <>
      <Switch
        label="Members may upload more than one file"
        checked={field.isMulti}
        onChange={(e) => set({ isMulti: e.currentTarget.checked })}
        disabled={disabled}
      />
      <Checkbox.Group
        label="File types"
        value={field.accept}
        onChange={(accept) => set({ accept: accept as FieldOf<'upload'>['accept'] })}
        error={errors.accept}
      >
        <Stack gap={6} mt={6}>
          {uploadAcceptClassNames.map((kind) => (
            <Checkbox key={kind} value={kind} label={acceptLabels[kind]} disabled={disabled} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Switch
          label="Limit the file size"
          checked={field.hasMaxFileSize}
          onChange={(e) => set({ hasMaxFileSize: e.currentTarget.checked })}
          disabled={disabled}
          mb={8}
        />
        {field.hasMaxFileSize ? (
          <NumberInput
            label="Largest file (MB)"
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

function TemplateSettings({
  field,
  set,
  errors,
  disabled,
  fieldGroups,
}: {
  field: FieldOf<'template'>;
  set: (change: Partial<FieldOf<'template'>>) => void;
  errors: Record<string, string>;
  disabled: boolean;
  fieldGroups: FieldGroupOption[];
}) {
  const data = fieldGroups.map((group) => ({
    value: group.id,
    label: group.isPublished ? group.title : `${group.title} (unpublished)`,
  }));
  if (!data.some((option) => option.value === field.fieldGroupId))
    data.push({ value: field.fieldGroupId, label: 'A field group that was deleted' });
  return (
    <>
      <Select
        label="Field group"
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
        label="Members may repeat the group (“add another”)"
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
            label="Most times"
            value={field.maxLoops}
            onChange={(value) => set({ maxLoops: typeof value === 'number' ? value : 2 })}
            min={2}
            max={formLimits.maxLoops}
            allowDecimal={false}
            error={errors.maxLoops}
            disabled={disabled}
          />
          <Switch
            label="Title each repeat with the group's title and its number"
            checked={field.isUsingDefaultTitles}
            onChange={(e) => set({ isUsingDefaultTitles: e.currentTarget.checked })}
            disabled={disabled}
          />
          {field.isUsingDefaultTitles ? null : (
            <TextInput
              label="Title of each repeat"
              description="Followed by its number, e.g. Contact 2"
              value={field.loopPrefix}
              onChange={(e) => set({ loopPrefix: e.currentTarget.value })}
              error={errors.loopPrefix}
              disabled={disabled}
            />
          )}
        </>
      ) : null}
    </>
  );
}
