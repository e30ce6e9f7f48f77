import { type ExportCell, looksLikeFormula } from '@showdesk/domain/reports/exports';
import { zipArchive } from './zip-archive.ts';

/**
 * A streamed XLSX file of one sheet, written from the file format itself (Office Open XML
 * SpreadsheetML parts in a ZIP archive): a spreadsheet library builds an object per cell, which
 * made a 50,000-row export take seconds and hundreds of megabytes. Here a batch of rows is one
 * string, built in one pass, deflated and handed on as one chunk before the next batch is read.
 */

// SpreadsheetML (ECMA-376 part 1): the fewest parts Excel, LibreOffice and exceljs open.

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNs = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const officeRelNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const packageRelNs = 'http://schemas.openxmlformats.org/package/2006/relationships';
const officeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const contentTypes =
  `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${officeType}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${officeType}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${officeType}.styles+xml"/>` +
  '</Types>';

const packageRels =
  `${xmlDeclaration}<Relationships xmlns="${packageRelNs}">` +
  `<Relationship Id="rId1" Type="${officeRelNs}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const workbookRels =
  `${xmlDeclaration}<Relationships xmlns="${packageRelNs}">` +
  `<Relationship Id="rId1" Type="${officeRelNs}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${officeRelNs}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const workbook = (name: string) =>
  `${xmlDeclaration}<workbook xmlns="${mainNs}" xmlns:r="${officeRelNs}">` +
  '<bookViews><workbookView/></bookViews>' +
  `<sheets><sheet name="${xmlText(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** The cell formats (cellXfs) cells name by index in `s`. */
const cellStyle = { heading: 1, text: 2, date: 3, dateTime: 4 } as const;

/** The currency formats of one file: a style per currency, from 5 on, as cells bring them. */
class MoneyStyles {
  readonly codes: string[] = [];
  private readonly byCurrency = new Map<string, number>();

  styleOf(currency: string): number {
    let style = this.byCurrency.get(currency);
    if (style === undefined) {
      style = 5 + this.codes.length;
      this.byCurrency.set(currency, style);
      this.codes.push(moneyFormatCode(currency));
    }
    return style;
  }
}

/** A currency's number format: its symbol, thousands and its decimals ("£"#,##0.00). */
export function moneyFormatCode(currency: string): string {
  let symbol = currency;
  let decimals = 2;
  try {
    const format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    symbol = format.formatToParts(1).find((part) => part.type === 'currency')?.value ?? currency;
    decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code: its letters stand for the symbol.
  }
  const quoted = `"${symbol.replaceAll('"', '')}"`;
  const number = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  return `${quoted}${number};-${quoted}${number}`;
}

/** Days since 1899-12-30, Excel's dates (1900 system; right from 1 March 1900). */
export function excelSerial(wallClock: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(wallClock);
  if (!match) return Number.NaN;
  const [, y, m, d, hh = '0', mm = '0'] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm));
  return (ms - Date.UTC(1899, 11, 30)) / 86_400_000;
}

/**
 * The cell formats: 0 the default, 1 bold (the heading row), 2 text ('@', built-in number
 * format 49) for values a spreadsheet would otherwise run as a formula, 3 a day (dd/mm/yyyy),
 * 4 a moment (dd/mm/yyyy hh:mm), then one per currency the file's money cells use. The two
 * fills are the ones Excel reserves.
 */
