import { expect } from 'vitest';
import { callerFor } from './caller.ts';
import type { TestApp } from './harness.ts';

/**
 * The cast of "deleting a user hands their records on": a leaver and a receiver in a team a
 * teammate owns, a moderator who deletes the leaver, and another event the leaver is also in
 * (where their records must stay theirs).
 */
export async function buildLeaver(t: TestApp) {
  const event = await t.buildEvent();
  const otherEvent = await t.buildEvent();
  const leaver = await t.buildUser(event.id);
  const teammate = await t.buildUser(event.id);
  const receiver = await t.buildUser(event.id);
  const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
  const teamId = await t.buildTeam(event.id, teammate.userId, [leaver.userId, receiver.userId]);
  await t.addMembership(otherEvent.id, leaver.userId);
  const asModerator = await callerFor(t, event, moderator);
  return {
    event,
    otherEvent,
    leaver,
    teammate,
    receiver,
    teamId,
    asModerator,
    /** Deletes the leaver as the moderator, handing their records to the receiver. */
    handOn: () => asModerator.delete(`/users/${leaver.userId}?transferToUserId=${receiver.userId}`),
  };
}

/**
 * Hands the leaver's records on (`handOn`, expecting 204), then reads the rows `read` selects,
 * keyed by `eventId/id`.
 */
export async function handOnThenRead<Row extends { eventId: string; id: string }>(
  handOn: () => Promise<{ statusCode: number; body: string }>,
  read: () => Promise<Row[]>,
) {
  const removed = await handOn();
  expect(removed.statusCode, removed.body).toBe(204);
  return new Map((await read()).map((row) => [`${row.eventId}/${row.id}`, row]));
}
