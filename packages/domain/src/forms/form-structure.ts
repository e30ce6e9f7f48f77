import { formFieldTypeLabels, typesNotInFieldGroups } from './field-types.ts';
import type { FieldDefinition } from './fields.ts';
import type { FieldGroupShape } from './layout.ts';
import { checkLogic } from './logic-checks.ts';
import type { LogicMap } from './logic-map.ts';
import type { FieldIssue } from './records.ts';

const notInGroups: ReadonlySet<string> = new Set(typesNotInFieldGroups);

/**
 * What a form's or field group's fields must agree on once a save is applied (the fields after
 * it, in order): a template names a field group that exists, a group holds no template or grand
 * total, and the logic passes `checkLogic`. Paths: `fields.<fieldId>.<setting>`, `logicMap.…`.
 */
export function checkFieldSet(
  fields: readonly FieldDefinition[],
  logicMap: LogicMap,
  options: { fieldGroups: readonly FieldGroupShape[]; isFieldGroup: boolean },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const groupIds = new Set(options.fieldGroups.map((group) => group.id));
  for (const field of fields) {
    if (options.isFieldGroup && notInGroups.has(field.type))
      issues.push({
        path: `fields.${field.id}.type`,
        message: `A field group cannot hold a ${formFieldTypeLabels[field.type]} field`,
      });
    if (field.type === 'template' && !groupIds.has(field.fieldGroupId))
      issues.push({
        path: `fields.${field.id}.fieldGroupId`,
        message: /*i18n*/ 'Choose a field group',
      });
  }
  return [...issues, ...checkLogic(fields, logicMap, options.fieldGroups)];
}
