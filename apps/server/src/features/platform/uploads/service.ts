import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { errorCodes } from '@showdesk/domain/common/errors';
import {
  type ImageSize,
  imageKinds,
  imageSizeNames,
  rasterImageKinds,
  svgUploadLimitBytes,
  type UploadKind,
  uploadKinds,
  uploadMessages,
  uploadMimeTypes,
} from '@showdesk/domain/platform/uploads';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { fileUrl } from './file-url.ts';
import {
  deleteFilesOfOwner,
  forgetJournaledKeys,
  insertStoredFiles,
  journalStorageKeys,
  type NewStoredFile,
  takeJournaledKeys,
} from './queries.ts';
import type { ReceivedUpload } from './receive-upload.ts';
import { tooLarge } from './receive-upload.ts';
import { imageDimensions, resizeImage, resizeLogo } from './resize-image.ts';
import { sanitiseSvg } from './sanitise-svg.ts';
import { sniffFile } from './sniff-file.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

export interface StoreUploadInput {
  eventId: string;
  /** What owns the files: 'asset', 'branding', ... (decides who may read them). */
  ownerType: string;
  ownerId: string;
  /**
   * The storage folder of this upload's files, e.g. `${eventId}/assets/${assetId}`; each file
   * is `${folder}/{large|medium|small|thumb}` or `${folder}/file`. Use a folder no other upload
   * uses (one with a new id in it), so a failed upload can never overwrite a file in use.
   */
  folder: string;
  upload: ReceivedUpload;
  /** The file types this use takes (default: every upload type of the spec). */
  accept?: readonly UploadKind[];
  /**
   * 'sizes' (default): a jpeg, png or webp becomes the four JPEG sizes of spec section 9.
   * 'original': it is kept as uploaded (e.g. a logo that must stay a transparent PNG).
   * An SVG is sanitised and kept as SVG either way.
   * A box: the image is fitted whole into it on a transparent background, as one PNG (a
   * supplier logo); refuse SVG through `accept` for this use.
   */
  images?: 'sizes' | 'original' | { width: number; height: number; quality: number };
  /** Who uploads (the stamps). */
  userId: string | null;
  /** Also delete the owner's earlier files, in the same transaction (e.g. a new logo). */
  replaceOwnerFiles?: boolean;
  /**
   * The id of the file's row when the upload is stored as one file (images 'original', a
   * document, an SVG), for a feature whose folder names the file (submissions).
   */
  fileId?: string;
  /** The message of a refused file (default 'Invalid fileasset'; branding: 'Failed to upload logo'). */
  invalidFileMessage?: string;
}

export interface StoredUpload {
  /** The file's real type, sniffed from its bytes. */
  kind: UploadKind;
  type: 'image' | 'document';
  /** The URL of each size; a single file (document, SVG, original) fills every slot. */
  urls: Record<ImageSize, string>;
  /** The URL to use when one is enough: the large size, or the single file. */
  url: string;
  files: NewStoredFile[];
}

interface PreparedFile {
  slot: ImageSize | 'file';
  fileName: string;
  contentType: string;
  body: () => Readable | Buffer;
}

/**
 * Stores an uploaded file for any feature: checks its real type against `accept`, sanitises an
 * SVG, resizes an image, writes the files to storage, then in one transaction records them
 * (`stored_files`) and runs `write(tx, stored)` for the caller's own record. Storage is written
 * before the transaction commits; if anything fails, the written files are deleted again.
 * Crash safety: the keys go into the storage journal (committed) before the first write, and
 * the transaction takes them out as it inserts the rows. A process killed in between leaves
 * journal entries, and recovery (file-sweeper.ts) removes their objects.
 * The caller still owns `upload` and disposes of it.
 */
