import {
  checkFormNotification,
  type FormNotification,
  type FormNotificationValues,
  formNotificationInputSchema,
  formNotificationLimits,
  formNotificationMessages,
  formNotificationUpdateSchema,
} from '@showdesk/domain/forms/form-notifications';
import { formMessages } from '@showdesk/domain/forms/messages';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { invalidInput } from '../../../lib/validate.ts';
import { sanitiseRichText } from '../../content/sanitise-rich-text.ts';
import type { FormBundle } from '../bundle.ts';
import { editStamp, formRuleRecords } from '../rule-records.ts';
import { clearOtherDefaults, type FormNotificationRow, notificationRows } from './queries.ts';
import { toFormNotification } from './records.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

const notifications = formRuleRecords(
  notificationRows,
  toFormNotification,
  { ids: 'notificationIds', limits: formNotificationLimits, messages: formNotificationMessages },
  formMessages.invalidNotifications,
);

/** The settings must hold on this form ('Invalid form notification data' with paths if not). */
function refuseBadSettings(bundle: FormBundle, values: FormNotificationValues) {
  const issues = checkFormNotification(
    { fields: bundle.form.fields, fieldGroups: bundle.fieldGroups },
    values,
  );
  if (issues.length) throw invalidInput(formMessages.invalidFormNotification, issues);
}

/** What is stored: the message sanitised, addresses lower-cased, no leftovers of other kinds. */
async function stored(values: FormNotificationValues) {
  const isField = values.sendToType === 'field';
  return {
    ...values,
    message: await sanitiseRichText(values.message),
    sendTo:
      values.sendToType === 'custom' ? values.sendTo.toLowerCase() : isField ? values.sendTo : '',
    sendToFieldGroupId: isField ? values.sendToFieldGroupId : null,
    sendToLoopIndex: isField && values.sendToFieldGroupId ? (values.sendToLoopIndex ?? 0) : null,
    bccTo: values.bccTo.toLowerCase(),
    replyTo: values.replyTo.toLowerCase(),
  };
}

async function keepOneDefault(tx: Tx, row: FormNotificationRow) {
  if (row.isAdminDefault)
    await clearOtherDefaults(tx, row.eventId, row.formId, row.id, 'isAdminDefault');
  if (row.isUserDefault)
    await clearOtherDefaults(tx, row.eventId, row.formId, row.id, 'isUserDefault');
}

/** A form's notifications in order (organisers). */
export const listFormNotifications = notifications.list;

export const getFormNotification = notifications.get;

export async function addFormNotification(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  body: unknown,
): Promise<FormNotification> {
  const { input, bundle } = await notifications.input(deps, ctx, formId, {
    schema: formNotificationInputSchema,
    value: body,
    message: formMessages.invalidFormNotification,
  });
  refuseBadSettings(bundle, input);
  return notifications.add(deps, ctx, formId, async (tx, stamp) => {
    const row = await notificationRows.insert(tx, { ...(await stored(input)), ...stamp });
    await keepOneDefault(tx, row);
    return toFormNotification(row);
  });
}

/** Changes the keys sent; the whole result is checked again on the form as it is now. */
export async function editFormNotification(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  notificationId: string,
  body: unknown,
): Promise<FormNotification> {
  const { input, bundle } = await notifications.input(deps, ctx, formId, {
    schema: formNotificationUpdateSchema,
    value: body,
    message: formMessages.invalidFormNotification,
  });
  return notifications.change(deps, ctx, formId, async (tx) => {
    const current = await notificationRows.get(tx, ctx.eventId, formId, notificationId);
    if (!current) throw notifications.notFound();
    const {
      id,
      formId: _form,
      createdAt,
      createdBy,
      updatedAt,
      updatedBy,
      ...settings
    } = toFormNotification(current);
    const merged = formNotificationInputSchema.parse({ ...settings, ...input });
    refuseBadSettings(bundle, merged);
    const row = await notificationRows.update(tx, ctx.eventId, formId, notificationId, {
      ...(await stored(merged)),
      ...editStamp(ctx),
    });
    if (!row) throw notifications.notFound();
    await keepOneDefault(tx, row);
    return toFormNotification(row);
  });
}

export const removeFormNotification = notifications.remove;
