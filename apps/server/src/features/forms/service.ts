import { errorCodes } from '@showdesk/domain/common/errors';
import { copyFields } from '@showdesk/domain/forms/copy-fields';
import {
  type ArchiveFormsInput,
  type ArchiveFormsResult,
  createFormInputSchema,
  type Form,
  type FormBundle,
  type FormListQuery,
  type FormPage,
  formSchema,
  saveFormInputSchema,
  updateFormSettingsInputSchema,
} from '@showdesk/domain/forms/forms';
import { formMessages } from '@showdesk/domain/forms/messages';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf } from '../../lib/paging.ts';
import { newRecordStamps } from '../../lib/record-stamps.ts';
import { parseInput } from '../../lib/validate.ts';
import { deleteStoredObjects } from '../platform/uploads/service.ts';
import { parseBuilderSave, saveHolder } from './builder.ts';
import { loadFormBundle, loadFormBundleAt, placedGroupIds } from './bundle.ts';
import { deleteFields, fieldGroupShapes, insertFields } from './field-queries.ts';
import { deleteLocksOf } from './locks/queries.ts';
import {
  deleteFilesOfFormSubmissions,
  deleteFormRow,
  deleteSubmissionsOfForm,
  existingFormIds,
  insertForm,
  listFormPage,
  lockFormRow,
  setFormsArchived,
  submissionIdsOf,
  updateForm,
} from './queries.ts';
import { type FormRow, formCandidate, readForm } from './records.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

export const formNotFound = () => AppError.notFound(formMessages.formNotFound);

/** A form's bundle (fields, groups) for a record kept under it, else 404 'Form not found'. */
export async function requireFormBundle(
  deps: Pick<AppDeps, 'db' | 'log' | 'reporter'>,
  eventId: string,
  formId: string,
) {
  const bundle = await loadFormBundle(deps, eventId, formId);
  if (!bundle) throw formNotFound();
  return bundle;
}

/**
 * Locks a form's row for a change to a record kept under it (its id lists: confirmationIds,
 * notificationIds, webhookIds), else 404 'Form not found'.
 */
export async function lockForm(tx: DbOrTx, eventId: string, formId: string) {
  const form = await lockFormRow(tx, eventId, formId);
  if (!form) throw formNotFound();
  return form;
}

/** A form about to be written must pass its strict schema (spec section 5): 'Invalid form'. */
function checkFormRecord(row: FormRow) {
  parseInput(formSchema, formCandidate(row), formMessages.invalidForm);
}

/** "<title> (copy)", within the title's 200 characters. */
export const copyTitle = (title: string) => `${title.slice(0, 200 - ' (copy)'.length)} (copy)`;

/** One page of the organisers' forms list (the list convention). */
export async function listForms(
  deps: Deps,
  eventId: string,
  query: FormListQuery,
): Promise<FormPage> {
  const { rows, total } = await listFormPage(deps.db, eventId, query);
  const items = rows.flatMap((row) => {
    const form = readForm(deps, row);
    if (!form) return [];
    const { logicMap: _, ...summary } = form;
    return [summary];
  });
  return pageOf(items, total, query);
}

/** A form with its fields and its templates' field groups (organisers: whatever its state). */
export async function getFormBundle(
  deps: Deps,
  eventId: string,
  formId: string,
  /** The content version read with the caller, when the bundle may be a remembered one. */
  version?: number,
): Promise<FormBundle> {
  const bundle = await loadFormBundleAt(deps, eventId, formId, version);
  if (!bundle) throw formNotFound();
  return bundle;
}

/** Adds a form with no fields yet ('Invalid form' with the fields refused). */
export async function addForm(deps: Deps, ctx: EventContext, body: unknown): Promise<FormBundle> {
  const input = parseInput(createFormInputSchema, body, formMessages.invalidForm);
  const row: FormRow = {
    eventId: ctx.eventId,
    id: newId(),
    ...input,
    fieldIds: [],
    logicMap: {},
    isArchived: false,
    confirmationIds: [],
    notificationIds: [],
    webhookIds: [],
    ...newRecordStamps(ctx.userId),
  };
  checkFormRecord(row);
  const form = readForm(deps, await insertForm(deps.db, row))!;
  return { form: { ...form, fields: [] }, fieldGroups: [] };
}

/**
 * The form builder's save (spec calls 7.1: "update with lists of new, updated and removed
 * fields"): settings, fields, their order and the logic, in one transaction with the form row
 * locked. Refused with 409 while someone else holds the form's lock or when the form changed
 * since the builder loaded it; see `applyFieldChanges` for the field checks.
 */