export async function storeUpload<T = undefined>(
  deps: Deps,
  input: StoreUploadInput,
  write?: (tx: Tx, stored: StoredUpload) => Promise<T>,
): Promise<StoredUpload & { result: T }> {
  const { eventId, ownerType, ownerId, userId } = input;
  const kind = await sniffFile(input.upload.path);
  const accept = input.accept ?? uploadKinds;
  if (!kind || !accept.includes(kind)) {
    throw refused(input, uploadMessages.unsupportedType(accept));
  }
  const prepared = await prepareFiles(kind, input);
  const files: NewStoredFile[] = prepared.map((file) => ({
    eventId,
    id: input.fileId && prepared.length === 1 ? input.fileId : newId(),
    ownerType,
    ownerId,
    storageKey: `${input.folder}/${file.slot}`,
    fileName: file.fileName,
    contentType: file.contentType,
    size: 0,
    createdBy: userId,
    updatedBy: userId,
  }));

  const keys = files.map((file) => file.storageKey);
  await journalStorageKeys(deps.db, eventId, keys);
  try {
    for (const [i, file] of prepared.entries()) {
      const row = files[i]!;
      row.size = await deps.storage.put(row.storageKey, file.body(), file.contentType);
    }
  } catch (error) {
    // Every key, not only those written: a failed write may have left part of its object.
    await deleteStoredObjects(deps, keys);
    deps.log.error({ err: error, eventId, ownerType, ownerId }, 'storage write failed');
    deps.reporter.capture(error, { eventId, ownerType, ownerId });
    throw new AppError(errorCodes.internal, 500, uploadMessages.storageFailed);
  }

  const urls = Object.fromEntries(
    imageSizeNames.map((size) => {
      const file = files.find((f) => f.storageKey.endsWith(`/${size}`)) ?? files[0]!;
      return [size, fileUrl(eventId, file.id!, file.fileName)];
    }),
  ) as Record<ImageSize, string>;
  const type = (imageKinds as readonly UploadKind[]).includes(kind) ? 'image' : 'document';
  const stored: StoredUpload = { kind, type, urls, url: urls.large, files };

  let replaced: string[] = [];
  try {
    const result = await deps.db.transaction(async (tx) => {
      if (input.replaceOwnerFiles) {
        replaced = await deleteFilesOfOwner(tx, eventId, ownerType, ownerId);
      }
      if (!(await takeJournaledKeys(tx, eventId, keys))) {
        throw new Error('Recovery removed the files of this upload before it was recorded');
      }
      await insertStoredFiles(tx, files);
      return write ? write(tx, stored) : (undefined as T);
    });
    await deleteStoredObjects(
      deps,
      replaced.filter((key) => !keys.includes(key)),
    );
    return { ...stored, result };
  } catch (error) {
    await deleteStoredObjects(deps, keys);
    throw error;
  }
}

/** The files to store for an upload of this kind. */
async function prepareFiles(kind: UploadKind, input: StoreUploadInput): Promise<PreparedFile[]> {
  const { upload } = input;
  const base = baseName(upload.fileName);
  if (kind === 'svg') {
    if (upload.size > svgUploadLimitBytes) throw tooLarge(svgUploadLimitBytes);
    const clean = await sanitiseSvg(await readFile(upload.path, 'utf8'));
    if (!clean) throw refused(input, uploadMessages.invalidSvg);
    const data = Buffer.from(clean);
    return [
      { slot: 'file', fileName: `${base}.svg`, contentType: uploadMimeTypes.svg, body: () => data },
    ];
  }
  const isRaster = (rasterImageKinds as readonly UploadKind[]).includes(kind);
  const unreadable = () => {
    throw refused(input, uploadMessages.unreadableImage);
  };
  const images = input.images ?? 'sizes';
  if (isRaster && typeof images === 'object') {
    const data = await resizeLogo(upload.path, images, images.quality).catch(unreadable);
    return [
      { slot: 'file', fileName: `${base}.png`, contentType: uploadMimeTypes.png, body: () => data },
    ];
  }
  if (isRaster && images === 'sizes') {
    const resized = await resizeImage(upload.path).catch(unreadable);
    return resized.map((image) => ({
      slot: image.size,
      fileName: `${base}-${image.size}.jpg`,
      contentType: uploadMimeTypes.jpeg,
      body: () => image.data,
    }));
  }
  if (isRaster) await imageDimensions(upload.path).catch(unreadable);
  const extension = kind === 'jpeg' ? 'jpg' : kind;
  return [
    {
      slot: 'file',
      fileName: `${base}.${extension}`,
      contentType: uploadMimeTypes[kind],
      body: () => createReadStream(upload.path),
    },
  ];
}

function refused(input: StoreUploadInput, reason: string) {
  return new AppError(
    errorCodes.unsupportedMedia,
    415,
    input.invalidFileMessage ?? uploadMessages.invalidFile,
    [{ path: 'file', message: reason }],
  );
}

/** A file name without its extension: "Floor plan.v2.pdf" → "Floor plan.v2". */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName) || 'file';
}

/**
 * Deletes objects from storage after their rows are gone (or were never committed), then their
 * storage journal entries. A failure is logged and reported, never thrown: the entry stays and
 * recovery tries again.
 */
export async function deleteStoredObjects(deps: Deps, keys: string[]): Promise<void> {
  const deleted: string[] = [];
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
      deleted.push(key);
    } catch (error) {
      deps.log.error({ err: error, key }, 'could not delete a stored file');
      deps.reporter.capture(error, { key });
    }
  }
  try {
    await forgetJournaledKeys(deps.db, deleted);
  } catch (error) {
    deps.log.error({ err: error }, 'could not update the storage journal');
  }
}
