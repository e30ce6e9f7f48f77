import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../test/support/caller.ts';
import { callerForNewUser } from '../../../test/support/cast.ts';
import { contentFixtures } from '../../../test/support/content-fixtures.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { jpegPhoto, pdfDocument } from '../../../test/support/sample-files.ts';
import { downloads } from '../../db/schema/content.ts';
import { newId } from '../../lib/ids.ts';
import type { EventRow } from '../platform/events/queries.ts';

type Summary = { id: string; title: string };

describe.each(testDatabases)('content as members and guests read it, on %s', (kind) => {
  const t = useTestApp(kind);
  let fx: ReturnType<typeof contentFixtures>;
  let event: EventRow;
  let moderator: Caller;
  let moderatorCookie: string;
  let memberA: Caller;
  let memberACookie: string;
  let memberB: Caller;
  let memberBCookie: string;
  let childA: Caller;
  let organiserTeam: Caller;
  let noTeam: Caller;
  const pages: Record<string, string> = {};
  let imageId: string;
  let pdfUrl: string;
  let publicPdfUrl: string;
  let taskA: string;
  let typeB: string;

  const guestGet = (contentId: string, eventId = event.id) =>
    t.app.inject({ url: `/api/v1/events/${eventId}/guest/content/${contentId}` });
  const titles = (response: { json(): { content: Summary[] } }) =>
    response.json().content.map((p) => p.title);
  const fileAs = async (url: string, cookie?: string) =>
    (await t.app.inject({ url, headers: cookie ? { cookie } : {} })).statusCode;

  beforeAll(async () => {
    fx = contentFixtures(t);
    event = await t.buildEvent();
    const mod = await t.buildUser(event.id, { permissions: 'moderator' });
    moderator = await callerFor(t, event, mod);
    moderatorCookie = await t.login(event, mod);
    const typeA = await fx.buildTeamType(event, 'A');
    typeB = await fx.buildTeamType(event, 'B');
    const userA = await fx.buildMemberOfTeam(event, { teamTypeId: typeA });
    memberA = await callerFor(t, event, userA);
    memberACookie = await t.login(event, userA);
    const userB = await fx.buildMemberOfTeam(event, { teamTypeId: typeB });
    memberB = await callerFor(t, event, userB);
    memberBCookie = await t.login(event, userB);
    childA = await callerFor(
      t,
      event,
      await fx.buildMemberOfTeam(event, { teamTypeId: typeA, isChild: true }),
    );
    organiserTeam = await callerFor(
      t,
      event,
      await fx.buildMemberOfTeam(event, { teamTypeId: typeB, isOrganiser: true }),
    );
    noTeam = await callerForNewUser(t, event);

    const body = multipart({}, { fileName: 'Hall.jpg', data: await jpegPhoto(300, 200) });
    imageId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${event.id}/assets`,
        headers: { host: event.hostnames[0]!, cookie: moderatorCookie, ...body.headers },
        payload: body.payload,
      })
    ).json().id;
    await moderator.patch(`/assets/${imageId}`, { altText: 'The hall' });

    const add = async (key: string, settings: Record<string, unknown>) => {
      pages[key] = (await fx.addPage(moderator, { title: key, ...settings })).id;
    };
    await add('For A', { isPublished: true, allowedTeamTypeIds: [typeA], assetId: imageId });
    await add('For A and child teams', {
      isPublished: true,
      allowedTeamTypeIds: [typeA],
      showToChildTeams: true,
    });
    await add('For B', { isPublished: true, allowedTeamTypeIds: [typeB] });
    await add('Open', { isPublished: true });
    await add('Public', { isPublished: true, isPublic: true, showToChildTeams: true });
    await add('Draft', {});
    await add('Archived', { isPublished: true });
    await moderator.post(`/content/${pages.Archived}/archive`);

    const downloadFor = async (typeIds: string[]) => {
      const id = newId();
      await t.deps.db.insert(downloads).values({
        eventId: event.id,
        id,
        name: `Download for ${typeIds.length}`,
        data: `/api/v1/events/${event.id}/files/${id}/file.pdf`,
        showToTeamTypeIds: typeIds,
      });
      return id;
    };
    const downloadA = await downloadFor([typeA]);
    const downloadB = await downloadFor([typeB, typeB]);

    const task = async (title: string, settings: Record<string, unknown>) =>
      (await moderator.post('/tasks', { title, ...settings })).json().id as string;
    taskA = await task('Task for A', { teamTypeIds: [typeA], dueDate: '2027-03-01' });
    const taskB = await task('Task for B', { teamTypeIds: [typeB] });
    const archivedTask = await task('Archived task', {});
    await moderator.post('/tasks/archive', { ids: [archivedTask], isArchived: true });
    const group = (
      await moderator.post('/task-groups', {
        title: 'Before you arrive',
        taskIds: [taskB, taskA, archivedTask],
      })
    ).json();

    const forA = pages['For A']!;
    const section = (body: Record<string, unknown>) => fx.addSection(moderator, forA, body);
    await section({ type: 'richText', heading: 'Welcome', data: '<p>Hello</p>' });
    await section({ type: 'googleMaps', data: 'Hidden place', isPublished: false });
    await section({ type: 'image', data: imageId });
    const pdf = await section({ type: 'pdf', data: { fileName: 'Plans' } });
    pdfUrl = (
      await fx.upload(event, moderatorCookie, forA, pdf.id, {
        fileName: 'a.pdf',
        data: pdfDocument,
      })
    ).json().data.files[0].url;
    await section({
      type: 'resources',
      data: [
        { id: pages.Public, type: 'content' },
        { id: pages['For B'], type: 'content' },
        { id: downloadA, type: 'download' },
        { id: downloadB, type: 'download' },
        { id: taskA, type: 'task' },
        { id: taskB, type: 'task' },
      ],
    });
    await section({ type: 'taskList', heading: 'Checklist', data: group.id });

    const publicPage = pages.Public!;
    await fx.addSection(moderator, publicPage, {
      type: 'resources',
      data: [
        { id: pages.Open, type: 'content' },
        { id: forA, type: 'content' },
        { id: downloadA, type: 'download' },
      ],
    });
    const publicPdf = await fx.addSection(moderator, publicPage, { type: 'pdf', data: {} });
    publicPdfUrl = (
      await fx.upload(event, moderatorCookie, publicPage, publicPdf.id, {
        fileName: 'open.pdf',
        data: pdfDocument,
      })
    ).json().data.files[0].url;
  });

  describe('GET /member/content', () => {
    it('lists the published pages a member of the allowed type may see, by title', async () => {
      expect(titles(await memberA.get('/member/content'))).toEqual([
        'For A',
        'For A and child teams',
        'Open',
        'Public',
      ]);
      expect(titles(await memberB.get('/member/content'))).toEqual(['For B', 'Open', 'Public']);
      expect(titles(await noTeam.get('/member/content'))).toEqual(['Open', 'Public']);
    });

    it('shows a child team only pages with showToChildTeams', async () => {
      expect(titles(await childA.get('/member/content'))).toEqual([
        'For A and child teams',
        'Public',
      ]);
      expect((await childA.get(`/member/content/${pages['For A']}`)).statusCode).toBe(404);
    });

    it('shows organisers every published page of every type', async () => {
      const all = ['For A', 'For A and child teams', 'For B', 'Open', 'Public'];
      expect(titles(await moderator.get('/member/content'))).toEqual(all);
      expect(titles(await organiserTeam.get('/member/content'))).toEqual(all);
    });

    it('gives each page its image', async () => {
      const content = (await memberA.get('/member/content')).json().content;
      expect(content[0]).toMatchObject({
        title: 'For A',
        icon: 'file-text',
        image: { altText: 'The hall', thumb: expect.stringContaining('/files/') },
      });
      expect(content[2].image).toBeNull();
    });
  });

  describe('GET /member/content/:contentId', () => {
    it('shows only published sections, in order, with images and the links the member may open', async () => {
      const response = await memberA.get(`/member/content/${pages['For A']}`);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ id: pages['For A'], title: 'For A' });
      expect(page.sections.map((s: { type: string }) => s.type)).toEqual([
        'richText',
        'image',
        'pdf',
        'resources',
        'taskList',
      ]);
      const [rich, image, , resources, taskList] = page.sections;
      expect(rich).toEqual({
        id: expect.any(String),
        type: 'richText',
        heading: 'Welcome',
        isNewSection: false,
        data: '<p>Hello</p>',
      });
      expect(image.image).toMatchObject({ altText: 'The hall', large: expect.any(String) });
      expect(resources.links).toEqual([
        { id: pages.Public, type: 'content', title: 'Public', href: `/content/${pages.Public}` },
        {
          id: expect.any(String),
          type: 'download',
          title: 'Download for 1',
          href: expect.stringContaining('/files/'),
        },
        {
          id: taskA,
          type: 'task',
          title: 'Task for A',
          href: `/content/${pages['For A']}/task/${taskA}`,
        },
      ]);
      // The group's tasks the member may see, in its order (not B's, not the archived one).
      expect(taskList.tasks).toEqual([
        {
          id: taskA,
          title: 'Task for A',
          dueDate: '2027-03-01',
          type: 'task',
          href: `/content/${pages['For A']}/task/${taskA}`,
        },
      ]);
      expect(resources.data).toEqual(
        resources.links.map((l: { id: string; type: string }) => ({ id: l.id, type: l.type })),
      );
    });

    it("answers 404 'Content not found' to a member of another type, like a missing page", async () => {
      const hidden = await memberB.get(`/member/content/${pages['For A']}`);
      const missing = await memberB.get(`/member/content/${newId()}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual(missing.json());
      expect(hidden.json().error.message).toBe('Content not found');
      for (const key of ['Draft', 'Archived']) {
        expect((await moderator.get(`/member/content/${pages[key]}`)).statusCode).toBe(404);
      }
    });

    it('lets organisers read any type’s page, with links they may open', async () => {
      const page = (await organiserTeam.get(`/member/content/${pages['For A']}`)).json();
      const [resources, taskList] = page.sections.slice(-2);
      const links = resources.links.map((l: { title: string }) => l.title);
      expect(links).toEqual([
        'Public',
        'For B',
        'Download for 1',
        'Download for 2',
        'Task for A',
        'Task for B',
      ]);
      expect(taskList.tasks.map((l: { title: string }) => l.title)).toEqual([
        'Task for B',
        'Task for A',
      ]);
    });
  });

  describe('GET /member/featured-content', () => {
    it('lists the featured pages the member may see, in the featured order', async () => {
      for (const key of ['For B', 'Open', 'Draft', 'For A']) {
        await moderator.patch(`/content/${pages[key]}`, { isFeatured: true });
      }
      expect(titles(await memberA.get('/member/featured-content'))).toEqual(['Open', 'For A']);
      expect(titles(await memberB.get('/member/featured-content'))).toEqual(['For B', 'Open']);
    });
  });

  describe('GET /guest/content/:contentId (no login)', () => {
    it('reads a public page, linking only to other public pages at their guest address', async () => {
      const response = await guestGet(pages.Public!);
      expect(response.statusCode).toBe(200);
      const [resources] = response.json().sections;
      expect(resources.links).toEqual([]);
      expect(resources.data).toEqual([]);
      await moderator.patch(`/content/${pages.Open}`, { isPublic: true });
      const again = (await guestGet(pages.Public!)).json().sections[0];
      expect(again.links).toEqual([
        { id: pages.Open, type: 'content', title: 'Open', href: `/guests/content/${pages.Open}` },
      ]);
      await moderator.patch(`/content/${pages.Open}`, { isPublic: false });
    });

    it("answers 404 'Content not found' for a page that is not public", async () => {
      for (const key of ['For A', 'Open', 'Draft']) {
        const response = await guestGet(pages[key]!);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Content not found');
      }
      const noEvent = await guestGet(pages.Public!, newId());
      expect(noEvent.statusCode).toBe(404);
      expect(noEvent.json().error.message).toBe('Event ID not found');
    });
  });

  describe('PDF files of sections', () => {
    it('serves a section’s PDF to those who may see its page, and 404 to others', async () => {
      expect(await fileAs(pdfUrl, memberACookie)).toBe(200);
      expect(await fileAs(pdfUrl, moderatorCookie)).toBe(200);
      expect(await fileAs(pdfUrl, memberBCookie)).toBe(404);
      expect(await fileAs(pdfUrl)).toBe(404);
    });

    it('serves a public page’s PDF to anyone', async () => {
      expect(await fileAs(publicPdfUrl)).toBe(200);
      expect(await fileAs(publicPdfUrl, memberBCookie)).toBe(200);
    });

    it('stops serving it to members once the page is unpublished', async () => {
      await moderator.patch(`/content/${pages['For A']}`, { isPublished: false });
      expect(await fileAs(pdfUrl, memberACookie)).toBe(404);
      expect(await fileAs(pdfUrl, moderatorCookie)).toBe(200);
      await moderator.patch(`/content/${pages['For A']}`, { isPublished: true });
      expect(await fileAs(pdfUrl, memberACookie)).toBe(200);
    });
  });

  describe('suppliers in a resources section', () => {
    it('links only active suppliers of the event, opened inside the page for members who may see them', async () => {
      const addSupplier = async (caller: Caller, body: Record<string, unknown>) => {
        const response = await caller.post('/suppliers', body);
        expect(response.statusCode).toBe(201);
        return response.json().id as string;
      };
      const forAll = await addSupplier(moderator, { company: 'Brightbuild' });
      const notForB = await addSupplier(moderator, {
        company: 'Spark Electrical',
        hideFromTeamTypeIds: [typeB],
      });
      const archived = await addSupplier(moderator, { company: 'Gone Ltd' });
      await moderator.patch(`/suppliers/${archived}`, { isArchived: true });
      const elsewhere = await t.buildEvent();
      const otherModerator = await callerForNewUser(t, elsewhere, { permissions: 'moderator' });
      const otherEvents = await addSupplier(otherModerator, { company: 'Elsewhere Ltd' });

      const pageId = (await fx.addPage(moderator, { title: 'Contractors', isPublished: true })).id;
      for (const id of [archived, otherEvents]) {
        const refused = await moderator.post(`/content/${pageId}/sections`, {
          type: 'resources',
          data: [
            { id: forAll, type: 'supplier' },
            { id, type: 'supplier' },
          ],
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.details).toEqual([
          { path: 'data.1.id', message: 'Supplier not found' },
        ]);
      }
      await fx.addSection(moderator, pageId, {
        type: 'resources',
        data: [
          { id: forAll, type: 'supplier' },
          { id: notForB, type: 'supplier' },
        ],
      });

      const linksOf = async (caller: Caller) => {
        const response = await caller.get(`/member/content/${pageId}`);
        expect(response.statusCode).toBe(200);
        return response.json().sections[0].links;
      };
      const link = (id: string, title: string) => ({
        id,
        type: 'supplier',
        title,
        href: `/content/${pageId}/supplier/${id}`,
      });
      expect(await linksOf(memberA)).toEqual([
        link(forAll, 'Brightbuild'),
        link(notForB, 'Spark Electrical'),
      ]);
      expect(await linksOf(memberB)).toEqual([link(forAll, 'Brightbuild')]);

      // Archived after it was linked: the link goes.
      await moderator.patch(`/suppliers/${forAll}`, { isArchived: true });
      expect(await linksOf(memberA)).toEqual([link(notForB, 'Spark Electrical')]);

      // A guest has no supplier screen: a public page lists none.
      await moderator.patch(`/content/${pageId}`, { isPublic: true });
      const guest = await guestGet(pageId);
      expect(guest.statusCode).toBe(200);
      expect(guest.json().sections[0].links).toEqual([]);
    });
  });

  it('shows an image section without its image once the asset is gone', async () => {
    await moderator.delete(`/assets/${imageId}`);
    const page = (await memberA.get(`/member/content/${pages['For A']}`)).json();
    expect(page.image).toBeNull();
    expect(page.sections.find((s: { type: string }) => s.type === 'image').image).toBeNull();
  });
});
