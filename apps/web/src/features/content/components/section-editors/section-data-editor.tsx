import type { ContentSectionType } from '@showdesk/domain/content/content';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import type { SectionDrafts } from '../editor/section-types.tsx';
import { ButtonEditor } from './button-editor.tsx';
import { CalloutEditor } from './callout-editor.tsx';
import { GoogleMapsEditor } from './google-maps-editor.tsx';
import { ImageEditor } from './image-editor.tsx';
import { PdfEditor } from './pdf-editor.tsx';
import { ResourcesEditor } from './resources-editor.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import { TableEditor } from './table-editor.tsx';
import { TaskListEditor } from './task-list-editor.tsx';
import { YouTubeEditor } from './youtube-editor.tsx';

/** What every type's editor is given: its draft, the messages on its fields, and whether to wait. */
export interface DataEditorProps<T extends ContentSectionType> {
  value: SectionDrafts[T];
  onChange: (value: SectionDrafts[T]) => void;
  /** Field messages keyed by path: 'data' for the whole, 'data.text' for a part. */
  errors: FieldErrors;
  disabled: boolean;
}

interface SectionDataEditorProps {
  type: ContentSectionType;
  value: SectionDrafts[ContentSectionType];
  onChange: (value: SectionDrafts[ContentSectionType]) => void;
  errors: FieldErrors;
  disabled: boolean;
  contentId: string;
  ensureSection: () => Promise<string | null>;
}

/** The editor of a section type's data. */
export function SectionDataEditor({
  type,
  value,
  onChange,
  errors,
  disabled,
  contentId,
  ensureSection,
}: SectionDataEditorProps) {
  // The draft's setter takes any type's draft, so it serves each editor as it is.
  const props = { onChange, errors, disabled };
  switch (type) {
    case 'richText':
      return <RichTextEditor {...props} value={value as SectionDrafts['richText']} />;
    case 'button':
      return <ButtonEditor {...props} value={value as SectionDrafts['button']} />;
    case 'callout':
      return <CalloutEditor {...props} value={value as SectionDrafts['callout']} />;
    case 'image':
      return <ImageEditor {...props} value={value as SectionDrafts['image']} />;
    case 'googleMaps':
      return <GoogleMapsEditor {...props} value={value as SectionDrafts['googleMaps']} />;
    case 'pdf':
      return (
        <PdfEditor
          {...props}
          value={value as SectionDrafts['pdf']}
          contentId={contentId}
          ensureSection={ensureSection}
        />
      );
    case 'youTube':
      return <YouTubeEditor {...props} value={value as SectionDrafts['youTube']} />;
    case 'taskList':
      return <TaskListEditor {...props} value={value as SectionDrafts['taskList']} />;
    case 'resources':
      return (
        <ResourcesEditor
          {...props}
          value={value as SectionDrafts['resources']}
          contentId={contentId}
        />
      );
    case 'table':
      return <TableEditor {...props} value={value as SectionDrafts['table']} />;
  }
}
