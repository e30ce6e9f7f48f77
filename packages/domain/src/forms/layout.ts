import { typesNotInFieldGroups } from './field-types.ts';
import type { FieldDefinition, FieldOf } from './fields.ts';
import type { LogicMap } from './logic-map.ts';

/** What logic and checks read of a form: its fields' order and its logic. */
export interface FormShape {
  fieldIds: readonly string[];
  logicMap: LogicMap;
}

/** What they read of a field group. */
export interface FieldGroupShape extends FormShape {
  id: string;
  title: string;
}

/** A template field placed on the form with its group's fields. */
export interface PlacedTemplate {
  field: FieldOf<'template'>;
  group: FieldGroupShape;
  /** The group's fields in its order. */
  fields: FieldDefinition[];
}

/** A form's fields in order, and each template field's group. */
export interface FormLayout {
  fields: FieldDefinition[];
  templates: Map<string, PlacedTemplate>;
}

const notInGroups: ReadonlySet<string> = new Set(typesNotInFieldGroups);

/**
 * Lays a form out from its records: the fields its fieldIds name (each once, in that order;
 * ids without a record are skipped), and for each template field its group's fields. A
 * template whose group is missing has no fields; a group never holds a template or a grand
 * total (`typesNotInFieldGroups`), and any such stored field is skipped.
 */
export function layOutForm(
  form: FormShape,
  fields: readonly FieldDefinition[],
  fieldGroups: readonly FieldGroupShape[],
): FormLayout {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const groupById = new Map(fieldGroups.map((group) => [group.id, group]));
  const pick = (ids: readonly string[]) => {
    const seen = new Set<string>();
    return ids.flatMap((id) => {
      const field = byId.get(id);
      if (!field || seen.has(id)) return [];
      seen.add(id);
      return [field];
    });
  };
  const formFields = pick(form.fieldIds);
  const templates = new Map<string, PlacedTemplate>();
  for (const field of formFields) {
    if (field.type !== 'template') continue;
    const group = groupById.get(field.fieldGroupId);
    if (!group) continue;
    const groupFields = pick(group.fieldIds).filter((f) => !notInGroups.has(f.type));
    templates.set(field.id, { field, group, fields: groupFields });
  }
  return { fields: formFields, templates };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * How many loops of a template field are shown: 1 unless it loops, then the value's loopCount
 * kept between 1 and maxLoops (a missing or broken count: 1).
 */
export function loopCountOf(field: FieldOf<'template'>, raw: unknown): number {
  if (!field.isLooping) return 1;
  const count = isRecord(raw) ? raw.loopCount : undefined;
  if (typeof count !== 'number' || !Number.isInteger(count)) return 1;
  return Math.min(Math.max(count, 1), field.maxLoops);
}

/** The values of one loop of a template value (empty when missing). */
export function loopValuesOf(raw: unknown, loopIndex: number): Record<string, unknown> {
  const loops = isRecord(raw) ? raw.templateValues : undefined;
  const loop = Array.isArray(loops) ? loops[loopIndex] : undefined;
  return isRecord(loop) ? loop : {};
}

/** The path of a group field's value in one loop, as values and error details name it. */
export const loopFieldPath = (templateId: string, loopIndex: number, fieldId: string) =>
  `${templateId}.templateValues.${loopIndex}.${fieldId}`;

/**
 * A loop's title: the group's title and the loop's number ("Contact 2") when the template uses
 * default titles, otherwise its loopPrefix and the number (the group's title when the prefix is
 * empty).
 */
export function loopTitle(
  field: Pick<FieldOf<'template'>, 'loopPrefix' | 'isUsingDefaultTitles'>,
  group: Pick<FieldGroupShape, 'title'>,
  loopIndex: number,
): string {
  const prefix = field.isUsingDefaultTitles ? group.title : field.loopPrefix || group.title;
  return `${prefix} ${loopIndex + 1}`;
}
