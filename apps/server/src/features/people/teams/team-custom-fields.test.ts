import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { countTeams, teamBodies } from '../../../../test/support/team-bodies.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('custom field values of teams on %s', (kind) => {
  const t = useTestApp(kind);
  const newTeam = teamBodies();
  const teamCount = (ev: EventRow) => countTeams(t, ev);

  it('sets isOrganiser, the team type and custom field values (others start empty)', async () => {
    const ev = await t.buildEvent();
    const evAdmin = await callerForNewUser(t, ev, { permissions: 'admin' });
    const stand = (await evAdmin.post('/custom-fields', { label: 'Stand', type: 'text' })).json();
    const tick = (await evAdmin.post('/custom-fields', { label: 'Ok', type: 'checkbox' })).json();
    const type = (await evAdmin.post('/team-types', { name: 'Organisers' })).json();
    const response = await evAdmin.post(
      '/teams',
      newTeam({ isOrganiser: true, teamTypeId: type.id, customFields: { [stand.id]: 'A1' } }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      isOrganiser: true,
      teamTypeId: type.id,
      customFields: { [stand.id]: 'A1', [tick.id]: false },
    });
    expect((await evAdmin.get(`/team-types/${type.id}`)).json().teamIds).toEqual([
      response.json().id,
    ]);
  });

  it('enforces required custom fields and refuses unknown ones', async () => {
    const ev = await t.buildEvent();
    const evAdmin = await callerForNewUser(t, ev, { permissions: 'admin' });
    const field = (
      await evAdmin.post('/custom-fields', { label: 'Stand', type: 'text', isRequired: true })
    ).json();
    const missing = await evAdmin.post('/teams', newTeam());
    expectRefusal(missing, 400, 'Invalid team', [
      { path: `customFields.${field.id}`, message: 'Stand is required' },
    ]);
    const unknown = await evAdmin.post(
      '/teams',
      newTeam({ customFields: { [field.id]: 'B2', nope: 'x' } }),
    );
    expect(unknown.json().error.details).toEqual([
      { path: 'customFields.nope', message: 'Unknown custom field' },
    ]);
    expect(await teamCount(ev)).toBe(0);
    const ok = await evAdmin.post('/teams', newTeam({ customFields: { [field.id]: 'B2' } }));
    expect(ok.statusCode).toBe(201);
  });

  it('merges custom field values and enforces required ones', async () => {
    const ev = await t.buildEvent();
    const evAdmin = await callerForNewUser(t, ev, { permissions: 'admin' });
    const a = (await evAdmin.post('/custom-fields', { label: 'A', type: 'text' })).json();
    const team = (
      await evAdmin.post('/teams', newTeam({ customFields: { [a.id]: 'one' } }))
    ).json();
    const b = (
      await evAdmin.post('/custom-fields', { label: 'B', type: 'email', isRequired: true })
    ).json();
    const rename = await evAdmin.patch(`/teams/${team.id}`, { name: 'Just a rename' });
    expect(rename.statusCode).toBe(200);
    const missing = await evAdmin.patch(`/teams/${team.id}`, { customFields: { [a.id]: 'two' } });
    expect(missing.json().error.details).toEqual([
      { path: `customFields.${b.id}`, message: 'B is required' },
    ]);
    const ok = await evAdmin.patch(`/teams/${team.id}`, { customFields: { [b.id]: 'b@b.test' } });
    expect(ok.json().customFields).toEqual({ [a.id]: 'one', [b.id]: 'b@b.test' });
  });
});
