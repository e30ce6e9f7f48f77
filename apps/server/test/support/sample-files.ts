import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { zipOf } from './zip.ts';

/** A JPEG photo of the given size (a colour gradient with some noise, like a real photo). */
export async function jpegPhoto(width = 4000, height = 3000, quality = 85): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality })
    .toBuffer();
}

export const pngImage = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();

export const webpImage = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#029e66' } })
    .webp()
    .toBuffer();

/** An SVG with everything a sanitiser must remove, around a harmless drawing. */
export const svgWithScript = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100" onload="alert('onload')">
  <script>alert('script')</script>
  <rect id="box" width="100" height="100" fill="#029e66" onclick="alert('click')"/>
</svg>`,
);

export const pdfDocument = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A Windows program: what a renamed .exe starts with. */
export const windowsExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/** A zip archive (deflated entries) holding the given files, as zip tools write it. */
export function zipArchive(files: Record<string, string>): Buffer {
  return zipOf(
    Object.entries(files).map(([name, text]) => {
      const data = Buffer.from(text);
      return { name, data: deflateRawSync(data), crc: crc32(data), size: data.length };
    }),
  );
}

/** An Office 2007+ document of the given kind (the parts file-type looks for). */
export function officeDocument(kind: 'docx' | 'xlsx' | 'pptx'): Buffer {
  const main = { docx: 'word', xlsx: 'xl', pptx: 'ppt' }[kind];
  const type = {
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
  }[kind];
  return zipArchive({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${main}/main.xml" ContentType="${type}"/></Types>`,
    [`${main}/main.xml`]: '<x/>',
  });
}

/** An Office 97-2003 (OLE compound) file whose directory names the given main stream. */
export function compoundFile(streamName: string | null): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const body = Buffer.alloc(4096);
  if (streamName) Buffer.from(`Root Entry\0`, 'utf16le').copy(body, 512);
  if (streamName) Buffer.from(`${streamName}\0`, 'utf16le').copy(body, 640);
  return Buffer.concat([header, body]);
}

/** An MP4 video's first box. */
export const mp4Video = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.alloc(64),
]);
