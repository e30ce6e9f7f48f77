import { z } from 'zod';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { textProblem } from '../people/custom-field-rules.ts';
import {
  defaultUploadLimitBytes,
  uploadAcceptClasses,
  uploadMimeTypes,
} from '../platform/uploads.ts';
import { formLimits } from './constants.ts';
import {
  addressParts,
  nameParts,
  type PartSetting,
  repeaterCells,
  requiredAddressParts,
  requiredNameParts,
} from './field-settings.ts';
import type { FieldDefinition, FieldOf } from './fields.ts';
import { fieldMessages } from './messages.ts';
import {
  addressValueSchema,
  type FieldValue,
  type FileValue,
  fileValueSchema,
  type LineItem,
  lineItemSchema,
  nameValueSchema,
  type RepeaterRow,
  repeaterRowSchema,
} from './values.ts';

/** What the server knows of an uploaded file (from its own record, never from the browser). */
export type UploadedFile = Omit<FileValue, 'fileId'>;

export interface ValueCheck {
  /** A draft skips the checks that a value is there: required, and at-least minimums. */
  isDraft: boolean;
  /** The files uploaded for this submission, by fileId; absent: the browser checks its own. */
  files?: ReadonlyMap<string, UploadedFile>;
  issue(path: string, message: string): void;
}

const megabyte = 1024 * 1024;

/** A value read with a schema, its issues reported under `path`; undefined when it fails. */
function read<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  path: string,
  check: ValueCheck,
): z.output<S> | undefined {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    check.issue([path, ...issue.path].join('.'), issue.message);
  return undefined;
}

const isEmpty = (raw: unknown) => raw === undefined || raw === null;

// Built once: making a zod schema costs far more than running it.
const textOf = (max: number) =>
  text(fieldMessages.enterText)
    .trim()
    .max(max, say(/*i18n*/ 'Use at most {max} characters', { max }));
const shortTextSchema = textOf(formLimits.textChars);
const longTextSchema = textOf(formLimits.areaChars);
const choicesSchema = z.array(text()).max(formLimits.optionsPerField);
const rowsSchema = z.array(repeaterRowSchema).max(formLimits.repeaterRows);
const filesSchema = z
  .array(fileValueSchema)
  .max(formLimits.filesPerField, fieldMessages.filesAtMost(formLimits.filesPerField));
const linesSchema = z.array(lineItemSchema).max(formLimits.itemsPerList);

/**
 * Checks the value of one shown field (any type but template and grandTotal, which
 * `validateSubmission` handles) and returns what to store: trimmed, only the parts and cells
 * the field has, prices from the field's own items; undefined when nothing was sent.
 */
export function checkFieldValue(
  field: FieldDefinition,
  raw: unknown,
  path: string,
  check: ValueCheck,
): FieldValue | undefined {
  const required = (at = path, label = field.label) => {
    if (field.isRequired && !check.isDraft) check.issue(at, fieldMessages.required(label));
  };
  switch (field.type) {
    case 'text':
    case 'email':
    case 'tel':
    case 'url':
    case 'date':
    case 'area': {
      const schema = field.type === 'area' ? longTextSchema : shortTextSchema;
      const value = read(schema, raw ?? '', path, check);
      if (value === undefined) return undefined;
      if (value === '') required();
      else if (field.type !== 'area') {
        const problem = textProblem(field.type, value);
        if (problem) check.issue(path, problem);
      }
      return isEmpty(raw) ? undefined : value;
    }
    case 'number':
      return checkNumber(field, raw, path, check, required);
    case 'checkbox':
    case 'dropdown':
      return checkChoice(field, raw, path, check, required);
    case 'address':
    case 'fullName':
      return checkParts(field, raw, path, check, required);
    case 'repeater':
      return checkRepeater(field, raw, path, check, required);
    case 'upload':
      return checkUpload(field, raw, path, check, required);
    case 'itemList':
      return checkItems(field, raw, path, check, required);
    case 'disclaimer': {
      if (!isEmpty(raw) && typeof raw !== 'boolean') {
        check.issue(path, fieldMessages.tickToAgree);
        return undefined;
      }
      if (raw !== true) required();
      return isEmpty(raw) ? undefined : (raw as boolean);
    }
    default:
      // Layout fields hold nothing; template and grandTotal never reach here.
      if (!isEmpty(raw)) check.issue(path, fieldMessages.noValue);
      return undefined;
  }
}

