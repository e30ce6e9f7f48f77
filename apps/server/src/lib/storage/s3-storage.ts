import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../../config.ts';
import { assertStorageKey, byteCounter, type Storage } from './storage.ts';

type S3Config = NonNullable<Config['s3']>;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket. Writes go through the SDK's managed upload, which streams a
 * body of unknown length in 5 MB parts. Checksums are only sent where S3 requires them, since
 * several S3-compatible servers reject the SDK's newer default ones.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',

    async put(key, body, contentType) {
      const Key = assertStorageKey(key);
      const counter = Buffer.isBuffer(body) ? null : byteCounter();
      const Body = counter ? (body as Readable).pipe(counter.stream) : body;
      if (counter) (body as Readable).once('error', (error) => counter.stream.destroy(error));
      await new Upload({ client, params: { Bucket, Key, Body, ContentType: contentType } }).done();
      return counter ? counter.bytes() : (body as Buffer).length;
    },

    async get(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },

    async deletePrefix(prefix) {
      const Prefix = `${assertStorageKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          const result = await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          );
          if (result.Errors?.length) {
            throw new Error(`S3 could not delete ${result.Errors.length} objects under ${Prefix}`);
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
