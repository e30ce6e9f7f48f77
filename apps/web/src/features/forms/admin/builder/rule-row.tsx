import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { addressParts, nameParts } from '@showdesk/domain/forms/field-settings';
import { formFieldTypeLabels, isLayoutFieldType } from '@showdesk/domain/forms/field-types';
import type { FieldDefinition, FieldOf } from '@showdesk/domain/forms/fields';
import { loopTitle } from '@showdesk/domain/forms/layout';
import type { LogicOperator, LogicRule } from '@showdesk/domain/forms/logic-map';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../../lib/session.ts';
import { fieldGroupQuery } from '../api/field-groups-api.ts';
import { fieldName } from './field-list.tsx';

/**
 * Fields a rule can read: any that takes a value but a grand total (it adds up what is shown,
 * so it cannot decide what is shown; the save refuses it too). A template is read through one
 * field of its group, an address or a name as a whole or through one part.
 */
export const canBeRuleSource = (field: FieldDefinition) =>
  !isLayoutFieldType(field.type) && field.type !== 'grandTotal';

/** A group's fields a rule can read inside a loop. */
const canBeNested = (field: FieldDefinition) =>
  !isLayoutFieldType(field.type) && field.type !== 'template' && field.type !== 'grandTotal';

/** The values to choose from when a field has a fixed set of them (null: typed in). */
export function ruleChoicesOf(source: FieldDefinition | undefined) {
  if (!source) return null;
  if (source.type === 'dropdown' || source.type === 'checkbox')
    return source.options.map((o) => ({ value: o.value, label: o.label }));
  if (source.type === 'disclaimer')
    return [
      { value: 'true', label: t`Ticked` },
      { value: 'false', label: t`Not ticked` },
    ];
  if (source.type === 'itemList')
    return source.items.map((item) => {
      const itemLabel = item.label;
      return { value: item.itemId, label: t`${itemLabel} ordered` };
    });
  return null;
}

/** A rule reading `source` as a whole, compared with its first choice (or nothing). */
export function ruleFor(source: FieldDefinition, rule: Partial<LogicRule> = {}): LogicRule {
  return {
    condition: 'equals',
    loopOperator: 'ANY',
    ...rule,
    sourceId: source.id,
    sourceType: source.type as LogicRule['sourceType'],
    sourceValue: ruleChoicesOf(source)?.[0]?.value ?? '',
    loopIndex: null,
    nestedId: null,
    nestedType: null,
    nestedValue: '',
  };
}

/** The parts of an address or name the form shows, with their labels. */
function partsOf(source: FieldOf<'address'> | FieldOf<'fullName'>) {
  // Each part's label and show flag are settings of the field, named by the part.
  const settings = source as unknown as Record<string, { label: string; show: boolean }>;
  const keys: readonly string[] = source.type === 'address' ? addressParts : nameParts;
  return keys
    .filter((key) => settings[key]?.show)
    .map((key) => ({ value: key, label: settings[key]?.label || key }));
}

interface RuleRowProps {
  /** The rule's number, from 1, in its labels. */
  n: number;
  rule: LogicRule;
  /** The fields it may read. */
  sources: FieldDefinition[];
  onChange: (rule: LogicRule) => void;
  onRemove: () => void;
  readOnly: boolean;
}

/**
 * One rule: the field it reads (and for a template which field of its group, in which loop; for
 * an address or a name which part), "is" or "is not", and the value, picked from the field's
 * choices where it has them.
 */
