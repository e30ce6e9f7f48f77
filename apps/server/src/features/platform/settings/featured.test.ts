import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/support/caller.ts';
import { expectRefusal } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { contentPages } from '../../../db/schema/content.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../events/queries.ts';

describe.each(testDatabases)('featured content settings on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let admin: Caller;
  const page = async (title: string, isArchived = false) => {
    const id = newId();
    await t.deps.db.insert(contentPages).values({ eventId: event.id, id, title, isArchived });
    return id;
  };
  const featuredFlags = async () =>
    Object.fromEntries(
      (
        await t.deps.db
          .select({ title: contentPages.title, isFeatured: contentPages.isFeatured })
          .from(contentPages)
          .where(eq(contentPages.eventId, event.id))
      ).map((row) => [row.title, row.isFeatured]),
    );

  beforeAll(async () => {
    event = await t.buildEvent();
    admin = await callerForNewUser(t, event, { permissions: 'admin' });
  });

  it("keeps the pages' isFeatured flags equal to the featured list", async () => {
    const [a, b] = [await page('A'), await page('B')];
    await page('C');
    const saved = await admin.put('/settings/featured', { contentIds: [b, a] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ contentIds: [b, a] });
    expect(await featuredFlags()).toEqual({ A: true, B: true, C: false });

    expect((await admin.patch('/settings/featured', { contentIds: [a] })).statusCode).toBe(200);
    expect(await featuredFlags()).toEqual({ A: true, B: false, C: false });
  });

  it('refuses pages that do not exist or are archived, writing nothing', async () => {
    const archived = await page('Old', true);
    const before = (await admin.get('/settings/featured')).json();
    const refused = await admin.put('/settings/featured', { contentIds: ['missing', archived] });
    expectRefusal(refused, 400, 'Invalid featured settings data.', [
      { path: 'contentIds.0', message: 'Choose a content page that exists and is not archived' },
      { path: 'contentIds.1', message: 'Choose a content page that exists and is not archived' },
    ]);
    expect((await admin.get('/settings/featured')).json()).toEqual(before);
    const [old] = await t.deps.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.eventId, event.id), eq(contentPages.id, archived)));
    expect(old?.isFeatured).toBe(false);
  });
});
