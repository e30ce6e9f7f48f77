import { t } from '@lingui/core/macro';
import { Alert, Button, Group } from '@mantine/core';
import {
  type ContentImage,
  type MemberSection,
  sectionDataSchemas,
} from '@showdesk/domain/content/content';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { calloutLook } from './callout-look.tsx';
import { MapFrame } from './map-frame.tsx';
import { PdfView } from './pdf-view.tsx';
import { ResourcesView } from './resources-view.tsx';
import { RichTextView } from './rich-text-view.tsx';
import { TableView } from './table-view.tsx';
import { TaskListView } from './task-list-view.tsx';
import { VideoFrame } from './video-frame.tsx';

/** Widths the image is drawn at: the page's column on wide screens, the screen on small ones. */
const imageSizes = '(min-width: 75em) 860px, (min-width: 48em) calc(100vw - 340px), 100vw';

export function ImageView({ image, isBanner }: { image: ContentImage; isBanner?: boolean }) {
  return (
    <img
      className={isBanner ? 'content-image content-banner' : 'content-image'}
      src={image.medium}
      srcSet={`${image.thumb} 480w, ${image.small} 960w, ${image.medium} 1440w, ${image.large} 1920w`}
      sizes={imageSizes}
      alt={image.altText}
      loading="lazy"
      decoding="async"
    />
  );
}

/** Whether a section has nothing to show this reader (e.g. no resource they may open). */
export function isSectionEmpty(section: MemberSection): boolean {
  switch (section.type) {
    case 'richText':
      return typeof section.data !== 'string' || section.data.trim() === '';
    case 'image':
      return !section.image;
    case 'resources':
      return (section.links ?? []).length === 0;
    case 'taskList':
      return section.tasks === undefined;
    case 'pdf': {
      const data = sectionDataSchemas.pdf.safeParse(section.data);
      return !data.success || data.data.files.length === 0;
    }
    default:
      return false;
  }
}

/** The body of one published section, by its type; nothing for data it cannot read. */
const mapTitle = (place: string) => t`Map of ${place}`;

export function SectionView({ section }: { section: MemberSection }) {
  const name = section.heading || undefined;
  switch (section.type) {
    case 'richText': {
      const html = sectionDataSchemas.richText.safeParse(section.data);
      return html.success && html.data ? <RichTextView html={html.data} /> : null;
    }
    case 'button': {
      const data = sectionDataSchemas.button.safeParse(section.data);
      if (!data.success) return null;
      const { text, link } = data.data;
      const isApp = /^\/(?!\/)/.test(link) && !link.startsWith('/api/');
      return (
        <Group>
          {isApp ? (
            <Button component={Link} to={link} size="md">
              {text}
            </Button>
          ) : (
            <Button
              component="a"
              href={link}
              target={link.startsWith('mailto:') ? undefined : '_blank'}
              rel="noopener noreferrer"
              size="md"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              {text}
            </Button>
          )}
        </Group>
      );
    }
    case 'callout': {
      const data = sectionDataSchemas.callout.safeParse(section.data);
      if (!data.success) return null;
      const look = calloutLook[data.data.variant];
      const Icon = look.icon;
      return (
        <Alert
          color={look.color}
          variant="light"
          radius="md"
          icon={<Icon size={22} aria-hidden />}
          styles={{ message: { fontSize: 'var(--mantine-font-size-md)', whiteSpace: 'pre-line' } }}
        >
          {data.data.text}
        </Alert>
      );
    }
    case 'image':
      return section.image ? <ImageView image={section.image} /> : null;
    case 'googleMaps': {
      const data = sectionDataSchemas.googleMaps.safeParse(section.data);
      return data.success ? (
        <MapFrame value={data.data} title={name ?? mapTitle(data.data)} />
      ) : null;
    }
    case 'pdf': {
      const data = sectionDataSchemas.pdf.safeParse(section.data);
      return data.success ? (
        <PdfView fileName={data.data.fileName} files={data.data.files} />
      ) : null;
    }
    case 'youTube': {
      const data = sectionDataSchemas.youTube.safeParse(section.data);
      return data.success ? <VideoFrame code={data.data} title={name ?? t`YouTube video`} /> : null;
    }
    case 'taskList':
      // Guests have no team: a page's task lists are for members (the server sends guests none).
      return section.tasks ? <TaskListView tasks={section.tasks} /> : null;
    case 'resources':
      return <ResourcesView links={section.links ?? []} />;
    case 'table': {
      const data = sectionDataSchemas.table.safeParse(section.data);
      return data.success ? <TableView data={data.data} label={name ?? t`Table`} /> : null;
    }
  }
}