export function RuleRow({ n, rule, sources, onChange, onRemove, readOnly }: RuleRowProps) {
  const { t } = useLingui();
  const byId = new Map(sources.map((f) => [f.id, f]));
  const source = byId.get(rule.sourceId);
  const template = source?.type === 'template' ? source : undefined;
  const group = useTemplateGroup(template);
  const groupTitle = group.title;
  const nested = template ? group.fields.find((f) => f.id === rule.nestedId) : undefined;
  const parts = source?.type === 'address' || source?.type === 'fullName' ? partsOf(source) : null;
  // Inside a group or a part, the nested value is compared; otherwise the source's own.
  const readsNested = rule.nestedId !== null;
  const valueField = template ? nested : readsNested ? undefined : source;
  const choices = ruleChoicesOf(valueField);
  const value = readsNested ? rule.nestedValue : rule.sourceValue;
  const setValue = (next: string) =>
    onChange(readsNested ? { ...rule, nestedValue: next } : { ...rule, sourceValue: next });

  return (
    <Card withBorder padding="xs" radius="sm" aria-label={t`Rule ${n}`}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-end">
          <Select
            label={t`Rule ${n}: field`}
            data={sources.map((f) => ({
              value: f.id,
              label: `${fieldName(f)} (${formFieldTypeLabels[f.type]})`,
            }))}
            value={rule.sourceId}
            onChange={(id) => {
              const next = id ? byId.get(id) : undefined;
              if (next) onChange(ruleFor(next, { condition: rule.condition }));
            }}
            allowDeselect={false}
            searchable
            disabled={readOnly}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t`Remove rule ${n}`}
            onClick={onRemove}
            disabled={readOnly}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {template ? (
          <Group gap={6} wrap="wrap" align="flex-start">
            <Select
              label={groupTitle ? t`Field of “${groupTitle}”` : t`Field of the group`}
              aria-label={t`Rule ${n}: field of the group`}
              placeholder={group.isLoading ? t`Loading fields…` : t`Choose a field of the group`}
              data={group.fields.filter(canBeNested).map((f) => ({
                value: f.id,
                label: `${fieldName(f)} (${formFieldTypeLabels[f.type]})`,
              }))}
              value={rule.nestedId}
              onChange={(id) => {
                const next = group.fields.find((f) => f.id === id);
                if (!next) return;
                onChange({
                  ...rule,
                  nestedId: next.id,
                  nestedType: next.type as LogicRule['sourceType'],
                  nestedValue: ruleChoicesOf(next)?.[0]?.value ?? '',
                });
              }}
              allowDeselect={false}
              searchable
              disabled={readOnly}
              error={
                group.isError
                  ? t`The field group could not be loaded`
                  : rule.nestedId === null && !group.isLoading
                    ? t`Choose a field of the group`
                    : undefined
              }
              style={{ flex: 2, minWidth: 160 }}
            />
            {template.isLooping ? (
              <Select
                label={t`Entries`}
                aria-label={t`Rule ${n}: in which entry`}
                data={[
                  { value: 'ANY', label: t`in any entry` },
                  { value: 'ALL', label: t`in every entry` },
                  ...Array.from({ length: template.maxLoops }, (_, i) => {
                    const loopName = loopTitle(template, { title: group.title || t`Entry` }, i);
                    return { value: String(i), label: t`in ${loopName}` };
                  }),
                ]}
                value={rule.loopIndex === null ? rule.loopOperator : String(rule.loopIndex)}
                onChange={(choice) => {
                  if (choice === null) return;
                  onChange(
                    choice === 'ANY' || choice === 'ALL'
                      ? { ...rule, loopIndex: null, loopOperator: choice }
                      : { ...rule, loopIndex: Number(choice), loopOperator: 'ANY' },
                  );
                }}
                allowDeselect={false}
                disabled={readOnly}
                style={{ flex: 1, minWidth: 140 }}
              />
            ) : null}
          </Group>
        ) : null}
        {parts ? (
          <Select
            label={t`Part`}
            aria-label={t`Rule ${n}: part`}
            data={[{ value: '', label: t`Any part` }, ...parts]}
            value={rule.nestedId ?? ''}
            onChange={(part) =>
              onChange(
                part
                  ? { ...rule, nestedId: part, nestedType: 'text', nestedValue: rule.nestedValue }
                  : { ...rule, nestedId: null, nestedType: null, nestedValue: '' },
              )
            }
            allowDeselect={false}
            disabled={readOnly}
          />
        ) : null}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Select
            aria-label={t`Rule ${n}: condition`}
            data={[
              { value: 'equals', label: t`is` },
              { value: 'notEquals', label: t`is not` },
            ]}
            value={rule.condition}
            onChange={(condition) =>
              condition && onChange({ ...rule, condition: condition as LogicRule['condition'] })
            }
            allowDeselect={false}
            disabled={readOnly}
            w={90}
          />
          {choices ? (
            <Select
              aria-label={t`Rule ${n}: value`}
              data={choices}
              value={value}
              onChange={(next) => next !== null && setValue(next)}
              allowDeselect={false}
              disabled={readOnly}
              style={{ flex: 1 }}
            />
          ) : (
            <TextInput
              aria-label={t`Rule ${n}: value`}
              placeholder={t`Empty`}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              disabled={readOnly || (template !== undefined && rule.nestedId === null)}
              style={{ flex: 1 }}
            />
          )}
        </Group>
        {template?.isLooping && rule.loopIndex === null ? (
          <Text size="xs" c="dimmed">
            {rule.loopOperator === 'ALL'
              ? t`Holds when every entry the member adds meets it.`
              : t`Holds when at least one entry the member adds meets it.`}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The field group a template places, with its fields (none while it loads or without one). */
function useTemplateGroup(template: FieldOf<'template'> | undefined) {
  const { event } = useSession();
  const query = useQuery({
    ...fieldGroupQuery(event.id, template?.fieldGroupId ?? ''),
    enabled: template !== undefined && template.fieldGroupId !== '',
  });
  return {
    title: query.data?.title ?? '',
    fields: (query.data?.fields ?? []) as FieldDefinition[],
    isLoading: query.isLoading,
    isError: query.isError,
  };
}

/**
 * Rules and how they combine: "<lead> any / all rules hold" once there are several, then a row
 * a rule (a field's logic in the builder, a confirmation's rules).
 */
export function RuleList(props: {
  /** The start of the operator's sentence: "Show this field when". */
  lead: string;
  operator: LogicOperator;
  rules: LogicRule[];
  sources: FieldDefinition[];
  onChange: (operator: LogicOperator, rules: LogicRule[]) => void;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const { operator, rules, onChange, readOnly } = props;
  return (
    <>
      {rules.length > 1 ? (
        <Group gap="xs">
          <Text size="sm">{props.lead}</Text>
          <SegmentedControl
            size="xs"
            aria-label={t`Which rules must hold`}
            data={[
              { value: 'ANY', label: t`any rule holds` },
              { value: 'ALL', label: t`all rules hold` },
            ]}
            value={operator}
            onChange={(value) => onChange(value as LogicOperator, rules)}
            disabled={readOnly}
          />
        </Group>
      ) : null}
      {rules.map((rule, index) => (
        <RuleRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; rows are positions.
          key={index}
          n={index + 1}
          rule={rule}
          sources={props.sources}
          onChange={(next) =>
            onChange(
              operator,
              rules.map((r, i) => (i === index ? next : r)),
            )
          }
          onRemove={() =>
            onChange(
              operator,
              rules.filter((_, i) => i !== index),
            )
          }
          readOnly={readOnly}
        />
      ))}
    </>
  );
}
