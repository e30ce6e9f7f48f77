import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

export interface MultipartFile {
  /** The form field name (default 'file'). */
  field?: string;
  fileName: string;
  /** What the client claims; the server never trusts it. */
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body for `app.inject`: text fields first, then the files. */
export function multipart(fields: Record<string, string>, ...files: MultipartFile[]) {
  const boundary = `----showdesk${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.fileName}"\r\ncontent-type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Sends a multipart body (`fields`, then `files`) to `url` with `headers` (e.g. a session's on the
 * event's host), as a POST unless told. It takes any app with `inject` (a test app): the bench
 * imports this file, and must not bring in the test harness.
 */
export function sendMultipart(
  t: { app: { inject(options: InjectOptions): Promise<LightMyRequestResponse> } },
  request: {
    url: string;
    headers: Record<string, string>;
    method?: 'POST' | 'PUT';
    fields?: Record<string, string>;
  },
  ...files: MultipartFile[]
) {
  const body = multipart(request.fields ?? {}, ...files);
  return t.app.inject({
    method: request.method ?? 'POST',
    url: request.url,
    headers: { ...request.headers, ...body.headers },
    payload: body.payload,
  });
}
