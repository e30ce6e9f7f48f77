import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** One file of a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The archive is not one we read (damaged, encrypted, zip64, an unknown compression). */
export class UnreadableZipError extends Error {}

/** The entries read so far inflated to more than the budget allows (a zip bomb, or just big). */
export class ZipBudgetError extends Error {}

/** How many inflated bytes may still be read, shared by every entry of one archive. */
export interface InflateBudget {
  remaining: number;
}

const endOfDirectory = 0x06054b50;
const directoryHeader = 0x02014b50;
const localHeader = 0x04034b50;

/**
 * Reads the central directory at the end of a zip file: names, sizes and where each entry's
 * data starts. Nothing is inflated. Archives over 4 GB (zip64) are refused: an import file is at
 * most 10 MB.
 */
export async function readZipDirectory(path: string): Promise<Map<string, ZipEntry>> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === endOfDirectory) {
        end = i;
        break;
      }
    }
    if (end < 0) throw new UnreadableZipError('no zip directory');
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff) {
      throw new UnreadableZipError('zip64');
    }
    if (directoryOffset + directorySize > size) throw new UnreadableZipError('bad directory');
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    const entries = new Map<string, ZipEntry>();
    let at = 0;
    for (let n = 0; n < count; n++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== directoryHeader) {
        throw new UnreadableZipError('bad directory entry');
      }
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      entries.set(name, {
        name,
        flags: directory.readUInt16LE(at + 8),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        uncompressedSize: directory.readUInt32LE(at + 24),
        localHeaderOffset: directory.readUInt32LE(at + 42),
      });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await file.close();
  }
}

/**
 * The inflated bytes of one entry, as a stream that fails once they exceed the entry's declared
 * size (a lying archive) or the shared budget (too much data): memory and time stay bounded
 * however well the archive compresses.
 */
export async function openZipEntry(
  path: string,
  entry: ZipEntry,
  budget: InflateBudget,
): Promise<Readable> {
  if (entry.flags & 1) throw new UnreadableZipError('encrypted');
  if (entry.method !== 0 && entry.method !== 8) throw new UnreadableZipError('compression');
  const file = await open(path, 'r');
  const header = Buffer.alloc(30);
  try {
    await file.read(header, 0, 30, entry.localHeaderOffset);
  } finally {
    await file.close();
  }
  if (header.readUInt32LE(0) !== localHeader) throw new UnreadableZipError('bad entry header');
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  let inflated = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      inflated += chunk.length;
      budget.remaining -= chunk.length;
      if (inflated > entry.uncompressedSize) {
        callback(new UnreadableZipError(`${entry.name} is larger than it says`));
      } else if (budget.remaining < 0) {
        callback(new ZipBudgetError('too much data'));
      } else {
        callback(null, chunk);
      }
    },
  });
  if (entry.compressedSize === 0) {
    counter.end();
    return counter;
  }
  const raw = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  const inflate = entry.method === 8 ? createInflateRaw() : null;
  const source = inflate ? raw.pipe(inflate) : raw;
  const fail = (error: Error) => counter.destroy(error);
  raw.once('error', fail);
  inflate?.once('error', () => fail(new UnreadableZipError(`${entry.name} is damaged`)));
  counter.once('close', () => {
    raw.destroy();
    inflate?.destroy();
  });
  return source.pipe(counter);
}
