import { beforeAll, describe, expect, it } from 'vitest';
import { expectSetsFirstPassword, linkIn } from '../../../../test/support/account-links.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { teamOwnedBy } from '../../../../test/support/team-bodies.ts';
import type { EventRow } from '../../platform/events/queries.ts';

interface LoggedEmail {
  to: string;
  template: string;
  subject: string;
  text: string;
}

describe.each(testDatabases)('welcome emails on %s', (kind) => {
  const t = useTestApp(kind, { mailbox: true });
  let event: EventRow;
  let otherEvent: EventRow;
  let admin: Record<string, string>;
  const api = (path: string) => `/api/v1/events/${event.id}${path}`;
  const post = (path: string, payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: api(path), headers, payload });
  const emailsTo = async (to: string): Promise<LoggedEmail[]> => {
    const log = await t.app.inject({ url: api('/emails'), headers: admin });
    return (log.json().emails as LoggedEmail[]).filter((e) => e.to === to);
  };

  beforeAll(async () => {
    event = await t.buildEvent({ name: 'Harbour Expo' });
    otherEvent = await t.buildEvent();
    const user = await t.buildUser(event.id, { permissions: 'admin' });
    admin = { host: event.hostnames[0]!, cookie: await t.login(event, user) };
    await t.app.inject({
      method: 'PATCH',
      url: api('/settings/welcomeEmail'),
      headers: admin,
      payload: { paragraph1: 'Stand build starts on Monday.', showParagraph1: true },
    });
  });

  it('welcomes a new team owner with a set-password link that sets their first password', async () => {
    const added = await post(
      '/teams',
      teamOwnedBy('Anchor Co', 'New.Owner@Example.com', ['Nia', 'Owner']),
    );
    expect(added.statusCode).toBe(201);
    const [welcome, ...more] = await emailsTo('new.owner@example.com');
    expect(more).toHaveLength(0);
    expect(welcome).toMatchObject({ template: 'welcome', subject: 'Welcome to Harbour Expo' });
    expect(welcome!.text).toContain(
      "You've been set up as the owner of Anchor Co at Harbour Expo.",
    );
    expect(welcome!.text).toContain('Stand build starts on Monday.');
    // The email log shows where the link was, never the link: only the addressee reads it.
    expect(welcome!.text).toContain('Set your password: [link sent to the recipient only]');
    expect(welcome!.text).not.toContain('set-password');
    const sent = await t.mailbox.waitFor('new.owner@example.com');
    const link = linkIn(sent.text);
    expect(link.host).toBe(event.hostnames[0]);
    expect(link.searchParams.get('mode')).toBe('setPassword');

    await expectSetsFirstPassword(t, event, link.searchParams.get('token'), {
      email: 'new.owner@example.com',
      password: 'anchor-first-pass',
    });
  });

  it('welcomes someone with an account from another event with the existing variant and the login page', async () => {
    const elsewhere = await t.buildUser(otherEvent.id, { firstName: 'Ezra' });
    const team = await post(
      '/teams',
      teamOwnedBy('Buoy Ltd', 'buoy.owner@example.com', ['Bo', 'Owner']),
    );
    const added = await post(`/teams/${team.json().id}/members`, {
      email: elsewhere.email,
      firstName: 'Typed',
      surname: 'Name',
    });
    expect(added.statusCode).toBe(201);
    const [welcome] = await emailsTo(elsewhere.email);
    expect(welcome).toMatchObject({ template: 'existingWelcomeTeamMember' });
    expect(welcome!.text).toContain('Hi Ezra,');
    expect(welcome!.text).toContain(`/auth/login`);
    expect(welcome!.text).not.toContain('set-password');
  });

  it('welcomes the owner of a new stand share', async () => {
    const parent = await post(
      '/teams',
      teamOwnedBy('Cove Group', 'cove@example.com', ['Cy', 'Cove']),
    );
    const share = await post(
      `/teams/${parent.json().id}/stand-shares`,
      teamOwnedBy('Cove Annex', 'annex@example.com', ['Ann', 'Annex']),
    );
    expect(share.statusCode).toBe(201);
    const [welcome] = await emailsTo('annex@example.com');
    expect(welcome).toMatchObject({ template: 'standShareWelcome' });
  });

  it('sends nothing when the team is refused', async () => {
    const refused = await post('/teams', {
      name: 'Second team',
      ownerEmail: 'cove@example.com',
    });
    expect(refused.statusCode).toBe(409);
    expect(await emailsTo('cove@example.com')).toHaveLength(1);
  });
});
