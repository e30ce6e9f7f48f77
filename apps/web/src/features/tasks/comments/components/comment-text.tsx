import { Mark, Text } from '@mantine/core';
import { relativeTime } from '@showdesk/domain/common/relative-time';
import { mentionSegments } from '@showdesk/domain/tasks/mentions';
import { formatDateTime } from '../../../../lib/format.ts';

/** A comment's plain text: escaped by React, line breaks kept, mentions as highlighted names. */
export function CommentText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
      {mentionSegments(text).map((segment, index) =>
        segment.kind === 'text' ? (
          // The segments of one text never reorder: the index is a stable key.
          <span key={String(index)}>{segment.text}</span>
        ) : (
          <Mark key={String(index)} color="brand" px={2} style={{ borderRadius: 4 }}>
            @{segment.name}
          </Mark>
        ),
      )}
    </Text>
  );
}

/** "3 hours ago", with the full date and time on hover and for assistive technology. */
export function RelativeTime({ at }: { at: string }) {
  const full = formatDateTime(at);
  return (
    <Text component="time" size="xs" c="dimmed" dateTime={at} title={full}>
      {relativeTime(at)}
    </Text>
  );
}
