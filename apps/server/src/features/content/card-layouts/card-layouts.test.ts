import { defaultCards } from '@showdesk/domain/content/card-layouts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { cards } from '../../../db/schema/dashboard.ts';
import { teamTypes } from '../../../db/schema/team-types.ts';
import type { EventRow } from '../../platform/events/queries.ts';

const link = (title: string) => ({
  type: 'link' as const,
  title,
  isMini: false,
  description: '',
  pathId: 'https://venue.example/map',
});
const sixCards = (prefix: string) =>
  Array.from({ length: 6 }, (_, i) => link(`${prefix} ${i + 1}`));

describe.each(testDatabases)('/api/v1/events/:eventId/card-layouts on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let admin: Record<string, string>;
  const url = (path = '', ev: EventRow = event) => `/api/v1/events/${ev.id}/card-layouts${path}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: url(path), headers: admin, ...(payload ? { payload } : {}) });
  /** Asks to add a layout named `name` for `teamTypeIds` with `cards`; returns the answer. */
  const addLayout = (name: string, teamTypeIds: string[], cards: unknown[]) =>
    call('POST', '', { name, teamTypeIds, cards });
  const addType = async (id: string, name: string, ev: EventRow = event) => {
    await t.deps.db.insert(teamTypes).values({ eventId: ev.id, id, name });
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const user = await t.buildUser(event.id, { permissions: 'admin' });
    admin = { host: event.hostnames[0]!, cookie: await t.login(event, user) };
    await addType('hall-a', 'Hall A');
    await addType('hall-b', 'Hall B');
    await addType('foreign', 'Foreign', otherEvent);
  });

  it('requires authentication', async () => {
    const response = await t.app.inject({ url: url(), headers: { host: event.hostnames[0]! } });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a user below admin', async () => {
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const headers = { host: event.hostnames[0]!, cookie: await t.login(event, moderator) };
    expect((await t.app.inject({ url: url(), headers })).statusCode).toBe(403);
  });

  it("cannot reach another event's layouts", async () => {
    const response = await t.app.inject({ url: url('', otherEvent), headers: admin });
    expect(response.statusCode).toBe(404);
  });

  it('starts with a default layout of six cards, and lists the team types', async () => {
    const response = await call('GET', '');
    expect(response.statusCode).toBe(200);
    const { layouts, teamTypes: types } = response.json();
    expect(layouts).toHaveLength(1);
    expect(layouts[0]).toMatchObject({ id: 'default', isDefault: true, teamTypeIds: [] });
    expect(layouts[0].cards.map((c: { title: string }) => c.title)).toEqual(
      defaultCards.map((c) => c.title),
    );
    expect(types).toEqual([
      { id: 'hall-a', name: 'Hall A' },
      { id: 'hall-b', name: 'Hall B' },
    ]);
  });

  it('adds a layout of exactly six cards for team types, and refuses five', async () => {
    const five = await addLayout('Five', [], sixCards('x').slice(0, 5));
    expect(five.statusCode).toBe(400);
    expect(five.json().error.message).toBe('A layout has exactly 6 cards');

    const added = await addLayout('Hall A', ['hall-a'], sixCards('A'));
    expect(added.statusCode).toBe(201);
    expect(added.json().cards).toHaveLength(6);
    expect(added.json().teamTypeIds).toEqual(['hall-a']);
  });

  it('refuses a team type already on another layout, and one of another event', async () => {
    const taken = await addLayout('Again', ['hall-a'], sixCards('B'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Hall A is already on another layout');
    const foreign = await addLayout('F', ['foreign'], sixCards('F'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('Invalid layout');
  });

  it('replaces the cards of a layout, deleting the old ones', async () => {
    const layouts = (await call('GET', '')).json().layouts;
    const hallA = layouts.find((l: { name: string }) => l.name === 'Hall A');
    const oldIds = hallA.cards.map((c: { id: string }) => c.id);
    const saved = await call('PUT', `/${hallA.id}`, {
      name: 'Hall A stands',
      teamTypeIds: ['hall-a', 'hall-b'],
      cards: sixCards('New'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().name).toBe('Hall A stands');
    expect(saved.json().cards[0].title).toBe('New 1');
    const left = await t.deps.db
      .select()
      .from(cards)
      .where(and(eq(cards.eventId, event.id), eq(cards.id, oldIds[0])));
    expect(left).toHaveLength(0);
  });

  it('gives a member the cards of their team type, else the default', async () => {
    const owner = await t.buildUser(event.id);
    const teamId = await t.buildTeam(event.id, owner.userId);
    const headers = { host: event.hostnames[0]!, cookie: await t.login(event, owner) };
    const cardsOf = async () =>
      (await t.app.inject({ url: `/api/v1/events/${event.id}/dashboard/cards`, headers })).json()
        .cards as Array<{ title: string }>;
    expect((await cardsOf())[0]!.title).toBe(defaultCards[0]!.title);
    await updateTeam(t, event.id, teamId, { teamTypeId: 'hall-b' });
    expect((await cardsOf())[0]!.title).toBe('New 1');
  });

  it("can't delete the default layout, and deletes another with its cards", async () => {
    const refused = await call('DELETE', '/default');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("Can't delete the default layout");
    const layouts = (await call('GET', '')).json().layouts;
    const other = layouts.find((l: { isDefault: boolean }) => !l.isDefault);
    expect((await call('DELETE', `/${other.id}`)).statusCode).toBe(204);
    expect((await call('GET', '')).json().layouts).toHaveLength(1);
    expect((await call('DELETE', `/${other.id}`)).statusCode).toBe(404);
  });
});
