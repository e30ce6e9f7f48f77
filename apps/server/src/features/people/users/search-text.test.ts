import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { updateProfile } from './queries.ts';

/**
 * The users and teams searches match `members.search_text`, kept by triggers (migration 0034):
 * a member's names and their profile's email, after every way they change.
 */
describe.each(testDatabases)('the users and teams searches on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let moderator: Caller;
  const found = async (path: 'users' | 'teams', q: string) =>
    (await moderator.get(`/${path}?q=${encodeURIComponent(q)}&pageSize=200`)).json() as {
      items: { id: string }[];
      total: number;
    };

  beforeAll(async () => {
    event = await t.buildEvent();
    moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
  });

  it('finds a member by full name or email, after a name or email change too', async () => {
    const user = await t.buildUser(event.id, {
      firstName: 'Quentin',
      surname: 'Zephyrine',
      email: 'quentin.old@searchable.test',
    });
    const teamId = await t.buildTeam(event.id, user.userId);
    for (const q of ['quentin zeph', 'ZEPHYRINE', 'old@searchable']) {
      const page = await found('users', q);
      expect({ q, ids: page.items.map((item) => item.id), total: page.total }).toEqual({
        q,
        ids: [user.userId],
        total: 1,
      });
      expect((await found('teams', q)).items.map((item) => item.id)).toEqual([teamId]);
    }
    // A text spanning the surname and the email matches neither.
    expect((await found('users', 'zephyrine quentin.old')).total).toBe(0);

    await updateProfile(t.deps.db, user.userId, {
      email: 'quentin.new@searchable.test',
      firstName: 'Quinn',
    });
    expect((await found('users', 'old@searchable')).total).toBe(0);
    expect((await found('users', 'new@searchable')).items.map((item) => item.id)).toEqual([
      user.userId,
    ]);
    expect((await found('teams', 'quinn zeph')).items.map((item) => item.id)).toEqual([teamId]);
    expect((await found('users', 'quentin zeph')).total).toBe(0);
  });
});
