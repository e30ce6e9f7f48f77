import type { EventClosing } from '@showdesk/domain/platform/events';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { events } from '../../../db/schema/events.ts';
import { queueDueScheduledSends } from '../../messaging/notifications/deliver.ts';
import { forgetEvents } from './event-cache.ts';

/**
 * Closing a show (`events.closed_at`): while it is set the event is read-only for members and
 * guests (the tenancy guard and route-access.ts refuse their writes with 409 `event_closed`),
 * and scheduled notifications are held (messaging/notifications/deliver.ts). Closing an event
 * that is closed keeps its first closing time; reopening an open one changes nothing.
 */
export async function closeEvent(
  deps: Pick<AppDeps, 'db'>,
  eventId: string,
): Promise<EventClosing> {
  const [row] = await deps.db
    .update(events)
    .set({ closedAt: sql`coalesce(${events.closedAt}, now())`, updatedAt: new Date() })
    .where(eq(events.id, eventId))
    .returning({ closedAt: events.closedAt });
  forgetEvents();
  return { closedAt: row?.closedAt?.toISOString() ?? null };
}

/**
 * Reopens the event and, in the same transaction, queues again the scheduled notifications whose
 * time passed while it was closed: they go out at once (their jobs found it closed and sent
 * nothing). The daily task reminders simply go out again from the next day's run.
 */
export async function reopenEvent(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  eventId: string,
): Promise<EventClosing> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ closedAt: null, updatedAt: new Date() })
      .where(eq(events.id, eventId))
      .returning({ id: events.id });
    if (row) await queueDueScheduledSends(tx, deps, eventId);
  });
  forgetEvents();
  return { closedAt: null };
}
