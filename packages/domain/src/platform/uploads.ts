import { say } from '../common/say.ts';

/**
 * Uploads: the file types we accept, the image sizes we make and the size limit (spec calls
 * document, section 9). The server sniffs every upload's content against this list; the web
 * app uses it for its dropzones' `accept` and for the limit it shows.
 */

/** Every file type an upload may be, by kind, with the MIME type it is stored and served as. */
export const uploadMimeTypes = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  zip: 'application/zip',
} as const;
export type UploadKind = keyof typeof uploadMimeTypes;
export type UploadMimeType = (typeof uploadMimeTypes)[UploadKind];
export const uploadKinds = Object.keys(uploadMimeTypes) as UploadKind[];

/** Raster images: resized into the four sizes. SVG is an image too, but kept as (sanitised) SVG. */
export const rasterImageKinds = ['jpeg', 'png', 'webp'] as const satisfies readonly UploadKind[];
export const imageKinds = [...rasterImageKinds, 'svg'] as const satisfies readonly UploadKind[];

/** The accept classes of upload fields (spec section 3, form fields; calls document, section 9). */
export const uploadAcceptClasses = {
  image: imageKinds,
  docs: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
  video: ['mp4'],
  zip: ['zip'],
  pdf: ['pdf'],
} as const satisfies Record<string, readonly UploadKind[]>;
export type UploadAcceptClass = keyof typeof uploadAcceptClasses;

/** The `accept` attribute of a file input for these kinds: MIME types and extensions. */
export function acceptAttribute(kinds: readonly UploadKind[]): string {
  return kinds.flatMap((kind) => [uploadMimeTypes[kind], `.${kind}`]).join(',');
}

/** The four sizes of an uploaded image, fitted inside these boxes and never enlarged. */
export const imageSizes = {
  large: { width: 1920, height: 1280 },
  medium: { width: 1440, height: 960 },
  small: { width: 960, height: 640 },
  thumb: { width: 480, height: 320 },
} as const;
export type ImageSize = keyof typeof imageSizes;
export const imageSizeNames = Object.keys(imageSizes) as ImageSize[];
/** JPEG quality of the resized images. */
export const imageQuality = 80;

const megabyte = 1024 * 1024;
/** The default size limit of one upload ("50MB"); a use may set its own. */
export const defaultUploadLimitBytes = 50 * megabyte;
/** SVG is parsed in full to be sanitised, so it has a lower limit of its own. */
export const svgUploadLimitBytes = 10 * megabyte;

/** A limit in whole megabytes as people say it: 52428800 → "50MB". */
export const formatUploadLimit = (bytes: number) => `${Number((bytes / megabyte).toFixed(1))}MB`;

/** Messages of upload failures: the spec's catalogue where one fits (calls document, section 8). */
export const uploadMessages = {
  storageFailed: /*i18n*/ 'Error uploading file to storage',
  downloadFailed: /*i18n*/ 'Error getting download URL',
  invalidFile: /*i18n*/ 'Invalid fileasset',
  noFile: /*i18n*/ 'Choose a file to upload',
  emptyFile: /*i18n*/ 'The file is empty',
  cutOff: /*i18n*/ 'The upload ended before the whole file arrived. Please send it again',
  unreadableImage: /*i18n*/ 'The image could not be read',
  invalidSvg: /*i18n*/ 'The SVG file could not be read',
  tooLarge: (limitBytes: number) =>
    say(/*i18n*/ 'The file is too large. The maximum size is {size}.', {
      size: formatUploadLimit(limitBytes),
    }),
  unsupportedType: (kinds: readonly UploadKind[]) =>
    say(/*i18n*/ 'This type of file is not supported. Upload one of: {kinds}.', {
      kinds: kinds.join(', '),
    }),
} as const;
