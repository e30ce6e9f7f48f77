import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { formLimits } from './constants.ts';
import type { FieldDefinition } from './fields.ts';
import type { FieldGroupShape } from './layout.ts';
import { checkRules } from './logic-checks.ts';
import {
  defaultLogicOperator,
  type LogicRule,
  logicOperators,
  logicRuleSchema,
} from './logic-map.ts';
import {
  type FieldIssue,
  recordIdSchema,
  requiredText,
  stampFields,
  trimmedText,
} from './records.ts';

/**
 * A form's notifications (spec section 3, Form notification; calls 7.5 formNotification): the
 * emails a sent submission causes. Each active one whose rules hold is sent; in each audience
 * (`audienceOf`), when none of its notifications was sent, its active default is
 * (isAdminDefault, isUserDefault), as a form's default confirmation stands in for the others.
 */

export const formNotificationLimits = {
  nameChars: 200,
  subjectChars: 200,
  messageChars: formLimits.descriptionChars,
  /** Fixed addresses in sendTo, and in bccTo. */
  addresses: 20,
  perForm: 50,
} as const;

/**
 * Who receives it: the member who sent the submission (`user`, the spec's default), their team's
 * owner, fixed addresses (`custom`), or the address typed in an email field of the submission
 * (`field`; in a looped field group, the field of one loop).
 */
export const sendToTypes = ['user', 'teamOwner', 'custom', 'field'] as const;
export type SendToType = (typeof sendToTypes)[number];
export const sendToTypeLabels: Record<SendToType, string> = {
  user: 'The person who sent it',
  teamOwner: "Their team's owner",
  custom: 'Fixed addresses',
  field: 'An address typed in the form',
};

/**
 * Organisers' emails (fixed addresses) and the submitter's side (everyone else) each have their
 * own default.
 */
export type NotificationAudience = 'admin' | 'user';
export const audienceOf = (sendToType: SendToType): NotificationAudience =>
  sendToType === 'custom' ? 'admin' : 'user';

export const formNotificationMessages = {
  notFound: /*i18n*/ 'Notification not found',
  tooMany: say(/*i18n*/ 'A form has at most {max} notifications', {
    max: formNotificationLimits.perForm,
  }),
  addressesNeeded: /*i18n*/ 'Enter at least one address',
  badAddress: (address: string) =>
    say(/*i18n*/ '{address} is not a valid email address', { address }),
  tooManyAddresses: say(/*i18n*/ 'Enter at most {max} addresses', {
    max: formNotificationLimits.addresses,
  }),
  fieldNeeded: /*i18n*/ 'Choose the field that holds the address',
  notOnForm: /*i18n*/ 'This field is not on the form',
  notEmailField: /*i18n*/ 'Choose an email field',
  groupNeeded: /*i18n*/ 'Choose the looped group the field is in',
  notInGroup: /*i18n*/ 'This field is not in the group',
  notGroup: /*i18n*/ 'Choose a group field of the form',
  loopTooHigh: (loops: number) => say(/*i18n*/ 'The group has at most {max} loops', { max: loops }),
  subjectNeeded: /*i18n*/ "Enter a subject line, or use the form's title",
  adminDefaultOnly:
    /*i18n*/ 'Only a notification to fixed addresses can be the organisers’ default',
  userDefaultOnly: /*i18n*/ 'A notification to fixed addresses cannot be the submitter’s default',
} as const;

/** Addresses as typed: separated by commas, semicolons or spaces. */
export const splitAddresses = (value: string): string[] =>
  value
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');

const addressPattern = z.email();
export const isEmailAddress = (address: string) => addressPattern.safeParse(address).success;

const addressList = trimmedText(2000);

/** A notification's settings as a change sends them (no defaults: a key not sent stays). */
const settings = {
  name: requiredText(/*i18n*/ 'Enter a name', formNotificationLimits.nameChars),
  /** Rich text (HTML), sanitised by the server. */
  message: trimmedText(formNotificationLimits.messageChars),
  sendToType: z.enum(sendToTypes, /*i18n*/ 'Choose who receives it'),
  /** `custom`: the addresses (comma-separated); `field`: the email field's id; else empty. */
  sendTo: addressList,
  /** For a field in a looped group: the form's template field, and which loop (from 0). */
  sendToFieldGroupId: recordIdSchema.nullable(),
  sendToLoopIndex: z
    .number()
    .int()
    .min(0)
    .max(formLimits.maxLoops - 1)
    .nullable(),
  /** Blind copies (comma-separated), sent one copy per submission. */
  bccTo: addressList,
  /** Where replies go; empty: the event's sending address. */
  replyTo: z.union([
    z.literal(''),
    text().trim().pipe(z.email(/*i18n*/ 'Enter a valid email address')),
  ]),
  isFormTitleSubjectLine: z.boolean(),
  subjectLine: trimmedText(formNotificationLimits.subjectChars),
  /** The submission's values under the message. */
  showSubmission: z.boolean(),
  /** The team's custom fields, those members see; with showHiddenCustomFields also the others. */
  showCustomFields: z.boolean(),
  showHiddenCustomFields: z.boolean(),
  operator: z.enum(logicOperators, /*i18n*/ 'Choose ANY or ALL'),
  rules: z
    .array(logicRuleSchema)
    .max(
      formLimits.rulesPerEntry,
      say(/*i18n*/ 'Add at most {max} rules', { max: formLimits.rulesPerEntry }),
    ),
  isAdminDefault: z.boolean(),
  isUserDefault: z.boolean(),
  isActive: z.boolean(),
};

