import {
  asIs,
  type ExportCell,
  exportDateCell,
  exportDateTimeCell,
  looksLikeFormula,
  type Say,
  zonedHeading,
} from '../reports/exports.ts';
import { minorUnitsPerUnit } from './constants.ts';
import { type AddressPart, addressParts, type NamePart, nameParts } from './field-settings.ts';
import { isLayoutFieldType } from './field-types.ts';
import { type FieldDefinition, fieldReportLabel } from './fields.ts';
import { loopTitle } from './layout.ts';
import { formatMinorUnits } from './money.ts';

/**
 * A form's submissions as spreadsheet rows (calls document, 7.6): who sent
 * each and when, then a column per field in the form's order, numbered with a two-digit
 * prefix ("01 Company"). Fields with parts (address, name, item lists, looped groups) are
 * flattened into readable columns of their own; layout-only fields have none. Pure: the server
 * streams these rows, the tests read them.
 */

/** The headings before the fields', in order. */
export const submissionExportHeadings = [
  /*i18n*/ 'Submitted By',
  /*i18n*/ 'Submitted At',
  /*i18n*/ "User's Team",
  /*i18n*/ 'Parent Team',
  /*i18n*/ 'Team Role',
] as const;

/** The export's own words in its cells (said by the options' `say`). */
export const submissionExportTexts = {
  guest: /*i18n*/ 'Guest submission',
  owner: /*i18n*/ 'Team Owner',
  member: /*i18n*/ 'Team Member',
  unknownParent: /*i18n*/ 'Unknown Parent Team',
  agreed: /*i18n*/ 'Agreed to disclaimer',
  notAgreed: /*i18n*/ 'Did not agree to disclaimer',
} as const;

/** The words of a field's part columns ("01 Catering · Coffee · Quantity"). */
const partWords = {
  quantity: /*i18n*/ 'Quantity',
  lineTotal: /*i18n*/ 'Line Total',
  total: /*i18n*/ 'Total',
  links: /*i18n*/ 'Links',
} as const;

/** What the export knows of a submission beyond its values (read with it, in one query). */
export interface ExportedSubmission {
  values: Record<string, unknown>;
  isGuest: boolean;
  /** When it was first saved (ISO or Date): its draft's start. */
  createdAt: string | Date;
  /** When it was sent (ISO or Date): the Submitted At column (createdAt when unknown). */
  submittedAt: string | Date | null;
  /** The sender's name in the event, when they are still a member. */
  submittedBy: string | null;
  teamName: string | null;
  /** Whether the sender owns the team (null: no team, or a guest). */
  isTeamOwner: boolean | null;
  /** A stand share's parent: its name, or null when it cannot be found. */
  standShare: { parentName: string | null } | null;
}

/** One column: its heading and its cell from a submission's values. */
export interface ExportColumn {
  heading: string;
  cell: (values: Record<string, unknown>) => ExportCell;
}

/** Where a field's value is read from: the submission's values, or one loop's values. */
type ValuesOf = (values: Record<string, unknown>) => Record<string, unknown> | undefined;

