import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, expectRefusal } from '../../../test/support/caller.ts';
import { callerForNewUser } from '../../../test/support/cast.ts';
import { contentFixtures } from '../../../test/support/content-fixtures.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { expectOtherEventLikeMissing } from '../../../test/support/isolation.ts';
import { expectQueriesRefused, listReader } from '../../../test/support/list-convention.ts';
import { sendMultipart } from '../../../test/support/multipart.ts';
import { jpegPhoto, pdfDocument } from '../../../test/support/sample-files.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { sidebarSections } from '../../db/schema/settings.ts';
import { newId } from '../../lib/ids.ts';
import type { EventRow } from '../platform/events/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/content on %s', (kind) => {
  const t = useTestApp(kind);
  let fx: ReturnType<typeof contentFixtures>;
  let event: EventRow;
  let otherEvent: EventRow;
  let moderator: Caller;
  let moderatorCookie: string;
  let admin: Caller;

  const sidebarOf = async (ev: EventRow) =>
    t.deps.db.select().from(sidebarSections).where(eq(sidebarSections.eventId, ev.id));

  beforeAll(async () => {
    fx = contentFixtures(t);
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const mod = await t.buildUser(event.id, { permissions: 'moderator' });
    moderator = await callerFor(t, event, mod);
    moderatorCookie = await t.login(event, mod);
    admin = await callerForNewUser(t, event, { permissions: 'admin' });
  });

  describe('permissions', () => {
    it('requires authentication', async () => {
      const anonymous = await callerFor(t, event, null);
      expect((await anonymous.get('/content')).statusCode).toBe(401);
      expect((await anonymous.post('/content', { title: 'X' })).statusCode).toBe(401);
      expect((await anonymous.get('/member/content')).statusCode).toBe(401);
      expect((await anonymous.get('/member/featured-content')).statusCode).toBe(401);
    });

    it('rejects a user below moderator on every organiser route', async () => {
      const user = await callerForNewUser(t, event);
      const page = await fx.addPage(moderator, { title: 'Guarded' });
      const id = page.id;
      const responses = [
        await user.get('/content'),
        await user.post('/content', { title: 'Sneaky' }),
        await user.get(`/content/${id}`),
        await user.patch(`/content/${id}`, { title: 'Mine' }),
        await user.post(`/content/${id}/archive`),
        await user.post(`/content/${id}/unarchive`),
        await user.delete(`/content/${id}`),
        await user.post(`/content/${id}/sections`, { type: 'richText', data: '<p>x</p>' }),
        await user.put(`/content/${id}/sections/order`, { ids: [] }),
        await user.patch(`/content/${id}/sections/x`, { heading: 'x' }),
        await user.delete(`/content/${id}/sections/x`),
      ];
      expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 403));
      expect((await moderator.get(`/content/${id}`)).json().title).toBe('Guarded');
    });

    it('lets a moderator and an admin manage content', async () => {
      for (const caller of [moderator, admin]) {
        const added = await caller.post('/content', { title: 'Allowed' });
        expect(added.statusCode).toBe(201);
        expect((await caller.get(`/content/${added.json().id}`)).statusCode).toBe(200);
      }
    });

    it("cannot reach another event's content: it answers like a missing event", async () => {
      await expectOtherEventLikeMissing(moderator, '/content', otherEvent);
      expect((await moderator.get('/member/content', otherEvent)).statusCode).toBe(404);
    });

    it("does not find another event's page by id", async () => {
      const theirMod = await callerForNewUser(t, otherEvent, { permissions: 'moderator' });
      const theirs = await fx.addPage(theirMod, { title: 'Theirs', isPublished: true });
      for (const response of [
        await moderator.get(`/content/${theirs.id}`),
        await moderator.patch(`/content/${theirs.id}`, { title: 'Mine' }),
        await moderator.post(`/content/${theirs.id}/archive`),
        await moderator.delete(`/content/${theirs.id}`),
        await moderator.get(`/member/content/${theirs.id}`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Content not found');
      }
      expect((await theirMod.get(`/content/${theirs.id}`)).json().title).toBe('Theirs');
    });
  });

  describe('pages', () => {
    it('adds a page with only a title: strings trimmed, booleans false, lists empty', async () => {
      const response = await moderator.post('/content', { title: '  Stand build  ' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        title: 'Stand build',
        path: '',
        description: '',
        sectionIds: [],
        isPublished: false,
        isPublic: false,
        isFeatured: false,
        isArchived: false,
        icon: 'file-text',
        allowedTeamTypeIds: [],
        assetId: null,
        showToChildTeams: false,
      });
      expect(response.json().createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it("refuses bad input with 'Invalid content data' and the field paths, writing nothing", async () => {
      const ev = await t.buildEvent();
      const mod = await callerForNewUser(t, ev, { permissions: 'moderator' });
      const response = await mod.post('/content', {
        title: ' ',
        icon: 'not-an-icon',
        path: 'Has Spaces',
        extra: 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Invalid content data');
      const paths = response.json().error.details.map((d: { path: string }) => d.path);
      expect(paths.sort()).toEqual(['', 'icon', 'path', 'title']);
      const patch = await mod.patch(`/content/${newId()}`, { isPublished: 'yes' });
      expectRefusal(patch, 400, 'Invalid content data', [{ path: 'isPublished' }]);
      expect((await mod.patch(`/content/${newId()}`, {})).json().error.message).toBe(
        'Invalid content data',
      );
      expect((await mod.get('/content')).json()).toMatchObject({ items: [], total: 0 });
    });

    it('refuses team types and assets that are not the event’s own images', async () => {
      const page = await fx.addPage(moderator, { title: 'Refs' });
      const theirType = await fx.buildTeamType(otherEvent);
      const response = await moderator.patch(`/content/${page.id}`, {
        allowedTeamTypeIds: [theirType],
        assetId: newId(),
      });
      expectRefusal(response, 400, 'Invalid content data', [
        { path: 'allowedTeamTypeIds.0', message: 'Team type not found' },
        { path: 'assetId', message: 'Choose an image from the asset library' },
      ]);
      const add = await moderator.post('/content', { title: 'X', allowedTeamTypeIds: ['nope'] });
      expect(add.json().error.details).toEqual([
        { path: 'allowedTeamTypeIds.0', message: 'Team type not found' },
      ]);
    });

    it('takes an image asset and team types of the event, and refuses a document asset', async () => {
      const image = await uploadAsset('Hall.jpg', await jpegPhoto(300, 200));
      const document = await uploadAsset('Plan.pdf', pdfDocument);
      const type = await fx.buildTeamType(event);
      const page = await fx.addPage(moderator, { title: 'With image' });
      const ok = await moderator.patch(`/content/${page.id}`, {
        assetId: image,
        allowedTeamTypeIds: [type],
        description: ' About the hall ',
        icon: 'map-pin',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        assetId: image,
        allowedTeamTypeIds: [type],
        description: 'About the hall',
        icon: 'map-pin',
      });
      const refused = await moderator.patch(`/content/${page.id}`, { assetId: document });
      expect(refused.json().error.details).toEqual([
        { path: 'assetId', message: 'Choose an image from the asset library' },
      ]);
    });

    it('lists pages by title a page at a time, archived ones with filter=isArchived:true', async () => {
      const ev = await t.buildEvent();
      const mod = await callerForNewUser(t, ev, { permissions: 'moderator' });
      for (const title of ['beta', 'Alpha', 'Gamma', 'Hall 10', 'hall 2']) {
        await fx.addPage(mod, { title, isPublished: title !== 'beta' });
      }
      const list = listReader(mod, '/content');
      const titles = async (query: string) =>
        (await list(query)).body.items.map((p: { title: string }) => p.title);
      const gamma = (await list('q=gamma')).body.items[0];
      await mod.post(`/content/${gamma.id}/archive`);

      // By title, case-insensitively (as the database compares: "hall 10" before "hall 2").
      expect(await titles('')).toEqual(['Alpha', 'beta', 'Gamma', 'Hall 10', 'hall 2']);
      expect(await titles('filter=isArchived:false')).toEqual([
        'Alpha',
        'beta',
        'Hall 10',
        'hall 2',
      ]);
      expect(await titles('filter=isArchived:true')).toEqual(['Gamma']);
      const first = await list('filter=isArchived:false&pageSize=3');
      expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(await titles('filter=isArchived:false&pageSize=3&page=2')).toEqual(['hall 2']);
      expect((await list('pageSize=3&page=7')).body).toMatchObject({ items: [], total: 5 });
      expect(await titles('sort=-title&pageSize=2')).toEqual(['hall 2', 'Hall 10']);
      expect(await titles('q=HALL')).toEqual(['Hall 10', 'hall 2']);
      expect(await titles('filter=isPublished:false')).toEqual(['beta']);
      await expectQueriesRefused(list, [
        'filter=isArchived:maybe',
        'sort=description',
        'archived=true&filter=x:1',
      ]);
    });
  });

  describe('featured and archiving', () => {
    it('appends a page added as featured to the featured contentIds', async () => {
      const ev = await t.buildEvent();
      const mod = await callerForNewUser(t, ev, { permissions: 'moderator' });
      const first = await fx.addPage(mod, { title: 'First', isFeatured: true });
      await fx.addPage(mod, { title: 'Not featured' });
      const second = await fx.addPage(mod, { title: 'Second', isFeatured: true });
      expect(await fx.featuredIds(ev)).toEqual([first.id, second.id]);
    });

    it('puts a page in and out of featured when isFeatured changes', async () => {
      const ev = await t.buildEvent();
      const mod = await callerForNewUser(t, ev, { permissions: 'moderator' });
      const page = await fx.addPage(mod, { title: 'Toggle' });
      expect(await fx.featuredIds(ev)).toEqual([]);
      await mod.patch(`/content/${page.id}`, { isFeatured: true });
      await mod.patch(`/content/${page.id}`, { isFeatured: true });
      expect(await fx.featuredIds(ev)).toEqual([page.id]);
      const off = await mod.patch(`/content/${page.id}`, { isFeatured: false });
      expect(off.json().isFeatured).toBe(false);
      expect(await fx.featuredIds(ev)).toEqual([]);
    });

    it('archiving removes the page from featured and from every sidebar section', async () => {
      const ev = await t.buildEvent();
      const mod = await callerForNewUser(t, ev, { permissions: 'moderator' });
      const page = await fx.addPage(mod, { title: 'Archive me', isFeatured: true });
      const keep = await fx.addPage(mod, { title: 'Keep', isFeatured: true });
      await t.deps.db.insert(sidebarSections).values([
        { eventId: ev.id, id: 'main', heading: 'Event', itemIds: ['dashboard', page.id], index: 0 },
        { eventId: ev.id, id: 'more', heading: 'More', itemIds: [page.id, keep.id], index: 1 },
      ]);
      const archived = await mod.post(`/content/${page.id}/archive`);
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ isArchived: true, isFeatured: false });
      expect(await fx.featuredIds(ev)).toEqual([keep.id]);
      const items = (await sidebarOf(ev)).sort((a, b) => a.index - b.index).map((s) => s.itemIds);
      expect(items).toEqual([['dashboard'], [keep.id]]);

      const unarchived = await mod.post(`/content/${page.id}/unarchive`);
      expect(unarchived.json()).toMatchObject({ isArchived: false, isFeatured: false });
      expect(await fx.featuredIds(ev)).toEqual([keep.id]);
      expect((await sidebarOf(ev)).flatMap((s) => s.itemIds)).not.toContain(page.id);
    });

    it('deleting a page removes its sections, their files, and its featured and sidebar places', async () => {
      const ev = await t.buildEvent();
      const user = await t.buildUser(ev.id, { permissions: 'moderator' });
      const mod = await callerFor(t, ev, user);
      const cookie = await t.login(ev, user);
      const page = await fx.addPage(mod, { title: 'Delete me', isFeatured: true });
      await t.deps.db
        .insert(sidebarSections)
        .values({ eventId: ev.id, id: 'main', heading: 'Event', itemIds: [page.id], index: 0 });
      const section = await fx.addSection(mod, page.id, { type: 'pdf', data: {} });
      const uploaded = await fx.upload(ev, cookie, page.id, section.id, {
        fileName: 'Plan.pdf',
        data: pdfDocument,
      });
      const fileUrl = uploaded.json().data.files[0].url;
      expect((await t.app.inject({ url: fileUrl, headers: { cookie } })).statusCode).toBe(200);
      const keys = (
        await t.deps.db.select().from(storedFiles).where(eq(storedFiles.ownerId, section.id))
      ).map((f) => f.storageKey);
      expect(keys).toHaveLength(1);
      const stored = await t.deps.storage.get(keys[0]!);
      expect(stored).not.toBeNull();
      stored?.body.destroy();

      const response = await mod.delete(`/content/${page.id}`);
      expect(response.statusCode).toBe(204);
      expect((await mod.get(`/content/${page.id}`)).statusCode).toBe(404);
      expect(await fx.featuredIds(ev)).toEqual([]);
      expect((await sidebarOf(ev))[0]?.itemIds).toEqual([]);
      expect((await t.app.inject({ url: fileUrl, headers: { cookie } })).statusCode).toBe(404);
      for (const key of keys) expect(await t.deps.storage.get(key)).toBeNull();
      expect((await mod.delete(`/content/${page.id}`)).statusCode).toBe(404);
    });
  });

  async function uploadAsset(fileName: string, data: Buffer): Promise<string> {
    const response = await sendMultipart(
      t,
      {
        url: `/api/v1/events/${event.id}/assets`,
        headers: { host: event.hostnames[0]!, cookie: moderatorCookie },
      },
      { fileName, data },
    );
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }
});
