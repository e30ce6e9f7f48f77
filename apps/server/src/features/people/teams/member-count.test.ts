import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import type { EventRow } from '../../platform/events/queries.ts';

/**
 * teams.member_count is kept by triggers on team_members (migration 0032) so that the teams
 * list sorts by members on an index: after every kind of write it equals a recount.
 */
describe.each(testDatabases)('the kept member count of teams on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let admin: Caller;
  let counter = 0;

  /** Each team's kept count next to a recount of its members, for the event. */
  async function keptAndRecounted() {
    const rows = await t.deps.db
      .select({
        id: teams.id,
        kept: teams.memberCount,
        recount: sql<number>`(select count(*)::int from team_members tm
          where tm.event_id = teams.event_id and tm.team_id = teams.id)`,
      })
      .from(teams)
      .where(eq(teams.eventId, event.id));
    return rows;
  }
  async function expectKeptEqualsRecount() {
    const rows = await keptAndRecounted();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect({ id: row.id, count: row.kept }).toEqual({ id: row.id, count: Number(row.recount) });
  }
  const keptOf = async (teamId: string) =>
    (await keptAndRecounted()).find((row) => row.id === teamId)?.kept;

  beforeAll(async () => {
    event = await t.buildEvent();
    admin = await callerForNewUser(t, event, { permissions: 'admin' });
  });

  it('follows members added through the API, taken out, and deleted with their account', async () => {
    const owner = await t.buildUser(event.id);
    const teamId = await t.buildTeam(event.id, owner.userId);
    expect(await keptOf(teamId)).toBe(1);

    const added = await admin.post(`/teams/${teamId}/members`, {
      email: `counted-${counter++}@example.test`,
      firstName: 'Cara',
      surname: 'Counted',
    });
    expect(added.statusCode).toBe(201);
    const second = await admin.post(`/teams/${teamId}/members`, {
      email: `counted-${counter++}@example.test`,
      firstName: 'Dan',
      surname: 'Counted',
    });
    expect(second.statusCode).toBe(201);
    expect(await keptOf(teamId)).toBe(3);

    const memberId = (answer: typeof added, firstName: string): string =>
      answer.json().members.find((m: { firstName: string }) => m.firstName === firstName).id;
    const removed = await admin.delete(`/teams/${teamId}/members/${memberId(added, 'Cara')}`);
    expect(removed.statusCode).toBe(204);
    expect(await keptOf(teamId)).toBe(2);

    const deleted = await admin.delete(
      `/users/${memberId(second, 'Dan')}?transferToUserId=${owner.userId}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect(await keptOf(teamId)).toBe(1);
    await expectKeptEqualsRecount();
  });

  it('follows a member moved from one team to another, several rows at once and a deleted team', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => t.buildUser(event.id)));
    const from = await t.buildTeam(event.id, a!.userId, [b!.userId, c!.userId]);
    const to = await t.buildTeam(event.id, d!.userId);
    expect([await keptOf(from), await keptOf(to)]).toEqual([3, 1]);

    // One statement moving two rows (as an import or a merge would).
    await t.deps.db
      .update(teamMembers)
      .set({ teamId: to })
      .where(
        sql`${teamMembers.eventId} = ${event.id} and ${teamMembers.userId} in (${b!.userId}, ${c!.userId})`,
      );
    expect([await keptOf(from), await keptOf(to)]).toEqual([1, 3]);

    // A multi-row delete, then the team itself (its last member goes with it).
    await t.deps.db
      .delete(teamMembers)
      .where(
        sql`${teamMembers.eventId} = ${event.id} and ${teamMembers.teamId} = ${to} and ${teamMembers.userId} <> ${d!.userId}`,
      );
    expect(await keptOf(to)).toBe(1);
    const gone = await admin.delete(`/teams/${from}`);
    expect(gone.statusCode).toBe(204);
    expect(await keptOf(from)).toBeUndefined();
    await expectKeptEqualsRecount();
  });

  it('sorts the teams list by the kept count, both ways', async () => {
    const ascending = (await admin.get('/teams?sort=members&pageSize=200')).json();
    const descending = (await admin.get('/teams?sort=-members&pageSize=200')).json();
    const counts = (page: { items: { userIds: string[] }[] }) =>
      page.items.map((team) => team.userIds.length);
    expect(counts(ascending)).toEqual([...counts(ascending)].sort((x, y) => x - y));
    expect(counts(descending)).toEqual([...counts(ascending)].sort((x, y) => y - x));
    expect(ascending.items.length).toBeGreaterThan(1);
  });
});
