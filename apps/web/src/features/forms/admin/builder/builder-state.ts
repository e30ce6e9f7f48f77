import type { FormFieldType } from '@showdesk/domain/forms/field-types';
import { type FieldDefinition, formFieldInputSchema } from '@showdesk/domain/forms/fields';
import type { LogicEntry, LogicMap, LogicRule } from '@showdesk/domain/forms/logic-map';
import { newFormField } from '@showdesk/domain/forms/new-field';
import type { FieldIssue } from '@showdesk/domain/forms/records';
import { said } from '../../../../i18n/i18n.ts';

/**
 * The builder's unsaved state and what it sends: the fields in order and the logic, compared
 * with what was loaded to make the save body (new, updated and removed fields).
 */
export interface BuilderDraft {
  fields: FieldDefinition[];
  logicMap: LogicMap;
}

/** A stored field's definition: the record without its stamps (the input schemas are strict). */
export function fieldDefinition(field: FieldDefinition & Record<string, unknown>): FieldDefinition {
  const { createdAt: _a, createdBy: _b, updatedAt: _c, updatedBy: _d, ...definition } = field;
  return definition as FieldDefinition;
}

export function draftOf(holder: { fields: FieldDefinition[]; logicMap: LogicMap }): BuilderDraft {
  return {
    fields: holder.fields.map((field) => fieldDefinition(field)),
    logicMap: structuredClone(holder.logicMap),
  };
}

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** A new field's id: made here so logic can name it before the save. */
export const newFieldId = () => crypto.randomUUID();

/** Adds a field of `type` after `afterId` (at the end without it). */
export function addField(
  draft: BuilderDraft,
  type: FormFieldType,
  afterId: string | null,
  options: { fieldGroupId?: string } = {},
): { draft: BuilderDraft; field: FieldDefinition } {
  const field = newFormField(type, newFieldId(), options);
  const at = afterId ? draft.fields.findIndex((f) => f.id === afterId) : -1;
  const fields = [...draft.fields];
  fields.splice(at < 0 ? fields.length : at + 1, 0, field);
  return { draft: { ...draft, fields }, field };
}

export function updateField(draft: BuilderDraft, field: FieldDefinition): BuilderDraft {
  return { ...draft, fields: draft.fields.map((f) => (f.id === field.id ? field : f)) };
}

/** Moves a field by `by` places (-1 up, 1 down); nothing past the ends. */
export function moveField(draft: BuilderDraft, id: string, by: number): BuilderDraft {
  const from = draft.fields.findIndex((f) => f.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.fields.length) return draft;
  const fields = [...draft.fields];
  const [moved] = fields.splice(from, 1);
  fields.splice(to, 0, moved as FieldDefinition);
  return { ...draft, fields };
}

export function setOrder(draft: BuilderDraft, ids: string[]): BuilderDraft {
  const byId = new Map(draft.fields.map((f) => [f.id, f]));
  return { ...draft, fields: ids.flatMap((id) => byId.get(id) ?? []) };
}

/**
 * Removes a field and the logic about it: its own entry, rules reading it, and the places
 * entries show it (an entry left showing nothing goes).
 */
export function removeField(draft: BuilderDraft, id: string): BuilderDraft {
  const logicMap: LogicMap = {};
  for (const [ownerId, entry] of Object.entries(draft.logicMap)) {
    if (ownerId === id) continue;
    const next: LogicEntry = {
      ...entry,
      rules: entry.rules.filter((rule) => rule.sourceId !== id),
      thenFieldId: entry.thenFieldId === id ? null : entry.thenFieldId,
      elseFieldId: entry.elseFieldId === id ? null : entry.elseFieldId,
    };
    if (next.thenFieldId === null && next.elseFieldId === null) continue;
    logicMap[ownerId] = next;
  }
  return { fields: draft.fields.filter((f) => f.id !== id), logicMap };
}

/** The entry that shows `fieldId` when its rules hold, with its owner. */
export function showingEntry(logicMap: LogicMap, fieldId: string) {
  for (const [ownerId, entry] of Object.entries(logicMap))
    if (entry.thenFieldId === fieldId) return { ownerId, entry };
  return null;
}

export type ShowWhenResult = { draft: BuilderDraft } | { error: string; sourceId: string };

/**
 * Sets "show this field when ANY/ALL of these rules hold". The logic map keeps one entry per
 * owning field, and an entry acts only while its owner is shown, so the entry is owned by one
 * of the rules' sources (the one it had, else the first whose own entry is free). No rules:
 * the field is always shown.
 */
