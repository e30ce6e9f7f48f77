import type { ActivityChange, ActivityEntry } from '@showdesk/domain/activity/activity';
import {
  fieldKeyedDocuments,
  fieldLabel,
  isShownField,
  referenceColumns,
} from '@showdesk/domain/activity/field-labels';
import {
  isBlankValue,
  isMemberVisibleField,
  memberTokenActorName,
} from '@showdesk/domain/activity/member-history';
import type { DbOrTx } from '../../db/client.ts';
import { type NameKind, type NameRequest, type Names, nameKey, readNames } from './names.ts';
import type { AuditEntryRow } from './queries.ts';

/**
 * Who reads the entries: an organiser sees every field; a team's member only what the team
 * sees (domain member-history.ts), with `customFieldVisible` telling the custom fields it sees.
 */
export type Viewer =
  | { kind: 'organiser' }
  | { kind: 'member'; customFieldVisible: (customFieldId: string) => boolean };

type Row = Pick<
  AuditEntryRow,
  | 'id'
  | 'at'
  | 'actorType'
  | 'actorId'
  | 'actorName'
  | 'area'
  | 'recordKind'
  | 'recordId'
  | 'recordName'
  | 'parentKind'
  | 'parentId'
  | 'action'
  | 'changes'
>;

type RawChange = { field: string; before: unknown; after: unknown };

/** The changes of a row the viewer may see. */
function visibleChanges(row: Row, viewer: Viewer): RawChange[] {
  return Object.entries(row.changes ?? {})
    .filter(
      ([field, pair]) =>
        isShownField(row.recordKind, field) &&
        !(Array.isArray(pair) && isBlankValue(pair[0]) && isBlankValue(pair[1])) &&
        (viewer.kind === 'organiser' ||
          isMemberVisibleField(row.recordKind, field, viewer.customFieldVisible)),
    )
    .map(([field, pair]) => ({
      field,
      before: Array.isArray(pair) ? pair[0] : null,
      after: Array.isArray(pair) ? pair[1] : null,
    }));
}

/** The field's document key when its document is keyed by the event's fields (custom, form). */
function keyedField(kind: string, field: string): { names: NameKind; key: string } | null {
  const document = fieldKeyedDocuments[kind];
  if (!document || !field.startsWith(`${document.column}.`)) return null;
  return { names: document.names, key: field.slice(document.column.length + 1) };
}

/** A keyed field's label once its field is gone (deleted since). */
const keyedFallback: Record<string, string> = {
  customField: 'Custom field (deleted)',
  formField: 'Field (deleted)',
};

const idsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v) => typeof v === 'string')
      : [];

/** A stored value with the ids of a reference column shown as the records' names. */
function named(names: Names, kind: NameKind | undefined, value: unknown): unknown {
  if (!kind) return value;
  const name = (id: string) => names.get(nameKey(kind, id)) ?? id;
  if (typeof value === 'string') return name(value);
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? name(item) : item));
  return value;
}

/**
 * Entries as the API answers them: only the fields the viewer may see, each with its label,
 * and ids of people, teams, team types, forms and tasks shown as their names now (one names
 * statement for the page: `readNames`).
 */
export async function presentEntries(
  db: DbOrTx,
  eventId: string,
  rows: readonly Row[],
  viewer: Viewer,
): Promise<ActivityEntry[]> {
  const changesOf = rows.map((row) => visibleChanges(row, viewer));
  const wanted: NameRequest = {};
  const want = (kind: NameKind, ids: string[]) => {
    if (ids.length === 0) return;
    const set = wanted[kind] ?? new Set<string>();
    for (const id of ids) set.add(id);
    wanted[kind] = set;
  };
  rows.forEach((row, index) => {
    for (const change of changesOf[index]!) {
      const keyed = keyedField(row.recordKind, change.field);
      if (keyed) want(keyed.names, [keyed.key]);
      const reference = referenceColumns[change.field];
      if (reference) want(reference, [...idsIn(change.before), ...idsIn(change.after)]);
    }
  });
  const names = await readNames(db, eventId, wanted);
  return rows.map((row, index) => {
    const changes: ActivityChange[] = changesOf[index]!.map((change) => {
      const keyed = keyedField(row.recordKind, change.field);
      const label = keyed
        ? (names.get(nameKey(keyed.names, keyed.key)) ?? keyedFallback[keyed.names] ?? 'Field')
        : fieldLabel(row.recordKind, change.field);
      const reference = referenceColumns[change.field];
      return {
        field: change.field,
        label,
        before: named(names, reference, change.before),
        after: named(names, reference, change.after),
      };
    });
    changes.sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
    const isHiddenToken = viewer.kind === 'member' && row.actorType === 'token';
    return {
      id: String(row.id),
      at: row.at.toISOString(),
      actor: {
        type: row.actorType,
        id: isHiddenToken ? null : row.actorId,
        name: isHiddenToken ? memberTokenActorName : row.actorName,
      },
      area: row.area,
      record: { kind: row.recordKind, id: row.recordId, name: row.recordName },
      ...(row.parentKind && row.parentId
        ? { parent: { kind: row.parentKind, id: row.parentId } }
        : {}),
      action: row.action,
      changes,
    };
  });
}
