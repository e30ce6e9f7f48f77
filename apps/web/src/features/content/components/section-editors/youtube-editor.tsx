import { Trans, useLingui } from '@lingui/react/macro';
import { Code, Group, Text } from '@mantine/core';
import { youTubeShortcode } from '@showdesk/domain/content/video';
import { IconBrandYoutube } from '@tabler/icons-react';
import { VideoFrame } from '../../../../components/content-view/video-frame.tsx';
import { LinkEditor } from './link-editor.tsx';
import type { DataEditorProps } from './section-data-editor.tsx';

/** A YouTube video: a pasted link or code, kept as the code, with a preview. */
export function YouTubeEditor(props: DataEditorProps<'youTube'>) {
  const { t } = useLingui();
  const code = youTubeShortcode(props.value);
  return (
    <LinkEditor
      {...props}
      label={t`YouTube link or video code`}
      // i18n-ignore: an example address
      placeholder="https://www.youtube.com/watch?v=…"
      icon={<IconBrandYoutube size={16} aria-hidden />}
    >
      {code ? (
        <>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>Video code</Trans>
            </Text>
            <Code aria-label={t`Video code`}>{code}</Code>
          </Group>
          <VideoFrame code={code} title={t`Video preview`} />
        </>
      ) : props.value.trim() ? (
        <Text size="sm" c="dimmed">
          <Trans>
            Paste a link such as youtube.com/watch?v=…, youtu.be/… or an 11-character video code.
          </Trans>
        </Text>
      ) : null}
    </LinkEditor>
  );
}
