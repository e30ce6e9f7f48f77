import { plural, t } from '@lingui/core/macro';
import { Group, Image, Text } from '@mantine/core';
import {
  type ContentSection,
  calloutVariants,
  type resourceTypes,
} from '@showdesk/domain/content/content';
import { useAsset } from '../../../../lib/assets-api.ts';
import { useTaskGroupChoices } from '../../api/content-options-api.ts';

/** Text of stored rich text, for a one-line summary (parsed inertly: nothing loads or runs). */
function textOf(html: string) {
  // Blocks end in a space, so their words don't run together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, ' $&');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const resourceWords = (): Record<(typeof resourceTypes)[number], string> => ({
  task: t`task`,
  form: t`form`,
  content: t`page`,
  download: t`download`,
  supplier: t`supplier`,
});

/** A line on what a section holds, so the editor's cards can be told apart at a glance. */
export function SectionSummary({ section }: { section: ContentSection }) {
  switch (section.type) {
    case 'image':
      return <ImageSummary assetId={section.data} />;
    case 'richText':
      return <Line>{textOf(section.data) || t`No text yet`}</Line>;
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
          {section.data.files.length === 0 ? t`No files yet` : pdfSummary(section.data.files)}
        </Line>
      );
    case 'youTube':
      return <Line>{videoSummary(section.data)}</Line>;
    case 'taskList':
      return <TaskListSummary groupId={section.data} />;
    case 'resources':
      return <Line>{resourcesSummary(section.data.map((r) => r.type))}</Line>;
    case 'table':
      return <Line>{tableSummary(section.data.columnCount, section.data.rows.length)}</Line>;
  }
}

function pdfSummary(files: Array<{ name: string }>) {
  const fileCount = files.length;
  const count = plural(fileCount, { one: '# file', other: '# files' });
  const names = files.map((f) => f.name).join(', ');
  return t`${count}: ${names}`;
}

function videoSummary(videoId: string) {
  return t`Video ${videoId}`;
}

function resourcesSummary(types: Array<(typeof resourceTypes)[number]>) {
  const words = resourceWords();
  const resourceCount = types.length;
  const count = plural(resourceCount, { one: '# resource', other: '# resources' });
  const kinds = types.map((type) => words[type]).join(', ');
  return t`${count}: ${kinds}`;
}

function tableSummary(columnCount: number, rowCount: number) {
  const columns = plural(columnCount, { one: '# column', other: '# columns' });
  const rows = plural(rowCount, { one: '# row', other: '# rows' });
  return t`${columns} × ${rows}`;
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
  if (!asset.data) return <Line>{asset.isError ? t`The image is missing` : ' '}</Line>;
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
  if (!group) return <Line>{t`Task group ${groupId}`}</Line>;
  const title = group.title;
  const taskCount = group.taskIds.length;
  const tasks = plural(taskCount, { one: '# task', other: '# tasks' });
  return <Line>{t`${title}: ${tasks}`}</Line>;
}
