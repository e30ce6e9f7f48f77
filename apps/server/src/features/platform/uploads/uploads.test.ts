import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { UploadKind } from '@showdesk/domain/platform/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compoundFile,
  jpegPhoto,
  mp4Video,
  officeDocument,
  pdfDocument,
  pngImage,
  svgWithScript,
  webpImage,
  windowsExe,
  zipArchive,
} from '../../../../test/support/sample-files.ts';
import { resizeImage } from './resize-image.ts';
import { sanitiseSvg } from './sanitise-svg.ts';
import { sniffFile } from './sniff-file.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-sniff-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let counter = 0;
async function sniff(data: Buffer): Promise<UploadKind | null> {
  const file = path.join(dir, `sample-${counter++}`);
  await writeFile(file, data);
  return sniffFile(file);
}

describe('sniffFile: the type comes from the content, never the name', () => {
  it.each<[string, () => Buffer | Promise<Buffer>, UploadKind]>([
    ['jpeg', () => jpegPhoto(40, 30), 'jpeg'],
    ['png', () => pngImage(), 'png'],
    ['webp', () => webpImage(), 'webp'],
    ['svg', () => svgWithScript, 'svg'],
    [
      'svg without an XML declaration',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'svg',
    ],
    ['mp4', () => mp4Video, 'mp4'],
    ['pdf', () => pdfDocument, 'pdf'],
    ['docx', () => officeDocument('docx'), 'docx'],
    ['xlsx', () => officeDocument('xlsx'), 'xlsx'],
    ['pptx', () => officeDocument('pptx'), 'pptx'],
    ['doc', () => compoundFile('WordDocument'), 'doc'],
    ['xls', () => compoundFile('Workbook'), 'xls'],
    ['ppt', () => compoundFile('PowerPoint Document'), 'ppt'],
    [
      'txt',
      () => Buffer.from('Stand build-up starts at 8am.\nBring your badge. Café opens at 9.'),
      'txt',
    ],
    ['zip', () => zipArchive({ 'readme.md': '# hello' }), 'zip'],
  ])('recognises %s', async (_label, make, kind) => {
    expect(await sniff(await make())).toBe(kind);
  });

  it.each<[string, Buffer]>([
    ['a Windows program (MZ)', windowsExe],
    ['a compound file that is no Office document (e.g. .msi)', compoundFile(null)],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['binary noise', Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00, 0x01, 0x02, 0x03])],
  ])('refuses %s', async (_label, data) => {
    expect(await sniff(data)).toBeNull();
  });
});

describe('sanitiseSvg', () => {
  it('removes <script> and on* handlers and keeps the drawing', async () => {
    const clean = (await sanitiseSvg(svgWithScript.toString()))!;
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toContain('alert');
    expect(clean).toContain('<rect');
    expect(clean).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it('removes javascript: links and foreign HTML', async () => {
    const clean = (await sanitiseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><circle r="4"/></a><foreignObject><iframe src="https://example.com"></iframe></foreignObject></svg>',
    ))!;
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toMatch(/foreignObject|iframe/i);
    expect(clean).toContain('<circle');
  });

  it('gives null when nothing of an SVG is left', async () => {
    expect(await sanitiseSvg('<script>alert(1)</script>')).toBeNull();
  });
});

describe('resizeImage', () => {
  it('fits a 12-megapixel photo inside each box, keeping its shape', async () => {
    const sizes = await resizeImage(await jpegPhoto(4000, 3000));
    const dimensions = await Promise.all(
      sizes.map(async (s) => {
        const meta = await sharp(s.data).metadata();
        return [s.size, meta.format, meta.width, meta.height];
      }),
    );
    expect(dimensions).toEqual([
      ['large', 'jpeg', 1707, 1280],
      ['medium', 'jpeg', 1280, 960],
      ['small', 'jpeg', 853, 640],
      ['thumb', 'jpeg', 427, 320],
    ]);
  });

  it('never enlarges a small image, and turns a transparent PNG into a JPEG', async () => {
    const sizes = await resizeImage(await pngImage(640, 480));
    expect(sizes.map((s) => [s.size, s.width, s.height])).toEqual([
      ['large', 640, 480],
      ['medium', 640, 480],
      ['small', 640, 480],
      ['thumb', 427, 320],
    ]);
    expect((await sharp(sizes[0]!.data).metadata()).format).toBe('jpeg');
  });

  it('refuses bytes that are no image', async () => {
    await expect(resizeImage(pdfDocument)).rejects.toThrow();
  });
});
