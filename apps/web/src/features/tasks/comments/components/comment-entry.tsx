import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Comment, Mentionable, Reply } from '@showdesk/domain/tasks/comments';
import {
  IconHeart,
  IconHeartFilled,
  IconMessageReply,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { CommentText, RelativeTime } from './comment-text.tsx';
import { MentionComposer } from './mention-composer.tsx';

interface EntryProps {
  entry: Comment | Reply;
  /** 'comment' or 'reply', for labels. */
  noun: 'comment' | 'reply';
  people: Mentionable[];
  isPending: boolean;
  onLike: (liked: boolean) => void;
  onEdit: (text: string) => Promise<unknown>;
  onDelete: () => void;
  /** Extra actions beside the common ones (a comment's Reply and Pin). */
  actions?: ReactNode;
  /** What comes under the text (a comment's replies and reply box). */
  children?: ReactNode;
  badge?: ReactNode;
}

/** One comment or reply: author, when, the text (or its edit box), and its actions. */
export function CommentEntry(props: EntryProps) {
  const { entry, noun } = props;
  const { t } = useLingui();
  const [isEditing, setIsEditing] = useState(false);
  const editLabel = noun === 'comment' ? t`Edit comment` : t`Edit reply`;
  const deleteLabel = noun === 'comment' ? t`Delete comment` : t`Delete reply`;
  const likes = entry.likeCount;
  const likeLabel =
    noun === 'comment'
      ? t({
          message: plural(likes, {
            one: 'Like this comment, # like',
            other: 'Like this comment, # likes',
          }),
        })
      : t({
          message: plural(likes, {
            one: 'Like this reply, # like',
            other: 'Like this reply, # likes',
          }),
        });
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {entry.authorName}
        </Text>
        <RelativeTime at={entry.createdAt} />
        {props.badge}
      </Group>
      {isEditing ? (
        <MentionComposer
          label={editLabel}
          submitLabel={t`Save`}
          people={props.people}
          initialText={entry.text}
          isPending={props.isPending}
          onSubmit={async (text) => {
            await props.onEdit(text);
            setIsEditing(false);
          }}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <CommentText text={entry.text} />
      )}
      <Group gap={4}>
        <Button
          variant={entry.isLiked ? 'light' : 'subtle'}
          size="compact-xs"
          aria-pressed={entry.isLiked}
          aria-label={likeLabel}
          leftSection={
            entry.isLiked ? (
              <IconHeartFilled size={14} aria-hidden />
            ) : (
              <IconHeart size={14} aria-hidden />
            )
          }
          onClick={() => props.onLike(!entry.isLiked)}
        >
          {entry.likeCount}
        </Button>
        {props.actions}
        {entry.canEdit && !isEditing ? (
          <>
            <Tooltip label={editLabel}>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={editLabel}
                onClick={() => setIsEditing(true)}
              >
                <IconPencil size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={deleteLabel}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={deleteLabel}
                onClick={props.onDelete}
              >
                <IconTrash size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </>
        ) : null}
      </Group>
      {props.children}
    </Stack>
  );
}

/** A comment's own actions: reply, and pin or unpin for those who may. */
export function CommentActions(props: {
  comment: Comment;
  canPin: boolean;
  onReply: () => void;
  onPin: (isPinned: boolean) => void;
}) {
  const { comment } = props;
  const { t } = useLingui();
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconMessageReply size={14} aria-hidden />}
        onClick={props.onReply}
      >
        <Trans>Reply</Trans>
      </Button>
      {props.canPin ? (
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={
            comment.isPinned ? (
              <IconPinnedOff size={14} aria-hidden />
            ) : (
              <IconPin size={14} aria-hidden />
            )
          }
          onClick={() => props.onPin(!comment.isPinned)}
        >
          {comment.isPinned ? t`Unpin` : t`Pin`}
        </Button>
      ) : null}
    </>
  );
}

export const PinnedBadge = () => (
  <Badge size="xs" variant="light" leftSection={<IconPin size={10} aria-hidden />}>
    <Trans>Pinned</Trans>
  </Badge>
);