export const formNotificationInputSchema = z.strictObject({
  ...settings,
  message: settings.message.default(''),
  sendToType: settings.sendToType.default('user'),
  sendTo: settings.sendTo.default(''),
  sendToFieldGroupId: settings.sendToFieldGroupId.default(null),
  sendToLoopIndex: settings.sendToLoopIndex.default(null),
  bccTo: settings.bccTo.default(''),
  replyTo: settings.replyTo.default(''),
  isFormTitleSubjectLine: settings.isFormTitleSubjectLine.default(true),
  subjectLine: settings.subjectLine.default(''),
  showSubmission: settings.showSubmission.default(true),
  showCustomFields: settings.showCustomFields.default(false),
  showHiddenCustomFields: settings.showHiddenCustomFields.default(false),
  operator: settings.operator.default(defaultLogicOperator),
  rules: settings.rules.default([]),
  isAdminDefault: settings.isAdminDefault.default(false),
  isUserDefault: settings.isUserDefault.default(false),
  isActive: settings.isActive.default(true),
});
export type FormNotificationInput = z.input<typeof formNotificationInputSchema>;
export type FormNotificationValues = z.output<typeof formNotificationInputSchema>;

/** A change: only the keys sent (the result is checked again as a whole). */
export const formNotificationUpdateSchema = z.strictObject(settings).partial();
export type FormNotificationUpdate = z.input<typeof formNotificationUpdateSchema>;

export const formNotificationSchema = z.object({
  id: z.string(),
  formId: z.string(),
  name: z.string(),
  message: z.string(),
  sendToType: z.enum(sendToTypes),
  sendTo: z.string(),
  sendToFieldGroupId: z.string().nullable(),
  sendToLoopIndex: z.number().int().nullable(),
  bccTo: z.string(),
  replyTo: z.string(),
  isFormTitleSubjectLine: z.boolean(),
  subjectLine: z.string(),
  showSubmission: z.boolean(),
  showCustomFields: z.boolean(),
  showHiddenCustomFields: z.boolean(),
  operator: z.enum(logicOperators),
  rules: z.array(logicRuleSchema),
  isAdminDefault: z.boolean(),
  isUserDefault: z.boolean(),
  isActive: z.boolean(),
  ...stampFields,
});
export type FormNotification = z.output<typeof formNotificationSchema>;

interface FormWithGroups {
  fields: readonly FieldDefinition[];
  fieldGroups: readonly (FieldGroupShape & { fields: readonly FieldDefinition[] })[];
}

function checkAddresses(value: string, path: string, required: boolean): FieldIssue[] {
  const addresses = splitAddresses(value);
  if (addresses.length === 0)
    return required ? [{ path, message: formNotificationMessages.addressesNeeded }] : [];
  if (addresses.length > formNotificationLimits.addresses)
    return [{ path, message: formNotificationMessages.tooManyAddresses }];
  const bad = addresses.find((address) => !isEmailAddress(address));
  return bad ? [{ path, message: formNotificationMessages.badAddress(bad) }] : [];
}