export async function saveForm(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  body: unknown,
): Promise<FormBundle> {
  const input = parseBuilderSave(saveFormInputSchema, body, formMessages.invalidForm);
  await saveHolder(deps, ctx, formId, input, {
    type: 'form',
    lockRow: lockFormRow,
    notFound: formNotFound,
    write: async (tx, row, patch, now) => {
      checkFormRecord({ ...row, ...patch, updatedAt: now, updatedBy: ctx.userId });
      await updateForm(tx, ctx.eventId, formId, patch, ctx.userId, now);
    },
  });
  return getFormBundle(deps, ctx.eventId, formId);
}

/** Changes a form's settings (the settings screen): title, description and the flags. */
export async function editFormSettings(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  body: unknown,
): Promise<Form> {
  const input = parseInput(updateFormSettingsInputSchema, body, formMessages.invalidForm);
  const updated = await deps.db.transaction(async (tx) => {
    const row = await lockFormRow(tx, ctx.eventId, formId);
    if (!row) throw formNotFound();
    checkFormRecord({ ...row, ...input });
    return updateForm(tx, ctx.eventId, formId, input, ctx.userId);
  });
  const form = updated && readForm(deps, updated);
  if (!form) throw formNotFound();
  return form;
}

/**
 * Deletes a form (spec calls 7.1: "also removes the form's submissions and fields"): its
 * fields, its submissions with their file records and their locks, in one transaction; then
 * the submissions' stored objects. A storage failure after the commit is logged and reported
 * (and the storage journal lets recovery finish it).
 */
export async function removeForm(deps: Deps, ctx: EventContext, formId: string): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await lockFormRow(tx, ctx.eventId, formId))) throw formNotFound();
    const fileKeys = await deleteFilesOfFormSubmissions(tx, ctx.eventId, formId);
    await deleteLocksOf(tx, ctx.eventId, 'submission', submissionIdsOf(tx, ctx.eventId, formId));
    await deleteLocksOf(tx, ctx.eventId, 'form', [formId]);
    await deleteSubmissionsOfForm(tx, ctx.eventId, formId);
    await deleteFields(tx, ctx.eventId, { type: 'form', id: formId }, null);
    await deleteFormRow(tx, ctx.eventId, formId);
    return fileKeys;
  });
  await deleteStoredObjects(deps, keys);
}

/**
 * Duplicates a form (spec calls 7.1): "<title> (copy)", unpublished and active, with copies of
 * its fields under new ids and its logic following them. Template fields place the same field
 * groups; submissions, confirmations, notifications and webhooks stay with the original.
 */
export async function duplicateForm(
  deps: Deps,
  ctx: EventContext,
  formId: string,
): Promise<FormBundle> {
  const original = await getFormBundle(deps, ctx.eventId, formId);
  const { fields, logicMap } = copyFields(original.form.fields, original.form.logicMap, newId);
  const now = new Date();
  const row: FormRow = {
    eventId: ctx.eventId,
    id: newId(),
    title: copyTitle(original.form.title),
    description: original.form.description,
    fieldIds: fields.map((field) => field.id),
    logicMap,
    isArchived: false,
    isPublished: false,
    isEditable: original.form.isEditable,
    isPublic: original.form.isPublic,
    guestSendLimit: original.form.guestSendLimit,
    confirmationIds: [],
    notificationIds: [],
    webhookIds: [],
    ...newRecordStamps(ctx.userId, now),
  };
  checkFormRecord(row);
  await deps.db.transaction(async (tx) => {
    // Holds the groups the copy's templates place, so none is deleted before it commits.
    await fieldGroupShapes(tx, ctx.eventId, placedGroupIds(original.form.fields));
    await insertForm(tx, row);
    await insertFields(tx, ctx.eventId, { type: 'form', id: row.id }, fields, ctx.userId, now);
  });
  return getFormBundle(deps, ctx.eventId, row.id);
}

/**
 * Archives or unarchives forms in bulk (spec section 4). Every id must be a form of the event
 * (404 'Form not found' naming those that are not, and nothing changes).
 */
export async function archiveForms(
  deps: Deps,
  ctx: EventContext,
  input: ArchiveFormsInput,
): Promise<ArchiveFormsResult> {
  const ids = [...new Set(input.ids)];
  const existing = await existingFormIds(deps.db, ctx.eventId, ids);
  const missing = input.ids.flatMap((id, i) =>
    existing.has(id) ? [] : [{ path: `ids.${i}`, message: formMessages.formNotFound }],
  );
  if (missing.length > 0) {
    throw new AppError(errorCodes.notFound, 404, formMessages.formNotFound, missing);
  }
  const updated = await setFormsArchived(deps.db, ctx.eventId, ids, input.isArchived, ctx.userId);
  return { updated };
}
