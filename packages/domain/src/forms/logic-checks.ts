import { addressParts, nameParts } from './field-settings.ts';
import { isLayoutFieldType } from './field-types.ts';
import type { FieldDefinition } from './fields.ts';
import { nodesOnCycles } from './graph.ts';
import type { FieldGroupShape } from './layout.ts';
import type { LogicMap, LogicRule } from './logic-map.ts';
import type { FieldIssue } from './records.ts';

export const logicMessages = {
  notOnForm: /*i18n*/ 'This field is not on the form',
  noValue: /*i18n*/ 'Choose a field that takes a value',
  notInGroup: /*i18n*/ 'This field is not in the field group',
  notAPart: /*i18n*/ 'Choose a part of the address or name',
  noNesting: /*i18n*/ 'Only a field group, an address or a name has values inside it',
  loopOnly: /*i18n*/ 'Only a field group has loops',
  groupFieldNeeded: /*i18n*/ 'Choose a field of the field group',
  noTotal: /*i18n*/ 'A grand total adds up what is shown, so it cannot decide what is shown',
  cycle: /*i18n*/ 'These rules depend on each other in a circle',
} as const;

/**
 * What the builder's save checks of a logicMap (a form's, or a field group's with its own
 * fields): every field it names is one of `fields`; rules read fields that take a value; a
 * nestedId names a field of the template's group (a template's rule needs one) or a part of an
 * address or name; a loopIndex is only on a template; a grand total is no source (it adds up
 * the item lists shown, so it would decide its own inputs); and no field's visibility depends
 * on itself. The evaluator copes with
 * all of these (it ignores what it cannot find and hides cycles); refusing them keeps organisers
 * from saving logic that does nothing.
 */
export function checkLogic(
  fields: readonly FieldDefinition[],
  logicMap: LogicMap,
  fieldGroups: readonly FieldGroupShape[] = [],
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const byId = new Map(fields.map((field) => [field.id, field]));
  const issue = (path: string, message: string): void => {
    issues.push({ path: `logicMap.${path}`, message });
  };
  /** Edges of "is decided by": target → owner and sources. */
  const dependsOn = new Map<string, string[]>();
  const depend = (target: string, on: string) =>
    dependsOn.set(target, [...(dependsOn.get(target) ?? []), on]);

  for (const [ownerId, entry] of Object.entries(logicMap)) {
    if (!byId.has(ownerId)) issue(ownerId, logicMessages.notOnForm);
    const targets: string[] = [];
    for (const key of ['thenFieldId', 'elseFieldId'] as const) {
      const target = entry[key];
      if (target === null) continue;
      if (!byId.has(target)) issue(`${ownerId}.${key}`, logicMessages.notOnForm);
      else targets.push(target);
    }
    const at = `logicMap.${ownerId}.rules`;
    const ruleIssues = checkRules(fields, entry.rules, fieldGroups, at);
    issues.push(...ruleIssues);
    for (const [index, rule] of entry.rules.entries()) {
      // A rule whose source is refused decides nothing.
      if (ruleIssues.some((found) => found.path === `${at}.${index}.sourceId`)) continue;
      for (const target of targets) depend(target, rule.sourceId);
    }
    if (entry.rules.length > 0) for (const target of targets) depend(target, ownerId);
  }
  const cyclic = nodesOnCycles([...dependsOn.keys()], (id) => dependsOn.get(id) ?? []);
  for (const ownerId of Object.keys(logicMap)) {
    const entry = logicMap[ownerId]!;
    const names = [entry.thenFieldId, entry.elseFieldId];
    if (entry.rules.length > 0 && names.some((id) => id !== null && cyclic.has(id)))
      issue(ownerId, logicMessages.cycle);
  }
  return issues;
}

/**
 * The checks of one list of rules on the form's fields (a logic entry's, a confirmation's, a
 * notification's, a webhook's), with issues at `<at>.<index>.<key>`: each rule reads a field of
 * the form that takes a value (no grand total); a template's rule names a field of its group; a
 * nestedId names such a field or a part of an address or name; a loopIndex only on a template.
 */
export function checkRules(
  fields: readonly FieldDefinition[],
  rules: readonly LogicRule[],
  fieldGroups: readonly FieldGroupShape[],
  at: string,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const byId = new Map(fields.map((field) => [field.id, field]));
  const groups = new Map(fieldGroups.map((group) => [group.id, group]));
  for (const [index, rule] of rules.entries()) {
    const issue = (key: string, message: string) => {
      issues.push({ path: `${at}.${index}.${key}`, message });
    };
    const source = byId.get(rule.sourceId);
    if (!source || isLayoutFieldType(source.type)) {
      issue('sourceId', source ? logicMessages.noValue : logicMessages.notOnForm);
      continue;
    }
    if (source.type === 'grandTotal') {
      issue('sourceId', logicMessages.noTotal);
      continue;
    }
    if (source.type === 'template' && rule.nestedId === null)
      issue('nestedId', logicMessages.groupFieldNeeded);
    if (rule.loopIndex !== null && source.type !== 'template')
      issue('loopIndex', logicMessages.loopOnly);
    if (rule.nestedId === null) continue;
    if (source.type === 'template') {
      const group = groups.get(source.fieldGroupId);
      if (group && !group.fieldIds.includes(rule.nestedId))
        issue('nestedId', logicMessages.notInGroup);
    } else if (source.type === 'address' || source.type === 'fullName') {
      const parts: readonly string[] = source.type === 'address' ? addressParts : nameParts;
      if (!parts.includes(rule.nestedId)) issue('nestedId', logicMessages.notAPart);
    } else issue('nestedId', logicMessages.noNesting);
  }
  return issues;
}
