import type {
  MemberNotification,
  MemberNotificationList,
  UnreadCount,
} from '@showdesk/domain/messaging/notifications';
import { isAdmin } from '@showdesk/domain/people/permissions';
import { translatedFields } from '@showdesk/domain/platform/translations';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { VersionedCache } from '../../../lib/versioned-cache.ts';
import { readerTexts } from '../../platform/translations/reader.ts';
import {
  addReadIds,
  callerTeamOf,
  listVisibleNotifications,
  type NotificationReader,
  readStateOf,
  removeReadId,
  type VisibleNotification,
  visibleNotificationIds,
} from './queries.ts';
import { notificationNotFound } from './service.ts';

type Deps = Pick<AppDeps, 'db'>;

/** Admins read every notification; others by their team and its type (spec section 6). */
async function readerOf(deps: Deps, ctx: EventContext): Promise<NotificationReader> {
  if (isAdmin(ctx.permissions)) return { isAdmin: true, teamId: null, teamTypeId: null };
  const team =
    ctx.team !== undefined ? ctx.team : await callerTeamOf(deps.db, ctx.eventId, ctx.userId);
  return { isAdmin: false, teamId: team?.id ?? null, teamTypeId: team?.teamTypeId ?? null };
}

/**
 * The delivered notifications each reader sees (admins; a team with its type), newest first,
 * remembered at the event's notifications version: the bell polls the unread count and the
 * list is opened often, while notifications change a few times a day. The caller's read list
 * is read afresh every time, with the version. Each language's list is remembered apart, its
 * notifications already in that language (a translation's write bumps the version too).
 */
const visibleLists = new VersionedCache<VisibleNotification[]>(2_000);

/** How many notifications the member list shows at most (unread first). */
const memberListLimit = 200;

async function visibleAndRead(deps: Deps, ctx: EventContext) {
  const reader = await readerOf(deps, ctx);
  // The version first, then the list: a list read after it is as new as the version or newer.
  const { readIds, version } = await readStateOf(deps.db, ctx.eventId, ctx.userId);
  const language = ctx.language === ctx.defaultLanguage ? '' : `:${ctx.language}`;
  const key = reader.isAdmin
    ? `${ctx.eventId}:admin${language}`
    : `${ctx.eventId}:${reader.teamId ?? ''}:${reader.teamTypeId ?? ''}${language}`;
  let visible = visibleLists.get(key, version);
  if (!visible) {
    const [rows, texts] = await Promise.all([
      listVisibleNotifications(deps.db, ctx.eventId, reader),
      readerTexts(deps.db, ctx, 'notifications'),
    ]);
    visible = texts
      ? rows.map((row) => translatedFields(row, texts.get(row.id), ['title', 'description']))
      : rows;
    visibleLists.set(key, version, visible);
  }
  return { visible, read: new Set(readIds) };
}

/** The caller's notifications (delivered, visible to them): unread first, then newest. */
export async function listMemberNotifications(
  deps: Deps,
  ctx: EventContext,
): Promise<MemberNotificationList> {
  const { visible, read } = await visibleAndRead(deps, ctx);
  const items: MemberNotification[] = [
    ...visible.filter((row) => !read.has(row.id)),
    ...visible.filter((row) => read.has(row.id)),
  ]
    .slice(0, memberListLimit)
    .map((row) => ({ ...row, isRead: read.has(row.id) }));
  return { items, unreadCount: items.filter((item) => !item.isRead).length };
}

/** How many of the caller's notifications are unread (the header's badge polls this). */
export async function unreadCount(deps: Deps, ctx: EventContext): Promise<UnreadCount> {
  const { visible, read } = await visibleAndRead(deps, ctx);
  return { unreadCount: visible.filter((row) => !read.has(row.id)).length };
}

/** One of the caller's notifications: 404 for one they may not see, as for a missing one. */
export async function getMemberNotification(
  deps: Deps,
  ctx: EventContext,
  notificationId: string,
): Promise<MemberNotification> {
  const { items } = await listMemberNotifications(deps, ctx);
  const found = items.find((item) => item.id === notificationId);
  if (!found) throw notificationNotFound();
  return found;
}

/**
 * Marks one notification read (adds its id to the user's notificationIds) or unread (takes it
 * out); one the caller may not see is 404. Answers the new unread count.
 */
export async function setRead(
  deps: Deps,
  ctx: EventContext,
  notificationId: string,
  isRead: boolean,
): Promise<UnreadCount> {
  const reader = await readerOf(deps, ctx);
  const [visible] = await visibleNotificationIds(deps.db, ctx.eventId, reader, [notificationId]);
  if (!visible) throw notificationNotFound();
  if (isRead) await addReadIds(deps.db, ctx.eventId, ctx.userId, [visible]);
  else await removeReadId(deps.db, ctx.eventId, ctx.userId, visible);
  return unreadCount(deps, ctx);
}

/** Marks every notification the caller sees as read. */
export async function markAllRead(deps: Deps, ctx: EventContext): Promise<UnreadCount> {
  const reader = await readerOf(deps, ctx);
  const ids = await visibleNotificationIds(deps.db, ctx.eventId, reader);
  await addReadIds(deps.db, ctx.eventId, ctx.userId, ids);
  return { unreadCount: 0 };
}