export interface ExportColumnOptions {
  /** The event's currency: money cells carry its symbol and two decimals. */
  currencyId: string;
  /** The field groups template fields place, by id (their fields in order). */
  fieldGroups: ReadonlyMap<string, { title: string; fields: readonly FieldDefinition[] }>;
  /** Where the app is served ("https://show.example"): upload cells then carry links too. */
  origin?: string;
  /** Says the export's own words (the server's: the event's language); English without. */
  say?: Say;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** "01", "02", … "99", then "100": the two-digit field prefix. */
export const fieldPrefix = (index: number) => String(index + 1).padStart(2, '0');

/** An address part as the export writes it: the postcode upper-cased. */
export function addressPartText(part: AddressPart, value: unknown): string {
  const text = textOf(value).trim();
  return part === 'postcode' ? text.toUpperCase() : text;
}

/** The chosen options' labels, joined: a value no longer an option is shown as it was. */
function choiceText(field: FieldDefinition & { type: 'checkbox' | 'dropdown' }, value: unknown) {
  const labels = new Map(field.options.map((option) => [option.value, option.label]));
  const chosen = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
  return chosen.map((v) => labels.get(String(v)) ?? String(v)).join(', ');
}

function repeaterText(field: FieldDefinition & { type: 'repeater' }, value: unknown): string {
  if (!Array.isArray(value)) return '';
  const cells = (['cell1', 'cell2', 'cell3', 'cell4'] as const).flatMap((key) => {
    const cell = field.cellSchema[key];
    return cell ? [{ key, label: cell.label }] : [];
  });
  return value
    .filter(isRecord)
    .map((row) =>
      cells
        .map(({ key, label }) => `${label}: ${textOf(row[key]).trim()}`)
        .filter((text) => !text.endsWith(': '))
        .join(', '),
    )
    .filter((line) => line !== '')
    .join('\n');
}

const filesOf = (value: unknown) =>
  Array.isArray(value)
    ? value.filter(isRecord).map((file) => ({ name: textOf(file.name), url: textOf(file.url) }))
    : [];

/** The columns of one field (none for a layout field), each reading through `valuesOf`. */
function fieldColumns(
  field: FieldDefinition,
  heading: string,
  valuesOf: ValuesOf,
  options: ExportColumnOptions,
): ExportColumn[] {
  const value = (values: Record<string, unknown>) => valuesOf(values)?.[field.id];
  const money = (amount: number): ExportCell => ({
    amount: amount / minorUnitsPerUnit,
    currency: options.currencyId,
    text: formatMinorUnits(amount, options.currencyId),
  });
  const one = (cell: ExportColumn['cell']): ExportColumn[] => [{ heading, cell }];
  const say = options.say ?? asIs;
  switch (field.type) {
    case 'customText':
    case 'section':
    case 'newPage':
    case 'callout':
      return [];
    case 'number':
      return one((values) => {
        const v = value(values);
        return typeof v === 'number' ? v : textOf(v);
      });
    case 'date':
      return one((values) => exportDateCell(textOf(value(values))));
    case 'checkbox':
    case 'dropdown':
      return one((values) => choiceText(field, value(values)));
    case 'disclaimer':
      return one((values) =>
        say(
          value(values) === true ? submissionExportTexts.agreed : submissionExportTexts.notAgreed,
        ),
      );
    case 'address':
    case 'fullName': {
      const parts: readonly (AddressPart | NamePart)[] =
        field.type === 'address' ? addressParts : nameParts;
      const settings = field as unknown as Record<string, { label: string; show: boolean }>;
      return parts
        .filter((part) => settings[part]?.show)
        .map((part) => ({
          heading: `${heading} · ${settings[part]!.label}`,
          cell: (values) => {
            const v = value(values);
            const text = isRecord(v) ? v[part] : undefined;
            return field.type === 'address'
              ? addressPartText(part as AddressPart, text)
              : textOf(text).trim();
          },
        }));
    }
    case 'itemList': {
      const lineOf = (values: Record<string, unknown>, itemId: string) => {
        const lines = value(values);
        if (!Array.isArray(lines)) return undefined;
        const line = lines.find((l) => isRecord(l) && l.itemId === itemId);
        return isRecord(line) && typeof line.quantity === 'number' && line.quantity > 0
          ? { quantity: line.quantity, price: typeof line.price === 'number' ? line.price : 0 }
          : undefined;
      };
      return [
        ...field.items.flatMap((item): ExportColumn[] => [
          {
            heading: `${heading} · ${item.label} · ${say(partWords.quantity)}`,
            cell: (values) => lineOf(values, item.itemId)?.quantity ?? 0,
          },
          {
            heading: `${heading} · ${item.label} · ${say(partWords.lineTotal)}`,
            cell: (values) => {
              const line = lineOf(values, item.itemId);
              return line ? money(line.price * line.quantity) : '';
            },
          },
        ]),
        {
          heading: `${heading} · ${say(partWords.total)}`,
          cell: (values) => {
            const lines = value(values);
            if (!Array.isArray(lines)) return '';
            const total = lines
              .filter(isRecord)
              .reduce(
                (sum, l) =>
                  sum +
                  (typeof l.price === 'number' && typeof l.quantity === 'number'
                    ? l.price * l.quantity
                    : 0),
                0,
              );
            return money(total);
          },
        },
      ];
    }
    case 'grandTotal':
      return one((values) => {
        const v = value(values);
        return typeof v === 'number' ? money(v) : '';
      });
    case 'repeater':
      return one((values) => repeaterText(field, value(values)));
    case 'upload': {
      const names: ExportColumn = {
        heading,
        cell: (values) =>
          filesOf(value(values))
            .map((file) => file.name)
            .join(', '),
      };
      if (!options.origin) return [names];
      const origin = options.origin.replace(/\/$/, '');
      return [
        names,
        {
          heading: `${heading} · ${say(partWords.links)}`,
          cell: (values) =>
            filesOf(value(values))
              .map((file) => (file.url.startsWith('/') ? `${origin}${file.url}` : file.url))
              .join('\n'),
        },
      ];
    }
    case 'template': {
      const group = options.fieldGroups.get(field.fieldGroupId);
      if (!group) return [];
      const loops = field.isLooping ? field.maxLoops : 1;
      const columns: ExportColumn[] = [];
      for (let loop = 0; loop < loops; loop += 1) {
        // "03 Stand staff 2": the field's report label when it has one, else the loop's own
        // title as the form shows it (the group's, or the prefix), numbered.
        const number = /^\d{2,} /.exec(heading)?.[0] ?? '';
        const title = field.reportLabel
          ? `${field.reportLabel} ${loop + 1}`
          : loopTitle(field, { title: group.title }, loop);
        const loopHeading = loops > 1 ? `${number}${title}` : heading;
        const loopValues: ValuesOf = (values) => {
          const v = value(values);
          if (!isRecord(v) || !Array.isArray(v.templateValues)) return undefined;
          const count = typeof v.loopCount === 'number' ? v.loopCount : v.templateValues.length;
          const entry = loop < count ? v.templateValues[loop] : undefined;
          return isRecord(entry) ? entry : undefined;
        };
        for (const inner of group.fields)
          columns.push(
            ...fieldColumns(
              inner,
              `${loopHeading} · ${fieldReportLabel(inner)}`,
              loopValues,
              options,
            ),
          );
      }
      return columns;
    }
    default:
      return one((values) => textOf(value(values)));
  }
}

/**
 * The field columns of a form: input fields numbered in order ("01 Company", "02 Address ·
 * Postcode", "03 Contact 2 · Email"), each headed by its reportLabel when set.
 */
export function submissionExportColumns(
  fields: readonly FieldDefinition[],
  options: ExportColumnOptions,
): ExportColumn[] {
  const inputs = fields.filter((field) => !isLayoutFieldType(field.type));
  return inputs.flatMap((field, index) =>
    fieldColumns(
      field,
      `${fieldPrefix(index)} ${fieldReportLabel(field)}`,
      (values) => values,
      options,
    ),
  );
}

/**
 * Every heading of the export: who and when (said by `say`), then the fields'. Given the
 * event's zone, the Submitted At heading names it ("Submitted At (Europe/Berlin)").
 */
export const submissionExportHeadingRow = (
  columns: readonly ExportColumn[],
  timeZone?: string,
  say: Say = asIs,
) => [
  ...submissionExportHeadings.map((heading) =>
    heading === 'Submitted At' ? zonedHeading(say(heading), timeZone) : say(heading),
  ),
  ...columns.map((column) => column.heading),
];

/** One submission's cells, in `submissionExportHeadingRow` order. */
export function submissionExportCells(
  columns: readonly ExportColumn[],
  submission: ExportedSubmission,
  /** The event's zone: Submitted At is its wall clock (UK time unless given). */
  timeZone?: string,
  /** Says the export's own words (Guest submission, Team Owner…); English without. */
  say: Say = asIs,
): ExportCell[] {
  const guest = say(submissionExportTexts.guest);
  const owner = say(submissionExportTexts.owner);
  const member = say(submissionExportTexts.member);
  const unknownParent = say(submissionExportTexts.unknownParent);
  const who = submission.isGuest
    ? [guest, '', '']
    : [
        submission.teamName ?? '',
        submission.standShare ? (submission.standShare.parentName ?? unknownParent) : '',
        submission.isTeamOwner === null ? '' : submission.isTeamOwner ? owner : member,
      ];
  return [
    submission.isGuest ? guest : (submission.submittedBy ?? ''),
    exportDateTimeCell(submission.submittedAt ?? submission.createdAt, timeZone),
    ...who,
    ...columns.map((column) => column.cell(submission.values)),
  ];
}

/** Whether a cell must be written as text so that a spreadsheet never runs it. */
export const isFormulaLike = (cell: ExportCell) =>
  typeof cell === 'string' && looksLikeFormula(cell);
