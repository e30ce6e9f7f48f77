import { pageInMemory } from '@showdesk/domain/common/list-query';
import {
  type CustomField,
  type CustomFieldListQuery,
  type CustomFieldPage,
  createCustomFieldInputSchema,
  customFieldMessages,
  customFieldSchema,
  emptyCustomFieldValue,
  reorderCustomFieldsInputSchema,
  updateCustomFieldInputSchema,
} from '@showdesk/domain/people/custom-fields';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { checkStoredRecord } from '../../../lib/invalid-records.ts';
import { invalidInput, parseInput } from '../../../lib/validate.ts';
import {
  type CustomFieldRow,
  deleteCustomField,
  getCustomField,
  insertCustomFieldLast,
  listCustomFields,
  lockCustomFields,
  lockFieldOrder,
  removeValueFromEveryTeam,
  setValueOnEveryTeam,
  updateCustomField,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/** A stored field as the API shows it, or null (reported) when it fails its schema. */
export function readCustomField(deps: Deps, row: CustomFieldRow): CustomField | null {
  return checkStoredRecord(
    deps,
    customFieldSchema,
    {
      id: row.id,
      label: row.label,
      type: row.type,
      placeholder: row.placeholder,
      description: row.description,
      showField: row.showField,
      showToChildTeams: row.showToChildTeams,
      index: row.index,
      isRequired: row.isRequired,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: 'customField', eventId: row.eventId, id: row.id },
  );
}

/** The event's custom fields in order; a stored field that fails its check is left out. */
export async function listEventCustomFields(
  deps: Deps,
  eventId: string,
  db: DbOrTx = deps.db,
): Promise<CustomField[]> {
  const rows = await listCustomFields(db, eventId);
  return rows.flatMap((row) => readCustomField(deps, row) ?? []);
}

/**
 * One page of the custom fields list: they are few and organiser-made, so the page is cut from
 * the whole set in memory.
 */
export async function pageEventCustomFields(
  deps: Deps,
  eventId: string,
  query: CustomFieldListQuery,
): Promise<CustomFieldPage> {
  const { type, showField } = query.filter;
  return pageInMemory(await listEventCustomFields(deps, eventId), query, {
    sortValue: {
      label: (field) => field.label,
      type: (field) => field.type,
      index: (field) => field.index,
      updatedAt: (field) => field.updatedAt,
    },
    searchText: (field) => `${field.label} ${field.description}`,
    keep: (field) =>
      (type === undefined || field.type === type) &&
      (showField === undefined || field.showField === showField),
  });
}

export async function getEventCustomField(deps: Deps, eventId: string, fieldId: string) {
  const row = await getCustomField(deps.db, eventId, fieldId);
  const field = row && readCustomField(deps, row);
  if (!field) throw AppError.notFound(customFieldMessages.notFound);
  return field;
}

/**
 * Adds a custom field after the others and gives every team of the event its empty value, in
 * batches of 500 teams, all in one transaction.
 */
export async function addCustomField(deps: Deps, ctx: EventContext, body: unknown) {
  const input = parseInput(
    createCustomFieldInputSchema,
    body,
    customFieldMessages.invalidCustomField,
  );
  const row = await deps.db.transaction(async (tx) => {
    // Two adds at once would otherwise both take the same next index.
    await lockFieldOrder(tx, ctx.eventId);
    const inserted = await insertCustomFieldLast(tx, {
      ...input,
      eventId: ctx.eventId,
      id: newId(),
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    });
    await setValueOnEveryTeam(tx, ctx.eventId, inserted.id, emptyCustomFieldValue(input.type));
    return inserted;
  });
  return readCustomField(deps, row)!;
}

/**
 * Changes a field's settings. A change between a checkbox and a text type resets every team's
 * value to the new type's empty value, since the old one no longer fits.
 */
export async function editCustomField(
  deps: Deps,
  ctx: EventContext,
  fieldId: string,
  body: unknown,
) {
  const input = parseInput(
    updateCustomFieldInputSchema,
    body,
    customFieldMessages.invalidCustomField,
  );
  const row = await deps.db.transaction(async (tx) => {
    const current = await getCustomField(tx, ctx.eventId, fieldId);
    if (!current) throw AppError.notFound(customFieldMessages.notFound);
    const updated = await updateCustomField(tx, ctx.eventId, fieldId, input, ctx.userId);
    const wasCheckbox = current.type === 'checkbox';
    if (input.type && (input.type === 'checkbox') !== wasCheckbox) {
      await setValueOnEveryTeam(tx, ctx.eventId, fieldId, emptyCustomFieldValue(input.type));
    }
    return updated!;
  });
  return readCustomField(deps, row)!;
}

/** Puts the event's fields in the given order: every field id once. */
export async function reorderCustomFields(deps: Deps, ctx: EventContext, body: unknown) {
  const { ids } = parseInput(
    reorderCustomFieldsInputSchema,
    body,
    customFieldMessages.invalidCustomField,
  );
  await deps.db.transaction(async (tx) => {
    await lockFieldOrder(tx, ctx.eventId);
    const current = await lockCustomFields(tx, ctx.eventId);
    const known = new Set(current.map((field) => field.id));
    const sameSet = ids.length === known.size && new Set(ids).size === ids.length;
    if (!sameSet || !ids.every((id) => known.has(id))) {
      throw invalidInput(customFieldMessages.invalidOrder, [
        { path: 'ids', message: customFieldMessages.invalidOrder },
      ]);
    }
    const oldIndex = new Map(current.map((field) => [field.id, field.index]));
    for (const [index, id] of ids.entries()) {
      if (oldIndex.get(id) !== index) {
        await updateCustomField(tx, ctx.eventId, id, { index }, ctx.userId);
      }
    }
  });
  return listEventCustomFields(deps, ctx.eventId);
}

/** Deletes a field and removes its value from every team, in batches of 500 teams. */
export async function removeCustomField(deps: Deps, ctx: EventContext, fieldId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteCustomField(tx, ctx.eventId, fieldId))) {
      throw AppError.notFound(customFieldMessages.notFound);
    }
    await removeValueFromEveryTeam(tx, ctx.eventId, fieldId);
  });
}
