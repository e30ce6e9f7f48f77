import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { LogicEntry, LogicMap, LogicRule } from '@showdesk/domain/forms/logic-map';
import { IconGitBranch, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { showingEntry } from './builder-state.ts';
import { fieldName } from './field-list.tsx';
import { canBeRuleSource, RuleList, ruleFor } from './rule-row.tsx';

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

/** "Show this field when ANY/ALL of these rules hold": the selected field's logic. */
export function LogicEditor({
  field,
  fields,
  logicMap,
  onChange,
  readOnly,
  error,
}: LogicEditorProps) {
  const { t } = useLingui();
  const current = showingEntry(logicMap, field.id);
  const [operator, setOperator] = useState<LogicEntry['operator']>(
    current?.entry.operator ?? 'ANY',
  );
  const [rules, setRules] = useState<LogicRule[]>(current?.entry.rules ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const sources = fields.filter((f) => f.id !== field.id && canBeRuleSource(f));
  const byId = new Map(fields.map((f) => [f.id, f]));

  const apply = (nextOperator: LogicEntry['operator'], nextRules: LogicRule[]) => {
    setOperator(nextOperator);
    setRules(nextRules);
    setProblem(onChange(nextOperator, nextRules));
  };
  const addRule = () => {
    // The nearest question above this field is the likeliest source.
    const at = fields.findIndex((f) => f.id === field.id);
    const above = fields.slice(0, at).reverse().find(canBeRuleSource) ?? sources[0];
    if (!above) return;
    apply(operator, [...rules, ruleFor(above)]);
  };

  const elseOf = Object.entries(logicMap).filter(([, e]) => e.elseFieldId === field.id);
  const decides = logicMap[field.id];
  const decided = decides?.thenFieldId ? byId.get(decides.thenFieldId) : undefined;
  const decidedName = decided ? fieldName(decided) : '';
  return (
    <Stack gap="sm">
      {error || problem ? (
        <Alert color="red" role="alert">
          {problem ?? error}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {rules.length === 0
          ? t`This field is always shown. Add a rule to show it only when an answer above it is given.`
          : t`This field is shown only when the rules hold.`}
      </Text>
      <RuleList
        lead={t`Show this field when`}
        operator={operator}
        rules={rules}
        sources={sources}
        onChange={apply}
        readOnly={readOnly}
      />
      {readOnly ? null : (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={addRule}
          disabled={sources.length === 0}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add rule</Trans>
        </Button>
      )}
      {sources.length === 0 ? (
        <Text size="xs" c="dimmed">
          <Trans>Add another question first: rules read the answers to other fields.</Trans>
        </Text>
      ) : null}
      {elseOf.map(([ownerId]) => {
        const owner = byId.get(ownerId);
        const ownerName = owner ? fieldName(owner) : ownerId;
        return (
          <Text key={ownerId} size="xs" c="dimmed">
            <IconGitBranch size={12} aria-hidden />{' '}
            <Trans>Also shown when the rules of “{ownerName}” do not hold.</Trans>
          </Text>
        );
      })}
      {decides?.thenFieldId && decides.thenFieldId !== field.id && byId.get(decides.thenFieldId) ? (
        <Text size="xs" c="dimmed">
          <IconGitBranch size={12} aria-hidden />{' '}
          <Trans>This field’s answer decides when “{decidedName}” shows.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
