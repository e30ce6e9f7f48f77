import { expect } from 'vitest';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { newId } from '../../src/lib/ids.ts';
import type { Caller } from './caller.ts';

/** Checks between events: what a caller reaches of another event is answered as a missing one. */

/**
 * `caller` reading another event's `path` (from its own host) is answered as for an event that
 * does not exist: 404, 'Event ID not found'.
 */
export async function expectOtherEventLikeMissing(
  caller: Caller,
  path: string,
  otherEvent: EventRow,
) {
  const other = await caller.get(path, otherEvent);
  const missing = await caller.get(path, { ...otherEvent, id: 'no-such-event' });
  expect(other.statusCode).toBe(404);
  expect(other.json()).toEqual(missing.json());
  expect(other.json().error.message).toBe('Event ID not found');
}

/**
 * `caller` finds another event's record at `path/id` no more than a missing one: reading it is
 * answered as for a made-up id (404), and changing (with `change`) or deleting it answers 404.
 * Returns the answer to reading it.
 */
export async function expectOtherEventsRecordLikeMissing(
  caller: Caller,
  path: string,
  id: string,
  change: Record<string, unknown>,
) {
  const response = await caller.get(`${path}/${id}`);
  const missing = await caller.get(`${path}/${newId()}`);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual(missing.json());
  expect((await caller.patch(`${path}/${id}`, change)).statusCode).toBe(404);
  expect((await caller.delete(`${path}/${id}`)).statusCode).toBe(404);
  return response;
}
