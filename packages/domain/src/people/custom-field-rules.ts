import { z } from 'zod';
import { say } from '../common/say.ts';
import type { CustomField, CustomFieldType } from './custom-fields.ts';
import type { CustomFieldValues, StandShareRole } from './teams.ts';

/**
 * Who is looking at a team's custom fields: organisers (every field, hidden ones too) or the
 * team itself (only fields with showField).
 */
export type CustomFieldAudience = 'organiser' | 'team';

type FieldLike = Pick<
  CustomField,
  'id' | 'label' | 'type' | 'index' | 'showField' | 'showToChildTeams' | 'isRequired'
>;

/** A problem with one value, at `customFields.<fieldId>`. */
export interface CustomFieldIssue {
  path: string;
  message: string;
}

/**
 * The fields that apply to a team, in the event's order (index, then label). Child (stand-share)
 * teams have only the fields with showToChildTeams; the team's own screens leave out fields
 * whose showField is false.
 */
export function visibleCustomFields<F extends FieldLike>(
  fields: readonly F[],
  team: { standShareRole: StandShareRole | null },
  audience: CustomFieldAudience,
): F[] {
  return fields
    .filter((field) => team.standShareRole !== 'child' || field.showToChildTeams)
    .filter((field) => audience === 'organiser' || field.showField)
    .sort((a, b) => a.index - b.index || a.label.localeCompare(b.label));
}

/** Only the values of the given fields (e.g. the visible ones), for a screen that shows them. */
export function pickCustomFieldValues(
  fields: readonly Pick<CustomField, 'id'>[],
  values: CustomFieldValues,
): CustomFieldValues {
  const picked: CustomFieldValues = {};
  for (const field of fields) {
    const value = values[field.id];
    if (value !== undefined) picked[field.id] = value;
  }
  return picked;
}

const email = z.email();
const url = z.url({ protocol: /^https?$/ });
const isoDate = z.iso.date();
const numberText = /^-?\d+(\.\d+)?$/;
const phoneText = /^\+?[\d\s().-]{3,30}$/;

/**
 * Why a non-empty text value does not suit its field type, or null when it does (also the
 * text-like form fields and repeater cells: `forms/check-value.ts`).
 */
export function textProblem(type: CustomFieldType, value: string): string | null {
  if (type === 'email' && !email.safeParse(value).success)
    return /*i18n*/ 'Enter a valid email address';
  if (type === 'url' && !url.safeParse(value).success)
    return /*i18n*/ 'Enter a web address (https://…)';
  if (type === 'number' && !numberText.test(value)) return /*i18n*/ 'Enter a number';
  if (type === 'date' && !isoDate.safeParse(value).success)
    return /*i18n*/ 'Enter a date (YYYY-MM-DD)';
  if (type === 'tel' && !phoneText.test(value)) return /*i18n*/ 'Enter a phone number';
  return null;
}

/**
 * Checks values sent for a team against the fields it may fill in: every key must be one of
 * them, a checkbox takes true or false and every other type text of its kind.
 */
export function checkCustomFieldValues(
  fields: readonly FieldLike[],
  values: Record<string, unknown>,
): CustomFieldIssue[] {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const issues: CustomFieldIssue[] = [];
  for (const [id, value] of Object.entries(values)) {
    const path = `customFields.${id}`;
    const field = byId.get(id);
    if (!field) {
      issues.push({ path, message: /*i18n*/ 'Unknown custom field' });
    } else if (field.type === 'checkbox') {
      if (typeof value !== 'boolean') issues.push({ path, message: /*i18n*/ 'Choose yes or no' });
    } else if (typeof value !== 'string') {
      issues.push({ path, message: /*i18n*/ 'Enter text' });
    } else if (value.trim() !== '') {
      const problem = textProblem(field.type, value.trim());
      if (problem) issues.push({ path, message: problem });
    }
  }
  return issues;
}

/** A required checkbox must be ticked; a required text must have more than spaces. */
export function isCustomFieldFilled(type: CustomFieldType, value: unknown): boolean {
  if (type === 'checkbox') return value === true;
  return typeof value === 'string' && value.trim() !== '';
}

/** The required fields among `fields` that `values` leaves empty, one issue each. */
export function missingRequiredCustomFields(
  fields: readonly FieldLike[],
  values: Record<string, unknown>,
): CustomFieldIssue[] {
  return fields
    .filter((field) => field.isRequired && !isCustomFieldFilled(field.type, values[field.id]))
    .map((field) => ({
      path: `customFields.${field.id}`,
      message: say(/*i18n*/ '{label} is required', { label: field.label }),
    }));
}
