import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { LogicOperator, LogicRule } from '@showdesk/domain/forms/logic-map';
import { IconPlus } from '@tabler/icons-react';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { canBeRuleSource, RuleList, ruleFor } from '../builder/rule-row.tsx';

/**
 * "Show it when any / all of these rules hold": the form's own rule rows, for a record kept
 * under a form (a confirmation, a notification, a webhook), with its rule errors (`rules.<i>…`).
 */
export function RulesEditor(props: {
  /** The operator's sentence: "Show it when". */
  lead: string;
  /** What no rules, and some rules, mean for this record. */
  hints: { none: string; some: string };
  fields: FieldDefinition[];
  operator: LogicOperator;
  rules: LogicRule[];
  onChange: (operator: LogicOperator, rules: LogicRule[]) => void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { fields, operator, rules, onChange, errors, disabled } = props;
  const sources = fields.filter(canBeRuleSource);
  const ruleErrors = Object.entries(errors)
    .filter(([path]) => path.startsWith('rules'))
    .map(([path, message]) => {
      const rule = Number(path.split('.')[1] ?? 0) + 1;
      return t`Rule ${rule}: ${message}`;
    });
  return (
    <Stack gap="xs" role="group" aria-label={t`Rules`}>
      <Text fw={500} size="sm">
        <Trans>Rules</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        {rules.length === 0 ? props.hints.none : props.hints.some}
      </Text>
      <RuleList
        lead={props.lead}
        operator={operator}
        rules={rules}
        sources={sources}
        onChange={onChange}
        readOnly={disabled}
      />
      {ruleErrors.map((message) => (
        <Text key={message} size="sm" c="red.9" role="alert">
          {message}
        </Text>
      ))}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => sources[0] && onChange(operator, [...rules, ruleFor(sources[0])])}
        disabled={disabled || sources.length === 0}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Add rule</Trans>
      </Button>
      {sources.length === 0 ? (
        <Text size="xs" c="dimmed">
          <Trans>Add a question to the form first: rules read its answers.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
