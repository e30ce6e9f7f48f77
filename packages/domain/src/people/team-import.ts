import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import type { CustomField } from './custom-fields.ts';

/**
 * The team import (spec section 4): a CSV or XLSX file of teams, one per row, whose columns the
 * organiser maps to these targets. Custom fields are targets too, as `customFields.<id>`.
 */
export const importTargets = [
  { key: 'name', label: 'Team name', required: true },
  { key: 'ownerEmail', label: 'Owner email', required: true },
  { key: 'ownerFirstName', label: 'Owner first name', required: false },
  { key: 'ownerSurname', label: 'Owner surname', required: false },
  { key: 'teamType', label: 'Team type', required: false },
  { key: 'isOrganiser', label: 'Organiser team', required: false },
] as const;
export type ImportTargetKey = (typeof importTargets)[number]['key'];

export const customFieldTarget = (fieldId: string) => `customFields.${fieldId}`;

/** Limits of one import file. */
export const teamImportLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxRows: 5000,
  maxColumns: 200,
  /**
   * What reading an XLSX file may inflate in all (its shared strings, styles and the sheet up to
   * the row limit): a file that compresses far better than a spreadsheet does is refused.
   */
  maxUnzippedBytes: 64 * 1024 * 1024,
} as const;

export const teamImportMessages = {
  notFound: /*i18n*/ 'Import not found',
  invalidMapping: /*i18n*/ 'Invalid column mapping',
  wrongFileType: /*i18n*/ 'Upload a CSV or XLSX file',
  noRows: /*i18n*/ 'The file has no rows below its header row',
  noHeader: /*i18n*/ 'The first row of the file must name its columns',
  tooManyRows: say(/*i18n*/ 'The file has more than {max} rows; split it into smaller files', {
    max: teamImportLimits.maxRows,
  }),
  tooManyColumns: say(/*i18n*/ 'The file has more than {max} columns', {
    max: teamImportLimits.maxColumns,
  }),
  unreadable: /*i18n*/ 'The file could not be read as a spreadsheet',
  tooMuchData:
    /*i18n*/ 'The file holds more data than an import can read; split it into smaller files',
  notChecked: /*i18n*/ 'Check the rows before importing',
  alreadyRunning: /*i18n*/ 'This import is already running',
  alreadyFinished: /*i18n*/ 'This import has finished; upload the file again to re-run it',
  rolledBack: /*i18n*/ 'Rolled back this row: its user, team and team type link',
  invalidTeamTypes: /*i18n*/ 'Invalid team types',
  notMissingTeamType: /*i18n*/ "The file doesn't name this team type, or it isn't missing",
} as const;

/** Which file column (0-based) feeds each target; targets left out are not imported. */
export const importMappingSchema = z.record(
  z
    .string()
    .regex(
      /^(name|ownerEmail|ownerFirstName|ownerSurname|teamType|isOrganiser|customFields\..+)$/,
      /*i18n*/ 'Unknown import field',
    ),
  z.number().int().min(0),
);
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const checkImportInputSchema = z.strictObject({ mapping: importMappingSchema });
export type CheckImportInput = z.infer<typeof checkImportInputSchema>;

/**
 * Body of "create the missing team types" on the review step: the names the organiser
 * confirmed, as `missingTeamTypes` listed them (matched without regard to case).
 */
export const createImportTeamTypesInputSchema = z.strictObject({
  names: z
    .array(
      z
        .string(/*i18n*/ 'Enter a name')
        .trim()
        .min(1, /*i18n*/ 'Enter a name')
        .max(200, /*i18n*/ 'Use at most 200 characters'),
    )
    .min(1, /*i18n*/ 'Choose at least one team type')
    .max(teamImportLimits.maxRows),
});
export type CreateImportTeamTypesInput = z.infer<typeof createImportTeamTypesInputSchema>;

export const importStatuses = ['uploaded', 'checked', 'running', 'finished'] as const;
export const importRowStatuses = [
  'pending',
  'ready',
  'invalid',
  'imported',
  'updated',
  'failed',
] as const;
export type ImportRowStatus = (typeof importRowStatuses)[number];