type Required = (at?: string, label?: string) => void;

function checkNumber(
  field: FieldOf<'number'>,
  raw: unknown,
  path: string,
  check: ValueCheck,
  required: Required,
): number | undefined {
  if (isEmpty(raw) || raw === '') {
    required();
    return undefined;
  }
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    check.issue(path, fieldMessages.enterNumber);
    return undefined;
  }
  const isLow = field.min !== null && raw < field.min && !check.isDraft;
  const isHigh = field.max !== null && raw > field.max;
  if (isLow || isHigh) {
    // The number stays as typed; the message says the whole range when there is one.
    check.issue(
      path,
      field.min !== null && field.max !== null
        ? fieldMessages.between(field.min, field.max)
        : isLow
          ? fieldMessages.atLeast(field.min!)
          : fieldMessages.atMost(field.max!),
    );
  }
  return raw;
}

function checkChoice(
  field: FieldOf<'checkbox' | 'dropdown'>,
  raw: unknown,
  path: string,
  check: ValueCheck,
  required: Required,
): string | string[] | undefined {
  const values = new Set(field.options.map((option) => option.value));
  if (!field.isMulti) {
    if (isEmpty(raw) || raw === '') {
      required();
      return isEmpty(raw) ? undefined : '';
    }
    if (typeof raw !== 'string') check.issue(path, fieldMessages.chooseOne);
    else if (!values.has(raw)) check.issue(path, fieldMessages.notAnOption);
    return typeof raw === 'string' ? raw : undefined;
  }
  const chosen = read(choicesSchema, raw ?? [], path, check);
  if (!chosen) return undefined;
  chosen.forEach((value, index) => {
    if (!values.has(value)) check.issue(`${path}.${index}`, fieldMessages.notAnOption);
    else if (chosen.indexOf(value) !== index)
      check.issue(`${path}.${index}`, fieldMessages.duplicateChoice);
  });
  if (chosen.length === 0) required();
  else if (field.min !== null && chosen.length < field.min && !check.isDraft)
    check.issue(path, fieldMessages.chooseAtLeast(field.min));
  if (field.max !== null && chosen.length > field.max)
    check.issue(path, fieldMessages.chooseAtMost(field.max));
  return isEmpty(raw) ? undefined : chosen;
}

function checkParts(
  field: FieldOf<'address' | 'fullName'>,
  raw: unknown,
  path: string,
  check: ValueCheck,
  required: Required,
): Record<string, string> | undefined {
  const isAddress = field.type === 'address';
  const schema = isAddress ? addressValueSchema : nameValueSchema;
  const value = read(schema, raw ?? {}, path, check) as Record<string, string | undefined>;
  if (!value) return undefined;
  const settings = field as unknown as Record<string, PartSetting>;
  const shown = (isAddress ? addressParts : nameParts).filter((name) => settings[name]?.show);
  // Parts the field does not show are dropped, like the values of hidden fields.
  const kept: Record<string, string> = {};
  for (const name of shown) {
    const part = value[name]?.trim();
    if (part !== undefined) kept[name] = name === 'postcode' ? part.toUpperCase() : part;
  }
  const needed = (isAddress ? requiredAddressParts : requiredNameParts).filter((name) =>
    shown.includes(name as never),
  );
  if (needed.length === 0) {
    if (!Object.values(kept).some(Boolean)) required();
  } else {
    for (const name of needed)
      if (!kept[name]) required(`${path}.${name}`, settings[name]?.label || field.label);
  }
  return isEmpty(raw) ? undefined : kept;
}

