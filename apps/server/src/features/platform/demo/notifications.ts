import { and, eq } from 'drizzle-orm';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { contentPages } from '../../../db/schema/content.ts';
import { addReadIds } from '../../messaging/notifications/queries.ts';
import { addNotification } from '../../messaging/notifications/service.ts';

/**
 * The demo's admin notifications: a welcome to everyone (linking to the build-up page, already
 * read by the demo member), news for the Exhibitor team type, a note for the demo team that the
 * member has not read yet (the bell shows it) and one scheduled for next autumn (with the draft
 * the past edition's copy brought: `seedDemoDraftNotification`). None is emailed: the demo's
 * mailboxes are shared by the browser tests.
 */
export async function seedDemoNotifications(
  deps: AppDeps,
  ctx: EventContext,
  input: { typeIds: { Exhibitor: string; Sponsor: string }; teamId: string; memberId: string },
) {
  const [buildUp] = await deps.db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(
      and(eq(contentPages.eventId, ctx.eventId), eq(contentPages.title, 'Build-up and breakdown')),
    );
  const welcome = await addNotification(deps, ctx, {
    title: 'Welcome to Demo Expo 2027',
    description:
      '<p>Your exhibitor portal is open. Start with the <strong>build-up times</strong>, then work through your tasks.</p>',
    linkUrl: buildUp ? `/content/${buildUp.id}` : '',
    delivery: 'now',
  });
  await addNotification(deps, ctx, {
    title: 'Exhibitor badges are ready',
    description: '<p>Collect your exhibitor badges from the registration desk at gate B.</p>',
    teamTypeIds: [input.typeIds.Exhibitor],
    delivery: 'now',
  });
  await addNotification(deps, ctx, {
    title: 'Your stand number is B12',
    description: '<p>Your stand is <strong>B12</strong> in Hall 1, next to the main café.</p>',
    teamId: input.teamId,
    delivery: 'now',
  });
  await addNotification(deps, ctx, {
    title: 'Final call for stand plans',
    description: '<p>Stand plans not approved by Friday cannot be built on site.</p>',
    sendEmail: true,
    delivery: 'schedule',
    scheduledAt: '2027-10-01T09:00:00.000Z',
  });
  await addReadIds(deps.db, ctx.eventId, input.memberId, [welcome.id]);
}

/** A draft never sent (organisers' content: the copy into next year brings it, as a draft). */
export async function seedDemoDraftNotification(deps: AppDeps, ctx: EventContext) {
  await addNotification(deps, ctx, {
    title: 'Car park changes',
    description: '<p>Car park C closes during build-up; use the park and ride.</p>',
    delivery: 'draft',
  });
}
