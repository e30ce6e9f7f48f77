import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ReceivedUpload } from '../uploads/receive-upload.ts';

/** Hands a file to a service as an upload would (a temporary file), for the demo's seed. */
export type DemoUpload = (
  fileName: string,
  data: Buffer,
  fields?: Record<string, string>,
) => Promise<ReceivedUpload>;

/**
 * Runs `use` with a way to turn generated files into uploads: each is written to a temporary
 * folder of the seed's own, removed with everything in it when `use` ends.
 */
export async function withDemoUploads<T>(use: (upload: DemoUpload) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-demo-files-'));
  let count = 0;
  try {
    return await use(async (fileName, data, fields = {}) => {
      count += 1;
      const file = path.join(dir, `${count}-${path.basename(fileName)}`);
      await writeFile(file, data);
      return { path: file, fileName, size: data.length, fields, dispose: async () => {} };
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