export function setShowWhen(
  draft: BuilderDraft,
  fieldId: string,
  operator: LogicEntry['operator'],
  rules: LogicRule[],
  labelOf: (id: string) => string,
): ShowWhenResult {
  const current = showingEntry(draft.logicMap, fieldId);
  const logicMap = { ...draft.logicMap };
  if (current) {
    if (current.entry.elseFieldId === null) delete logicMap[current.ownerId];
    else logicMap[current.ownerId] = { ...current.entry, thenFieldId: null };
  }
  if (rules.length === 0) return { draft: { ...draft, logicMap } };
  const sources = [...new Set(rules.map((rule) => rule.sourceId))];
  const owner =
    current && sources.includes(current.ownerId) && !hasOtherTarget(logicMap, current.ownerId)
      ? current.ownerId
      : sources.find((id) => !hasOtherTarget(logicMap, id) && id !== fieldId);
  if (!owner) {
    const taken = sources[0] as string;
    const shown = logicMap[taken]?.thenFieldId ?? logicMap[taken]?.elseFieldId;
    return {
      sourceId: taken,
      error: `${labelOf(taken)} already decides when “${shown ? labelOf(shown) : 'another field'}” shows. A field can decide for one other field; start these rules with a different field.`,
    };
  }
  const existing = logicMap[owner];
  logicMap[owner] = {
    operator,
    rules,
    thenFieldId: fieldId,
    elseFieldId: existing?.elseFieldId ?? null,
  };
  return { draft: { ...draft, logicMap } };
}

function hasOtherTarget(logicMap: LogicMap, ownerId: string) {
  const entry = logicMap[ownerId];
  return entry !== undefined && (entry.thenFieldId !== null || entry.elseFieldId !== null);
}

/** Whether a draft differs from what was loaded. */
export function isDraftChanged(loaded: BuilderDraft, draft: BuilderDraft): boolean {
  return stableJson(loaded) !== stableJson(draft);
}

/** Each field's settings problems before a save, by field id then setting path. */
export type FieldErrorMap = Record<string, Record<string, string>>;

export interface SaveBody {
  fieldIds: string[];
  newFields: FieldDefinition[];
  updatedFields: FieldDefinition[];
  removedFieldIds: string[];
  logicMap: LogicMap;
  expectedUpdatedAt: string;
}

/**
 * The save body from the loaded state and the draft, each field read through the domain schema
 * (defaults, trimming); or the fields' problems when one does not pass.
 */
export function buildSaveBody(
  loaded: BuilderDraft,
  draft: BuilderDraft,
  expectedUpdatedAt: string,
): { body: SaveBody; fields: FieldDefinition[] } | { errors: FieldErrorMap } {
  const errors: FieldErrorMap = {};
  const parsed: FieldDefinition[] = [];
  for (const field of draft.fields) {
    const result = formFieldInputSchema.safeParse(field);
    if (result.success) parsed.push(result.data);
    else
      errors[field.id] = Object.fromEntries(
        result.error.issues
          .map((issue) => [issue.path.join('.'), said(issue.message)] as const)
          .reverse(),
      );
  }
  if (Object.keys(errors).length > 0) return { errors };
  const before = new Map(loaded.fields.map((f) => [f.id, stableJson(f)]));
  const ids = new Set(draft.fields.map((f) => f.id));
  return {
    fields: parsed,
    body: {
      fieldIds: parsed.map((f) => f.id),
      newFields: parsed.filter((f) => !before.has(f.id)),
      updatedFields: parsed.filter((f) => before.has(f.id) && before.get(f.id) !== stableJson(f)),
      removedFieldIds: loaded.fields.map((f) => f.id).filter((id) => !ids.has(id)),
      logicMap: draft.logicMap,
      expectedUpdatedAt,
    },
  };
}

/**
 * Where each problem of a refused save belongs: a field's setting (`newFields.2.label`,
 * `fields.<id>.fieldGroupId`), a field's logic (`logicMap.<owner>…`, shown on the field the
 * entry shows), or the form as a whole.
 */
export function placeIssues(
  issues: readonly FieldIssue[],
  body: Pick<SaveBody, 'newFields' | 'updatedFields' | 'logicMap'>,
): { fields: FieldErrorMap; logic: Record<string, string>; general: string[] } {
  const fields: FieldErrorMap = {};
  const logic: Record<string, string> = {};
  const general: string[] = [];
  const put = (id: string, path: string, message: string) => {
    fields[id] = { ...fields[id] };
    fields[id][path] ??= message;
  };
  for (const { path, message } of issues) {
    const parts = path.replace(/^body\./, '').split('.');
    const [head, second, ...rest] = parts;
    if ((head === 'newFields' || head === 'updatedFields') && second !== undefined) {
      const field = body[head][Number(second)];
      if (field) put(field.id, rest.join('.'), message);
      else general.push(message);
    } else if (head === 'fields' && second !== undefined) {
      put(second, rest.join('.'), message);
    } else if (head === 'logicMap' && second !== undefined) {
      const entry = body.logicMap[second];
      const target = entry?.thenFieldId ?? entry?.elseFieldId ?? second;
      logic[target] ??= message;
    } else general.push(message);
  }
  return { fields, logic, general };
}
