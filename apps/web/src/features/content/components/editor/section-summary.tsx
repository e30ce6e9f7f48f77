import { Group, Image, Text } from '@mantine/core';
import {
  type ContentSection,
  calloutVariants,
  type resourceTypes,
} from '@showdesk/domain/content/content';
import { useAsset } from '../../../../lib/assets-api.ts';
import { useTaskGroupChoices } from '../../api/content-options-api.ts';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Text of stored rich text, for a one-line summary (parsed inertly: nothing loads or runs). */
function textOf(html: string) {
  // Blocks end in a space, so their words don't run together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, ' $&');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const resourceWords: Record<(typeof resourceTypes)[number], string> = {
  task: 'task',
  form: 'form',
  content: 'page',
  download: 'download',
  supplier: 'supplier',
};

/** A line on what a section holds, so the editor's cards can be told apart at a glance. */
export function SectionSummary({ section }: { section: ContentSection }) {
  switch (section.type) {
    case 'image':
      return <ImageSummary assetId={section.data} />;
    case 'richText':
      return <Line>{textOf(section.data) || 'No text yet'}</Line>;
    case 'button':
      return <Line>{`“${section.data.text}” → ${section.data.link}`}</Line>;
    case 'callout':
      return (
        <Line>
          {section.data.variant !== calloutVariants[0] ? `${section.data.variant}: ` : ''}
          {section.data.text}
        </Line>
      );
    case 'googleMaps':
      return <Line>{section.data}</Line>;
    case 'pdf':
      return (
        <Line>
          {section.data.files.length === 0
            ? 'No files yet'
            : `${plural(section.data.files.length, 'file')}: ${section.data.files.map((f) => f.name).join(', ')}`}
        </Line>
      );
    case 'youTube':
      return <Line>{`Video ${section.data}`}</Line>;
    case 'taskList':
      return <TaskListSummary groupId={section.data} />;
    case 'resources':
      return (
        <Line>
          {`${plural(section.data.length, 'resource')}: ${section.data.map((r) => resourceWords[r.type]).join(', ')}`}
        </Line>
      );
    case 'table':
      return (
        <Line>
          {`${plural(section.data.columnCount, 'column')} × ${plural(section.data.rows.length, 'row')}`}
        </Line>
      );
  }
}

function Line({ children }: { children: React.ReactNode }) {
  return (
    <Text size="sm" c="dimmed" lineClamp={2}>
      {children}
    </Text>
  );
}

function ImageSummary({ assetId }: { assetId: string }) {
  const asset = useAsset(assetId);
  if (!asset.data) return <Line>{asset.isError ? 'The image is missing' : ' '}</Line>;
  return (
    <Group gap="sm" wrap="nowrap">
      <Image
        src={asset.data.data.thumb}
        alt=""
        w={72}
        h={48}
        radius="sm"
        fit="cover"
        style={{ flexShrink: 0 }}
      />
      <Line>{asset.data.name}</Line>
    </Group>
  );
}

/** The task group's title and size (its id while the groups load or if it is gone). */
function TaskListSummary({ groupId }: { groupId: string }) {
  const group = useTaskGroupChoices().data?.find((g) => g.id === groupId);
  if (!group) return <Line>{`Task group ${groupId}`}</Line>;
  return <Line>{`${group.title}: ${plural(group.taskIds.length, 'task')}`}</Line>;
}