function checkRepeater(
  field: FieldOf<'repeater'>,
  raw: unknown,
  path: string,
  check: ValueCheck,
  required: Required,
): RepeaterRow[] | undefined {
  const rows = read(rowsSchema, raw ?? [], path, check);
  if (!rows) return undefined;
  const cells = repeaterCells(field.cellSchema);
  const kept: RepeaterRow[] = [];
  rows.forEach((row, index) => {
    for (const key of Object.keys(row))
      if (!cells.some((cell) => cell.key === key))
        check.issue(`${path}.${index}.${key}`, /*i18n*/ 'This repeater has no such cell');
    const out: RepeaterRow = {};
    for (const cell of cells) {
      const value = row[cell.key]?.trim() ?? '';
      const problem = value === '' ? null : textProblem(cell.type, value);
      if (problem) check.issue(`${path}.${index}.${cell.key}`, problem);
      out[cell.key] = value;
    }
    // A row left blank is not a row.
    if (Object.values(out).some(Boolean)) kept.push(out);
  });
  if (kept.length === 0) required();
  else if (field.min !== null && kept.length < field.min && !check.isDraft)
    check.issue(path, fieldMessages.rowsAtLeast(field.min));
  if (field.max !== null && kept.length > field.max)
    check.issue(path, fieldMessages.rowsAtMost(field.max));
  return isEmpty(raw) ? undefined : kept;
}

/** The largest file an upload field takes, in bytes. */
export const uploadLimitBytes = (
  field: Pick<FieldOf<'upload'>, 'hasMaxFileSize' | 'maxFileSizeMB'>,
) => (field.hasMaxFileSize ? Math.floor(field.maxFileSizeMB * megabyte) : defaultUploadLimitBytes);

/** The MIME types an upload field takes (its accept classes). */
export const acceptedMimeTypes = (field: Pick<FieldOf<'upload'>, 'accept'>): Set<string> =>
  new Set(field.accept.flatMap((name) => uploadAcceptClasses[name].map((k) => uploadMimeTypes[k])));

function checkUpload(
  field: FieldOf<'upload'>,
  raw: unknown,
  path: string,
  check: ValueCheck,
  required: Required,
): FileValue[] | undefined {
  const files = read(filesSchema, raw ?? [], path, check);
  if (!files) return undefined;
  if (!field.isMulti && files.length > 1) check.issue(path, fieldMessages.oneFile);
  const accepted = acceptedMimeTypes(field);
  const limit = uploadLimitBytes(field);
  const kept = files.map((file, index) => {
    const at = `${path}.${index}`;
    const known = check.files ? check.files.get(file.fileId) : file;
    if (!known) {
      check.issue(at, fieldMessages.fileNotUploaded);
      return file;
    }
    const stored = { ...known, fileId: file.fileId };
    if (!accepted.has(stored.type)) check.issue(at, fieldMessages.fileType(field.accept));
    if (stored.size > limit) check.issue(at, fieldMessages.fileTooLarge(limit));
    return stored;
  });
  if (kept.length === 0) required();
  return isEmpty(raw) ? undefined : kept;
}

function checkItems(
  field: FieldOf<'itemList'>,
  raw: unknown,
  path: string,
  check: ValueCheck,
  required: Required,
): LineItem[] | undefined {
  const lines = read(linesSchema, raw ?? [], path, check);
  if (!lines) return undefined;
  const items = new Map(field.items.map((item) => [item.itemId, item]));
  const seen = new Set<string>();
  const kept: LineItem[] = [];
  for (const [index, line] of lines.entries()) {
    const item = items.get(line.itemId);
    if (!item || seen.has(line.itemId)) {
      const problem = item ? fieldMessages.duplicateItem : fieldMessages.unknownItem;
      check.issue(`${path}.${index}.itemId`, problem);
      continue;
    }
    seen.add(line.itemId);
    if (line.price !== item.price) check.issue(`${path}.${index}.price`, fieldMessages.forgedPrice);
    if (line.quantity > 0)
      kept.push({ itemId: item.itemId, price: item.price, quantity: line.quantity });
  }
  if (kept.length === 0) required();
  return isEmpty(raw) ? undefined : kept;
}
