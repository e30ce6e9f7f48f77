import {
  IconFile,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconFileTypePpt,
  IconFileTypeTxt,
  IconFileTypeXls,
  IconFileTypeZip,
  type TablerIcon,
} from '@tabler/icons-react';

const documentIcons: Record<string, TablerIcon> = {
  pdf: IconFileTypePdf,
  doc: IconFileTypeDoc,
  docx: IconFileTypeDoc,
  xls: IconFileTypeXls,
  xlsx: IconFileTypeXls,
  ppt: IconFileTypePpt,
  pptx: IconFileTypePpt,
  txt: IconFileTypeTxt,
  zip: IconFileTypeZip,
};

/** The icon of a document by its extension ('pdf', 'docx'); a plain file's for any other. */
export function documentIcon(extension: string | undefined): TablerIcon {
  return (extension && documentIcons[extension]) || IconFile;
}
