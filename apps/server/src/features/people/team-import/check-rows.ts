import { checkCustomFieldValues } from '@showdesk/domain/people/custom-field-rules';
import type { CustomField } from '@showdesk/domain/people/custom-fields';
import {
  customFieldTarget,
  type ImportMapping,
  importTargets,
  parseImportBoolean,
  teamImportMessages,
} from '@showdesk/domain/people/team-import';
import { teamNameSchema } from '@showdesk/domain/people/team-inputs';
import { type CustomFieldValues, teamMessages } from '@showdesk/domain/people/teams';
import { emailSchema } from '@showdesk/domain/people/users';
import { invalidInput } from '../../../lib/validate.ts';

/** One row's values, read from its cells through the mapping. */
export interface ImportRowValues {
  name: string;
  ownerEmail: string;
  ownerFirstName: string;
  ownerSurname: string;
  /** The team type's id; null for none; undefined when the column is not mapped. */
  teamTypeId: string | null | undefined;
  isOrganiser: boolean | undefined;
  customFields: CustomFieldValues;
}

/** What the event already holds that decides a row's fate, keyed by lower-cased text. */
export interface ImportContext {
  fields: readonly CustomField[];
  teamTypeIdsByName: ReadonlyMap<string, string>;
  /** Emails of people who own a team here → that team. */
  teamOwners: ReadonlyMap<string, { teamId: string; name: string }>;
  /** Emails of people in a team here they do not own. */
  teamMembers: ReadonlySet<string>;
  /**
   * Emails of members of this event: they need no names. Anyone else does, whether or not they
   * have an account in another event (which the import must not reveal).
   */
  accounts: ReadonlySet<string>;
  /** Team names here → the owner's email (lower-cased). */
  teamNames: ReadonlyMap<string, string | null>;
}

export interface CheckedRow {
  rowNumber: number;
  values: ImportRowValues;
  problems: string[];
  /** The owner already has a team here: running the row updates it. */
  willUpdate: boolean;
}

const maxPersonName = 100;

/** Checks that a mapping names the required targets and real columns and fields. */
export function checkMapping(
  mapping: ImportMapping,
  columnCount: number,
  fields: readonly CustomField[],
): void {
  const issues: Array<{ path: string; message: string }> = [];
  for (const target of importTargets) {
    if (target.required && mapping[target.key] === undefined) {
      issues.push({
        path: `mapping.${target.key}`,
        message: `Choose the column of ${target.label}`,
      });
    }
  }
  const fieldIds = new Set(fields.map((f) => f.id));
  for (const [key, column] of Object.entries(mapping)) {
    if (column >= columnCount) {
      issues.push({ path: `mapping.${key}`, message: /*i18n*/ 'The file has no such column' });
    }
    if (key.startsWith('customFields.') && !fieldIds.has(key.slice('customFields.'.length))) {
      issues.push({ path: `mapping.${key}`, message: /*i18n*/ 'Custom field not found' });
    }
  }
  if (issues.length > 0) throw invalidInput(teamImportMessages.invalidMapping, issues);
}

