import { mentionsAsNames, newlyMentionedUserIds } from '@showdesk/domain/tasks/mentions';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { serverI18n } from '../../../lib/i18n.ts';
import { queueEmail } from '../../messaging/email/outbox.ts';
import { escapeHtml } from '../../messaging/email/templates.ts';
import { loadEmailTemplates } from '../../messaging/email-templates/template-set.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { canonicalOrigin } from '../../platform/events/request-event.ts';
import { documentOrDefaults } from '../../platform/settings/documents.ts';
import { getSettingsData } from '../../platform/settings/queries.ts';
import { taskTitleIn } from '../translations.ts';
import { memberName, mentionRecipients, type ThreadKey } from './queries.ts';

export const commentNotificationTemplate = 'commentNotification' as const;

/** A comment as HTML: one escaped paragraph per line, mentions shown as names. */
export function commentHtml(text: string): string {
  return mentionsAsNames(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** Why a commentNotification goes to someone (its `reason` variable, in their language). */
export const commentReasons = {
  mentioned: /*i18n*/ 'mentioned you',
  replied: /*i18n*/ 'replied to your comment',
} as const;

/**
 * Queues one commentNotification email to each person the text newly mentions (an edit mails
 * only those it adds), and for a new reply to the comment's author (`repliedTo`), in the
 * caller's transaction: members of the thread's team and the event's organisers only; anyone
 * else named in a token, and the writer, get nothing. Members get the link to their task page,
 * organisers the one to the task report's thread of the team.
 */
export async function queueMentionEmails(
  tx: Tx,
  deps: Pick<AppDeps, 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>,
  thread: ThreadKey & { taskTitle: string },
  entry: {
    authorId: string;
    commentId: string;
    text: string;
    previousText: string;
    /** A new reply: the author of the comment it answers (told unless they wrote it). */
    repliedTo?: string | null;
  },
): Promise<number> {
  const mentioned = newlyMentionedUserIds(entry.previousText, entry.text).filter(
    (id) => id !== entry.authorId,
  );
  const repliedTo =
    entry.repliedTo && entry.repliedTo !== entry.authorId && !mentioned.includes(entry.repliedTo)
      ? entry.repliedTo
      : null;
  const told = repliedTo ? [...mentioned, repliedTo] : mentioned;
  if (told.length === 0) return 0;
  const recipients = await mentionRecipients(tx, thread.eventId, thread.teamId, told);
  if (recipients.length === 0) return 0;
  // One query at a time: a transaction is one connection.
  const event = await getEvent(tx, thread.eventId);
  if (!event) return 0;
  const stored = await getSettingsData(tx, thread.eventId, ['branding']);
  const branding = documentOrDefaults(deps, thread.eventId, 'branding', stored.get('branding'));
  const authorName = await memberName(tx, thread.eventId, entry.authorId);
  const templates = await loadEmailTemplates(tx, deps, thread.eventId);
  const titleIn = await taskTitleIn(tx, thread.eventId, thread.taskId, thread.taskTitle);
  const layout = { eventName: event.name, navBgColor: branding.navBgColor };
  const comment = commentHtml(entry.text);
  const origin = canonicalOrigin(event, deps.config);
  const anchor = `#comment-${encodeURIComponent(entry.commentId)}`;
  const task = encodeURIComponent(thread.taskId);
  for (const recipient of recipients) {
    const language = templates.languageOf(recipient.locale);
    const path = recipient.isTeamMember
      ? `/tasks/${task}${anchor}`
      : `/admin/tasks/${task}/report?team=${encodeURIComponent(thread.teamId)}${anchor}`;
    await queueEmail(tx, deps.jobs, {
      eventId: thread.eventId,
      template: commentNotificationTemplate,
      to: recipient.email,
      from: deps.config.mailFrom,
      userId: recipient.userId,
      email: await templates.render(
        commentNotificationTemplate,
        layout,
        {
          firstName: recipient.firstName,
          authorName,
          reason: serverI18n(language)._(
            recipient.userId === repliedTo ? commentReasons.replied : commentReasons.mentioned,
          ),
          taskTitle: titleIn(language),
          comment,
          commentUrl: new URL(path, origin).toString(),
        },
        recipient.locale,
      ),
    });
  }
  return recipients.length;
}
