import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
// The multipart plugin's request methods (isMultipart, parts), wherever this file is used.
import type {} from '@fastify/multipart';
import { errorCodes } from '@showdesk/domain/common/errors';
import { defaultUploadLimitBytes, uploadMessages } from '@showdesk/domain/platform/uploads';
import type { FastifyRequest } from 'fastify';
import { isTagAlive, processTag } from '../../../db/lock-file.ts';
import { AppError } from '../../../lib/app-error.ts';

/** One file received from a multipart request, kept in a temporary file until `dispose()`. */
export interface ReceivedUpload {
  /** The temporary file holding the bytes as received. */
  path: string;
  /** The name the client gave the file (for display only; never trusted for its type). */
  fileName: string;
  size: number;
  /** The text fields sent with it. */
  fields: Record<string, string>;
  /** Removes the temporary file; call it in a `finally` (or receive it with `withUpload`). */
  dispose(): Promise<void>;
}

export interface ReceiveUploadOptions {
  /** Size limit of the file in bytes (default 50MB, spec section 9). */
  maxBytes?: number;
}

export const tooLarge = (maxBytes: number) =>
  new AppError(errorCodes.payloadTooLarge, 413, uploadMessages.tooLarge(maxBytes), {
    maxBytes,
  });

/** Whether an error is the 413 of an upload over its limit (`tooLarge`). */
export const isTooLarge = (error: unknown) =>
  error instanceof AppError && error.code === errorCodes.payloadTooLarge;

/** Room for the multipart boundaries and text fields around the file. */
export const envelopeBytes = 64 * 1024;

/**
 * Received files wait in `<tmp>/showdesk-uploads/<process tag>/`: one folder per process (pid
 * and start time, db/lock-file.ts), so that the folders of a process that died mid-upload
 * (`kill -9`, where no `finally` runs) can be told from those of processes still receiving.
 */
const tempRoot = path.join(os.tmpdir(), 'showdesk-uploads');
const ownTempDir = path.join(tempRoot, processTag());

/**
 * Removes the temporary upload folders of processes that no longer run. Returns how many
 * process folders it removed. Several processes (and test runs) may share the temp folder.
 */
export async function removeTempUploadsOfGoneProcesses(): Promise<number> {
  let removed = 0;
  const entries = await readdir(tempRoot).catch(() => [] as string[]);
  for (const tag of entries) {
    if (isTagAlive(tag)) continue;
    await rm(path.join(tempRoot, tag), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Streams the one file of a multipart request to a temporary file, counting it against the
 * limit: a file over the limit is refused with a 413 and nothing of it is kept. A request that
 * says up front it is too large is refused before any of it is read.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: ReceiveUploadOptions = {},
): Promise<ReceivedUpload> {
  const maxBytes = options.maxBytes ?? defaultUploadLimitBytes;
  if (!request.isMultipart()) throw AppError.badRequest(uploadMessages.noFile);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes + envelopeBytes) {
    discardRest(request, maxBytes);
    throw tooLarge(maxBytes);
  }

  // Owner-only, as the stored files are: a guest's upload waits here before it is checked.
  await mkdir(ownTempDir, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(path.join(ownTempDir, 'upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const filePath = path.join(dir, 'upload');
  const fields: Record<string, string> = {};
  let file: { fileName: string; size: number } | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw AppError.badRequest(`The field ${part.fieldname} is too long`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      await pipeline(part.file, createWriteStream(filePath, { mode: 0o600 }));
      if (part.file.truncated) throw tooLarge(maxBytes);
      file = { fileName: cleanFileName(part.filename), size: part.file.bytesRead };
    }
    if (!file) throw AppError.badRequest(uploadMessages.noFile);
    if (file.size === 0) throw AppError.badRequest(uploadMessages.emptyFile);
    return { path: filePath, ...file, fields, dispose };
  } catch (error) {
    discardRest(request, maxBytes);
    await dispose();
    throw asUploadError(error, maxBytes);
  }
}

/**
 * Receives the request's one file (`receiveUpload`) and hands it to `use`; the temporary file is
 * removed afterwards, whether `use` succeeded or not.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  use: (upload: ReceivedUpload) => Promise<T>,
  options: ReceiveUploadOptions = {},
): Promise<T> {
  const upload = await receiveUpload(request, options);
  try {
    return await use(upload);
  } finally {
    await upload.dispose();
  }
}

/**
 * Reads and drops what is left of a refused upload, so the client can finish sending and read
 * our answer (a browser that is still sending may not see a response, or may see a reset). A
 * client that sends far more than allowed is cut off.
 */
function discardRest(request: FastifyRequest, maxBytes: number) {
  const raw = request.raw;
  if (raw.readableEnded) return;
  let dropped = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > 2 * maxBytes + envelopeBytes) raw.destroy();
  });
  raw.resume();
}

/** The multipart plugin's own limit errors, in our words. */
function asUploadError(error: unknown, maxBytes: number): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return AppError.badRequest(/*i18n*/ 'Send one file at a time');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return AppError.badRequest(/*i18n*/ 'Too many form fields');
    case 'FST_MP_PREMATURE_CLOSE':
      return AppError.badRequest(uploadMessages.cutOff);
    default:
      // The parser's own complaints about the body (it ended early, a part header is broken)
      // are the client's doing; a disk error (ENOSPC, ...) stays a server error.
      if (
        error instanceof Error &&
        !(error instanceof AppError) &&
        malformedBody.test(error.message)
      ) {
        return AppError.badRequest(uploadMessages.cutOff);
      }
      return error;
  }
}

const malformedBody = /multipart|terminated early|malformed|unexpected end|boundary/i;

/** A file name safe to show and to put in a header: no folders, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== '\u007f' && c !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}
