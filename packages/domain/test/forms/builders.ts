import {
  type FieldDefinition,
  type FormFieldInput,
  formFieldInputSchema,
} from '../../src/forms/fields.ts';
import type { FieldGroupShape, FormShape } from '../../src/forms/layout.ts';
import {
  type LogicEntry,
  type LogicMapInput,
  type LogicRule,
  type LogicRuleInput,
  logicEntrySchema,
  logicMapSchema,
  logicRuleSchema,
} from '../../src/forms/logic-map.ts';

/** Builders for the forms tests: every record goes through its schema, defaults included. */

export const field = (input: FormFieldInput): FieldDefinition => formFieldInputSchema.parse(input);

export const textField = (id: string, extra: Partial<FormFieldInput> = {}) =>
  field({ id, type: 'text', label: `Label ${id}`, ...extra } as FormFieldInput);

export const dropdown = (id: string, values: readonly string[], extra = {}) =>
  field({
    id,
    type: 'dropdown',
    label: `Label ${id}`,
    options: values.map((value) => ({ label: value, value })),
    ...extra,
  });

export const rule = (
  sourceId: string,
  sourceValue: string,
  extra: Partial<LogicRuleInput> = {},
): LogicRule => logicRuleSchema.parse({ sourceId, sourceType: 'dropdown', sourceValue, ...extra });

export const entry = (
  thenFieldId: string | null,
  rules: LogicRule[],
  extra: { operator?: 'ANY' | 'ALL'; elseFieldId?: string | null } = {},
): LogicEntry => logicEntrySchema.parse({ thenFieldId, rules, ...extra });

export const formOf = (fieldIds: readonly string[], logicMap: LogicMapInput = {}): FormShape => ({
  fieldIds,
  logicMap: logicMapSchema.parse(logicMap),
});

export const groupOf = (
  id: string,
  fieldIds: readonly string[],
  logicMap: LogicMapInput = {},
): FieldGroupShape => ({
  id,
  title: `Group ${id}`,
  fieldIds,
  logicMap: logicMapSchema.parse(logicMap),
});

export const templateField = (id: string, fieldGroupId: string, extra = {}) =>
  field({ id, type: 'template', label: `Label ${id}`, fieldGroupId, ...extra });
