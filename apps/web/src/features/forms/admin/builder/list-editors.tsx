import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Card,
  Checkbox,
  Group,
  Input,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { repeaterCellKeys, repeaterMaxCells } from '@showdesk/domain/forms/constants';
import type {
  CellSchema,
  FieldOption,
  ListItem,
  PartSetting,
} from '@showdesk/domain/forms/field-settings';
import { repeaterCellTypes } from '@showdesk/domain/forms/field-types';
import { formatMinorUnits, parseMoneyInput } from '@showdesk/domain/forms/money';
import { addOption, relabelOption } from '@showdesk/domain/forms/option-values';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { OrderButtons } from '../../../../components/order-buttons.tsx';

type Errors = Record<string, string>;

function move<T>(list: T[], index: number, by: number): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A row's move and remove buttons, named after the row. */
function RowActions(props: {
  name: string;
  index: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const name = props.name;
  return (
    <Group gap={0} wrap="nowrap" style={{ flexShrink: 0 }}>
      <OrderButtons
        name={props.name}
        isFirst={props.index === 0}
        isLast={props.index === props.count - 1}
        disabled={props.disabled}
        onMove={props.onMove}
        remove={{
          label: t`Remove ${name}`,
          onClick: props.onRemove,
          icon: IconTrash,
          isLocked: props.count === 1,
        }}
      />
    </Group>
  );
}

function ListFrame(props: { label: string; error?: string; children: ReactNode }) {
  return (
    <Stack gap={6} role="group" aria-label={props.label}>
      <Input.Label>{props.label}</Input.Label>
      {props.children}
      {props.error ? <Input.Error>{props.error}</Input.Error> : null}
    </Stack>
  );
}

/**
 * A checkbox or dropdown field's options: labels, added, removed and reordered. Each option's
 * value (what submissions store) is made from its label while it is new, and kept once saved
 * (`savedValues`); the values show, to be written by hand, in the advanced view only.
 */
export function OptionsEditor(props: {
  options: FieldOption[];
  onChange: (options: FieldOption[]) => void;
  /** The values of the field's options as last saved: they no longer follow their labels. */
  savedValues: readonly string[];
  errors: Errors;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { options, onChange, errors, disabled, savedValues } = props;
  const valueError = (index: number) =>
    errors[`options.${index}.value`] ?? errors[`options.${index}`];
  const hasValueError = options.some((_, index) => valueError(index));
  const [showValues, setShowValues] = useState(false);
  // A refused value is shown where it can be put right.
  const valuesShown = showValues || hasValueError;
  const set = (index: number, option: FieldOption) =>
    onChange(options.map((o, i) => (i === index ? option : o)));
  return (
    <ListFrame label={t`Options`} error={errors.options}>
      {options.map((option, index) => {
        const number = index + 1;
        const name = option.label || t`option ${number}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; rows are positions.
          <Group key={index} gap={6} wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={t`Label of option ${number}`}
              placeholder={t`Label`}
              value={option.label}
              onChange={(e) =>
                onChange(relabelOption(options, index, e.currentTarget.value, savedValues))
              }
              error={errors[`options.${index}.label`]}
              disabled={disabled}
              style={{ flex: 1, minWidth: 0 }}
            />
            {valuesShown ? (
              <TextInput
                aria-label={t`Value of option ${number}`}
                placeholder={t`Value`}
                value={option.value}
                onChange={(e) => set(index, { ...option, value: e.currentTarget.value })}
                error={valueError(index)}
                disabled={disabled}
                style={{ flex: 1, minWidth: 0 }}
              />
            ) : null}
            <RowActions
              name={name}
              index={index}
              count={options.length}
              disabled={disabled}
              onMove={(by) => onChange(move(options, index, by))}
              onRemove={() => onChange(options.filter((_, i) => i !== index))}
            />
          </Group>
        );
      })}
      <Group justify="space-between" gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange(addOption(options))}
          disabled={disabled}
        >
          <Trans>Add option</Trans>
        </Button>
        <Switch
          size="xs"
          label={t`Show option values`}
          description={valuesShown ? t`What submissions and exports store` : undefined}
          checked={valuesShown}
          onChange={(e) => setShowValues(e.currentTarget.checked)}
          disabled={hasValueError}
        />
      </Group>
    </ListFrame>
  );
}

/** An address's or a full name's parts: shown or not, and each one's label. */
export function PartsEditor<P extends string>(props: {
  parts: readonly P[];
  values: Record<P, PartSetting>;
  onChange: (part: P, setting: PartSetting) => void;
  errors: Errors;
  disabled: boolean;
}) {
  const { t } = useLingui();
  return (
    <ListFrame label={t`Parts`}>
      {props.parts.map((part) => {
        const setting = props.values[part];
        const shown = setting.label || part;
        return (
          <Group key={part} gap="xs" wrap="nowrap">
            <Checkbox
              aria-label={t`Show ${shown}`}
              checked={setting.show}
              onChange={(e) => props.onChange(part, { ...setting, show: e.currentTarget.checked })}
              disabled={props.disabled}
            />
            <TextInput
              aria-label={t`Label of ${part}`}
              value={setting.label}
              onChange={(e) => props.onChange(part, { ...setting, label: e.currentTarget.value })}
              error={props.errors[`${part}.label`]}
              disabled={props.disabled}
              style={{ flex: 1 }}
            />
          </Group>
        );
      })}
      <Text size="xs" c="dimmed">
        <Trans>Ticked parts are shown on the form.</Trans>
      </Text>
    </ListFrame>
  );
}

const cellTypeLabels = (): Record<(typeof repeaterCellTypes)[number], string> => ({
  text: t`Text`,
  email: t`Email`,
  tel: t`Phone`,
  url: t`Website`,
  number: t`Number`,
  date: t`Date`,
});

/** A repeater's cells (up to four), each with a label and a kind of text. */
export function CellsEditor(props: {
  cells: CellSchema;
  onChange: (cells: CellSchema) => void;
  errors: Errors;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const typeLabels = cellTypeLabels();
  const cellCount = repeaterCellKeys.filter((key) => props.cells[key]).length + 1;
  const list = repeaterCellKeys.flatMap((key) => (props.cells[key] ? [props.cells[key]] : []));
  const write = (next: typeof list) => {
    const cells: Record<string, unknown> = {};
    next.forEach((cell, i) => {
      cells[repeaterCellKeys[i] as string] = cell;
    });
    props.onChange(cells as CellSchema);
  };
  return (
    <ListFrame label={t`Cells`} error={props.errors.cellSchema}>
      {list.map((cell, index) => {
        const key = repeaterCellKeys[index] as string;
        const number = index + 1;
        return (
          <Group key={key} gap={6} wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={t`Label of cell ${number}`}
              value={cell.label}
              onChange={(e) =>
                write(
                  list.map((c, i) => (i === index ? { ...c, label: e.currentTarget.value } : c)),
                )
              }
              error={props.errors[`cellSchema.${key}.label`]}
              disabled={props.disabled}
              style={{ flex: 1 }}
            />
            <Select
              aria-label={t`Type of cell ${number}`}
              data={repeaterCellTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
              value={cell.type ?? 'text'}
              onChange={(type) =>
                type &&
                write(
                  list.map((c, i) =>
                    i === index ? { ...c, type: type as (typeof repeaterCellTypes)[number] } : c,
                  ),
                )
              }
              allowDeselect={false}
              disabled={props.disabled}
              w={110}
            />
            <RowActions
              name={cell.label || t`cell ${number}`}
              index={index}
              count={list.length}
              disabled={props.disabled}
              onMove={(by) => write(move(list, index, by))}
              onRemove={() => write(list.filter((_, i) => i !== index))}
            />
          </Group>
        );
      })}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => write([...list, { label: t`Cell ${cellCount}`, type: 'text' }])}
        disabled={props.disabled || list.length >= repeaterMaxCells}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Add cell</Trans>
      </Button>
    </ListFrame>
  );
}

/** An item list's priced items: name, price in the event's currency, description. */
export function ItemsEditor(props: {
  fieldId: string;
  items: ListItem[];
  onChange: (items: ListItem[]) => void;
  currencyId: string;
  errors: Errors;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { items, onChange, errors, disabled } = props;
  const newNumber = items.length + 1;
  const set = (index: number, item: ListItem) =>
    onChange(items.map((it, i) => (i === index ? item : it)));
  const nextItemId = () => {
    const taken = new Set(items.map((item) => item.itemId));
    let n = items.length + 1;
    while (taken.has(`${props.fieldId}-${n}`)) n += 1;
    return `${props.fieldId}-${n}`;
  };
  return (
    <ListFrame label={t`Items`} error={errors.items}>
      {items.map((item, index) => {
        const number = index + 1;
        return (
          <Card key={item.itemId} withBorder padding="xs" radius="sm">
            <Stack gap={6}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <TextInput
                  label={t`Item ${number}`}
                  value={item.label}
                  onChange={(e) => set(index, { ...item, label: e.currentTarget.value })}
                  error={errors[`items.${index}.label`] ?? errors[`items.${index}`]}
                  disabled={disabled}
                  style={{ flex: 1 }}
                />
                <PriceInput
                  label={t`Price of item ${number}`}
                  price={item.price}
                  currencyId={props.currencyId}
                  onChange={(price) => set(index, { ...item, price })}
                  error={errors[`items.${index}.price`]}
                  disabled={disabled}
                />
              </Group>
              <Textarea
                aria-label={t`Description of item ${number}`}
                placeholder={t`Description (optional)`}
                autosize
                minRows={1}
                value={item.description ?? ''}
                onChange={(e) => set(index, { ...item, description: e.currentTarget.value })}
                error={errors[`items.${index}.description`]}
                disabled={disabled}
              />
              <Group justify="flex-end">
                <RowActions
                  name={item.label || t`item ${number}`}
                  index={index}
                  count={items.length}
                  disabled={disabled}
                  onMove={(by) => onChange(move(items, index, by))}
                  onRemove={() => onChange(items.filter((_, i) => i !== index))}
                />
              </Group>
            </Stack>
          </Card>
        );
      })}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() =>
          onChange([
            ...items,
            { itemId: nextItemId(), label: t`Item ${newNumber}`, price: 0, description: '' },
          ])
        }
        disabled={disabled}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Add item</Trans>
      </Button>
    </ListFrame>
  );
}

/**
 * A price typed as money ("12.50") and kept in minor units; what cannot be read stays as typed
 * with a message, and the last good price is kept.
 */
function PriceInput(props: {
  label: string;
  price: number;
  currencyId: string;
  onChange: (price: number) => void;
  error?: string | undefined;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const asText = (price: number) => (price / 100).toFixed(2);
  const [typed, setTyped] = useState(asText(props.price));
  const parsed = parseMoneyInput(typed);
  const unreadable = typed.trim() !== '' && parsed === null;
  return (
    <TextInput
      label={t`Price`}
      aria-label={props.label}
      inputMode="decimal"
      value={typed}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setTyped(text);
        const price = parseMoneyInput(text);
        if (price !== null) props.onChange(price);
        else if (text.trim() === '') props.onChange(0);
      }}
      onBlur={() => {
        if (!unreadable) setTyped(asText(parsed ?? 0));
      }}
      description={unreadable ? undefined : formatMinorUnits(parsed ?? 0, props.currencyId)}
      error={unreadable ? t`Enter a price like 12.50` : props.error}
      disabled={props.disabled}
      w={120}
    />
  );
}
