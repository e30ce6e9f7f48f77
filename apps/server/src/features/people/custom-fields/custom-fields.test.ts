import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { buildEventPair, callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { expectOtherEventsRecordLikeMissing } from '../../../../test/support/isolation.ts';
import { expectQueriesRefused, listReader } from '../../../../test/support/list-convention.ts';
import { customFields } from '../../../db/schema/team-types.ts';
import { teams } from '../../../db/schema/teams.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/custom-fields on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let admin: Caller;

  const fieldCount = async (ev: EventRow) =>
    (await t.deps.db.select().from(customFields).where(eq(customFields.eventId, ev.id))).length;
  const valuesOf = async (ev: EventRow) =>
    (
      await t.deps.db
        .select({ customFields: teams.customFields })
        .from(teams)
        .where(eq(teams.eventId, ev.id))
    ).map((r) => r.customFields);
  /** An event with an admin and `count` teams (written in one statement). */
  const eventWithTeams = async (count: number) => {
    const ev = await t.buildEvent();
    const evAdmin = await callerForNewUser(t, ev, { permissions: 'admin' });
    if (count > 0) {
      const rows = Array.from({ length: count }, (_, i) => ({
        eventId: ev.id,
        id: newId(),
        name: `Team ${i}`,
      }));
      await t.deps.db.insert(teams).values(rows);
    }
    return { ev, evAdmin };
  };

  beforeAll(async () => {
    ({ event, otherEvent } = await buildEventPair(t));
    admin = await callerForNewUser(t, event, { permissions: 'admin' });
  });

  it('requires authentication', async () => {
    const anonymous = await callerFor(t, event, null);
    expect((await anonymous.get('/custom-fields')).statusCode).toBe(401);
  });

  it('rejects a user and a moderator: custom fields are for admins (moderators may read them)', async () => {
    for (const permissions of ['user', 'moderator'] as const) {
      const caller = await callerForNewUser(t, event, { permissions });
      for (const path of ['/custom-fields', '/custom-fields/order']) {
        expect((await caller.get(path)).statusCode).toBe(permissions === 'moderator' ? 200 : 403);
      }
      const add = await caller.post('/custom-fields', { label: 'X', type: 'text' });
      expect(add.statusCode).toBe(403);
      expect((await caller.put('/custom-fields/order', { ids: [] })).statusCode).toBe(403);
    }
    expect(await fieldCount(event)).toBe(0);
  });

  it("cannot reach another event's custom fields: it answers like a missing one", async () => {
    const viaOther = await admin.get('/custom-fields', otherEvent);
    expect(viaOther.statusCode).toBe(404);
    expect(viaOther.json().error.message).toBe('Event ID not found');
    const otherAdmin = await callerForNewUser(t, otherEvent, { permissions: 'admin' });
    const theirs = (await otherAdmin.post('/custom-fields', { label: 'T', type: 'text' })).json();
    await expectOtherEventsRecordLikeMissing(admin, '/custom-fields', theirs.id, { label: 'M' });
    expect(await fieldCount(otherEvent)).toBe(1);
  });

  it('adds fields last and gives every team the empty value, past one batch of 500', async () => {
    const { ev, evAdmin } = await eventWithTeams(1201);
    const text = await evAdmin.post('/custom-fields', { label: 'Stand', type: 'text' });
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({
      label: 'Stand',
      index: 0,
      showField: true,
      showToChildTeams: false,
      isRequired: false,
    });
    const tick = (
      await evAdmin.post('/custom-fields', { label: 'Agreed', type: 'checkbox' })
    ).json();
    expect(tick.index).toBe(1);
    const values = await valuesOf(ev);
    expect(values.length).toBe(1201);
    expect(values.every((v) => v[text.json().id] === '' && v[tick.id] === false)).toBe(true);
  });

  it('gives fields added at the same moment distinct places in the order', async () => {
    const { evAdmin } = await eventWithTeams(3);
    const added = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((label) =>
        evAdmin.post('/custom-fields', { label, type: 'text' }),
      ),
    );
    const indexes = added.map((response) => response.json().index as number);
    expect(new Set(indexes).size).toBe(5);
    expect([...indexes].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it("refuses bad input with 'Invalid custom field' and the field paths, writing nothing", async () => {
    const before = await fieldCount(event);
    const response = await admin.post('/custom-fields', { label: '', type: 'blob', index: 4 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid custom field');
    const paths = response.json().error.details.map((d: { path: string }) => d.path);
    expect(paths.sort()).toEqual(['', 'label', 'type']);
    expect(await fieldCount(event)).toBe(before);
  });

  it('lists every field in their order for team forms, and edits one', async () => {
    const { evAdmin } = await eventWithTeams(0);
    const b = (await evAdmin.post('/custom-fields', { label: 'B', type: 'text' })).json();
    const a = (await evAdmin.post('/custom-fields', { label: 'A', type: 'url' })).json();
    const list = (await evAdmin.get('/custom-fields/order')).json().customFields;
    expect(list.map((f: { id: string }) => f.id)).toEqual([b.id, a.id]);
    const edited = await evAdmin.patch(`/custom-fields/${a.id}`, {
      label: 'Website',
      isRequired: true,
      showField: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ label: 'Website', isRequired: true, index: 1 });
    expect((await evAdmin.get(`/custom-fields/${a.id}`)).json().showField).toBe(false);
  });

  it("resets every team's value when a field changes between checkbox and text", async () => {
    const { ev, evAdmin } = await eventWithTeams(3);
    const field = (
      await evAdmin.post('/custom-fields', { label: 'Tick', type: 'checkbox' })
    ).json();
    await evAdmin.patch(`/custom-fields/${field.id}`, { type: 'text' });
    expect((await valuesOf(ev)).map((v) => v[field.id])).toEqual(['', '', '']);
    await evAdmin.patch(`/custom-fields/${field.id}`, { type: 'email' });
    expect((await valuesOf(ev)).map((v) => v[field.id])).toEqual(['', '', '']);
  });

  it('reorders the fields: every id once, in the new order', async () => {
    const { evAdmin } = await eventWithTeams(0);
    const ids: string[] = [];
    for (const label of ['One', 'Two', 'Three']) {
      ids.push((await evAdmin.post('/custom-fields', { label, type: 'text' })).json().id);
    }
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const response = await evAdmin.put('/custom-fields/order', { ids: order });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().customFields.map((f: { id: string; index: number }) => [f.id, f.index]),
    ).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    for (const bad of [[ids[0]], [...order, ids[0]], [ids[0], ids[1], newId()]]) {
      const refused = await evAdmin.put('/custom-fields/order', { ids: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        'Send every custom field id once, in the new order',
      );
    }
    const list = (await evAdmin.get('/custom-fields/order')).json().customFields;
    expect(list.map((f: { id: string }) => f.id)).toEqual(order);
    const page = (await evAdmin.get('/custom-fields?sort=index')).json().items;
    expect(page.map((f: { id: string }) => f.id)).toEqual(order);
  });

  it('pages, sorts, searches and filters the list by label (the list convention)', async () => {
    const { evAdmin } = await eventWithTeams(0);
    for (const [label, type, description] of [
      ['Stand 10', 'text', ''],
      ['stand 2', 'number', ''],
      ['Website', 'url', 'Your stand page'],
      ['Agreed', 'checkbox', ''],
    ] as const) {
      await evAdmin.post('/custom-fields', { label, type, description, showField: type !== 'url' });
    }
    const list = listReader(evAdmin, '/custom-fields');
    const labels = (body: { items: { label: string }[] }) => body.items.map((f) => f.label);

    const first = await list('pageSize=2');
    expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(labels(first.body)).toEqual(['Agreed', 'stand 2']);
    expect(labels((await list('pageSize=2&page=2')).body)).toEqual(['Stand 10', 'Website']);
    expect((await list('page=3&pageSize=2')).body).toMatchObject({ items: [], total: 4 });
    expect(labels((await list('sort=-index&pageSize=1')).body)).toEqual(['Agreed']);
    expect(labels((await list('q=STAND')).body)).toEqual(['stand 2', 'Stand 10', 'Website']);
    expect(labels((await list('filter=type:number')).body)).toEqual(['stand 2']);
    expect(labels((await list('filter=showField:false')).body)).toEqual(['Website']);
    await expectQueriesRefused(list, [
      'sort=placeholder',
      'filter=type:colour',
      'filter=index:1',
      'pageSize=0',
    ]);
  });

  it('deletes a field and removes its value from every team', async () => {
    const { ev, evAdmin } = await eventWithTeams(620);
    const keep = (await evAdmin.post('/custom-fields', { label: 'Keep', type: 'text' })).json();
    const drop = (await evAdmin.post('/custom-fields', { label: 'Drop', type: 'text' })).json();
    expect((await evAdmin.delete(`/custom-fields/${drop.id}`)).statusCode).toBe(204);
    const values = await valuesOf(ev);
    expect(values.every((v) => Object.keys(v).join() === keep.id)).toBe(true);
    expect((await evAdmin.get(`/custom-fields/${drop.id}`)).statusCode).toBe(404);
  });

  it('drops an invalid stored field from the list and reports it', async () => {
    const { ev, evAdmin } = await eventWithTeams(0);
    await evAdmin.post('/custom-fields', { label: 'Good', type: 'text' });
    await t.deps.db
      .insert(customFields)
      .values({ eventId: ev.id, id: newId(), label: 'Bad', type: 'hologram', index: 5 });
    const list = (await evAdmin.get('/custom-fields/order')).json().customFields;
    expect(list.map((f: { label: string }) => f.label)).toEqual(['Good']);
    expect((await evAdmin.get('/custom-fields')).json()).toMatchObject({ total: 1 });
  });
});
