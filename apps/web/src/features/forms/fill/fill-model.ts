import type { AcceptedCurrencyId } from '@showdesk/domain/common/currencies';
import type { FieldDefinition, FieldOf } from '@showdesk/domain/forms/fields';
import {
  type FieldGroupShape,
  type FormShape,
  layOutForm,
  loopFieldPath,
} from '@showdesk/domain/forms/layout';
import { evaluateVisibility, type FormVisibility } from '@showdesk/domain/forms/logic';
import {
  type ChosenItems,
  computeTotals,
  quantitiesOf,
  type SubmissionTotals,
} from '@showdesk/domain/forms/money';
import { validateSubmission } from '@showdesk/domain/forms/validate-submission';
import type { FileValue, LineItem, TemplateValue } from '@showdesk/domain/forms/values';

/**
 * What the renderer needs of a form: the form (or a builder's unsaved copy of it) with its
 * fields in order, and the field groups its template fields place. A stored `FormBundle`
 * (`{ form: FormDetail, fieldGroups: FieldGroupDetail[] }`) is one.
 */
export interface RenderableBundle {
  form: FormShape & {
    title?: string;
    description?: string;
    fields: readonly FieldDefinition[];
  };
  fieldGroups: readonly (FieldGroupShape & { fields: readonly FieldDefinition[] })[];
}

/** A submission's values by field id, as the form holds them while it is filled in. */
export type FillValues = Readonly<Record<string, unknown>>;

/** Messages by value path without the `values.` prefix: `fieldId`, `addr.postcode`, … */
export type FillErrors = Readonly<Record<string, string>>;

/** What the renderer asks its host to upload, one file at a time. */
export interface UploadRequest {
  /** The upload field's id (a group field's own id inside a template loop). */
  fieldId: string;
  /** Where the value lives (`fieldId`, or `<templateId>.templateValues.<loop>.<fieldId>`). */
  path: string;
  file: File;
  onProgress: (percent: number) => void;
}
export type UploadHandler = (request: UploadRequest) => Promise<FileValue>;

/** A form's fields, each template's group fields, and which are shown for these values. */
export function fillState(bundle: RenderableBundle, values: FillValues) {
  const groups = bundle.fieldGroups;
  const allFields = [...bundle.form.fields, ...groups.flatMap((group) => group.fields)];
  // Group fields are looked up among the fields given, so the groups' fields go in too.
  const layout = layOutForm(bundle.form, allFields, groups);
  const visibility = evaluateVisibility(bundle.form, allFields, groups, values);
  return { layout, visibility, allFields };
}

export interface FormPage {
  key: string;
  title: string;
  fields: FieldDefinition[];
}

/** The shown fields split at the shown page breaks; each page titled by its break's label. */
export function splitPages(fields: readonly FieldDefinition[], visibility: FormVisibility) {
  const first: FormPage = { key: 'first', title: '', fields: [] };
  const pages: FormPage[] = [first];
  let current = first;
  for (const field of fields) {
    if (!visibility.visible.has(field.id)) continue;
    if (field.type !== 'newPage') current.fields.push(field);
    else if (current.fields.length === 0) current.title = field.label;
    else {
      current = { key: field.id, title: field.label, fields: [] };
      pages.push(current);
    }
  }
  return pages;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A template's value, always with one set of values per loop. */
export function templateValueOf(raw: unknown): TemplateValue {
  if (!isRecord(raw)) return { loopCount: 1, templateValues: [{}] };
  const loops = Array.isArray(raw.templateValues) ? raw.templateValues : [];
  const count =
    typeof raw.loopCount === 'number' && raw.loopCount >= 1 ? raw.loopCount : loops.length || 1;
  const templateValues = Array.from({ length: count }, (_, index) =>
    isRecord(loops[index]) ? (loops[index] as TemplateValue['templateValues'][number]) : {},
  );
  return { loopCount: count, templateValues };
}

/** The item lists shown (on the form and in each shown loop) with their quantities. */
export function chosenItemLists(
  values: FillValues,
  state: ReturnType<typeof fillState>,
): ChosenItems[] {
  const lists: ChosenItems[] = [];
  const add = (field: FieldOf<'itemList'>, path: string, raw: unknown) => {
    const lines = Array.isArray(raw) ? (raw as LineItem[]) : [];
    lists.push({ path, field, quantities: quantitiesOf(lines) });
  };
  for (const field of state.layout.fields) {
    if (!state.visibility.visible.has(field.id)) continue;
    if (field.type === 'itemList') add(field, field.id, values[field.id]);
    if (field.type !== 'template') continue;
    const placed = state.layout.templates.get(field.id);
    if (!placed) continue;
    const value = templateValueOf(values[field.id]);
    const count = state.visibility.loopCounts.get(field.id) ?? 1;
    for (let loop = 0; loop < count; loop += 1)
      for (const groupField of placed.fields) {
        const path = loopFieldPath(field.id, loop, groupField.id);
        if (groupField.type === 'itemList' && state.visibility.visible.has(path))
          add(groupField, path, value.templateValues[loop]?.[groupField.id]);
      }
  }
  return lists;
}

/** Totals of the shown item lists; null when a sum is too large to be exact. */
export function totalsOf(
  lists: readonly ChosenItems[],
  currencyId: string,
): SubmissionTotals | null {
  try {
    return computeTotals(lists, currencyId as AcceptedCurrencyId);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The error details of the API or `validateSubmission` as messages by value path. */
export function fillErrorsOf(details: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof detail?.path !== 'string' || typeof detail.message !== 'string') continue;
    const path = detail.path.replace(/^body\./, '').replace(/^values\.?/, '') || 'values';
    if (!(path in errors)) errors[path] = detail.message;
  }
  return errors;
}

/**
 * The values to send: without the grand totals, which the server computes (a stored total
 * sent back after the quantities changed would be refused as not matching them).
 */
export function sendableValues(
  bundle: RenderableBundle,
  values: FillValues,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...values };
  for (const field of bundle.form.fields) if (field.type === 'grandTotal') delete next[field.id];
  return next;
}

