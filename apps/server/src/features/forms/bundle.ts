import type { FieldGroupDetail } from '@showdesk/domain/forms/field-groups';
import type { FormField } from '@showdesk/domain/forms/fields';
import type { FormDetail } from '@showdesk/domain/forms/forms';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldGroups, forms } from '../../db/schema/forms.ts';
import { VersionedCache } from '../../lib/versioned-cache.ts';
import {
  type FormFieldRow,
  listFieldRows,
  readField,
  readFieldGroup,
  readForm,
} from './records.ts';

type Deps = Pick<AppDeps, 'log' | 'reporter'> & { db: DbOrTx };

/**
 * A form as the builder opens it and a member fills it in: the form with its fields in order,
 * and the field groups its template fields place, each with its fields in order.
 */
export interface FormBundle {
  form: FormDetail;
  fieldGroups: FieldGroupDetail[];
}

/** The holder's fields in its fieldIds order; stored fields it does not list are left out. */
export function orderedFields(
  deps: Pick<AppDeps, 'log' | 'reporter'>,
  fieldIds: readonly string[],
  rows: readonly FormFieldRow[],
): FormField[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return fieldIds.flatMap((id) => {
    const row = byId.get(id);
    return (row && readField(deps, row)) ?? [];
  });
}

/** The form and its fields, or null when there is no such form (or it fails its schema). */
export async function loadFormDetail(
  deps: Deps,
  eventId: string,
  formId: string,
): Promise<FormDetail | null> {
  const [form] = await loadFormDetails(deps, eventId, eq(forms.id, formId));
  return form ?? null;
}

/**
 * The event's forms that `where` picks, each with its fields, in title order: two queries
 * however many forms (those failing their schema left out).
 */
export async function loadFormDetails(
  deps: Deps,
  eventId: string,
  where: SQL,
): Promise<FormDetail[]> {
  const rows = await deps.db
    .select()
    .from(forms)
    .where(and(eq(forms.eventId, eventId), where))
    .orderBy(asc(forms.title));
  const found = rows.flatMap((row) => readForm(deps, row) ?? []);
  const fieldRows = await listFieldRows(
    deps.db,
    eventId,
    found.map((form) => form.id),
  );
  const byForm = new Map<string, FormFieldRow[]>();
  for (const field of fieldRows) {
    const own = byForm.get(field.holderId);
    if (own) own.push(field);
    else byForm.set(field.holderId, [field]);
  }
  return found.map((form) => ({
    ...form,
    fields: orderedFields(deps, form.fieldIds, byForm.get(form.id) ?? []),
  }));
}

/**
 * The given field groups with their fields (those that exist and pass their schema); every
 * field group of the event when none are named.
 */
export async function loadFieldGroupDetails(
  deps: Deps,
  eventId: string,
  groupIds?: readonly string[],
): Promise<FieldGroupDetail[]> {
  const ids = groupIds && [...new Set(groupIds)];
  if (ids?.length === 0) return [];
  const [rows, namedFieldRows] = await Promise.all([
    deps.db
      .select()
      .from(fieldGroups)
      .where(and(eq(fieldGroups.eventId, eventId), ids && inArray(fieldGroups.id, ids)))
      .orderBy(asc(fieldGroups.title)),
    ids && listFieldRows(deps.db, eventId, ids),
  ]);
  const fieldRows =
    namedFieldRows ??
    (await listFieldRows(
      deps.db,
      eventId,
      rows.map((row) => row.id),
    ));
  return rows.flatMap((row) => {
    const group = readFieldGroup(deps, row);
    if (!group) return [];
    const own = fieldRows.filter((field) => field.holderId === group.id);
    return [{ ...group, fields: orderedFields(deps, group.fieldIds, own) }];
  });
}

/** The field group ids a form's template fields place. */
export const placedGroupIds = (fields: readonly FormField[]): string[] =>
  fields.flatMap((field) => (field.type === 'template' ? [field.fieldGroupId] : []));

/** The form, its fields and its templates' field groups; null when there is no such form. */
export async function loadFormBundle(
  deps: Deps,
  eventId: string,
  formId: string,
): Promise<FormBundle | null> {
  const form = await loadFormDetail(deps, eventId, formId);
  if (!form) return null;
  const groups = await loadFieldGroupDetails(deps, eventId, placedGroupIds(form.fields));
  return { form, fieldGroups: groups };
}

/**
 * Loaded bundles, each stamped with the event's content version it was read at (forms, field
 * groups and their fields are tables of the content area: db/schema/data-versions.ts), so a
 * bundle is reused only while no form, group or field of the event has changed, whichever
 * process wrote. Shared between requests: never change a bundle taken from here.
 */
const bundles = new VersionedCache<FormBundle>(1_000);

/**
 * `loadFormBundle` for a request that read the content version with its caller: the same
 * bundle again while that version stands (without a version, always read afresh). Not for
 * writes, which read what they change in their transaction.
 */
export async function loadFormBundleAt(
  deps: Deps,
  eventId: string,
  formId: string,
  version: number | undefined,
): Promise<FormBundle | null> {
  const key = `${eventId}|${formId}`;
  const remembered = version === undefined ? null : bundles.get(key, version);
  if (remembered) return remembered;
  const bundle = await loadFormBundle(deps, eventId, formId);
  if (bundle && version !== undefined) bundles.set(key, version, bundle);
  return bundle;
}
