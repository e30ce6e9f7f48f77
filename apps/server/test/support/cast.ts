import { and, eq } from 'drizzle-orm';
import { teams } from '../../src/db/schema/teams.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { type Caller, callerFor, ok } from './caller.ts';
import type { TestApp } from './harness.ts';

/** Helpers for an API test's cast: the people it calls as, and the teams they run. */

type Login = { email: string; password: string } | null;
type UserInput = Parameters<TestApp['buildUser']>[1];

/** A caller for each of `users` on `event`, logged in side by side (null: a guest). */
export const callersFor = <const Users extends readonly Login[]>(
  t: TestApp,
  event: EventRow,
  users: Users,
) =>
  Promise.all(users.map((user) => callerFor(t, event, user))) as Promise<{
    [K in keyof Users]: Caller;
  }>;

/** A caller for a new user of `event`, made with `input` (e.g. their permissions). */
export const callerForNewUser = async (t: TestApp, event: EventRow, input?: UserInput) =>
  callerFor(t, event, await t.buildUser(event.id, input));

/** An event to test and another event, to prove nothing crosses over between them. */
export async function buildEventPair(t: TestApp) {
  return { event: await t.buildEvent(), otherEvent: await t.buildEvent() };
}

/** A new event of its own with an admin user (not yet logged in), for a test that writes to it. */
export async function newEventWithAdmin(t: TestApp) {
  const event = await t.buildEvent();
  const admin = await t.buildUser(event.id, { permissions: 'admin' });
  return { event, admin };
}

/** Adds a team type as `admin` through the API and returns its id. */
export async function addTeamType(admin: Caller, name: string, event?: EventRow) {
  return (await admin.post('/team-types', { name }, event)).json().id as string;
}

/** Adds a task as `organiser` through the API (expecting 201) and returns its id. */
export async function addTask(organiser: Caller, body: Record<string, unknown>) {
  return (await ok<{ id: string }>(organiser.post('/tasks', body), 201)).id;
}

/** Sets a team's columns straight in the database (its type, stand-share role, organiser flag). */
export const updateTeam = (
  t: TestApp,
  eventId: string,
  teamId: string,
  values: Partial<typeof teams.$inferInsert>,
) =>
  t.deps.db
    .update(teams)
    .set(values)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));

/**
 * The usual cast of an event's API test: a moderator, an admin, a team owner with `members` in
 * their team, a guest (no session), and another event with an admin of its own (`asStranger`,
 * calling from that event's host), to prove nothing crosses over.
 */
export async function buildCast(
  t: TestApp,
  input: { eventNames?: [string, string]; owner?: UserInput; members?: UserInput[] } = {},
) {
  const [name, otherName] = input.eventNames ?? [];
  const event = await t.buildEvent({ name });
  const otherEvent = await t.buildEvent({ name: otherName });
  const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
  const admin = await t.buildUser(event.id, { permissions: 'admin' });
  const owner = await t.buildUser(event.id, input.owner);
  const members = [];
  for (const member of input.members ?? []) members.push(await t.buildUser(event.id, member));
  const teamId = await t.buildTeam(
    event.id,
    owner.userId,
    members.map((member) => member.userId),
  );
  const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
  const [asModerator, asAdmin, asOwner, asGuest, ...asMembers] = await callersFor(t, event, [
    moderator,
    admin,
    owner,
    null,
    ...members,
  ]);
  return {
    event,
    otherEvent,
    admin,
    owner,
    members,
    teamId,
    asModerator,
    asAdmin,
    asOwner,
    asGuest,
    asMembers,
    asStranger: await callerFor(t, otherEvent, stranger),
  };
}
