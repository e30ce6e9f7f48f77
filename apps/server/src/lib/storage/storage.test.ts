import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/support/s3-server.ts';
import { createStorage, type Storage } from './storage.ts';

/** Each adapter as the app builds it from its configuration. */
const adapters = [
  {
    name: 'local disk',
    async open() {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-storage-'));
      return {
        storage: await createStorage({ dataDir, s3: undefined }),
        close: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (s3rver)',
    async open() {
      const server = await startS3Server();
      return {
        storage: await createStorage({ dataDir: '/nonexistent', s3: server.s3 }),
        close: server.stop,
      };
    },
  },
];

async function bytesOf(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const parts: Buffer[] = [];
  for await (const part of object.body) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe.each(adapters)('Storage on $name', (adapter) => {
  let storage: Storage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, close } = await adapter.open());
  });
  afterAll(() => close());

  it('puts a buffer and gets it back with its size and content type', async () => {
    const size = await storage.put('e1/assets/a1/large', Buffer.from('hello'), 'text/plain');
    expect(size).toBe(5);
    const object = await storage.get('e1/assets/a1/large');
    expect(object).not.toBeNull();
    expect(object!.size).toBe(5);
    expect(object!.contentType).toBe('text/plain');
    expect(await text(object!.body)).toBe('hello');
  });

  it('streams a body of unknown length (several S3 parts) and counts its bytes', async () => {
    const data = randomBytes(11 * 1024 * 1024 + 7);
    const chunks = Array.from({ length: 12 }, (_, i) =>
      data.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
    );
    const size = await storage.put('e1/big/file', Readable.from(chunks), 'application/zip');
    expect(size).toBe(data.length);
    const object = await storage.get('e1/big/file');
    expect(object!.size).toBe(data.length);
    object!.body.destroy();
    expect((await bytesOf(storage, 'e1/big/file'))!.equals(data)).toBe(true);
  });

  it('replaces an object written again under the same key', async () => {
    await storage.put('e1/logo', Buffer.from('<svg/>'), 'image/svg+xml');
    await storage.put('e1/logo', Buffer.from('png!'), 'image/png');
    const object = await storage.get('e1/logo');
    expect(object!.contentType).toBe('image/png');
    expect(await text(object!.body)).toBe('png!');
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('e1/no/such/key')).toBeNull();
  });

  it('deletes one object, and deleting a missing one is fine', async () => {
    await storage.put('e2/x/one', Buffer.from('1'), 'text/plain');
    await storage.delete('e2/x/one');
    expect(await storage.get('e2/x/one')).toBeNull();
    await expect(storage.delete('e2/x/one')).resolves.toBeUndefined();
  });

  it('deletes a folder and everything under it, but not a sibling that shares its name', async () => {
    for (const key of ['e3/assets/a1/large', 'e3/assets/a1/thumb', 'e3/assets/a10/large']) {
      await storage.put(key, Buffer.from(key), 'text/plain');
    }
    await storage.deletePrefix('e3/assets/a1');
    expect(await storage.get('e3/assets/a1/large')).toBeNull();
    expect(await storage.get('e3/assets/a1/thumb')).toBeNull();
    expect((await bytesOf(storage, 'e3/assets/a10/large'))?.toString()).toBe('e3/assets/a10/large');
    await expect(storage.deletePrefix('e3/nothing/here')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its root or collide with its own files', async () => {
    for (const key of ['../escape', '/absolute', 'a//b', 'a/../b', '.meta/x', 'a/.tmp', '', 'a/']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Invalid storage key/,
      );
    }
  });
});
