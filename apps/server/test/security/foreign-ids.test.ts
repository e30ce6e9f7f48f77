import { beforeAll, describe, expect, it } from 'vitest';
import type { EventRow } from '../../src/features/platform/events/queries.ts';
import { type Caller, callerFor, sessionHeaders } from '../support/caller.ts';
import { addTeamType } from '../support/cast.ts';
import { testDatabases } from '../support/databases.ts';
import { useTestApp } from '../support/harness.ts';
import { addAsset } from './upload-as.ts';

/**
 * Records that point at other records (a header image, a card's page, a sidebar item) take
 * only ids of their own event: another event's id is refused with the field's path, and
 * nothing is written. Each case also saves the event's own id, so the refusal is about the id.
 */
describe.each(testDatabases)("another event's ids in a body, on %s", (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let other: EventRow;
  let admin: Caller;
  const own = { image: '', document: '', content: '', teamType: '' };
  const theirs = { image: '', content: '', teamType: '' };

  const refusedAt = (response: { statusCode: number; json(): unknown }, path: string) => {
    expect(response.statusCode).toBe(400);
    const { error } = response.json() as { error: { details: Array<{ path: string }> } };
    expect(error.details.map((d) => d.path)).toContain(path);
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    other = await t.buildEvent();
    const adminUser = await t.buildUser(event.id, { permissions: 'admin' });
    admin = await callerFor(t, event, adminUser);
    const otherUser = await t.buildUser(other.id, { permissions: 'admin' });
    const otherAdmin = await callerFor(t, other, otherUser);
    own.image = await addAsset(t, event, await sessionHeaders(t, event, adminUser), {
      name: 'Ours',
    });
    own.document = await addAsset(t, event, await sessionHeaders(t, event, adminUser), {
      name: 'Our plan',
      kind: 'document',
    });
    theirs.image = await addAsset(t, other, await sessionHeaders(t, other, otherUser), {
      name: 'Theirs',
    });
    own.content = (await admin.post('/content', { title: 'Our page' })).json().id;
    theirs.content = (await otherAdmin.post('/content', { title: 'Their page' })).json().id;
    own.teamType = await addTeamType(admin, 'Ours');
    theirs.teamType = await addTeamType(otherAdmin, 'Theirs');
  });

  it("refuses another event's asset as a core page's header image", async () => {
    const page = { title: 'Time Table', icon: 'calendar', isPublished: true };
    const response = await admin.put('/core-pages/timeTable', { ...page, assetId: theirs.image });
    refusedAt(response, 'assetId');
    const saved = (await admin.get('/core-pages')).json().corePages;
    expect(saved.find((p: { id: string }) => p.id === 'timeTable').assetId).toBeNull();
    const ours = await admin.put('/core-pages/timeTable', { ...page, assetId: own.document });
    expect(ours.statusCode).toBe(200);
    expect(ours.json().assetId).toBe(own.document);
  });

  it("refuses another event's asset as the dashboard header image (replace and merge)", async () => {
    const header = { title: 'Welcome', description: '' };
    refusedAt(
      await admin.put('/settings/dashboardHeader', { ...header, assetId: theirs.image }),
      'assetId',
    );
    refusedAt(await admin.patch('/settings/dashboardHeader', { assetId: theirs.image }), 'assetId');
    refusedAt(await admin.patch('/settings/dashboardHeader', { assetId: own.document }), 'assetId');
    expect((await admin.get('/settings/dashboardHeader')).json()).toMatchObject({
      title: '',
      assetId: null,
    });
    const ours = await admin.put('/settings/dashboardHeader', { ...header, assetId: own.image });
    expect(ours.statusCode).toBe(200);
    expect(ours.json().assetId).toBe(own.image);
  });

  it("refuses a card layout with another event's content page or team type", async () => {
    const card = (pathId: string) => ({
      type: 'content',
      title: 'Read this',
      isMini: false,
      description: '',
      pathId,
    });
    const layout = (pathId: string, teamTypeIds: string[] = []) => ({
      name: 'Exhibitors',
      teamTypeIds,
      cards: [card(pathId), ...Array.from({ length: 5 }, () => card(own.content))],
    });
    const before = (await admin.get('/card-layouts')).json().layouts.length;
    refusedAt(await admin.post('/card-layouts', layout(theirs.content)), 'cards.0.pathId');
    refusedAt(
      await admin.post('/card-layouts', layout(own.content, [theirs.teamType])),
      'teamTypeIds',
    );
    expect((await admin.get('/card-layouts')).json().layouts.length).toBe(before);

    const added = await admin.post('/card-layouts', layout(own.content, [own.teamType]));
    expect(added.statusCode).toBe(201);
    const id = added.json().id;
    refusedAt(await admin.put(`/card-layouts/${id}`, layout(theirs.content)), 'cards.0.pathId');
    const saved = (await admin.get('/card-layouts'))
      .json()
      .layouts.find((l: { id: string }) => l.id === id);
    expect(saved.cards.map((c: { pathId: string }) => c.pathId)).not.toContain(theirs.content);
  });

  it("refuses another event's content page among the featured pages", async () => {
    const put = await admin.put('/settings/featured', {
      contentIds: [own.content, theirs.content],
    });
    refusedAt(put, 'contentIds.1');
    refusedAt(
      await admin.patch('/settings/featured', { contentIds: [theirs.content] }),
      'contentIds.0',
    );
    expect((await admin.get('/settings/featured')).json().contentIds).toEqual([]);
    expect((await admin.put('/settings/featured', { contentIds: [own.content] })).statusCode).toBe(
      200,
    );
  });

  it("refuses another event's content page in the sidebar", async () => {
    const section = (itemIds: string[]) => ({
      id: 'more',
      heading: 'More',
      itemIds,
      index: 0,
      isCollapsable: false,
    });
    const before = (await admin.get('/sidebar')).json();
    const response = await admin.put('/sidebar', {
      sections: [section(['dashboard', theirs.content])],
    });
    refusedAt(response, 'sections.0.itemIds.1');
    expect((await admin.get('/sidebar')).json()).toEqual(before);
    const ours = await admin.put('/sidebar', {
      sections: [section(['dashboard', 'myEvents', own.content])],
    });
    expect(ours.statusCode).toBe(200);
  });

  it("refuses a team or a content page with another event's team type or image", async () => {
    const team = await admin.post('/teams', {
      name: 'Sneaky',
      ownerEmail: 'sneaky-owner@example.com',
      ownerFirstName: 'Sneaky',
      ownerSurname: 'Owner',
      teamTypeId: theirs.teamType,
    });
    refusedAt(team, 'teamTypeId');
    const teams = (await admin.get('/teams?pageSize=200')).json().items;
    expect(teams.map((x: { name: string }) => x.name)).not.toContain('Sneaky');
    refusedAt(await admin.post('/content', { title: 'X', assetId: theirs.image }), 'assetId');
    refusedAt(
      await admin.post('/content', { title: 'X', allowedTeamTypeIds: [theirs.teamType] }),
      'allowedTeamTypeIds.0',
    );
  });
});
