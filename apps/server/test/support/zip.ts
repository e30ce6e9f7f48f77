/** One deflated file as a zip holds it: its name, packed bytes, CRC-32 and (claimed) size. */
export interface PackedEntry {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

/**
 * Writes the fields a local header and a central header share, in the same order from `at`
 * (4 in a local header, 6 in a central one): version needed, method (deflate), CRC-32, packed
 * size, size and the name's length.
 */
function writeEntryFields(header: Buffer, at: number, entry: PackedEntry, nameLength: number) {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(entry.crc >>> 0, at + 10);
  header.writeUInt32LE(entry.data.length, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

/** A zip archive of deflated entries without data descriptors, as zip tools write one. */
export function zipOf(entries: readonly PackedEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry, name.length);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // version made by
    writeEntryFields(header, 6, entry, name.length);
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.data);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
