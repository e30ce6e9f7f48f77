import { once } from 'node:events';
import { constants, crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';

// ZIP (PKWARE's APPNOTE.TXT), streamed: sizes and CRC follow each entry's data in a data
// descriptor, so nothing is held back to fill in a header afterwards.

/** A file of the archive: its content as chunks, read one at a time. */
export interface ZipEntry {
  name: string;
  chunks: Iterable<string | Buffer> | AsyncIterable<string | Buffer>;
}

/** Every ZIP size and offset is 32 bits; 0xFFFFFFFF would tell readers to look for ZIP64. */
const zip32Max = 0xffff_fffe;
const maxEntries = 0xffff;
/** Data descriptor (bit 3) and names in UTF-8 (bit 11). */
const entryFlags = 0x0808;
const deflateMethod = 8;
/** 2.0: deflate. */
const zipVersion = 20;

interface WrittenEntry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

const tooLarge = (what: string) =>
  new Error(`The spreadsheet is too large: ${what} would pass the ZIP format's 4 GB limit`);

/** The DOS time and date of a ZIP entry (local time, two-second steps, 1980 at the earliest). */
function dosTime(at: Date) {
  const year = Math.max(1980, at.getFullYear());
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}
type DosTime = ReturnType<typeof dosTime>;

function localHeader(name: Buffer, at: DosTime) {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(zipVersion, 4);
  header.writeUInt16LE(entryFlags, 6);
  header.writeUInt16LE(deflateMethod, 8);
  header.writeUInt16LE(at.time, 10);
  header.writeUInt16LE(at.date, 12);
  // CRC and sizes (14–25) stay 0: the data descriptor carries them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: WrittenEntry) {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: WrittenEntry, at: DosTime) {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(zipVersion, 4);
  header.writeUInt16LE(zipVersion, 6);
  header.writeUInt16LE(entryFlags, 8);
  header.writeUInt16LE(deflateMethod, 10);
  header.writeUInt16LE(at.time, 12);
  header.writeUInt16LE(at.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfDirectory(entries: number, size: number, offset: number) {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** Resolves once a sync flush has pushed out everything written to `deflate` so far. */
function flushed(deflate: DeflateRaw, failed: Promise<never>) {
  const flush = new Promise<void>((resolve) =>
    deflate.flush(constants.Z_SYNC_FLUSH, () => resolve()),
  );
  return Promise.race([flush, failed]);
}

/**
 * An entry's chunks deflated (raw deflate, node:zlib on its thread pool), counted into `written`
 * (size, CRC-32). Each chunk is flushed through before the next is read, and its compressed
 * bytes come out as one buffer: nothing waits inside zlib between batches.
 */
async function* deflateEntry(entry: ZipEntry, written: WrittenEntry, maxBytes: number) {
  // Best speed, as exceljs wrote: markup this repetitive compresses well at any level.
  const deflate = createDeflateRaw({ level: constants.Z_BEST_SPEED });
  const failed = once(deflate, 'error').then(([error]) => Promise.reject(error));
  failed.catch(() => undefined);
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const take = () => (out.length === 1 ? out.pop()! : Buffer.concat(out.splice(0)));
  try {
    for await (const chunk of entry.chunks) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (bytes.length === 0) continue;
      if (written.size + bytes.length > maxBytes) throw tooLarge(entry.name);
      written.size += bytes.length;
      written.crc = crc32(bytes, written.crc);
      deflate.write(bytes);
      await flushed(deflate, failed);
      if (out.length > 0) yield take();
    }
    deflate.end();
    // once() rejects if the stream fails instead.
    await once(deflate, 'end');
    if (out.length > 0) yield take();
  } finally {
    deflate.destroy();
  }
}

/**
 * A ZIP archive of `entries`, deflated, as buffers to send in turn: an entry's chunks are read
 * only as the archive's reader asks for more. Refuses (throws, before writing past it) an
 * archive ZIP cannot describe without ZIP64: more than 65,535 entries, or 4 GB (`maxBytes`,
 * which tests lower).
 */
export async function* zipArchive(
  entries: readonly ZipEntry[],
  maxBytes = zip32Max,
): AsyncGenerator<Buffer> {
  if (entries.length > maxEntries)
    throw new Error(`A ZIP archive holds at most ${maxEntries} entries (${entries.length} given)`);
  const at = dosTime(new Date());
  const written: WrittenEntry[] = [];
  let offset = 0;
  /** Counts bytes into the archive, and refuses the bytes that would pass 4 GB. */
  const counted = (bytes: Buffer) => {
    if (offset + bytes.length > maxBytes) throw tooLarge('the archive');
    offset += bytes.length;
    return bytes;
  };
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const current: WrittenEntry = { name, offset, crc: 0, compressed: 0, size: 0 };
    yield counted(localHeader(name, at));
    for await (const data of deflateEntry(entry, current, maxBytes)) {
      current.compressed += data.length;
      yield counted(data);
    }
    yield counted(dataDescriptor(current));
    written.push(current);
  }
  const directory = Buffer.concat(written.map((entry) => centralHeader(entry, at)));
  const directoryOffset = offset;
  yield counted(directory);
  yield endOfDirectory(written.length, directory.length, directoryOffset);
}
