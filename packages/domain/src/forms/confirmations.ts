import { z } from 'zod';
import { say } from '../common/say.ts';
import { formLimits } from './constants.ts';
import {
  defaultLogicOperator,
  type LogicOperator,
  type LogicRule,
  logicOperators,
  logicRuleSchema,
} from './logic-map.ts';
import { recordIdSchema, requiredText, stampFields, trimmedText } from './records.ts';

/**
 * A form's confirmations (spec section 3, Confirmation): what the submitter reads once their
 * submission is sent. The first active confirmation whose rules hold is shown, else the form's
 * default (`pickConfirmation`); rules read the submission's values as the form's logic does
 * (`submissionMeetsRules` in logic.ts).
 */

export const confirmationLimits = {
  nameChars: 200,
  messageChars: formLimits.descriptionChars,
  perForm: 50,
} as const;

export const confirmationMessages = {
  notFound: /*i18n*/ 'Confirmation not found',
  tooMany: say(/*i18n*/ 'A form has at most {max} confirmations', {
    max: confirmationLimits.perForm,
  }),
  notEveryOne: /*i18n*/ 'List every confirmation of the form once',
} as const;

/** A confirmation's settings as a change sends them (no defaults: a key not sent stays). */
const settings = {
  name: requiredText(/*i18n*/ 'Enter a name', confirmationLimits.nameChars),
  /** Rich text (HTML), sanitised by the server. */
  message: trimmedText(confirmationLimits.messageChars),
  operator: z.enum(logicOperators, /*i18n*/ 'Choose ANY or ALL'),
  rules: z
    .array(logicRuleSchema)
    .max(
      formLimits.rulesPerEntry,
      say(/*i18n*/ 'Add at most {max} rules', { max: formLimits.rulesPerEntry }),
    ),
  isDefault: z.boolean(),
  isActive: z.boolean(),
};

export const confirmationInputSchema = z.strictObject({
  ...settings,
  message: settings.message.default(''),
  operator: settings.operator.default(defaultLogicOperator),
  rules: settings.rules.default([]),
  isDefault: settings.isDefault.default(false),
  isActive: settings.isActive.default(true),
});
export type ConfirmationInput = z.input<typeof confirmationInputSchema>;

/** A change: only the keys sent (zod applies a key's default even in a partial schema). */
export const confirmationUpdateSchema = z.strictObject(settings).partial();
export type ConfirmationUpdate = z.input<typeof confirmationUpdateSchema>;

/** Body of "reorder confirmations": every confirmation of the form once, in the new order. */
export const reorderConfirmationsInputSchema = z.strictObject({
  ids: z.array(recordIdSchema).max(confirmationLimits.perForm),
});
export type ReorderConfirmationsInput = z.infer<typeof reorderConfirmationsInputSchema>;

export const confirmationSchema = z.object({
  id: z.string(),
  formId: z.string(),
  name: z.string(),
  message: z.string(),
  operator: z.enum(logicOperators),
  rules: z.array(logicRuleSchema),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  ...stampFields,
});
export type Confirmation = z.output<typeof confirmationSchema>;

/** What a submitter reads: the confirmation's name and message only. */
export const shownConfirmationSchema = confirmationSchema.pick({
  id: true,
  formId: true,
  name: true,
  message: true,
});
export type ShownConfirmation = z.output<typeof shownConfirmationSchema>;

interface Candidate {
  id: string;
  operator: LogicOperator;
  rules: readonly LogicRule[];
  isDefault: boolean;
  isActive: boolean;
}

/**
 * The confirmation a submission is shown, of the form's in their order: the first active one
 * that is not the default and whose rules hold (one with no rules holds for every submission);
 * else the active default; else none (the plain "sent" screen).
 */
export function pickConfirmation<C extends Candidate>(
  confirmations: readonly C[],
  holds: (confirmation: C) => boolean,
): C | null {
  const active = confirmations.filter((confirmation) => confirmation.isActive);
  return (
    active.find((confirmation) => !confirmation.isDefault && holds(confirmation)) ??
    active.find((confirmation) => confirmation.isDefault) ??
    null
  );
}