/** Where the `field` recipient's address is read: a form field, or a field of a looped group. */
function checkAddressField(
  form: FormWithGroups,
  notification: FormNotificationValues,
): FieldIssue[] {
  const { sendTo, sendToFieldGroupId, sendToLoopIndex } = notification;
  if (sendTo === '') return [{ path: 'sendTo', message: formNotificationMessages.fieldNeeded }];
  if (sendToFieldGroupId === null) {
    const field = form.fields.find((f) => f.id === sendTo);
    if (!field) return [{ path: 'sendTo', message: formNotificationMessages.notOnForm }];
    return field.type === 'email'
      ? []
      : [{ path: 'sendTo', message: formNotificationMessages.notEmailField }];
  }
  const template = form.fields.find((f) => f.id === sendToFieldGroupId);
  if (template?.type !== 'template')
    return [{ path: 'sendToFieldGroupId', message: formNotificationMessages.notGroup }];
  const group = form.fieldGroups.find((g) => g.id === template.fieldGroupId);
  const field = group?.fields.find((f) => f.id === sendTo);
  if (!group || !field) return [{ path: 'sendTo', message: formNotificationMessages.notInGroup }];
  if (field.type !== 'email')
    return [{ path: 'sendTo', message: formNotificationMessages.notEmailField }];
  const loops = template.isLooping ? template.maxLoops : 1;
  if ((sendToLoopIndex ?? 0) >= loops)
    return [{ path: 'sendToLoopIndex', message: formNotificationMessages.loopTooHigh(loops) }];
  return [];
}

/**
 * What a notification's settings must hold on its form, beyond their shapes: addresses that are
 * addresses, the recipient's field an email field of this form (or of the group a template field
 * places), a subject when the form's title is not used, defaults that match the audience, and
 * rules on the form's fields. Each issue at its input's path.
 */
export function checkFormNotification(
  form: FormWithGroups,
  notification: FormNotificationValues,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (notification.sendToType === 'custom')
    issues.push(...checkAddresses(notification.sendTo, 'sendTo', true));
  if (notification.sendToType === 'field') issues.push(...checkAddressField(form, notification));
  issues.push(...checkAddresses(notification.bccTo, 'bccTo', false));
  if (!notification.isFormTitleSubjectLine && notification.subjectLine === '')
    issues.push({ path: 'subjectLine', message: formNotificationMessages.subjectNeeded });
  const audience = audienceOf(notification.sendToType);
  if (notification.isAdminDefault && audience !== 'admin')
    issues.push({ path: 'isAdminDefault', message: formNotificationMessages.adminDefaultOnly });
  if (notification.isUserDefault && audience !== 'user')
    issues.push({ path: 'isUserDefault', message: formNotificationMessages.userDefaultOnly });
  issues.push(...checkRules(form.fields, notification.rules, form.fieldGroups, 'rules'));
  return issues;
}

interface Candidate {
  sendToType: SendToType;
  operator: (typeof logicOperators)[number];
  rules: readonly LogicRule[];
  isAdminDefault: boolean;
  isUserDefault: boolean;
  isActive: boolean;
}

const isDefault = (n: Candidate) =>
  audienceOf(n.sendToType) === 'admin' ? n.isAdminDefault : n.isUserDefault;

/**
 * The notifications a sent submission causes, in the form's order: every active one that is not
 * its audience's default and whose rules hold (none: every submission); then, for an audience
 * none of whose notifications was picked, its active default.
 */
export function pickFormNotifications<N extends Candidate>(
  notifications: readonly N[],
  holds: (notification: N) => boolean,
): N[] {
  const active = notifications.filter((n) => n.isActive);
  const picked = active.filter((n) => !isDefault(n) && holds(n));
  const covered = new Set(picked.map((n) => audienceOf(n.sendToType)));
  const defaults = active.filter((n) => isDefault(n) && !covered.has(audienceOf(n.sendToType)));
  const chosen = new Set([...picked, ...defaults]);
  return active.filter((n) => chosen.has(n));
}

/** The address typed in the recipient field of a submission (null: none, or not an address). */
export function addressFromSubmission(
  notification: Pick<FormNotification, 'sendTo' | 'sendToFieldGroupId' | 'sendToLoopIndex'>,
  values: Readonly<Record<string, unknown>>,
): string | null {
  let value: unknown;
  if (notification.sendToFieldGroupId === null) value = values[notification.sendTo];
  else {
    const group = values[notification.sendToFieldGroupId];
    const loops =
      group && typeof group === 'object' && 'templateValues' in group
        ? (group as { templateValues: unknown }).templateValues
        : null;
    const loop = Array.isArray(loops) ? loops[notification.sendToLoopIndex ?? 0] : null;
    value =
      loop && typeof loop === 'object'
        ? (loop as Record<string, unknown>)[notification.sendTo]
        : null;
  }
  if (typeof value !== 'string') return null;
  const address = value.trim().toLowerCase();
  return isEmailAddress(address) ? address : null;
}

/** The subject line: the form's title, or the notification's own line. */
export const notificationSubject = (
  notification: Pick<FormNotification, 'isFormTitleSubjectLine' | 'subjectLine'>,
  formTitle: string,
) =>
  notification.isFormTitleSubjectLine || notification.subjectLine === ''
    ? formTitle
    : notification.subjectLine;
