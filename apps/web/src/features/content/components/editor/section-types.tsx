import { t } from '@lingui/core/macro';
import type {
  ContentSection,
  ContentSectionType,
  PdfFile,
  ResourceType,
} from '@showdesk/domain/content/content';
import {
  IconBrandYoutube,
  IconChecklist,
  IconClick,
  IconFileTypePdf,
  IconInfoSquareRounded,
  IconLink,
  IconMapPin,
  IconPhoto,
  IconTable,
  IconTextCaption,
} from '@tabler/icons-react';

/** What each section type's editor works on before it is checked and sent. */
export interface SectionDrafts {
  richText: string;
  button: { text: string; link: string };
  callout: { variant: string; text: string };
  image: string;
  googleMaps: string;
  pdf: { fileName: string; files: PdfFile[] };
  youTube: string;
  taskList: string;
  resources: Array<{ id: string; type: ResourceType }>;
  table: {
    isFixedWidth: boolean;
    isFirstRowHeader: boolean;
    columnCount: number;
    rows: string[][];
  };
}

export const sectionTypeIcons: Record<ContentSectionType, typeof IconPhoto> = {
  richText: IconTextCaption,
  button: IconClick,
  callout: IconInfoSquareRounded,
  image: IconPhoto,
  googleMaps: IconMapPin,
  pdf: IconFileTypePdf,
  youTube: IconBrandYoutube,
  taskList: IconChecklist,
  resources: IconLink,
  table: IconTable,
};

/** One line on what each type is for, in the "Add section" menu. */
export const sectionTypeHints = (): Record<ContentSectionType, string> => ({
  richText: t`Headings, paragraphs, lists and links`,
  button: t`A call to action linking anywhere`,
  callout: t`A highlighted note or warning`,
  image: t`A picture from the asset library`,
  googleMaps: t`A map of an address or place`,
  pdf: t`Documents to download`,
  youTube: t`An embedded video`,
  taskList: t`A group of tasks`,
  resources: t`Links to tasks, forms, pages and downloads`,
  table: t`Rows and columns of text`,
});

/** The starting data of a new section of each type. */
export function emptyDraft<T extends ContentSectionType>(type: T): SectionDrafts[T] {
  const drafts: SectionDrafts = {
    richText: '',
    button: { text: '', link: '' },
    callout: { variant: 'default', text: '' },
    image: '',
    googleMaps: '',
    pdf: { fileName: '', files: [] },
    youTube: '',
    taskList: '',
    resources: [{ id: '', type: 'content' }],
    table: {
      isFixedWidth: false,
      isFirstRowHeader: true,
      columnCount: 2,
      rows: [
        ['', ''],
        ['', ''],
      ],
    },
  };
  return drafts[type];
}

/** The stored section's data as its editor's draft (a copy, so edits don't touch the cache). */
export function draftOf(section: ContentSection): SectionDrafts[ContentSectionType] {
  return structuredClone(section.data) as SectionDrafts[ContentSectionType];
}
