import { z } from 'zod';
import { type AcceptedCurrencyId, defaultCurrencyId } from '../common/currencies.ts';
import { checkFieldValue, type UploadedFile, type ValueCheck } from './check-value.ts';
import type { FieldDefinition } from './fields.ts';
import {
  type FieldGroupShape,
  type FormShape,
  layOutForm,
  loopFieldPath,
  type PlacedTemplate,
} from './layout.ts';
import { evaluateVisibility, type FormVisibility } from './logic.ts';
import { fieldMessages, formMessages } from './messages.ts';
import { type ChosenItems, computeTotals, quantitiesOf, type SubmissionTotals } from './money.ts';
import type { FieldIssue } from './records.ts';
import type {
  FieldValue,
  LineItem,
  SubmissionValue,
  SubmissionValues,
  TemplateValue,
} from './values.ts';

export interface SubmissionCheckOptions {
  /** A draft skips the checks that a value is there (required, at-least minimums), not the rest. */
  isDraft: boolean;
  /**
   * The server's record of the files uploaded for this submission, by fileId: a file not in it
   * is refused, and its type and size are read from it. The browser leaves it out.
   */
  files?: ReadonlyMap<string, UploadedFile>;
  /** The event's currency (variables settings); GBP when not given. */
  currencyId?: AcceptedCurrencyId;
}

export type SubmissionCheck =
  | {
      success: true;
      /** Only the shown fields' values, cleaned; grand totals computed here. */
      values: SubmissionValues;
      totals: SubmissionTotals;
      visibility: FormVisibility;
    }
  | {
      success: false;
      message: typeof formMessages.invalidSubmission;
      /** One per problem: `values.<fieldId>[.<part or index>…]` and what is wrong. */
      details: FieldIssue[];
    };

const valuesMessage = /*i18n*/ 'Send the values as an object of field ids';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a submission's values against its form, the one rule for the server (before every
 * write, members and guests alike) and the browser (before sending). Only the fields the logic
 * shows are checked; values of hidden fields are dropped, a value for a field the form does not
 * have is refused. Each shown field's value must suit its type and settings (required unless a
 * draft, min and max, options, parts, cells, file types and sizes, item prices); the grand total
 * is computed from the item lists and a different total sent is refused as forged.
 */
export function validateSubmission(
  form: FormShape,
  fields: readonly FieldDefinition[],
  fieldGroups: readonly FieldGroupShape[],
  values: unknown,
  options: SubmissionCheckOptions,
): SubmissionCheck {
  const details: FieldIssue[] = [];
  const fail = () => ({
    success: false as const,
    message: formMessages.invalidSubmission,
    details,
  });
  if (!isRecord(values)) {
    details.push({ path: 'values', message: valuesMessage });
    return fail();
  }
  const check: ValueCheck = {
    isDraft: options.isDraft,
    files: options.files,
    issue: (path, message) => details.push({ path: `values.${path}`, message }),
  };
  const layout = layOutForm(form, fields, fieldGroups);
  const visibility = evaluateVisibility(form, fields, fieldGroups, values);
  const onForm = new Set(layout.fields.map((field) => field.id));
  for (const id of Object.keys(values))
    if (!onForm.has(id)) check.issue(id, fieldMessages.unknownField);

  const cleaned: SubmissionValues = {};
  const itemLists: ChosenItems[] = [];
  const keep = (
    store: Record<string, SubmissionValue>,
    field: FieldDefinition,
    path: string,
    raw: unknown,
  ) => {
    const value = checkFieldValue(field, raw, path, check);
    if (value === undefined) return;
    store[field.id] = value;
    if (field.type === 'itemList')
      itemLists.push({ path, field, quantities: quantitiesOf(value as LineItem[]) });
  };
  const grandTotals: FieldDefinition[] = [];
  for (const field of layout.fields) {
    if (!visibility.visible.has(field.id)) continue;
    const raw = values[field.id];
    if (field.type === 'grandTotal') grandTotals.push(field);
    else if (field.type === 'template') {
      const placed = layout.templates.get(field.id);
      const value = checkTemplate(field.id, placed, raw, visibility, check, keep);
      if (value) cleaned[field.id] = value;
    } else keep(cleaned, field, field.id, raw);
  }

  let totals: SubmissionTotals | undefined;
  try {
    totals = computeTotals(itemLists, options.currencyId ?? defaultCurrencyId);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    details.push({ path: 'values', message: fieldMessages.totalTooLarge });
  }
  // A total sent is compared only when every other value is sound: a refused loop or item
  // list would make a true total look forged.
  const isSound = details.length === 0;
  for (const field of grandTotals) {
    const sent = values[field.id];
    if (totals && isSound && !(sent === undefined || sent === null) && sent !== totals.grandTotal)
      check.issue(field.id, fieldMessages.forgedTotal);
    if (totals) cleaned[field.id] = totals.grandTotal;
  }
  if (details.length > 0 || !totals) return fail();
  return { success: true, values: cleaned, totals, visibility };
}

const templateShape = z.strictObject({
  loopCount: z.number().int(),
  templateValues: z.array(z.record(z.string(), z.unknown())),
});

type Keep = (
  store: Record<string, SubmissionValue>,
  field: FieldDefinition,
  path: string,
  raw: unknown,
) => void;

/**
 * A template's value: a loop count the field allows, one set of values per loop, and in each
 * loop the shown group fields' values. Nothing sent: the one loop shown is checked as empty.
 */
function checkTemplate(
  templateId: string,
  placed: PlacedTemplate | undefined,
  raw: unknown,
  visibility: FormVisibility,
  check: ValueCheck,
  keep: Keep,
): TemplateValue | undefined {
  const loops: Record<string, unknown>[] = [];
  if (raw === undefined || raw === null) loops.push({});
  else {
    const parsed = templateShape.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        check.issue([templateId, ...issue.path].join('.'), issue.message);
      return undefined;
    }
    const max = placed?.field.isLooping ? placed.field.maxLoops : 1;
    const { loopCount, templateValues } = parsed.data;
    if (loopCount < 1 || loopCount > max) {
      check.issue(`${templateId}.loopCount`, fieldMessages.loopCount(max));
      return undefined;
    }
    if (templateValues.length !== loopCount) {
      check.issue(`${templateId}.templateValues`, fieldMessages.loopValues);
      return undefined;
    }
    loops.push(...templateValues);
  }
  const groupFields = placed?.fields ?? [];
  const inGroup = new Set(groupFields.map((field) => field.id));
  const templateValues = loops.map((loop, loopIndex) => {
    const kept: Record<string, FieldValue> = {};
    for (const id of Object.keys(loop))
      if (!inGroup.has(id))
        check.issue(loopFieldPath(templateId, loopIndex, id), fieldMessages.unknownField);
    for (const field of groupFields) {
      const path = loopFieldPath(templateId, loopIndex, field.id);
      if (visibility.visible.has(path)) keep(kept, field, path, loop[field.id]);
    }
    return kept;
  });
  return raw === undefined || raw === null
    ? undefined
    : { loopCount: loops.length, templateValues };
}
