import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-protocol server (s3rver, pure JavaScript) on loopback with one empty bucket, for
 * the S3 storage adapter's tests. Returns the `config.s3` that reaches it and a stop function.
 */
export async function startS3Server(bucket = 'showdesk-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'showdesk-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    s3: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
