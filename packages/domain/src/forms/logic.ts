import { conditionHolds, valueTexts } from './compare.ts';
import type { FieldDefinition } from './fields.ts';
import { nodesOnCycles } from './graph.ts';
import {
  type FieldGroupShape,
  type FormShape,
  layOutForm,
  loopCountOf,
  loopFieldPath,
  loopValuesOf,
} from './layout.ts';
import type { LogicEntry, LogicMap, LogicOperator, LogicRule } from './logic-map.ts';

/**
 * Which fields of a form are shown, given the values so far: the ONE evaluator of the logic,
 * used by the browser to show and hide fields and by the server to check only what is shown
 * and drop the rest.
 *
 * The spec names the parts (logicMap per field; operator ANY or ALL; rules with equals or
 * notEquals; thenFieldId and elseFieldId; loopIndex, nestedId and loopOperator for looped and
 * nested values) but not how they combine. We read it as follows, and the tests hold us to it:
 *
 * 1. An entry of a logicMap belongs to the field it is keyed by (its owner) and acts only while
 *    its owner is shown: a question that is hidden cannot show or hide anything.
 * 2. An entry with no rules does nothing (a rule half made in the builder changes nothing).
 * 3. An acting entry shows thenFieldId when its rules hold (ANY: one of them, ALL: every one),
 *    otherwise elseFieldId. A field that no entry with rules names is always shown. A field
 *    such entries name is shown when at least one acting entry shows it: two entries
 *    pointing at one field mean "show it in either case".
 * 4. A rule reads its source's value only while the source is shown; a hidden field reads as
 *    empty. So hiding is transitive: a field shown only through a hidden field is hidden.
 * 5. A template field shows its group's fields once per loop (loopCount, 1 to maxLoops). The
 *    group's own logicMap acts inside each loop separately: its rules read that loop's values
 *    and its entries name that loop's fields. A group field is shown only while its template
 *    is. A form rule reads a group field through the template: sourceId the template, nestedId
 *    the group field, in the loop loopIndex or, with no loopIndex, in ANY or ALL of the shown
 *    loops (loopOperator). A form rule's nestedId on an address or full name reads that part.
 * 6. Fields whose visibility depends on itself through rules (a cycle the builder should
 *    refuse: see `checkLogic`) are hidden, so every answer is defined.
 *
 * The answer depends on the fields, groups, logic and values only: not on the order of the
 * form's fieldIds (display order), of the records passed, or of logicMap's keys.
 */
export function evaluateVisibility(
  form: FormShape,
  fields: readonly FieldDefinition[],
  fieldGroups: readonly FieldGroupShape[],
  values: Readonly<Record<string, unknown>>,
): FormVisibility {
  return new Evaluation(form, fields, fieldGroups, values).result();
}

/**
 * Whether a submission meets a form record's rules (a confirmation's, a notification's, a
 * webhook's): the rules read the submission's values exactly as the form's logic does (a hidden
 * field reads as empty; a rule on a template reads its loops), combined by the operator. No
 * rules: met by every submission.
 */
export function submissionMeetsRules(
  form: FormShape,
  fields: readonly FieldDefinition[],
  fieldGroups: readonly FieldGroupShape[],
  values: Readonly<Record<string, unknown>>,
  { operator, rules }: { operator: LogicOperator; rules: readonly LogicRule[] },
): boolean {
  if (rules.length === 0) return true;
  return new Evaluation(form, fields, fieldGroups, values).formRulesHold(operator, rules);
}

/** The shown fields of a form. */
export interface FormVisibility {
  /**
   * Paths of the shown fields: a form field's id, or for a field of a template's group in one
   * loop `<templateId>.templateValues.<loopIndex>.<fieldId>` (`loopFieldPath`).
   */
  visible: ReadonlySet<string>;
  /** How many loops each shown template field has. */
  loopCounts: ReadonlyMap<string, number>;
}

