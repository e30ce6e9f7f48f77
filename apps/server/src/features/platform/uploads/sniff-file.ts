import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { UploadKind } from '@showdesk/domain/platform/uploads';
import { lazyModule } from '../../../lib/lazy-module.ts';

const loadFileType = lazyModule(() => import('file-type'));

/** What `file-type` names the binary formats we accept (anything else it names is refused). */
const binaryKinds: Record<string, UploadKind> = {
  jpg: 'jpeg',
  png: 'png',
  webp: 'webp',
  mp4: 'mp4',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
  zip: 'zip',
};

/**
 * The file's real type, read from its bytes, never from its name or the type the client claims
 * (a renamed .exe is an exe). Null when it is none of the upload types of the spec.
 */
export async function sniffFile(filePath: string): Promise<UploadKind | null> {
  const { fileTypeFromFile } = await loadFileType();
  const detected = await fileTypeFromFile(filePath);
  if (detected?.ext === 'cfb') return officeKindOfCompoundFile(filePath);
  if (detected && detected.ext !== 'xml') return binaryKinds[detected.ext] ?? null;
  // file-type does not name text formats (it calls any `<?xml` file xml): SVG and plain text.
  const head = await readHead(filePath, 64 * 1024);
  if (!isUtf8Text(head)) return null;
  return looksLikeSvg(head.toString('utf8')) ? 'svg' : 'txt';
}

async function readHead(filePath: string, bytes: number): Promise<Buffer> {
  const file = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** UTF-8 with no NUL byte; a character cut at the end of the sample is fine. */
function isUtf8Text(sample: Buffer): boolean {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** An SVG document: an `<svg` root after any XML declaration, comments and doctype. */
export function looksLikeSvg(text: string): boolean {
  const prolog =
    /^(?:\uFEFF|\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)*/i;
  const rest = text.replace(prolog, '');
  return /^<svg[\s>/]/.test(rest);
}

/**
 * Word, Excel and PowerPoint 97-2003 files are all OLE compound files; which one it is shows in
 * the name of its main stream (UTF-16 in the file's directory). Other compound files (.msi,
 * .msg, ...) have none of them and are refused.
 */
async function officeKindOfCompoundFile(filePath: string): Promise<UploadKind | null> {
  const streams: Array<[UploadKind, Buffer]> = [
    ['doc', utf16z('WordDocument')],
    ['ppt', utf16z('PowerPoint Document')],
    ['xls', utf16z('Workbook')],
    ['xls', utf16z('Book')],
  ];
  const found = new Set<UploadKind>();
  const overlap = Math.max(...streams.map(([, name]) => name.length));
  let tail = Buffer.alloc(0);
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1024 * 1024 })) {
    const window = Buffer.concat([tail, chunk as Buffer]);
    for (const [kind, name] of streams) if (window.includes(name)) found.add(kind);
    tail = window.subarray(Math.max(0, window.length - overlap));
  }
  return streams.map(([kind]) => kind).find((kind) => found.has(kind)) ?? null;
}

/** A directory entry's name: UTF-16LE, then its NUL terminator. */
const utf16z = (name: string) => Buffer.from(`${name}\0`, 'utf16le');
