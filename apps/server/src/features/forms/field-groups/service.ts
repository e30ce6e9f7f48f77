import { copyFields } from '@showdesk/domain/forms/copy-fields';
import {
  createFieldGroupInputSchema,
  type FieldGroup,
  type FieldGroupDetail,
  type FieldGroupListQuery,
  type FieldGroupOption,
  type FieldGroupPage,
  fieldGroupSchema,
  saveFieldGroupInputSchema,
  updateFieldGroupSettingsInputSchema,
} from '@showdesk/domain/forms/field-groups';
import { editingMessages, formMessages } from '@showdesk/domain/forms/messages';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { pageOf } from '../../../lib/paging.ts';
import { newRecordStamps } from '../../../lib/record-stamps.ts';
import { parseInput } from '../../../lib/validate.ts';
import { parseBuilderSave, saveHolder } from '../builder.ts';
import { loadFieldGroupDetails } from '../bundle.ts';
import { countFormsUsingGroup, deleteFields, insertFields } from '../field-queries.ts';
import { deleteLocksOf } from '../locks/queries.ts';
import { type FieldGroupRow, fieldGroupCandidate, readFieldGroup } from '../records.ts';
import { copyTitle } from '../service.ts';
import {
  deleteFieldGroupRow,
  insertFieldGroup,
  listFieldGroupOptions,
  listFieldGroupPage,
  lockFieldGroupRow,
  updateFieldGroup,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

const notFound = () => AppError.notFound(formMessages.fieldGroupNotFound);

/** A group about to be written must pass its strict schema: 'Invalid field group'. */
function checkGroupRecord(row: FieldGroupRow) {
  parseInput(fieldGroupSchema, fieldGroupCandidate(row), formMessages.invalidFieldGroup);
}

/** One page of the field groups list (the list convention). */
export async function listFieldGroups(
  deps: Deps,
  eventId: string,
  query: FieldGroupListQuery,
): Promise<FieldGroupPage> {
  const { rows, total } = await listFieldGroupPage(deps.db, eventId, query);
  const items = rows.flatMap((row) => {
    const group = readFieldGroup(deps, row);
    if (!group) return [];
    const { logicMap: _, ...summary } = group;
    return [summary];
  });
  return pageOf(items, total, query);
}

/** Every field group by title: the form builder's template picker. */
export async function fieldGroupOptions(deps: Deps, eventId: string): Promise<FieldGroupOption[]> {
  return listFieldGroupOptions(deps.db, eventId);
}

/** A field group with its fields in order. */
export async function getFieldGroupDetail(
  deps: Deps,
  eventId: string,
  fieldGroupId: string,
): Promise<FieldGroupDetail> {
  const [group] = await loadFieldGroupDetails(deps, eventId, [fieldGroupId]);
  if (!group) throw notFound();
  return group;
}

/** Adds a field group with no fields yet ('Invalid field group' with the fields refused). */
export async function addFieldGroup(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<FieldGroupDetail> {
  const input = parseInput(createFieldGroupInputSchema, body, formMessages.invalidFieldGroup);
  const row: FieldGroupRow = {
    eventId: ctx.eventId,
    id: newId(),
    ...input,
    fieldIds: [],
    logicMap: {},
    ...newRecordStamps(ctx.userId),
  };
  checkGroupRecord(row);
  const group = readFieldGroup(deps, await insertFieldGroup(deps.db, row))!;
  return { ...group, fields: [] };
}

/**
 * The field group builder's save, as the form's (`applyFieldChanges`): one transaction, 409
 * on a stale save or someone else's lock. A group holds no template or grand total field.
 */
export async function saveFieldGroup(
  deps: Deps,
  ctx: EventContext,
  fieldGroupId: string,
  body: unknown,
): Promise<FieldGroupDetail> {
  const input = parseBuilderSave(saveFieldGroupInputSchema, body, formMessages.invalidFieldGroup);
  await saveHolder(deps, ctx, fieldGroupId, input, {
    type: 'fieldGroup',
    lockRow: lockFieldGroupRow,
    notFound,
    write: async (tx, row, patch, now) => {
      checkGroupRecord({ ...row, ...patch, updatedAt: now, updatedBy: ctx.userId });
      await updateFieldGroup(tx, ctx.eventId, fieldGroupId, patch, ctx.userId, now);
    },
  });
  return getFieldGroupDetail(deps, ctx.eventId, fieldGroupId);
}

/** Changes a field group's settings: title, description, isPublished. */
export async function editFieldGroupSettings(
  deps: Deps,
  ctx: EventContext,
  fieldGroupId: string,
  body: unknown,
): Promise<FieldGroup> {
  const input = parseInput(
    updateFieldGroupSettingsInputSchema,
    body,
    formMessages.invalidFieldGroup,
  );
  const updated = await deps.db.transaction(async (tx) => {
    const row = await lockFieldGroupRow(tx, ctx.eventId, fieldGroupId);
    if (!row) throw notFound();
    checkGroupRecord({ ...row, ...input });
    return updateFieldGroup(tx, ctx.eventId, fieldGroupId, input, ctx.userId);
  });
  const group = updated && readFieldGroup(deps, updated);
  if (!group) throw notFound();
  return group;
}

/**
 * Deletes a field group with its fields; refused (409 'This field group is used by <n> forms')
 * while a form's template field places it. The group row is locked first, and a form's save
 * holds the groups its templates name, so neither can slip in between.
 */
export async function removeFieldGroup(deps: Deps, ctx: EventContext, fieldGroupId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockFieldGroupRow(tx, ctx.eventId, fieldGroupId))) throw notFound();
    const uses = await countFormsUsingGroup(tx, ctx.eventId, fieldGroupId);
    if (uses > 0) throw AppError.conflict(editingMessages.groupInUse(uses));
    await deleteLocksOf(tx, ctx.eventId, 'fieldGroup', [fieldGroupId]);
    await deleteFields(tx, ctx.eventId, { type: 'fieldGroup', id: fieldGroupId }, null);
    await deleteFieldGroupRow(tx, ctx.eventId, fieldGroupId);
  });
}

/** Duplicates a field group: "<title> (copy)", unpublished, its fields under new ids. */
export async function duplicateFieldGroup(
  deps: Deps,
  ctx: EventContext,
  fieldGroupId: string,
): Promise<FieldGroupDetail> {
  const original = await getFieldGroupDetail(deps, ctx.eventId, fieldGroupId);
  const { fields, logicMap } = copyFields(original.fields, original.logicMap, newId);
  const now = new Date();
  const row: FieldGroupRow = {
    eventId: ctx.eventId,
    id: newId(),
    title: copyTitle(original.title),
    description: original.description,
    fieldIds: fields.map((field) => field.id),
    logicMap,
    isPublished: false,
    ...newRecordStamps(ctx.userId, now),
  };
  checkGroupRecord(row);
  await deps.db.transaction(async (tx) => {
    await insertFieldGroup(tx, row);
    await insertFields(
      tx,
      ctx.eventId,
      { type: 'fieldGroup', id: row.id },
      fields,
      ctx.userId,
      now,
    );
  });
  return getFieldGroupDetail(deps, ctx.eventId, row.id);
}