/** Whether a form field, or a group field in one loop of a template, is shown. */
export function isShown(
  visibility: FormVisibility,
  fieldId: string,
  loop?: { templateId: string; loopIndex: number },
): boolean {
  const path = loop ? loopFieldPath(loop.templateId, loop.loopIndex, fieldId) : fieldId;
  return visibility.visible.has(path);
}

/** Where a field is evaluated: the form, or one loop of a template. */
interface Scope {
  /** The node of each field id in this scope. */
  nodes: Map<string, string>;
  fields: Map<string, FieldDefinition>;
  logicMap: LogicMap;
  values: Readonly<Record<string, unknown>>;
}

interface Control {
  owner: string;
  entry: LogicEntry;
  scope: Scope;
}

class Evaluation {
  private readonly formScope: Scope;
  /** Each template's loops, by template field id. */
  private readonly loops = new Map<string, Scope[]>();
  /** Node → its template's node, for group fields. */
  private readonly parent = new Map<string, string>();
  /** Node → the entries that name it. */
  private readonly controls = new Map<string, Control[]>();
  private readonly memo = new Map<string, boolean>();
  private readonly evaluating = new Set<string>();
  private readonly cyclic: Set<string>;
  private readonly nodes: string[] = [];

  constructor(
    form: FormShape,
    fields: readonly FieldDefinition[],
    fieldGroups: readonly FieldGroupShape[],
    values: Readonly<Record<string, unknown>>,
  ) {
    const layout = layOutForm(form, fields, fieldGroups);
    this.formScope = this.scope(layout.fields, form.logicMap, values, (id) => id);
    for (const [templateId, placed] of layout.templates) {
      const count = loopCountOf(placed.field, values[templateId]);
      const scopes: Scope[] = [];
      for (let loop = 0; loop < count; loop += 1) {
        const loopValues = loopValuesOf(values[templateId], loop);
        const scope = this.scope(placed.fields, placed.group.logicMap, loopValues, (id) =>
          loopFieldPath(templateId, loop, id),
        );
        for (const node of scope.nodes.values()) this.parent.set(node, templateId);
        scopes.push(scope);
      }
      this.loops.set(templateId, scopes);
    }
    this.cyclic = nodesOnCycles(this.nodes, (node) => this.dependencies(node));
  }

  result(): FormVisibility {
    const visible = new Set(this.nodes.filter((node) => this.isVisible(node)));
    const loopCounts = new Map<string, number>();
    for (const [templateId, scopes] of this.loops)
      if (visible.has(templateId)) loopCounts.set(templateId, scopes.length);
    return { visible, loopCounts };
  }

  /** Whether rules on the form's fields hold for these values. */
  formRulesHold(operator: LogicOperator, rules: readonly LogicRule[]): boolean {
    return this.rulesHold(operator, rules, this.formScope);
  }

  /** ANY: one of the rules holds; ALL: every one. */
  private rulesHold(operator: LogicOperator, rules: readonly LogicRule[], scope: Scope) {
    const holds = (rule: LogicRule) => this.ruleHolds(rule, scope);
    return operator === 'ALL' ? rules.every(holds) : rules.some(holds);
  }

  private scope(
    fields: readonly FieldDefinition[],
    logicMap: LogicMap,
    values: Readonly<Record<string, unknown>>,
    nodeOf: (id: string) => string,
  ): Scope {
    const scope: Scope = {
      nodes: new Map(fields.map((field) => [field.id, nodeOf(field.id)])),
      fields: new Map(fields.map((field) => [field.id, field])),
      logicMap,
      values,
    };
    this.nodes.push(...scope.nodes.values());
    for (const [ownerId, entry] of Object.entries(logicMap)) {
      const owner = scope.nodes.get(ownerId);
      if (!owner || entry.rules.length === 0) continue;
      for (const targetId of new Set([entry.thenFieldId, entry.elseFieldId])) {
        const target = targetId === null ? undefined : scope.nodes.get(targetId);
        if (!target) continue;
        const list = this.controls.get(target) ?? [];
        list.push({ owner, entry, scope });
        this.controls.set(target, list);
      }
    }
    return scope;
  }