/** The values of one row through the mapping, with the problems of reading them. */
function readRow(
  cells: readonly string[],
  mapping: ImportMapping,
  context: ImportContext,
): { values: ImportRowValues; problems: string[] } {
  const problems: string[] = [];
  const cell = (key: string) => {
    const column = mapping[key];
    return column === undefined ? undefined : (cells[column] ?? '').trim();
  };

  const name = teamNameSchema.safeParse(cell('name') ?? '');
  if (!name.success) problems.push(`Team name: ${name.error.issues[0]?.message}`);
  const emailText = cell('ownerEmail') ?? '';
  const email = emailSchema.safeParse(emailText);
  if (!email.success) {
    problems.push(
      emailText
        ? `Owner email: "${emailText}" is not an email address`
        : 'Owner email: Enter an email',
    );
  }
  const ownerFirstName = cell('ownerFirstName') ?? '';
  const ownerSurname = cell('ownerSurname') ?? '';
  if (ownerFirstName.length > maxPersonName)
    problems.push('Owner first name: Use at most 100 characters');
  if (ownerSurname.length > maxPersonName)
    problems.push('Owner surname: Use at most 100 characters');

  let teamTypeId: string | null | undefined;
  const typeName = cell('teamType');
  if (typeName !== undefined) {
    teamTypeId =
      typeName === '' ? null : (context.teamTypeIdsByName.get(typeName.toLowerCase()) ?? null);
    if (typeName !== '' && teamTypeId === null)
      problems.push(`Team type: unknown team type "${typeName}"`);
  }

  let isOrganiser: boolean | undefined;
  const organiserText = cell('isOrganiser');
  if (organiserText !== undefined) {
    const parsed = parseImportBoolean(organiserText);
    if (parsed === null) problems.push(`Organiser team: "${organiserText}" is not yes or no`);
    isOrganiser = parsed ?? false;
  }

  const customFields: CustomFieldValues = {};
  for (const field of context.fields) {
    const text = cell(customFieldTarget(field.id));
    if (text === undefined) continue;
    if (field.type === 'checkbox') {
      const parsed = parseImportBoolean(text);
      if (parsed === null) problems.push(`${field.label}: "${text}" is not yes or no`);
      else customFields[field.id] = parsed;
    } else {
      customFields[field.id] = text;
    }
  }
  for (const issue of checkCustomFieldValues(context.fields, customFields)) {
    const field = context.fields.find((f) => customFieldTarget(f.id) === issue.path);
    problems.push(`${field?.label ?? issue.path}: ${issue.message}`);
  }

  return {
    values: {
      name: name.success ? name.data : '',
      ownerEmail: email.success ? email.data : emailText.toLowerCase(),
      ownerFirstName,
      ownerSurname,
      teamTypeId,
      isOrganiser,
      customFields,
    },
    problems,
  };
}

/**
 * Checks every row before anything is written (spec section 4): types, duplicates within the
 * file, unknown team types, bad emails, and what the event already holds: an owner already in
 * another team, a team name taken by another owner, a new owner with no name. A row whose owner
 * already owns a team updates that team, so running the same file twice creates nothing new.
 */
export function checkImportRows(
  rows: ReadonlyArray<{ rowNumber: number; cells: readonly string[] }>,
  mapping: ImportMapping,
  context: ImportContext,
): CheckedRow[] {
  const emailRows = new Map<string, number>();
  const nameRows = new Map<string, number>();
  return rows.map(({ rowNumber, cells }) => {
    const { values, problems } = readRow(cells, mapping, context);
    const email = values.ownerEmail;
    const nameKey = values.name.toLowerCase();
    let willUpdate = false;
    if (email) {
      const earlier = emailRows.get(email);
      if (earlier !== undefined) problems.push(`Owner email: ${email} is also on row ${earlier}`);
      else emailRows.set(email, rowNumber);
    }
    if (nameKey) {
      const earlier = nameRows.get(nameKey);
      if (earlier !== undefined)
        problems.push(`Team name: "${values.name}" is also on row ${earlier}`);
      else nameRows.set(nameKey, rowNumber);
    }
    if (email && problems.length === 0) {
      const owned = context.teamOwners.get(email);
      willUpdate = owned !== undefined;
      if (context.teamMembers.has(email))
        problems.push(`Owner email: ${teamMessages.inAnotherTeam}`);
      const nameOwner = context.teamNames.get(nameKey);
      if (nameKey && context.teamNames.has(nameKey) && nameOwner !== email) {
        problems.push(`Team name: a team named "${values.name}" already exists with another owner`);
      }
      if (!context.accounts.has(email) && (!values.ownerFirstName || !values.ownerSurname)) {
        problems.push(`Owner: ${teamMessages.newOwnerNeedsName}`);
      }
    }
    return { rowNumber, values, problems, willUpdate: willUpdate && problems.length === 0 };
  });
}

/**
 * The team type names the rows use that the event does not have, each once (matched without
 * regard to case, in the file's first spelling), in file order. None when the team type column
 * is not mapped.
 */
export function missingTeamTypeNames(
  rows: ReadonlyArray<{ cells: readonly string[] }>,
  mapping: ImportMapping,
  teamTypeIdsByName: ReadonlyMap<string, string>,
): string[] {
  const column = mapping.teamType;
  if (column === undefined) return [];
  const missing = new Map<string, string>();
  for (const { cells } of rows) {
    const name = (cells[column] ?? '').trim();
    const key = name.toLowerCase();
    if (name && !teamTypeIdsByName.has(key) && !missing.has(key)) missing.set(key, name);
  }
  return [...missing.values()];
}
