import { callerFor } from './caller.ts';
import { callerForNewUser } from './cast.ts';
import type { TestApp } from './harness.ts';

/**
 * The builder tests' cast: an event run by Ann Organiser (moderator) and Bea Colleague (admin),
 * and another event with an admin of its own (`theirOrganiser`), to prove nothing crosses over.
 */
export async function buildOrganisers(t: TestApp) {
  const event = await t.buildEvent();
  const otherEvent = await t.buildEvent();
  const organiserUser = await t.buildUser(event.id, {
    permissions: 'moderator',
    firstName: 'Ann',
    surname: 'Organiser',
  });
  const colleagueUser = await t.buildUser(event.id, {
    permissions: 'admin',
    firstName: 'Bea',
    surname: 'Colleague',
  });
  const organiser = await callerFor(t, event, organiserUser);
  const colleague = await callerFor(t, event, colleagueUser);
  const theirOrganiser = await callerForNewUser(t, otherEvent, { permissions: 'admin' });
  return {
    event,
    otherEvent,
    organiser,
    organiserId: organiserUser.userId,
    colleague,
    colleagueId: colleagueUser.userId,
    theirOrganiser,
  };
}

export type Organisers = Awaited<ReturnType<typeof buildOrganisers>>;
