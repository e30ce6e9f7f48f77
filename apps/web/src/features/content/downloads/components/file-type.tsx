import { t } from '@lingui/core/macro';
import { type UploadKind, uploadMimeTypes } from '@showdesk/domain/platform/uploads';
import { IconMovie, IconPhoto } from '@tabler/icons-react';
import { documentIcon } from '../../../../components/document-icon.ts';

/** What the download forms take, in words (in the language the app speaks now). */
export const downloadFileHint = (): string =>
  t`PDF, Word, Excel, PowerPoint, text, zip, MP4 or images`;

/** Each kind's name, in the language the app speaks now (brands and formats stay as they are). */
const labels = (): Record<UploadKind, string> => ({
  jpeg: t`JPEG image`,
  png: t`PNG image`,
  webp: t`WebP image`,
  svg: t`SVG image`,
  mp4: t`MP4 video`,
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  txt: t`Text`,
  zip: 'ZIP',
});

const kindOf = (fileType: string) =>
  (Object.keys(uploadMimeTypes) as UploadKind[]).find((kind) => uploadMimeTypes[kind] === fileType);

/** A download's MIME type as people say it: 'application/pdf' → 'PDF'. */
export function fileTypeLabel(fileType: string): string {
  const kind = kindOf(fileType);
  return kind ? labels()[kind] : fileType || t`File`;
}

/** The icon of a download's file type. */
export function FileTypeIcon({ fileType, size = 22 }: { fileType: string; size?: number }) {
  const kind = kindOf(fileType);
  const Icon =
    kind === 'mp4'
      ? IconMovie
      : kind === 'jpeg' || kind === 'png' || kind === 'webp' || kind === 'svg'
        ? IconPhoto
        : documentIcon(kind);
  return <Icon size={size} aria-hidden />;
}
