import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { Comment, Reply } from '@showdesk/domain/tasks/comments';
import { commentMessages } from '@showdesk/domain/tasks/comments';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { TableSkeleton } from '../../../../components/list-page.tsx';
import { said } from '../../../../i18n/i18n.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import {
  type ThreadChange,
  type ThreadRef,
  useMentionables,
  useThread,
  useThreadChange,
} from '../api/thread-api.ts';
import { CommentActions, CommentEntry, PinnedBadge } from './comment-entry.tsx';
import { MentionComposer } from './mention-composer.tsx';

export interface TaskThreadProps {
  taskId: string;
  /** Given: an organiser reads this team's thread; absent: the member's own team's. */
  teamId?: string;
}

type Deleting = { comment: Comment; reply?: Reply } | null;

const id = encodeURIComponent;

/**
 * A team's comment thread on a task: pinned comments first and marked,
 * replies nested, likes, pin, edit in place, delete (asked first), replies and a composer
 * that offers @mentions. Each comment carries the id `comment-<id>`, so an email's link to it
 * scrolls there.
 */
export function TaskThread({ taskId, teamId }: TaskThreadProps) {
  const { t } = useLingui();
  const ref: ThreadRef = teamId === undefined ? { taskId } : { taskId, teamId };
  const thread = useThread(ref);
  const people = useMentionables(ref).data ?? [];
  const change = useThreadChange(ref);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const run = (next: ThreadChange) =>
    change.mutateAsync(next).catch((error: unknown) => {
      feedback('error', errorMessage(error));
      throw error;
    });
  const quietly = (next: ThreadChange) => void run(next).catch(() => undefined);

  // Follow a link to one comment (#comment-<id>) once the thread has loaded.
  const isLoaded = thread.data !== undefined;
  useEffect(() => {
    if (!isLoaded || !window.location.hash.startsWith('#comment-')) return;
    const element = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    element?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [isLoaded]);

  const confirmDelete = () => {
    if (!deleting) return;
    const { comment, reply } = deleting;
    const path = reply ? `/${id(comment.id)}/replies/${id(reply.id)}` : `/${id(comment.id)}`;
    run({ method: 'delete', path })
      .then(() =>
        feedback('success', reply ? t`The reply was deleted` : t`The comment was deleted`),
      )
      .catch(() => undefined)
      .finally(() => setDeleting(null));
  };

  const replyCount = deleting && !deleting.reply ? deleting.comment.replies.length : 0;
  const deleteTitle = deleting?.reply
    ? t`Delete this reply?`
    : replyCount > 0
      ? t({
          message: plural(replyCount, {
            one: 'Delete this comment and its # reply?',
            other: 'Delete this comment and its # replies?',
          }),
        })
      : t`Delete this comment?`;

  return (
    <Stack gap="md" component="section" aria-labelledby={`thread-${taskId}`}>
      <Title order={2} fz="lg" id={`thread-${taskId}`}>
        <Trans>Comments</Trans>
      </Title>
      {thread.isPending ? (
        <TableSkeleton rows={3} />
      ) : thread.isError ? (
        <ErrorAlert error={thread.error} />
      ) : thread.data.comments.length === 0 ? (
        <Text c="dimmed">{said(commentMessages.emptyState)}</Text>
      ) : (
        <Stack gap="sm">
          {thread.data.comments.map((comment) => (
            <Paper
              key={comment.id}
              id={`comment-${comment.id}`}
              withBorder
              p="md"
              radius="md"
              bg={comment.isPinned ? 'var(--mantine-color-brand-light)' : undefined}
              style={{ scrollMarginTop: 80 }}
            >
              <CommentEntry
                entry={comment}
                noun="comment"
                people={people}
                isPending={change.isPending}
                badge={comment.isPinned ? <PinnedBadge /> : null}
                onLike={(liked) =>
                  quietly({ method: 'put', path: `/${id(comment.id)}/like`, body: { liked } })
                }
                onEdit={(text) =>
                  run({ method: 'put', path: `/${id(comment.id)}`, body: { text } })
                }
                onDelete={() => setDeleting({ comment })}
                actions={
                  <CommentActions
                    comment={comment}
                    canPin={thread.data.canPin}
                    onReply={() => setReplyingTo(replyingTo === comment.id ? null : comment.id)}
                    onPin={(isPinned) =>
                      quietly({ method: 'put', path: `/${id(comment.id)}/pin`, body: { isPinned } })
                    }
                  />
                }
              >
                {comment.replies.length > 0 || replyingTo === comment.id ? (
                  <Stack
                    gap="sm"
                    pl="md"
                    mt="xs"
                    style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
                  >
                    {comment.replies.map((reply) => (
                      <div key={reply.id} id={`reply-${reply.id}`}>
                        <CommentEntry
                          entry={reply}
                          noun="reply"
                          people={people}
                          isPending={change.isPending}
                          onLike={(liked) =>
                            quietly({
                              method: 'put',
                              path: `/${id(comment.id)}/replies/${id(reply.id)}/like`,
                              body: { liked },
                            })
                          }
                          onEdit={(text) =>
                            run({
                              method: 'put',
                              path: `/${id(comment.id)}/replies/${id(reply.id)}`,
                              body: { text },
                            })
                          }
                          onDelete={() => setDeleting({ comment, reply })}
                        />
                      </div>
                    ))}
                    {replyingTo === comment.id ? (
                      <MentionComposer
                        label={t`Your reply`}
                        submitLabel={t`Reply`}
                        autoFocus
                        people={people}
                        isPending={change.isPending}
                        onSubmit={async (text) => {
                          await run({
                            method: 'post',
                            path: `/${id(comment.id)}/replies`,
                            body: { text },
                          });
                          setReplyingTo(null);
                        }}
                        onCancel={() => setReplyingTo(null)}
                      />
                    ) : null}
                  </Stack>
                ) : null}
              </CommentEntry>
            </Paper>
          ))}
        </Stack>
      )}
      <Divider />
      <Card withBorder radius="md" padding="md">
        <MentionComposer
          label={t`Add a comment`}
          placeholder={t`Type @ to mention a team member or an organiser`}
          submitLabel={t`Post comment`}
          people={people}
          isPending={change.isPending}
          onSubmit={(text) => run({ method: 'post', path: '', body: { text } })}
        />
      </Card>
      <ConfirmDialog
        opened={deleting !== null}
        title={deleteTitle}
        confirmLabel={deleting?.reply ? t`Delete reply` : t`Delete comment`}
        isPending={change.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.reply
          ? t`The reply will be deleted for everyone.`
          : t`The comment and its replies will be deleted for everyone.`}
      </ConfirmDialog>
    </Stack>
  );
}
