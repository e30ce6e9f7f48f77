import { Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { youTubeShortcode } from '@showdesk/domain/content/video';
import { IconBrandYoutube } from '@tabler/icons-react';
import { VideoFrame } from '../../../../components/content-view/video-frame.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

/** A YouTube video: a pasted link or code, kept as the code, with a preview. */
export function YouTubeEditor({ value, onChange, errors, disabled }: DataEditorProps<'youTube'>) {
  const code = youTubeShortcode(value);
  return (
    <Stack gap="sm">
      <TextInput
        label="YouTube link or video code"
        required
        placeholder="https://www.youtube.com/watch?v=…"
        leftSection={<IconBrandYoutube size={16} aria-hidden />}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={errors.data}
        disabled={disabled}
      />
      {code ? (
        <>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Video code
            </Text>
            <Code aria-label="Video code">{code}</Code>
          </Group>
          <VideoFrame code={code} title="Video preview" />
        </>
      ) : value.trim() ? (
        <Text size="sm" c="dimmed">
          Paste a link such as youtube.com/watch?v=…, youtu.be/… or an 11-character video code.
        </Text>
      ) : null}
    </Stack>
  );
}
