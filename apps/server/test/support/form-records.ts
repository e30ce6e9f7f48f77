import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { forms } from '../../src/db/schema/forms.ts';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import type { Caller } from './caller.ts';
import type { TestApp } from './harness.ts';

/** A rule on the test form's "needs power" dropdown. */
export const powerIs = (value: string) => ({
  sourceId: 'needsPower',
  sourceType: 'dropdown',
  sourceValue: value,
});

/**
 * A form's ordered list of records run by rules (its confirmations or its notifications), as
 * its organiser reaches it: the list's `path`, `add` one as the moderator (expecting 201), and the
 * ids the form stores, in order. `scope` is read at each call (it is set in beforeAll).
 */
export function formRecordList<T>(
  segment: 'confirmations' | 'notifications',
  scope: () => { t: TestApp; event: EventRow; moderator: Caller; formId: string },
) {
  const idsColumn = segment === 'confirmations' ? forms.confirmationIds : forms.notificationIds;
  const path = (form = scope().formId) => `/forms/${form}/${segment}`;
  const storedIds = async (form = scope().formId) => {
    const { t, event } = scope();
    const [row] = await t.deps.db
      .select({ ids: idsColumn })
      .from(forms)
      .where(and(eq(forms.eventId, event.id), eq(forms.id, form)));
    return row!.ids;
  };
  return {
    path,
    async add(body: Record<string, unknown>, form = scope().formId) {
      const response = await scope().moderator.post(path(form), body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as T;
    },
    storedIds,
    /**
     * The moderator deletes record `id` (204): the form then stores `remaining`, and the record
     * is gone (404 to a read and to a second delete).
     */
    async expectDeleted(id: string, remaining: string[]) {
      const { moderator } = scope();
      expect((await moderator.delete(`${path()}/${id}`)).statusCode).toBe(204);
      expect(await storedIds()).toEqual(remaining);
      expect((await moderator.get(`${path()}/${id}`)).statusCode).toBe(404);
      expect((await moderator.delete(`${path()}/${id}`)).statusCode).toBe(404);
    },
    /**
     * Each body of `cases` is refused (400) with `message` and details at (at least) its paths,
     * and the form's list stays as it was.
     */
    async expectRefused(cases: readonly (readonly [object, readonly string[]])[], message: string) {
      const { moderator } = scope();
      const before = await storedIds();
      for (const [body, paths] of cases) {
        const response = await moderator.post(path(), body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.message).toBe(message);
        const got = response.json().error.details.map((d: { path: string }) => d.path);
        for (const p of paths) expect(got, JSON.stringify(body)).toContain(p);
      }
      expect(await storedIds()).toEqual(before);
      return before;
    },
    /**
     * Only moderators and up manage the list, and only in their event: a team owner is refused,
     * a guest must log in, and another event's admin finds nothing, on their own event's path
     * or on this one's (from their event's host); nor does anyone find a missing form's list.
     */
    async expectOnlyModeratorsManage(as: { owner: Caller; guest: Caller; stranger: Caller }) {
      const { event, moderator } = scope();
      expect((await as.owner.get(path())).statusCode).toBe(403);
      expect((await as.owner.post(path(), { name: 'Mine' })).statusCode).toBe(403);
      expect((await as.guest.get(path())).statusCode).toBe(401);
      expect((await as.stranger.get(path())).statusCode).toBe(404);
      expect((await as.stranger.post(path(), { name: 'Theirs' })).statusCode).toBe(404);
      expect((await as.stranger.get(path(), event)).statusCode).toBe(404);
      expect((await moderator.get(path('no-such-form'))).statusCode).toBe(404);
    },
  };
}
