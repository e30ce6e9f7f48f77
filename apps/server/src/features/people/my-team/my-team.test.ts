import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, expectRefusal } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { teamOwnedBy } from '../../../../test/support/team-bodies.ts';
import { teams } from '../../../db/schema/teams.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { saveSettingsData } from '../../platform/settings/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/my-team on %s', (kind) => {
  const t = useTestApp(kind);
  let otherEvent: EventRow;
  let counter = 0;
  const newPerson = () => ({
    email: `person-${counter++}@Example.TEST`,
    firstName: 'Max',
    surname: 'Member',
  });

  /**
   * An event with an admin, custom fields (shown, hidden, for child teams), a team of an owner
   * and a member, and a team member limit of 3.
   */
  const setUp = async () => {
    const ev = await t.buildEvent();
    const admin = await callerForNewUser(t, ev, { permissions: 'admin' });
    const field = async (body: Record<string, unknown>) =>
      (await admin.post('/custom-fields', { type: 'text', ...body })).json().id as string;
    const fields = {
      stand: await field({ label: 'Stand', isRequired: true }),
      secret: await field({ label: 'Internal notes', showField: false }),
      shared: await field({ label: 'Hall', showToChildTeams: true }),
    };
    await saveSettingsData(
      t.deps.db,
      ev.id,
      'variables',
      { teamMemberLimit: 3, dueSoonDays: 30, currencyId: 'GBP' },
      null,
    );
    const ownerLogin = await t.buildUser(ev.id, { firstName: 'Olivia' });
    const memberLogin = await t.buildUser(ev.id, { firstName: 'Max' });
    const teamId = await t.buildTeam(ev.id, ownerLogin.userId, [memberLogin.userId]);
    await t.deps.db
      .update(teams)
      .set({
        customFields: { [fields.stand]: 'A1', [fields.secret]: 'late payer', [fields.shared]: '' },
      })
      .where(eq(teams.id, teamId));
    return {
      ev,
      admin,
      fields,
      teamId,
      ownerLogin,
      owner: await callerFor(t, ev, ownerLogin),
      member: await callerFor(t, ev, memberLogin),
    };
  };
  let world: Awaited<ReturnType<typeof setUp>>;

  beforeAll(async () => {
    otherEvent = await t.buildEvent();
    world = await setUp();
  });

  it('requires authentication', async () => {
    const anonymous = await callerFor(t, world.ev, null);
    expect((await anonymous.get('/my-team')).statusCode).toBe(401);
  });

  it("cannot reach another event's team: it answers like a missing event", async () => {
    const response = await world.owner.get('/my-team', otherEvent);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Event ID not found');
    const add = await world.owner.post('/my-team/members', newPerson(), otherEvent);
    expect(add.json().error.message).toBe('Event ID not found');
  });

  it("answers 'No team found for user with ID …' to someone with no team, even an admin", async () => {
    const loner = await t.buildUser(world.ev.id);
    const response = await (await callerFor(t, world.ev, loner)).get('/my-team');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(`No team found for user with ID ${loner.userId}`);
    expect((await world.admin.get('/my-team')).statusCode).toBe(404);
  });

  it('shows a member their team, its members and only the fields it may see', async () => {
    const response = await world.member.get('/my-team');
    expect(response.statusCode).toBe(200);
    const team = response.json();
    expect(team).toMatchObject({
      id: world.teamId,
      role: 'member',
      teamMemberLimit: 3,
      isFull: false,
      canAddStandShare: false,
      standShares: [],
      customFieldValues: { [world.fields.stand]: 'A1', [world.fields.shared]: '' },
    });
    expect(team.members.map((m: { firstName: string; isOwner: boolean }) => m.firstName)).toEqual([
      'Olivia',
      'Max',
    ]);
    expect(team.members[0]).toMatchObject({ isOwner: true, email: world.ownerLogin.email });
    expect(team.customFields.map((f: { label: string }) => f.label)).toEqual(['Stand', 'Hall']);
    expect(JSON.stringify(team)).not.toContain('late payer');
  });

  it("lets the owner add members up to the limit, then '(Team Full)'", async () => {
    const added = await world.owner.post('/my-team/members', newPerson());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ role: 'owner', isFull: true });
    expect(added.json().members.length).toBe(3);
    const full = await world.owner.post('/my-team/members', newPerson());
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('This team is full (Team Full)');
  });

  it('answers alike whether or not the email has an account elsewhere, and shows only the names the owner typed', async () => {
    const { owner, ev, admin } = await setUp();
    const elsewhere = await t.buildUser(otherEvent.id, { firstName: 'Secret', surname: 'Person' });
    // Without names: the same refusal for an account elsewhere and for nobody at all.
    const unnamedExisting = await owner.post('/my-team/members', { email: elsewhere.email });
    const unnamedNobody = await owner.post('/my-team/members', { email: 'nobody@example.test' });
    expect(unnamedExisting.statusCode).toBe(400);
    expect(unnamedExisting.json()).toEqual(unnamedNobody.json());
    expect(unnamedExisting.json().error.details.map((d: { path: string }) => d.path)).toEqual([
      'firstName',
      'surname',
    ]);

    // With names: 201 either way, and the team shows the typed names, never the profile's.
    const named = await owner.post('/my-team/members', {
      email: elsewhere.email,
      firstName: 'Typed',
      surname: 'Name',
    });
    expect(named.statusCode).toBe(201);
    expect(named.body).not.toContain('Secret');
    const added = named.json().members.find((m: { email: string }) => m.email === elsewhere.email);
    expect(added).toMatchObject({ firstName: 'Typed', surname: 'Name' });
    expect((await owner.get('/my-team')).body).not.toContain('Secret');
    expect((await admin.get(`/users/${elsewhere.userId}`)).json()).toMatchObject({
      firstName: 'Typed',
      surname: 'Name',
    });
    // Their own event still knows them by their own name.
    const home = await callerFor(t, otherEvent, elsewhere);
    expect((await home.get(`/users/${elsewhere.userId}`)).statusCode).toBe(403);
    const session = await t.app.inject({
      url: '/api/v1/session',
      headers: { host: otherEvent.hostnames[0]!, cookie: await t.login(otherEvent, elsewhere) },
    });
    expect(session.json().user).toMatchObject({ firstName: 'Secret', surname: 'Person' });

    // Once they accept the invitation and name themselves in this event, it knows them by that.
    const there = await callerFor(t, ev, elsewhere);
    expect((await there.post('/invitation/accept')).statusCode).toBe(200);
    const renamed = await there.patch('/me', { firstName: 'Real', surname: 'Choice' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user).toMatchObject({ firstName: 'Real', surname: 'Choice' });
  });

  it('refuses a member who is not the owner, writing nothing', async () => {
    const before = (await world.member.get('/my-team')).json();
    const add = await world.member.post('/my-team/members', newPerson());
    expect(add.statusCode).toBe(403);
    expect(add.json().error.message).toBe('Only the team owner can do that');
    const share = await world.member.post(
      '/my-team/stand-shares',
      teamOwnedBy('Sneaky', 'sneaky@example.test', ['S', 'S']),
    );
    expect(share.statusCode).toBe(403);
    const patch = await world.member.patch('/my-team', {
      customFields: { [world.fields.stand]: 'Z9' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await world.member.get('/my-team')).json()).toEqual(before);
  });

  it('lets the owner fill in visible fields; required ones stay filled, hidden ones are refused', async () => {
    const ok = await world.owner.patch('/my-team', {
      customFields: { [world.fields.shared]: 'Hall 3' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().customFieldValues).toEqual({
      [world.fields.stand]: 'A1',
      [world.fields.shared]: 'Hall 3',
    });
    const emptied = await world.owner.patch('/my-team', {
      customFields: { [world.fields.stand]: ' ' },
    });
    expectRefusal(emptied, 400, 'Invalid team', [
      { path: `customFields.${world.fields.stand}`, message: 'Stand is required' },
    ]);
    const hidden = await world.owner.patch('/my-team', {
      customFields: { [world.fields.secret]: 'paid' },
    });
    expect(hidden.json().error.details).toEqual([
      { path: `customFields.${world.fields.secret}`, message: 'Unknown custom field' },
    ]);
    const bad = await world.owner.patch('/my-team', { name: 'Renamed' });
    expect(bad.statusCode).toBe(400);
    const [row] = await t.deps.db.select().from(teams).where(eq(teams.id, world.teamId));
    expect(row?.customFields[world.fields.secret]).toBe('late payer');
    expect(row?.customFields[world.fields.stand]).toBe('A1');
    expect(row?.name).not.toBe('Renamed');
  });

  it('lets the owner add a stand share, whose team sees only the fields for child teams', async () => {
    const shareOwner = newPerson();
    const response = await world.owner.post(
      '/my-team/stand-shares',
      teamOwnedBy('Small Stand Ltd', shareOwner.email, ['Sam', 'Share']),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ standShareRole: 'parent', canAddStandShare: true });
    expect(response.json().standShares).toEqual([
      {
        id: expect.any(String),
        name: 'Small Stand Ltd',
        owner: expect.objectContaining({ email: shareOwner.email.toLowerCase() }),
        memberCount: 1,
      },
    ]);
    const childId = response.json().standShares[0].id;
    const child = (await world.admin.get(`/teams/${childId}`)).json();
    expect(child).toMatchObject({
      standShareRole: 'child',
      parentTeamId: world.teamId,
      teamTypeId: null,
    });
  });

  it('shows a child team only showToChildTeams fields and no stand shares of its own', async () => {
    const ev = world.ev;
    const childOwner = await t.buildUser(ev.id);
    const childId = await t.buildTeam(ev.id, childOwner.userId);
    await t.deps.db
      .update(teams)
      .set({ standShareRole: 'child', parentTeamId: world.teamId })
      .where(eq(teams.id, childId));
    const caller = await callerFor(t, ev, childOwner);
    const team = (await caller.get('/my-team')).json();
    expect(team.customFields.map((f: { label: string }) => f.label)).toEqual(['Hall']);
    expect(team.customFields[0].showToChildTeams).toBe(true);
    expect(team).toMatchObject({ role: 'owner', canAddStandShare: false });
    const parentName = (await world.admin.get(`/teams/${world.teamId}`)).json().name;
    expect(team).toMatchObject({ parentTeamName: parentName, teamTypeName: null });
    const share = await caller.post(
      '/my-team/stand-shares',
      teamOwnedBy('Nested', 'nested@example.test', ['N', 'N']),
    );
    expect(share.statusCode).toBe(409);
    const stand = await caller.patch('/my-team', { customFields: { [world.fields.stand]: 'B2' } });
    expect(stand.json().error.details[0].message).toBe('Unknown custom field');

    // Its team type's name, which its people cannot read from the admin-only team types.
    const type = await world.admin.post('/team-types', { name: 'Sharers', teamIds: [childId] });
    expect(type.statusCode).toBe(201);
    expect((await caller.get('/my-team')).json().teamTypeName).toBe('Sharers');
  });
});
