import type { FieldDefinition } from './fields.ts';
import type { LogicMap } from './logic-map.ts';

/**
 * The fields and logic of a form or field group under new ids, for "duplicate" (spec calls
 * 7.1): every field gets a new id and the logic follows it (owners, thenFieldId, elseFieldId,
 * sourceId). A nestedId stays: it names a field of a group that is shared, not copied, or a
 * part of an address or name.
 */
export function copyFields(
  fields: readonly FieldDefinition[],
  logicMap: LogicMap,
  newId: () => string,
): { fields: FieldDefinition[]; logicMap: LogicMap; idMap: Map<string, string> } {
  const idMap = new Map(fields.map((field) => [field.id, newId()]));
  const to = (id: string) => idMap.get(id) ?? id;
  const toOrNull = (id: string | null) => (id === null ? null : to(id));
  const copiedLogic: LogicMap = {};
  for (const [owner, entry] of Object.entries(logicMap)) {
    if (!idMap.has(owner)) continue;
    copiedLogic[to(owner)] = {
      ...entry,
      thenFieldId: toOrNull(entry.thenFieldId),
      elseFieldId: toOrNull(entry.elseFieldId),
      rules: entry.rules.map((rule) => ({ ...rule, sourceId: to(rule.sourceId) })),
    };
  }
  return {
    fields: fields.map((field) => ({ ...structuredClone(field), id: to(field.id) })),
    logicMap: copiedLogic,
    idMap,
  };
}
