import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';

/** A stored object as read back: its bytes as a stream, and what they are. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live (DESIGN.md, files): local disk under DATA_DIR/files, or an
 * S3-compatible bucket. Keys are folder-like paths such as `{eventId}/assets/{assetId}/large`;
 * the database (`stored_files`) says which record owns each one.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes (or replaces) an object and returns its size in bytes. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<number>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object under the folder `prefix/` (not `prefix` itself, nor `prefix-2/`). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Removes partial files left by writes that never finished (a process killed mid-write) and
   * older than `olderThanMs`; returns how many. Local disk only: S3 keeps no partial object (an
   * unfinished multipart upload is the bucket's lifecycle rule's to abort).
   */
  removeStaleTemporaryFiles?(olderThanMs: number): Promise<number>;
}

const segment = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/**
 * Keys are relative paths of plain segments (no `..`, no leading dot, no empty segment), so a key
 * can never leave the storage root on disk, and both adapters accept exactly the same keys.
 */
export function assertStorageKey(key: string): string {
  const parts = key.split('/');
  if (key.length > 900 || !parts.every((part) => segment.test(part))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** A pass-through stream that counts the bytes going through it. */
export function byteCounter() {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}

/** The adapter the configuration asks for: S3 when S3_BUCKET is set, else local disk. */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  // The AWS SDK loads only when a bucket is configured.
  if (config.s3) return (await import('./s3-storage.ts')).createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'files'));
}
