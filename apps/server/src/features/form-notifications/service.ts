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
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { invalidInput, parseInput } from '../../lib/validate.ts';
import { sanitiseRichText } from '../content/sanitise-rich-text.ts';
import type { FormBundle } from '../forms/bundle.ts';
import { getFormRow } from '../forms/queries.ts';
import { formNotFound, lockForm, requireFormBundle } from '../forms/service.ts';
import {
  clearOtherDefaults,
  deleteFormNotification,
  type FormNotificationRow,
  getFormNotificationRow,
  insertFormNotification,
  listFormNotificationRows,
  updateFormNotification,
} from './queries.ts';
import { toFormNotification } from './records.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

const notificationNotFound = () => AppError.notFound(formNotificationMessages.notFound);

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
export async function listFormNotifications(deps: Deps, ctx: EventContext, formId: string) {
  if (!(await getFormRow(deps.db, ctx.eventId, formId))) throw formNotFound();
  const rows = await listFormNotificationRows(deps.db, ctx.eventId, formId);
  return rows.map(toFormNotification);
}

export async function getFormNotification(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  notificationId: string,
) {
  const row = await getFormNotificationRow(deps.db, ctx.eventId, formId, notificationId);
  if (!row) throw notificationNotFound();
  return toFormNotification(row);
}

export async function addFormNotification(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  body: unknown,
): Promise<FormNotification> {
  const input = parseInput(formNotificationInputSchema, body, formMessages.invalidFormNotification);
  const bundle = await requireFormBundle(deps, ctx.eventId, formId);
  refuseBadSettings(bundle, input);
  return deps.db.transaction(async (tx) => {
    const form = await lockForm(tx, ctx.eventId, formId);
    if (form.notificationIds.length >= formNotificationLimits.perForm) {
      throw invalidInput(formMessages.invalidNotifications, [
        { path: '', message: formNotificationMessages.tooMany },
      ]);
    }
    const now = new Date();
    const row = await insertFormNotification(tx, {
      ...(await stored(input)),
      eventId: ctx.eventId,
      id: newId(),
      formId,
      createdAt: now,
      createdBy: ctx.userId,
      updatedAt: now,
      updatedBy: ctx.userId,
    });
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
  const input = parseInput(
    formNotificationUpdateSchema,
    body,
    formMessages.invalidFormNotification,
  );
  const bundle = await requireFormBundle(deps, ctx.eventId, formId);
  return deps.db.transaction(async (tx) => {
    await lockForm(tx, ctx.eventId, formId);
    const current = await getFormNotificationRow(tx, ctx.eventId, formId, notificationId);
    if (!current) throw notificationNotFound();
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
    const row = await updateFormNotification(tx, ctx.eventId, formId, notificationId, {
      ...(await stored(merged)),
      updatedAt: new Date(),
      updatedBy: ctx.userId,
    });
    if (!row) throw notificationNotFound();
    await keepOneDefault(tx, row);
    return toFormNotification(row);
  });
}

export async function removeFormNotification(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  notificationId: string,
) {
  await deps.db.transaction(async (tx) => {
    await lockForm(tx, ctx.eventId, formId);
    if (!(await deleteFormNotification(tx, ctx.eventId, formId, notificationId))) {
      throw notificationNotFound();
    }
  });
}
