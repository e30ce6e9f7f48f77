import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  type AddressPart,
  addressParts,
  type NamePart,
  nameParts,
  type PartSetting,
  repeaterCells,
  requiredAddressParts,
  requiredNameParts,
} from '@showdesk/domain/forms/field-settings';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import type { RepeaterRow } from '@showdesk/domain/forms/values';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DateInput } from '../../../../components/date-input.tsx';
import { useDomainWord } from '../../../../lib/domain-word.ts';
import { errorAt } from '../fill-model.ts';
import { FieldGroupFrame, type FieldInputProps } from './input-frame.tsx';

/**
 * The fields made of several boxes under one legend: an address or a name in parts, and a
 * repeater's rows of cells.
 */

const partsRecord = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, string>)
    : {};

const partAutoComplete: Record<AddressPart | NamePart, string> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  county: 'address-level1',
  country: 'country-name',
  postcode: 'postal-code',
  prefix: 'honorific-prefix',
  firstName: 'given-name',
  middleName: 'additional-name',
  surname: 'family-name',
  postNominals: 'honorific-suffix',
};

export function PartsInput(props: FieldInputProps & { field: FieldOf<'address' | 'fullName'> }) {
  const { field, path } = props;
  const isAddress = field.type === 'address';
  const settings = field as unknown as Record<string, PartSetting>;
  const parts = (isAddress ? addressParts : nameParts).filter((part) => settings[part]?.show);
  const needed: readonly string[] = isAddress ? requiredAddressParts : requiredNameParts;
  const value = partsRecord(props.value);
  const own = props.errors?.[path];
  // A part's default label in the reader's language; the organisers' own as they wrote it.
  const word = useDomainWord();
  return (
    <FieldGroupFrame field={field} error={own}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {parts.map((part) => (
          <TextInput
            key={part}
            label={word(settings[part]?.label || part)}
            withAsterisk={field.isRequired && needed.includes(part)}
            aria-required={(field.isRequired && needed.includes(part)) || undefined}
            error={errorAt(props.errors, `${path}.${part}`)}
            value={value[part] ?? ''}
            onChange={(event) => {
              const text = event.currentTarget.value;
              props.onChange((latest: unknown) => ({ ...partsRecord(latest), [part]: text }));
            }}
            readOnly={props.readOnly}
            autoComplete={partAutoComplete[part]}
          />
        ))}
      </SimpleGrid>
    </FieldGroupFrame>
  );
}

const rowsOf = (value: unknown): RepeaterRow[] =>
  Array.isArray(value) ? (value as RepeaterRow[]) : [];

const cellInputType = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  url: 'url',
  number: 'text',
} as const;

export function RepeaterInput(props: FieldInputProps & { field: FieldOf<'repeater'> }) {
  const { field, path, readOnly } = props;
  const { t } = useLingui();
  const { min, max } = field;
  const cells = repeaterCells(field.cellSchema);
  const stored = rowsOf(props.value);
  const rows: RepeaterRow[] = stored.length ? stored : readOnly ? [] : [{}];
  const canAdd = !readOnly && (field.max === null || rows.length < field.max);
  const setRows = (make: (rows: RepeaterRow[]) => RepeaterRow[]) =>
    props.onChange((latest: unknown) => {
      const current = rowsOf(latest);
      const next = make(current.length ? current : [{}]);
      return next.length ? next : undefined;
    });
  const hint = [
    field.description,
    min !== null
      ? t({ message: plural(min, { one: 'Add at least # rows', other: 'Add at least # rows' }) })
      : '',
    max !== null ? t({ message: plural(max, { one: 'Up to # rows', other: 'Up to # rows' }) }) : '',
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <FieldGroupFrame field={field} error={props.errors?.[path]} description={hint || undefined}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No rows.</Trans>
        </Text>
      ) : null}
      {rows.map((row, index) => {
        const rowNumber = index + 1;
        return (
          <Paper
            // Rows have no ids of their own; their position is their name.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are named by their position
            key={index}
            withBorder
            radius="md"
            p="sm"
            role="group"
            aria-label={t`Row ${rowNumber}`}
          >
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <SimpleGrid
                cols={{ base: 1, sm: Math.min(cells.length, 4) }}
                spacing="sm"
                style={{ flex: 1 }}
              >
                {cells.map((cell) => {
                  const cellLabel = cell.label;
                  const common = {
                    label: cellLabel,
                    'aria-label': t`${cellLabel}, row ${rowNumber}`,
                    error: errorAt(props.errors, `${path}.${index}.${cell.key}`),
                    readOnly,
                  };
                  const set = (text: string) =>
                    setRows((current) =>
                      current.map((r, i) => (i === index ? { ...r, [cell.key]: text } : r)),
                    );
                  return cell.type === 'date' ? (
                    <DateInput
                      key={cell.key}
                      {...common}
                      value={row[cell.key] ?? ''}
                      onChange={set}
                    />
                  ) : (
                    <TextInput
                      key={cell.key}
                      {...common}
                      type={cellInputType[cell.type]}
                      inputMode={cell.type === 'number' ? 'decimal' : undefined}
                      value={row[cell.key] ?? ''}
                      onChange={(event) => set(event.currentTarget.value)}
                    />
                  );
                })}
              </SimpleGrid>
              {readOnly ? null : (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  aria-label={t`Remove row ${rowNumber}`}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        );
      })}
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!canAdd}
            onClick={() => setRows((current) => [...(stored.length ? current : [{}]), {}])}
          >
            <Trans>Add row</Trans>
          </Button>
        </Group>
      )}
    </FieldGroupFrame>
  );
}
