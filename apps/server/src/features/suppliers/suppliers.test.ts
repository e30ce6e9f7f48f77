import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, ok } from '../../../test/support/caller.ts';
import { addTeamType, callersFor, updateTeam } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { sendMultipart } from '../../../test/support/multipart.ts';
import { pngImage, svgWithScript } from '../../../test/support/sample-files.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { supplierGroups, suppliers } from '../../db/schema/suppliers.ts';
import type { EventRow } from '../platform/events/queries.ts';
import { supplierOwnerType } from './queries.ts';

type SupplierBody = {
  id: string;
  company: string;
  logo: string;
  supplierGroupIds: string[];
  isArchived: boolean;
};
type Details = { path: string; message: string }[];
type MemberList = {
  groups: { id: string | null; title: string; suppliers: { id: string; company: string }[] }[];
};

describe.each(testDatabases)('suppliers and supplier groups on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asMember: Caller;
  let asBuilder: Caller;
  let asCaterer: Caller;
  let asGuest: Caller;
  let asStranger: Caller;
  let moderatorHeaders: Record<string, string>;
  let builderCookie: string;
  let catererCookie: string;
  let buildersType: string;
  let caterersType: string;
  let otherType: string;

  const details = (response: { json(): unknown }) =>
    (response.json() as { error: { details: Details } }).error.details;
  const created = (body: Record<string, unknown>) =>
    ok<SupplierBody>(asModerator.post('/suppliers', body), 201);
  const groupAdded = async (title: string, supplierIds: string[] = []) => {
    const response = await asModerator.post('/supplier-groups', { title, supplierIds });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; supplierIds: string[] };
  };
  const countRows = async () => ({
    suppliers: (await t.deps.db.select().from(suppliers).where(eq(suppliers.eventId, event.id)))
      .length,
    groups: (
      await t.deps.db.select().from(supplierGroups).where(eq(supplierGroups.eventId, event.id))
    ).length,
  });
  const logoFiles = (supplierId: string) =>
    t.deps.db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.eventId, event.id),
          eq(storedFiles.ownerType, supplierOwnerType),
          eq(storedFiles.ownerId, supplierId),
        ),
      );
  const sendLogo = (supplierId: string, data: Buffer, fileName = 'logo.png', ev = event) => {
    return sendMultipart(
      t,
      {
        url: `/api/v1/events/${ev.id}/suppliers/${supplierId}/logo`,
        headers: moderatorHeaders,
        method: 'PUT',
      },
      { fileName, contentType: 'image/png', data },
    );
  };
  const memberCompanies = async (caller: Caller, query = '') => {
    const response = await caller.get(`/member/suppliers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as MemberList).groups.flatMap((g) => g.suppliers.map((s) => s.company));
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const member = await t.buildUser(event.id);
    const builder = await t.buildUser(event.id);
    const caterer = await t.buildUser(event.id);
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    await t.buildTeam(event.id, member.userId);
    const builderTeam = await t.buildTeam(event.id, builder.userId);
    const catererTeam = await t.buildTeam(event.id, caterer.userId);
    [asModerator, asAdmin, asMember, asBuilder, asCaterer, asGuest] = await callersFor(t, event, [
      moderator,
      admin,
      member,
      builder,
      caterer,
      null,
    ]);
    asStranger = await callerFor(t, otherEvent, stranger);
    moderatorHeaders = { host: event.hostnames[0]!, cookie: await t.login(event, moderator) };
    builderCookie = await t.login(event, builder);
    catererCookie = await t.login(event, caterer);
    buildersType = await addTeamType(asAdmin, 'Stand builders');
    caterersType = await addTeamType(asAdmin, 'Caterers');
    otherType = await addTeamType(asStranger, 'Theirs', otherEvent);
    await updateTeam(t, event.id, builderTeam, { teamTypeId: buildersType });
    await updateTeam(t, event.id, catererTeam, { teamTypeId: caterersType });
  });

  describe('access', () => {
    it('requires authentication', async () => {
      expect((await asGuest.get('/suppliers')).statusCode).toBe(401);
      expect((await asGuest.post('/suppliers', { company: 'X' })).statusCode).toBe(401);
      expect((await asGuest.get('/supplier-groups')).statusCode).toBe(401);
      expect((await asGuest.get('/member/suppliers')).statusCode).toBe(401);
    });

    it('rejects a user below moderator, writing nothing', async () => {
      const before = await countRows();
      expect((await asMember.get('/suppliers')).statusCode).toBe(403);
      expect((await asMember.post('/suppliers', { company: 'Sneaky Ltd' })).statusCode).toBe(403);
      expect((await asMember.post('/supplier-groups', { title: 'Sneaky' })).statusCode).toBe(403);
      expect(await countRows()).toEqual(before);
    });

    it("cannot reach another event's suppliers (404 as for a missing event)", async () => {
      const supplier = await created({ company: 'Home Hire' });
      const group = await groupAdded('Home group');
      const before = await countRows();
      expect((await asStranger.get('/suppliers', event)).statusCode).toBe(404);
      expect((await asStranger.get(`/suppliers/${supplier.id}`, event)).statusCode).toBe(404);
      expect(
        (await asStranger.patch(`/suppliers/${supplier.id}`, { company: 'Hijacked' }, event))
          .statusCode,
      ).toBe(404);
      expect((await asStranger.delete(`/suppliers/${supplier.id}`, event)).statusCode).toBe(404);
      expect((await asStranger.delete(`/supplier-groups/${group.id}`, event)).statusCode).toBe(404);
      // Through its own event, the id names nothing.
      expect((await asStranger.get(`/suppliers/${supplier.id}`, otherEvent)).statusCode).toBe(404);
      expect(
        (await asStranger.patch(`/suppliers/${supplier.id}`, { company: 'Hijacked' }, otherEvent))
          .statusCode,
      ).toBe(404);
      expect(await countRows()).toEqual(before);
      expect((await asModerator.get(`/suppliers/${supplier.id}`)).json().company).toBe('Home Hire');
    });

    it('lets admins manage suppliers as moderators do', async () => {
      const response = await asAdmin.post('/suppliers', { company: 'Admin Added' });
      expect(response.statusCode).toBe(201);
      expect((await asAdmin.delete(`/suppliers/${response.json().id}`)).statusCode).toBe(204);
    });
  });

  describe('organisers', () => {
    it('adds a supplier with contacts into groups, sanitising its description', async () => {
      const group = await groupAdded('Stand builders');
      const supplier = await created({
        company: '  Acme Stands ',
        description: '<p>Great stands</p><script>alert(1)</script>',
        website: 'https://acme.example',
        isFeatured: true,
        contacts: [
          {
            firstName: 'Ada',
            surname: 'Smith',
            phone: '+44 20 7946 0000',
            email: 'ada@acme.example',
            jobTitle: 'Sales',
          },
        ],
        showToTeamTypeIds: [buildersType],
        supplierGroupIds: [group.id],
      });
      expect(supplier).toMatchObject({
        company: 'Acme Stands',
        description: '<p>Great stands</p>',
        isFeatured: true,
        isArchived: false,
        logo: '',
        supplierGroupIds: [group.id],
      });
      const read = await asModerator.get(`/supplier-groups/${group.id}`);
      expect(read.json().supplierIds).toEqual([supplier.id]);
      const list = await asModerator.get('/suppliers?q=acme');
      expect(list.json().items.map((s: SupplierBody) => s.company)).toEqual(['Acme Stands']);
      expect(list.json().items[0].supplierGroupIds).toEqual([group.id]);
    });

    it("refuses bad values with 'Invalid supplier' and the paths, writing nothing", async () => {
      const before = await countRows();
      const bad = await asModerator.post('/suppliers', {
        company: ' ',
        website: 'not a site',
        contacts: [{ firstName: 'Bo', email: 'bo-at-example' }, {}],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Invalid supplier');
      expect(details(bad).map((d) => d.path)).toEqual(
        expect.arrayContaining(['company', 'website', 'contacts.0.email', 'contacts.1.firstName']),
      );
      const foreign = await asModerator.post('/suppliers', {
        company: 'Foreign refs',
        showToTeamTypeIds: [otherType],
        supplierGroupIds: ['no-such-group'],
      });
      expect(foreign.statusCode).toBe(400);
      expect(details(foreign)).toEqual([
        { path: 'showToTeamTypeIds.0', message: 'This team type is not in the event' },
        { path: 'supplierGroupIds.0', message: 'This supplier group is not in the event' },
      ]);
      const both = await asModerator.post('/suppliers', {
        company: 'Both ways',
        showToTeamTypeIds: [buildersType],
        hideFromTeamTypeIds: [buildersType],
      });
      expect(both.statusCode).toBe(400);
      expect(details(both)[0]).toEqual({
        path: 'hideFromTeamTypeIds.0',
        message: 'A team type cannot be both shown and hidden',
      });
      const badGroup = await asModerator.post('/supplier-groups', {
        title: '',
        supplierIds: ['nope'],
      });
      expect(badGroup.statusCode).toBe(400);
      expect(badGroup.json().error.message).toBe('Invalid group');
      expect(await countRows()).toEqual(before);
    });

    it('moves a supplier between groups, keeps group order, and checks group members', async () => {
      const first = await groupAdded('AV hire');
      const second = await groupAdded('Lighting');
      const a = await created({ company: 'Alpha AV', supplierGroupIds: [first.id] });
      const b = await created({ company: 'Beta AV', supplierGroupIds: [first.id, second.id] });
      const moved = await asModerator.patch(`/suppliers/${a.id}`, {
        supplierGroupIds: [second.id],
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await asModerator.get(`/supplier-groups/${first.id}`)).json().supplierIds).toEqual([
        b.id,
      ]);
      expect((await asModerator.get(`/supplier-groups/${second.id}`)).json().supplierIds).toEqual([
        b.id,
        a.id,
      ]);
      const reordered = await asModerator.patch(`/supplier-groups/${second.id}`, {
        supplierIds: [a.id, b.id],
      });
      expect(reordered.json().supplierIds).toEqual([a.id, b.id]);
      const twice = await asModerator.patch(`/supplier-groups/${second.id}`, {
        supplierIds: [a.id, a.id],
      });
      expect(twice.statusCode).toBe(400);
      expect(details(twice)).toEqual([
        { path: 'supplierIds.1', message: 'This supplier is in the list twice' },
      ]);
    });

    it('archives and unarchives suppliers in bulk and lists the archived ones', async () => {
      const s = await created({ company: 'Zed Freight' });
      const archived = await asModerator.post('/suppliers/archive', {
        ids: [s.id],
        isArchived: true,
      });
      expect(archived.json()).toEqual({ updated: 1 });
      const list = await asModerator.get('/suppliers?filter=isArchived:true');
      expect(list.json().items.map((i: SupplierBody) => i.id)).toContain(s.id);
      const missing = await asModerator.post('/suppliers/archive', {
        ids: [s.id, 'nope'],
        isArchived: false,
      });
      expect(missing.statusCode).toBe(404);
      expect((await asModerator.get(`/suppliers/${s.id}`)).json().isArchived).toBe(true);
      await asModerator.patch(`/suppliers/${s.id}`, { isArchived: false });
      expect((await asModerator.get(`/suppliers/${s.id}`)).json().isArchived).toBe(false);
    });
  });

  describe('logo', () => {
    it('resizes an image to a 256x256 PNG, served to moderators, and replaces the old file', async () => {
      const supplier = await created({ company: 'Logo Co' });
      const response = await sendLogo(supplier.id, await pngImage(640, 320));
      expect(response.statusCode, response.body).toBe(200);
      const { logo } = response.json() as SupplierBody;
      expect(logo).toMatch(/\.png$/);
      const file = await t.app.inject({ url: logo, headers: moderatorHeaders });
      expect(file.statusCode).toBe(200);
      const metadata = await sharp(file.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 256, 256]);
      const [first] = await logoFiles(supplier.id);
      expect(first!.storageKey).toContain(`${event.id}/suppliers/${supplier.id}/`);

      const again = await sendLogo(supplier.id, await pngImage(100, 300));
      expect(again.statusCode).toBe(200);
      const files = await logoFiles(supplier.id);
      expect(files).toHaveLength(1);
      expect(await t.deps.storage.get(first!.storageKey)).toBeNull();
      // Guests never read it.
      expect((await t.app.inject({ url: again.json().logo })).statusCode).toBe(404);
    });

    it("refuses a file that is not an image with 'Failed to upload logo', changing nothing", async () => {
      const supplier = await created({ company: 'Textual Ltd' });
      for (const data of [Buffer.from('just some words\n'), svgWithScript]) {
        const response = await sendLogo(supplier.id, data, 'logo.txt');
        expect(response.statusCode).toBe(415);
        expect(response.json().error.message).toBe('Failed to upload logo');
      }
      expect(await logoFiles(supplier.id)).toHaveLength(0);
      expect((await asModerator.get(`/suppliers/${supplier.id}`)).json().logo).toBe('');
    });

    it("cannot upload to another event's supplier", async () => {
      const supplier = await created({ company: 'Guarded' });
      const response = await sendLogo(supplier.id, await pngImage(), 'logo.png', otherEvent);
      expect(response.statusCode).toBe(404);
      expect(await logoFiles(supplier.id)).toHaveLength(0);
    });

    it('delete removes the logo object and the place in groups', async () => {
      const group = await groupAdded('Doomed');
      const supplier = await created({ company: 'Gone Soon', supplierGroupIds: [group.id] });
      await sendLogo(supplier.id, await pngImage());
      const [file] = await logoFiles(supplier.id);
      expect(await t.deps.storage.get(file!.storageKey)).not.toBeNull();
      expect((await asModerator.delete(`/suppliers/${supplier.id}`)).statusCode).toBe(204);
      expect(await logoFiles(supplier.id)).toHaveLength(0);
      expect(await t.deps.storage.get(file!.storageKey)).toBeNull();
      expect((await asModerator.get(`/supplier-groups/${group.id}`)).json().supplierIds).toEqual(
        [],
      );
      expect((await asModerator.get(`/suppliers/${supplier.id}`)).statusCode).toBe(404);
    });
  });

  describe('members', () => {
    let forBuilders: SupplierBody;
    let hiddenFromCaterers: SupplierBody;
    let forEveryone: SupplierBody;
    let archivedOne: SupplierBody;

    beforeAll(async () => {
      const group = await groupAdded('Member view');
      forBuilders = await created({
        company: 'Only Builders Mvx',
        showToTeamTypeIds: [buildersType],
        supplierGroupIds: [group.id],
      });
      hiddenFromCaterers = await created({
        company: 'No Caterers Mvx',
        hideFromTeamTypeIds: [caterersType],
        supplierGroupIds: [group.id],
      });
      forEveryone = await created({
        company: 'Everyone Mvx',
        isFeatured: true,
        supplierGroupIds: [group.id],
      });
      archivedOne = await created({ company: 'Archived Mvx' });
      await asModerator.patch(`/suppliers/${archivedOne.id}`, { isArchived: true });
    });

    it('lists what each team type may see, grouped, featured first', async () => {
      const builders = await memberCompanies(asBuilder, '?q=mvx');
      expect(builders).toEqual(['Everyone Mvx', 'Only Builders Mvx', 'No Caterers Mvx']);
      expect(await memberCompanies(asCaterer, '?q=mvx')).toEqual(['Everyone Mvx']);
      // A team of no type sees only suppliers shown to every type.
      expect(await memberCompanies(asMember, '?q=mvx')).toEqual([
        'Everyone Mvx',
        'No Caterers Mvx',
      ]);
      // Organisers see every active one.
      expect(await memberCompanies(asModerator, '?q=mvx')).toEqual([
        'Everyone Mvx',
        'Only Builders Mvx',
        'No Caterers Mvx',
      ]);
      const groups = (await asBuilder.get('/member/suppliers')).json() as MemberList;
      expect(groups.groups.find((g) => g.title === 'Member view')?.suppliers[0]?.company).toBe(
        'Everyone Mvx',
      );
    });

    it("answers 'Supplier not found' for one the member may not see, even by id", async () => {
      expect((await asBuilder.get(`/member/suppliers/${forBuilders.id}`)).statusCode).toBe(200);
      for (const [caller, supplier] of [
        [asCaterer, forBuilders],
        [asCaterer, hiddenFromCaterers],
        [asMember, forBuilders],
        [asBuilder, archivedOne],
      ] as const) {
        const response = await caller.get(`/member/suppliers/${supplier.id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Supplier not found');
      }
      expect((await asStranger.get(`/member/suppliers/${forEveryone.id}`, event)).statusCode).toBe(
        404,
      );
    });

    it('answers at once with a change the organisers make (the remembered page is dropped)', async () => {
      expect(await memberCompanies(asCaterer, '?q=mvx')).toEqual(['Everyone Mvx']);
      await asModerator.patch(`/suppliers/${forEveryone.id}`, {
        showToTeamTypeIds: [buildersType],
      });
      expect(await memberCompanies(asCaterer, '?q=mvx')).toEqual([]);
      expect((await asCaterer.get(`/member/suppliers/${forEveryone.id}`)).statusCode).toBe(404);
      await asModerator.patch(`/suppliers/${forEveryone.id}`, { showToTeamTypeIds: [] });
      expect(await memberCompanies(asCaterer, '?q=mvx')).toEqual(['Everyone Mvx']);
      expect((await asCaterer.get(`/member/suppliers/${forEveryone.id}`)).statusCode).toBe(200);
    });

    it("puts suppliers of an archived group under 'Other suppliers', and the group takes no new one", async () => {
      const group = await groupAdded('Seasonal Qzv');
      const supplier = await created({ company: 'Seasonal Qzv Ltd', supplierGroupIds: [group.id] });
      const headings = async () =>
        ((await asCaterer.get('/member/suppliers?q=qzv')).json() as MemberList).groups.map((g) => [
          g.title,
          g.suppliers.map((s) => s.company),
        ]);
      expect(await headings()).toEqual([['Seasonal Qzv', ['Seasonal Qzv Ltd']]]);
      const archived = await asModerator.post('/supplier-groups/archive', {
        ids: [group.id],
        isArchived: true,
      });
      expect(archived.json()).toEqual({ updated: 1 });
      expect(await headings()).toEqual([['Other suppliers', ['Seasonal Qzv Ltd']]]);
      const other = await created({ company: 'Late Qzv Ltd' });
      const refused = await asModerator.patch(`/suppliers/${other.id}`, {
        supplierGroupIds: [group.id],
      });
      expect(refused.statusCode).toBe(400);
      expect(details(refused)).toEqual([
        { path: 'supplierGroupIds.0', message: 'This supplier group is archived' },
      ]);
      // The supplier already in it keeps its place; the group keeps its list when unarchived.
      expect((await asModerator.get(`/suppliers/${supplier.id}`)).json().supplierGroupIds).toEqual([
        group.id,
      ]);
      const missing = await asModerator.post('/supplier-groups/archive', {
        ids: [group.id, 'nope'],
        isArchived: false,
      });
      expect(missing.statusCode).toBe(404);
      expect((await asModerator.get(`/supplier-groups/${group.id}`)).json().isArchived).toBe(true);
    });

    it('serves a logo only to members who see the supplier', async () => {
      const logo = (await sendLogo(forBuilders.id, await pngImage())).json().logo as string;
      const read = (cookie: string) =>
        t.app.inject({ url: logo, headers: { host: event.hostnames[0]!, cookie } });
      expect((await read(builderCookie)).statusCode).toBe(200);
      expect((await read(catererCookie)).statusCode).toBe(404);
    });
  });
});
