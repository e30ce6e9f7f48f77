import { type UploadKind, uploadMimeTypes } from '@showdesk/domain/platform/uploads';
import { IconMovie, IconPhoto } from '@tabler/icons-react';
import { documentIcon } from '../../../../components/document-icon.ts';

/** What the download forms take, in words. */
export const downloadFileHint = 'PDF, Word, Excel, PowerPoint, text, zip, MP4 or images';

const labels: Record<UploadKind, string> = {
  jpeg: 'JPEG image',
  png: 'PNG image',
  webp: 'WebP image',
  svg: 'SVG image',
  mp4: 'MP4 video',
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PowerPoint',
  pptx: 'PowerPoint',
  txt: 'Text',
  zip: 'ZIP',
};

const kindOf = (fileType: string) =>
  (Object.keys(uploadMimeTypes) as UploadKind[]).find((kind) => uploadMimeTypes[kind] === fileType);

/** A download's MIME type as people say it: 'application/pdf' → 'PDF'. */
export function fileTypeLabel(fileType: string): string {
  const kind = kindOf(fileType);
  return kind ? labels[kind] : fileType || 'File';
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
