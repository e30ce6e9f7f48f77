import { type UploadKind, uploadMimeTypes } from '@showdesk/domain/platform/uploads';
import {
  IconFile,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeTxt,
  IconFileTypeXls,
  IconFileTypeZip,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';

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
  const props = { size, 'aria-hidden': true } as const;
  switch (kind) {
    case 'pdf':
      return <IconFileTypePdf {...props} />;
    case 'doc':
    case 'docx':
      return <IconFileTypeDoc {...props} />;
    case 'xls':
    case 'xlsx':
      return <IconFileTypeXls {...props} />;
    case 'ppt':
    case 'pptx':
      return <IconFileTypePpt {...props} />;
    case 'txt':
      return <IconFileTypeTxt {...props} />;
    case 'zip':
      return <IconFileTypeZip {...props} />;
    case 'mp4':
      return <IconMovie {...props} />;
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'svg':
      return <IconPhoto {...props} />;
    default:
      return <IconFile {...props} />;
  }
}