  /** Every node whose visibility `isVisible(node)` reads. */
  private dependencies(node: string): string[] {
    const deps: string[] = [];
    const parent = this.parent.get(node);
    if (parent) deps.push(parent);
    for (const { owner, entry, scope } of this.controls.get(node) ?? []) {
      deps.push(owner);
      for (const rule of entry.rules) deps.push(...this.ruleSources(rule, scope));
    }
    return deps;
  }

  private ruleSources(rule: LogicRule, scope: Scope): string[] {
    const source = scope.nodes.get(rule.sourceId);
    if (!source) return [];
    const loops = this.nestedLoops(rule, scope) ?? [];
    return [
      source,
      ...loops.flatMap((loop) => {
        const nested = loop.nodes.get(rule.nestedId ?? '');
        return nested ? [nested] : [];
      }),
    ];
  }

  /** The loops a rule reads when its source is a template and it names a nested field. */
  private nestedLoops(rule: LogicRule, scope: Scope): Scope[] | null {
    const field = scope.fields.get(rule.sourceId);
    if (rule.nestedId === null || field?.type !== 'template' || scope !== this.formScope)
      return null;
    return this.loops.get(rule.sourceId) ?? [];
  }

  private isVisible(node: string): boolean {
    const known = this.memo.get(node);
    if (known !== undefined) return known;
    if (this.evaluating.has(node)) throw new Error(`Logic re-entered ${node} outside a cycle`);
    this.evaluating.add(node);
    const visible = !this.cyclic.has(node) && this.computeVisible(node);
    this.evaluating.delete(node);
    this.memo.set(node, visible);
    return visible;
  }

  private computeVisible(node: string): boolean {
    const parent = this.parent.get(node);
    if (parent && !this.isVisible(parent)) return false;
    const controls = this.controls.get(node);
    if (!controls) return true;
    return controls.some(({ owner, entry, scope }) => {
      if (!this.isVisible(owner)) return false;
      const holds = this.rulesHold(entry.operator, entry.rules, scope);
      const shownId = holds ? entry.thenFieldId : entry.elseFieldId;
      return shownId !== null && scope.nodes.get(shownId) === node;
    });
  }

  private ruleHolds(rule: LogicRule, scope: Scope): boolean {
    const source = scope.nodes.get(rule.sourceId);
    const field = scope.fields.get(rule.sourceId);
    const shown = source !== undefined && this.isVisible(source);
    const loops = this.nestedLoops(rule, scope);
    if (loops) {
      const shownLoops = shown ? loops : [];
      const inLoop = (loop: Scope | undefined) => this.nestedHolds(rule, loop);
      if (rule.loopIndex !== null) return inLoop(shownLoops[rule.loopIndex]);
      if (shownLoops.length === 0) return inLoop(undefined);
      return rule.loopOperator === 'ALL' ? shownLoops.every(inLoop) : shownLoops.some(inLoop);
    }
    const raw = shown ? scope.values[rule.sourceId] : undefined;
    if (rule.nestedId !== null && (field?.type === 'address' || field?.type === 'fullName')) {
      const part =
        typeof raw === 'object' && raw !== null
          ? (raw as Record<string, unknown>)[rule.nestedId]
          : undefined;
      return conditionHolds(rule.condition, valueTexts('text', part), rule.nestedValue, 'text');
    }
    return conditionHolds(
      rule.condition,
      valueTexts(field?.type, raw),
      rule.sourceValue,
      field?.type,
    );
  }

  /** A rule on a group field, in one loop (undefined: the loop is not there, so empty). */
  private nestedHolds(rule: LogicRule, loop: Scope | undefined): boolean {
    const id = rule.nestedId ?? '';
    const node = loop?.nodes.get(id);
    const field = loop?.fields.get(id);
    const raw = node && loop && this.isVisible(node) ? loop.values[id] : undefined;
    return conditionHolds(
      rule.condition,
      valueTexts(field?.type, raw),
      rule.nestedValue,
      field?.type,
    );
  }
}