function stylesXml(money: MoneyStyles) {
  const formats = ['dd/mm/yyyy', 'dd/mm/yyyy hh:mm', ...money.codes];
  const numFmts = formats
    .map((code, index) => `<numFmt numFmtId="${164 + index}" formatCode="${xmlText(code)}"/>`)
    .join('');
  const numbered = (numFmtId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`;
  return (
    `${xmlDeclaration}<styleSheet xmlns="${mainNs}">` +
    `<numFmts count="${formats.length}">${numFmts}</numFmts>` +
    '<fonts count="2">' +
    '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '</fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
    '<fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${5 + money.codes.length}">` +
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
    numbered(49) +
    numbered(164) +
    numbered(165) +
    money.codes.map((_, index) => numbered(166 + index)).join('') +
    '</cellXfs>' +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

// Markup characters, characters XML 1.0 does not allow (C0 controls but tab, line feed and
// return; U+FFFE, U+FFFF) and DEL, which exceljs dropped too; and an underscore, which
// starts Excel's own escapes. A lone surrogate needs nothing: UTF-8 encoding makes it U+FFFD.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const mayNeedEscaping = /[&<>"'_\0-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
const needsEscaping = /[&<>"'\0-\x08\x0B\x0C\x0E-\x1F\x7F\uFFFE\uFFFF]|_(?=x[0-9A-Fa-f]{4}_)/g;
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // Excel reads _xHHHH_ in a text as the character HHHH (ST_Xstring): a text that holds
  // those letters has its underscore escaped so that it reads back as written.
  _: '_x005F_',
};

/** A text for an XML element or attribute: escaped, and characters XML cannot hold dropped. */
export function xmlText(value: string): string {
  if (!mayNeedEscaping.test(value)) return value;
  return value.replace(needsEscaping, (char) => escapes[char] ?? '');
}

/** Not allowed in a sheet name by Excel (with control characters). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
const notInSheetNames = /[[\]:*?/\\\0-\x1F\x7F\uFFFE\uFFFF]/g;
const sheetNameMax = 31;

/**
 * A sheet name Excel accepts: at most 31 characters, none of [ ] : * ? / \, no apostrophe
 * first or last (nor spaces, which removed characters can leave), not "History" (Excel's
 * own); "Sheet1" when nothing is left.
 */
export function sheetName(name: string): string {
  let safe = name.replace(notInSheetNames, '');
  if (safe.length > sheetNameMax) {
    // Never half an emoji: a high surrogate last is dropped with its pair.
    const last = safe.charCodeAt(sheetNameMax - 1);
    safe = safe.slice(0, last >= 0xd800 && last <= 0xdbff ? sheetNameMax - 1 : sheetNameMax);
  }
  safe = safe.replace(/^['\s]+|['\s]+$/g, '');
  return safe === '' || safe.toLowerCase() === 'history' ? 'Sheet1' : safe;
}

/** A column's letters: 0 is A, 25 Z, 26 AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** One sheet: its name, columns (a bold heading row, widths in characters) and rows. */
export interface XlsxSheet {
  name: string;
  columns: readonly { heading: string; width: number }[];
  /** The rows after the heading row, a batch at a time; each batch is written as one chunk. */
  batches: AsyncIterable<readonly (readonly ExportCell[])[]>;
}

const textCell = (ref: string, style: number, text: string) =>
  `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;

/**
 * One row's XML, built as one string without an object per cell. A number is a number cell
 * (one that is not finite, which a number cell cannot hold, is written as its text, as CSV
 * does); a text a spreadsheet would run as a formula is a text cell formatted as text, never a
 * formula; an empty text (or a missing cell) is no cell at all.
 */
function rowXml(row: number, cells: readonly ExportCell[], letters: string[], money: MoneyStyles) {
  let xml = `<row r="${row}">`;
  for (let index = 0; index < cells.length; index += 1) {
    const cell: ExportCell | null | undefined = cells[index];
    if (cell === '' || cell === null || cell === undefined) continue;
    letters[index] ??= columnLetters(index);
    const ref = `${letters[index]}${row}`;
    if (typeof cell === 'string')
      xml += textCell(ref, looksLikeFormula(cell) ? cellStyle.text : 0, cell);
    else if (typeof cell === 'number') {
      if (Number.isFinite(cell)) xml += `<c r="${ref}"><v>${cell}</v></c>`;
      else xml += textCell(ref, 0, String(cell));
    } else {
      // Money and dates are numbers with a format: they sum, sort and filter as such.
      const [value, style] =
        'amount' in cell
          ? [cell.amount, money.styleOf(cell.currency)]
          : 'date' in cell
            ? [excelSerial(cell.date), cellStyle.date]
            : [excelSerial(cell.dateTime), cellStyle.dateTime];
      if (Number.isFinite(value)) xml += `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
      else xml += textCell(ref, 0, cell.text);
    }
  }
  return `${xml}</row>`;
}

/** The columns' widths (none when there are no columns: a <cols> must hold one). */
function colsXml(columns: XlsxSheet['columns']) {
  if (columns.length === 0) return '';
  const col = (width: number, n: number) =>
    `<col min="${n}" max="${n}" width="${width}" customWidth="1"/>`;
  return `<cols>${columns.map(({ width }, index) => col(width, index + 1)).join('')}</cols>`;
}

function headingRowXml(columns: XlsxSheet['columns'], letters: string[]) {
  let xml = `<row r="1" s="${cellStyle.heading}" customFormat="1">`;
  columns.forEach(({ heading }, index) => {
    letters[index] = columnLetters(index);
    if (heading !== '') xml += textCell(`${letters[index]}1`, cellStyle.heading, heading);
  });
  return `${xml}</row>`;
}

async function* worksheet(sheet: XlsxSheet, money: MoneyStyles) {
  const letters: string[] = [];
  yield `${xmlDeclaration}<worksheet xmlns="${mainNs}" xmlns:r="${officeRelNs}">` +
    `${colsXml(sheet.columns)}<sheetData>${headingRowXml(sheet.columns, letters)}`;
  let row = 1;
  for await (const rows of sheet.batches) {
    let xml = '';
    for (const cells of rows) {
      row += 1;
      xml += rowXml(row, cells, letters, money);
    }
    yield xml;
  }
  yield '</sheetData></worksheet>';
}

/**
 * An XLSX file of one sheet, as buffers to send in turn: a batch of rows is read only when the
 * reader asked for more after the previous batch's bytes.
 */
export function xlsxFile(sheet: XlsxSheet): AsyncGenerator<Buffer> {
  const money = new MoneyStyles();
  return zipArchive([
    { name: '[Content_Types].xml', chunks: [contentTypes] },
    { name: '_rels/.rels', chunks: [packageRels] },
    { name: 'xl/workbook.xml', chunks: [workbook(sheetName(sheet.name))] },
    { name: 'xl/_rels/workbook.xml.rels', chunks: [workbookRels] },
    { name: 'xl/worksheets/sheet1.xml', chunks: worksheet(sheet, money) },
    // After the sheet: the currency formats are those its money cells brought.
    {
      name: 'xl/styles.xml',
      chunks: (async function* () {
        yield stylesXml(money);
      })(),
    },
  ]);
}