/** The browser's own check before sending: the same `validateSubmission` as the server's. */
export function checkValues(
  bundle: RenderableBundle,
  values: FillValues,
  options: { isDraft: boolean; currencyId: string },
): Record<string, string> {
  const groups = bundle.fieldGroups;
  const allFields = [...bundle.form.fields, ...groups.flatMap((group) => group.fields)];
  const result = validateSubmission(
    bundle.form,
    allFields,
    groups,
    sendableValues(bundle, values),
    {
      isDraft: options.isDraft,
      currencyId: options.currencyId as AcceptedCurrencyId,
    },
  );
  return result.success ? {} : fillErrorsOf(result.details);
}

/**
 * The messages still standing after a change: those of the fields whose value changed go (the
 * member is fixing them; the next check says again what is still wrong).
 */
export function errorsAfterChange(
  errors: FillErrors,
  previous: FillValues,
  next: FillValues,
): FillErrors {
  const keys = Object.keys(errors);
  if (keys.length === 0) return errors;
  const changed = new Set(
    [...new Set([...Object.keys(previous), ...Object.keys(next)])].filter(
      (id) => previous[id] !== next[id],
    ),
  );
  const kept = keys.filter((path) => !changed.has(path.split('.')[0] ?? path));
  // A template's loops: only the loop field that changed loses its message.
  if (kept.length === keys.length) return errors;
  const out: Record<string, string> = {};
  for (const path of kept) out[path] = errors[path] as string;
  for (const path of keys) {
    const [id, part, loop, fieldId] = path.split('.');
    if (!id || !changed.has(id) || part !== 'templateValues' || !loop || !fieldId) continue;
    const before = templateValueOf(previous[id]).templateValues[Number(loop)]?.[fieldId];
    const after = templateValueOf(next[id]).templateValues[Number(loop)]?.[fieldId];
    if (before === after) out[path] = errors[path] as string;
  }
  return out;
}

/** The message for a path, or the first one under it (a part, a row, a file). */
export function errorAt(errors: FillErrors | undefined, path: string): string | undefined {
  if (!errors) return undefined;
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix)) return message;
  return undefined;
}

/** The form's own values of a field (its id) or a loop's field (its path), in display order. */
export function fieldPathsInOrder(state: ReturnType<typeof fillState>): string[] {
  const paths: string[] = [];
  for (const field of state.layout.fields) {
    paths.push(field.id);
    if (field.type !== 'template') continue;
    const placed = state.layout.templates.get(field.id);
    const count = state.visibility.loopCounts.get(field.id) ?? 1;
    for (let loop = 0; loop < count; loop += 1)
      for (const groupField of placed?.fields ?? [])
        paths.push(loopFieldPath(field.id, loop, groupField.id));
  }
  return paths;
}