/** What happened to one row, step by step (spec section 3, Import check record). */
export const importCheckRecordSchema = z.strictObject({
  typeChecks: z.boolean(),
  upsertUser: z.boolean(),
  addTeam: z.boolean(),
  sendEmail: z.boolean(),
  error: text().nullable(),
  rollback: z.boolean(),
  rollbackMessage: text().nullable(),
});
export type ImportCheckRecord = z.infer<typeof importCheckRecordSchema>;

export const importCountsSchema = z.strictObject({
  pending: z.number().int(),
  ready: z.number().int(),
  invalid: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  /** Of the ready rows, those whose owner already has a team (running them updates it). */
  readyUpdates: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** An import as its screens show it: the file, the mapping, where it stands. */
export const teamImportSchema = z.strictObject({
  id: text(),
  fileName: text(),
  status: z.enum(importStatuses),
  columns: z.array(text()),
  /** The first rows of the file, to help map its columns. */
  sample: z.array(z.array(text())),
  mapping: importMappingSchema,
  /** A mapping guessed from the column names, for a new import (empty once it is checked). */
  suggestedMapping: importMappingSchema,
  totalRows: z.number().int(),
  counts: importCountsSchema,
  /** Rows run so far, in percent of the rows to run (ready when it started). */
  progress: z.number().int().min(0).max(100),
  /**
   * Of a checked import: the team type names its rows use that the event does not have (first
   * spelling in the file), which the review step offers to create. Empty otherwise.
   */
  missingTeamTypes: z.array(text()),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TeamImport = z.infer<typeof teamImportSchema>;

export const importRowSchema = z.strictObject({
  rowNumber: z.number().int(),
  status: z.enum(importRowStatuses),
  teamName: text(),
  ownerEmail: text(),
  /** For a ready row: whether running it updates an existing team (the owner already has one). */
  willUpdate: z.boolean(),
  problems: z.array(text()),
  check: importCheckRecordSchema.nullable(),
  teamId: text().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowListSchema = z.strictObject({
  rows: z.array(importRowSchema),
  total: z.number().int(),
});

export const importRowQuerySchema = z.object({
  status: z.enum(importRowStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});

const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const aliases: Record<ImportTargetKey, string[]> = {
  name: ['teamname', 'team', 'name', 'company', 'companyname', 'exhibitor', 'exhibitorname'],
  ownerEmail: ['owneremail', 'email', 'emailaddress', 'contactemail', 'owner'],
  ownerFirstName: ['ownerfirstname', 'firstname', 'forename', 'givenname', 'contactfirstname'],
  ownerSurname: ['ownersurname', 'surname', 'lastname', 'familyname', 'ownerlastname'],
  teamType: ['teamtype', 'type', 'group', 'category'],
  isOrganiser: ['isorganiser', 'organiser', 'organiserteam', 'organizer', 'isorganizer'],
};

/**
 * A first guess at the mapping from the column names: each target takes the first column whose
 * name matches it or one of its usual names; custom fields match by label.
 */
export function suggestImportMapping(
  columns: readonly string[],
  fields: readonly Pick<CustomField, 'id' | 'label'>[],
): ImportMapping {
  const names = columns.map(normalise);
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  const claim = (key: string, candidates: string[]) => {
    for (const candidate of candidates) {
      const index = names.findIndex((name, i) => name === candidate && !taken.has(i));
      if (index >= 0) {
        mapping[key] = index;
        taken.add(index);
        return;
      }
    }
  };
  for (const field of fields) claim(customFieldTarget(field.id), [normalise(field.label)]);
  for (const target of importTargets) claim(target.key, aliases[target.key]);
  return mapping;
}

const yes = new Set(['yes', 'y', 'true', '1', 'x', 'on']);
const no = new Set(['no', 'n', 'false', '0', '', 'off']);

/** A yes/no cell: null when it is neither. */
export function parseImportBoolean(cell: string): boolean | null {
  const text = cell.trim().toLowerCase();
  if (yes.has(text)) return true;
  if (no.has(text)) return false;
  return null;
}

/** Sizes for the progress bar: run rows over rows to run. */
export function importProgress(counts: ImportCounts): number {
  const done = counts.imported + counts.updated + counts.failed;
  const total = done + counts.ready + counts.pending;
  return total === 0 ? 100 : Math.floor((done / total) * 100);
}
