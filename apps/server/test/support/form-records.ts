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
  return {
    path,
    async add(body: Record<string, unknown>, form = scope().formId) {
      const response = await scope().moderator.post(path(form), body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as T;
    },
    async storedIds(form = scope().formId) {
      const { t, event } = scope();
      const [row] = await t.deps.db
        .select({ ids: idsColumn })
        .from(forms)
        .where(and(eq(forms.eventId, event.id), eq(forms.id, form)));
      return row!.ids;
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
