/**
 * Spreadsheet exports (calls document, 7.6): the formats, file names, en-GB dates and the
 * cell safety every export shares (the task report, a form's submissions). No zod here: the
 * web's download code imports it too.
 */

export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportContentTypes: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Says an export's own words (a heading, a status, a sheet's name) in the language the file is
 * written in, given their English: the server passes its catalogue's (`i18n._`, the event's
 * default language); without one they stay English.
 */
export type Say = (english: string) => string;
export const asIs: Say = (english) => english;

/** The response header that carries how many rows an export will hold (its progress). */
export const exportRowsHeader = 'x-export-rows';

/** One cell of an export: text, or a number (a number field's value). */
/**
 * Money as a spreadsheet number in the event's currency format (`amount` in major units:
 * 12.5 is £12.50), so that totals can be summed; `text` is how CSV and emails write it.
 */
export interface MoneyCell {
  amount: number;
  currency: string;
  text: string;
}

/**
 * A day (`date`: YYYY-MM-DD) or a moment (`dateTime`: YYYY-MM-DDTHH:mm, UK wall clock) as a
 * spreadsheet date, which sorts and filters as one; `text` is how CSV and emails write it.
 */
export interface DateCell {
  date: string;
  text: string;
}
export interface DateTimeCell {
  dateTime: string;
  text: string;
}

export type ExportCell = string | number | MoneyCell | DateCell | DateTimeCell;

/** How a cell reads as text (CSV, emails, a heading's width). */
export const exportCellText = (cell: ExportCell): string =>
  typeof cell === 'string' ? cell : typeof cell === 'number' ? String(cell) : cell.text;

/**
 * A file name from a record's title: letters, digits, spaces, - and _ only, then the suffix
 * ("Stand order submissions.xlsx").
 */
export function exportFileName(
  title: string,
  suffix: string,
  format: ExportFormat,
  fallback = 'export',
): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || fallback;
  return `${base} ${suffix}.${format}`;
}

/** A value a spreadsheet would read as a formula (= + - @, or a tab or return before one). */
export function looksLikeFormula(value: string): boolean {
  // Char codes, not a regular expression: this runs for every cell of an export.
  const first = value.charCodeAt(0);
  return (
    first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13
  );
}

/** A CSV field: quoted when it must be, and a formula-like text made text (a leading '). */
export function csvField(cell: ExportCell): string {
  if (typeof cell === 'number') return String(cell);
  const value = exportCellText(cell);
  const safe = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, with its line end. */
export const csvLine = (cells: readonly ExportCell[]) => `${cells.map(csvField).join(',')}\r\n`;

const exportDateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** The export's date-time format in a zone, made once per zone. */
function exportDateTimeIn(timeZone: string): Intl.DateTimeFormat {
  let format = exportDateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    exportDateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** The zone an export's times are written in when none is given: UK time. */
const ukTime = 'Europe/London';

/**
 * A date-time column's heading naming the zone its times are in (the event's), such as
 * "Submitted At (Europe/Berlin)"; the bare heading when no zone is given.
 */
export const zonedHeading = (heading: string, timeZone?: string) =>
  timeZone ? `${heading} (${timeZone})` : heading;

/**
 * An export's date and time as a spreadsheet date, written "01/03/2027 14:05": the wall clock
 * of `timeZone` (the event's; UK time unless given).
 */
export function exportDateTimeCell(iso: string | Date | null, timeZone = ukTime): ExportCell {
  const text = formatExportDateTime(iso, timeZone);
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(text);
  return match
    ? { dateTime: `${match[3]}-${match[2]}-${match[1]}T${match[4]}:${match[5]}`, text }
    : text;
}

/** A day as a spreadsheet date, written "14/03/2027"; a text that is no day stays text. */
export function exportDateCell(day: string): ExportCell {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  return match ? { date: `${match[1]}-${match[2]}-${match[3]}`, text: formatExportDate(day) } : day;
}

/**
 * An export's date and time, en-GB (calls document, 7.6), on the wall clock of `timeZone` (the
 * event's; UK time unless given): "01/03/2027 14:05".
 */
export function formatExportDateTime(iso: string | Date | null, timeZone = ukTime): string {
  if (!iso) return '';
  const date = new Date(iso);
  const exportDateTime = exportDateTimeIn(timeZone);
  // format() is several times cheaper than formatToParts (one call per exported row).
  const match = /^(\d{2})\/(\d{2})\/(\d{4}),? (\d{2}):(\d{2})$/.exec(exportDateTime.format(date));
  if (match) return `${match[1]}/${match[2]}/${match[3]} ${match[4]}:${match[5]}`;
  const parts = Object.fromEntries(
    exportDateTime.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A day (YYYY-MM-DD, as a date field holds it) en-GB: "05/01/2027"; other text as it is. */
export function formatExportDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
