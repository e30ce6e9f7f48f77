import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { formFieldTypeLabels, isLayoutFieldType } from '@showdesk/domain/forms/field-types';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import {
  type LogicEntry,
  type LogicMap,
  type LogicRule,
  logicRuleSchema,
} from '@showdesk/domain/forms/logic-map';
import { IconGitBranch, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showingEntry } from './builder-state.ts';
import { fieldName } from './field-list.tsx';

interface LogicEditorProps {
  field: FieldDefinition;
  fields: FieldDefinition[];
  logicMap: LogicMap;
  /** Sets the rules; answers a message when they cannot be kept as they are. */
  onChange: (operator: LogicEntry['operator'], rules: LogicRule[]) => string | null;
  /** A refused save's message about this field's logic. */
  error?: string | undefined;
  readOnly: boolean;
}

/** Types a rule can read: a value compared as text (not a group's loops or a computed sum). */
const canBeSource = (field: FieldDefinition) =>
  !isLayoutFieldType(field.type) && field.type !== 'template' && field.type !== 'grandTotal';

/** The values to choose from when the source has a fixed set of them. */
function choicesOf(source: FieldDefinition | undefined) {
  if (!source) return null;
  if (source.type === 'dropdown' || source.type === 'checkbox')
    return source.options.map((o) => ({ value: o.value, label: o.label }));
  if (source.type === 'disclaimer')
    return [
      { value: 'true', label: 'Ticked' },
      { value: 'false', label: 'Not ticked' },
    ];
  if (source.type === 'itemList')
    return source.items.map((item) => ({ value: item.itemId, label: `${item.label} ordered` }));
  return null;
}

/** "Show this field when ANY/ALL of these rules hold": the selected field's logic. */
export function LogicEditor({
  field,
  fields,
  logicMap,
  onChange,
  readOnly,
  error,
}: LogicEditorProps) {
  const current = showingEntry(logicMap, field.id);
  const [operator, setOperator] = useState<LogicEntry['operator']>(
    current?.entry.operator ?? 'ANY',
  );
  const [rules, setRules] = useState<LogicRule[]>(current?.entry.rules ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const sources = fields.filter((f) => f.id !== field.id && canBeSource(f));
  const byId = new Map(fields.map((f) => [f.id, f]));

  const apply = (nextOperator: LogicEntry['operator'], nextRules: LogicRule[]) => {
    setOperator(nextOperator);
    setRules(nextRules);
    setProblem(onChange(nextOperator, nextRules));
  };
  const setRule = (index: number, rule: LogicRule) =>
    apply(
      operator,
      rules.map((r, i) => (i === index ? rule : r)),
    );
  const addRule = () => {
    // The nearest question above this field is the likeliest source.
    const at = fields.findIndex((f) => f.id === field.id);
    const above = fields.slice(0, at).reverse().find(canBeSource) ?? sources[0];
    if (!above) return;
    const value = choicesOf(above)?.[0]?.value ?? '';
    apply(operator, [
      ...rules,
      logicRuleSchema.parse({ sourceId: above.id, sourceType: above.type, sourceValue: value }),
    ]);
  };

  const elseOf = Object.entries(logicMap).filter(([, e]) => e.elseFieldId === field.id);
  const decides = logicMap[field.id];
  return (
    <Stack gap="sm">
      {error || problem ? (
        <Alert color="red" role="alert">
          {problem ?? error}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {rules.length === 0
          ? 'This field is always shown. Add a rule to show it only when an answer above it is given.'
          : 'This field is shown only when the rules hold.'}
      </Text>
      {rules.length > 1 ? (
        <Group gap="xs">
          <Text size="sm">Show this field when</Text>
          <SegmentedControl
            size="xs"
            aria-label="Which rules must hold"
            data={[
              { value: 'ANY', label: 'any rule holds' },
              { value: 'ALL', label: 'all rules hold' },
            ]}
            value={operator}
            onChange={(value) => apply(value as LogicEntry['operator'], rules)}
            disabled={readOnly}
          />
        </Group>
      ) : null}
      {rules.map((rule, index) => {
        const source = byId.get(rule.sourceId);
        const choices = choicesOf(source);
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; rows are positions.
          <Card key={index} withBorder padding="xs" radius="sm" aria-label={`Rule ${n}`}>
            <Stack gap={6}>
              <Group gap={6} wrap="nowrap" align="flex-end">
                <Select
                  label={`Rule ${n}: field`}
                  data={sources.map((f) => ({
                    value: f.id,
                    label: `${fieldName(f)} (${formFieldTypeLabels[f.type]})`,
                  }))}
                  value={rule.sourceId}
                  onChange={(id) => {
                    const next = id ? byId.get(id) : undefined;
                    if (!next) return;
                    setRule(index, {
                      ...rule,
                      sourceId: next.id,
                      sourceType: next.type as LogicRule['sourceType'],
                      sourceValue: choicesOf(next)?.[0]?.value ?? '',
                    });
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
                  aria-label={`Remove rule ${n}`}
                  onClick={() =>
                    apply(
                      operator,
                      rules.filter((_, i) => i !== index),
                    )
                  }
                  disabled={readOnly}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <Select
                  aria-label={`Rule ${n}: condition`}
                  data={[
                    { value: 'equals', label: 'is' },
                    { value: 'notEquals', label: 'is not' },
                  ]}
                  value={rule.condition}
                  onChange={(condition) =>
                    condition &&
                    setRule(index, { ...rule, condition: condition as LogicRule['condition'] })
                  }
                  allowDeselect={false}
                  disabled={readOnly}
                  w={90}
                />
                {choices ? (
                  <Select
                    aria-label={`Rule ${n}: value`}
                    data={choices}
                    value={rule.sourceValue}
                    onChange={(value) =>
                      value !== null && setRule(index, { ...rule, sourceValue: value })
                    }
                    allowDeselect={false}
                    disabled={readOnly}
                    style={{ flex: 1 }}
                  />
                ) : (
                  <TextInput
                    aria-label={`Rule ${n}: value`}
                    placeholder="Empty"
                    value={rule.sourceValue}
                    onChange={(e) =>
                      setRule(index, { ...rule, sourceValue: e.currentTarget.value })
                    }
                    disabled={readOnly}
                    style={{ flex: 1 }}
                  />
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
      {readOnly ? null : (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={addRule}
          disabled={sources.length === 0}
          style={{ alignSelf: 'flex-start' }}
        >
          Add rule
        </Button>
      )}
      {sources.length === 0 ? (
        <Text size="xs" c="dimmed">
          Add another question first: rules read the answers to other fields.
        </Text>
      ) : null}
      {elseOf.map(([ownerId]) => (
        <Text key={ownerId} size="xs" c="dimmed">
          <IconGitBranch size={12} aria-hidden /> Also shown when the rules of “
          {byId.get(ownerId) ? fieldName(byId.get(ownerId) as FieldDefinition) : ownerId}” do not
          hold.
        </Text>
      ))}
      {decides?.thenFieldId && decides.thenFieldId !== field.id && byId.get(decides.thenFieldId) ? (
        <Text size="xs" c="dimmed">
          <IconGitBranch size={12} aria-hidden /> This field’s answer decides when “
          {fieldName(byId.get(decides.thenFieldId) as FieldDefinition)}” shows.
        </Text>
      ) : null}
    </Stack>
  );
}
