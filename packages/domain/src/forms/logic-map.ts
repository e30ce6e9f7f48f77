import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { formLimits } from './constants.ts';
import { inputFieldTypes } from './field-types.ts';
import { recordIdSchema } from './records.ts';

/**
 * Show-and-hide logic (spec section 3, Form and Logic rule; section 5: "Logic rules use ANY or
 * ALL with equals or notEquals"). A form's and a field group's `logicMap` hold one entry per
 * field: the field that owns the logic (usually the question it asks about). The entry's rules
 * are combined by its operator; when they hold, `thenFieldId` is shown, otherwise
 * `elseFieldId`. `logic.ts` evaluates it.
 */

export const logicOperators = ['ANY', 'ALL'] as const;
export type LogicOperator = (typeof logicOperators)[number];
export const defaultLogicOperator: LogicOperator = 'ANY';

export const logicConditions = ['equals', 'notEquals'] as const;
export type LogicCondition = (typeof logicConditions)[number];
export const defaultLogicCondition: LogicCondition = 'equals';

const compared = text().max(
  formLimits.textChars,
  say(/*i18n*/ 'Use at most {max} characters', { max: formLimits.textChars }),
);

/** One condition on a field's value (spec: Logic rule). */
export const logicRuleSchema = z.strictObject({
  /** The field whose value is checked. */
  sourceId: recordIdSchema,
  /** Its type when the rule was made (the builder shows the right value picker). */
  sourceType: z.enum(inputFieldTypes, /*i18n*/ 'Choose a field that takes a value'),
  /** The value compared with (an option's value, a text, a number, true or false). */
  sourceValue: compared.default(''),
  condition: z
    .enum(logicConditions, /*i18n*/ 'Choose equals or notEquals')
    .default(defaultLogicCondition),
  /**
   * For a template source: which loop (from 0) to look in; null: every loop, combined by
   * loopOperator.
   */
  loopIndex: z
    .number()
    .int()
    .min(0)
    .max(formLimits.maxLoops - 1)
    .nullable()
    .default(null),
  /**
   * A value inside the source: a field of a template's group, or a part of an address or full
   * name (e.g. `postcode`). When set, nestedValue is compared and sourceValue is not.
   */
  nestedId: text().min(1).max(100).nullable().default(null),
  nestedType: z.enum(inputFieldTypes).nullable().default(null),
  nestedValue: compared.default(''),
  /** How the loops of a template source combine when loopIndex is null. */
  loopOperator: z.enum(logicOperators, /*i18n*/ 'Choose ANY or ALL').default(defaultLogicOperator),
});
export type LogicRule = z.output<typeof logicRuleSchema>;
export type LogicRuleInput = z.input<typeof logicRuleSchema>;

/** The logic a field owns (spec: logicMap "per field"). */
export const logicEntrySchema = z.strictObject({
  operator: z.enum(logicOperators, /*i18n*/ 'Choose ANY or ALL').default(defaultLogicOperator),
  rules: z
    .array(logicRuleSchema)
    .max(
      formLimits.rulesPerEntry,
      say(/*i18n*/ 'Add at most {max} rules', { max: formLimits.rulesPerEntry }),
    )
    .default([]),
  /** Shown when the rules hold. */
  thenFieldId: recordIdSchema.nullable().default(null),
  /** Shown when they do not. */
  elseFieldId: recordIdSchema.nullable().default(null),
});
export type LogicEntry = z.output<typeof logicEntrySchema>;

/** Logic entries by the id of the field that owns them. */
export const logicMapSchema = z.record(recordIdSchema, logicEntrySchema);
export type LogicMap = z.output<typeof logicMapSchema>;
export type LogicMapInput = z.input<typeof logicMapSchema>;
