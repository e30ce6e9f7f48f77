import { writeFile } from 'node:fs/promises';
import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { zipOf } from './zip.ts';

/** One file of a generated zip: its content as chunks (generated lazily, never held whole). */
export interface FixtureEntry {
  name: string;
  chunks: () => Iterable<string>;
  /** Claim this uncompressed size in the archive instead of the true one (a lying archive). */
  declaredSize?: number;
}

async function deflateEntry(entry: FixtureEntry) {
  const deflate = createDeflateRaw({ level: constants.Z_BEST_SPEED });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const chunk of entry.chunks()) {
    const bytes = Buffer.from(chunk);
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc, size: entry.declaredSize ?? size };
}

/** Writes a zip archive (deflated entries, no data descriptors) of generated content. */
export async function writeZip(path: string, entries: FixtureEntry[]): Promise<void> {
  const packed = [];
  for (const entry of entries) packed.push({ name: entry.name, ...(await deflateEntry(entry)) });
  await writeFile(path, zipOf(packed));
}

const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relNs = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const pkgNs = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The parts every workbook has, around one sheet and optional shared strings. */
export function workbookEntries(
  sheetRows: () => Iterable<string>,
  sharedStrings?: Omit<FixtureEntry, 'name'>,
): FixtureEntry[] {
  const once = (text: string) => () => [text];
  return [
    {
      name: '[Content_Types].xml',
      chunks: once(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
          '</Types>',
      ),
    },
    {
      name: '_rels/.rels',
      chunks: once(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkgNs}"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      chunks: once(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${relNs}"><sheets><sheet name="Teams" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      chunks: once(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkgNs}"><Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
    },
    ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', ...sharedStrings }] : []),
    {
      name: 'xl/worksheets/sheet1.xml',
      chunks: function* () {
        yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>`;
        yield* sheetRows();
        yield '</sheetData></worksheet>';
      },
    },
  ];
}

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** Rows of teams: a header row, then `count` rows of a team name and an owner email. */
export function* teamRows(count: number): Iterable<string> {
  yield `<row r="1">${inline('A1', 'Team')}${inline('B1', 'Email')}</row>`;
  let batch = '';
  for (let n = 2; n <= count + 1; n++) {
    batch += `<row r="${n}">${inline(`A${n}`, `T${n}`)}${inline(`B${n}`, `o${n}@x.io`)}</row>`;
    if (batch.length > 64 * 1024) {
      yield batch;
      batch = '';
    }
  }
  yield batch;
}

/** `megabytes` of one repeated character, in 1 MB chunks (it compresses about a thousand-fold). */
export function* filler(megabytes: number, text = 'a'): Iterable<string> {
  const chunk = text.repeat(1 << 20);
  for (let i = 0; i < megabytes; i++) yield chunk;
}
