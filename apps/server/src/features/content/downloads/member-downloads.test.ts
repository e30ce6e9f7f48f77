import type { Download } from '@showdesk/domain/content/downloads';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { addTeamType, callerForNewUser, updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { sendMultipart } from '../../../../test/support/multipart.ts';
import { pdfDocument } from '../../../../test/support/sample-files.ts';
import type { EventRow } from '../../platform/events/queries.ts';

type User = { userId: string; email: string; password: string };

describe.each(testDatabases)('GET /api/v1/events/:eventId/member/downloads on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let organiserHeaders: Record<string, string>;
  let hallType: string;
  let pressType: string;

  /** Adds a download as the moderator, with its settings as multipart text fields. */
  const add = async (fields: Record<string, string>): Promise<Download> => {
    const response = await sendMultipart(
      t,
      { url: `/api/v1/events/${event.id}/downloads`, headers: organiserHeaders, fields },
      { fileName: 'guide.pdf', data: pdfDocument },
    );
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  /** A user in a team of their own, with the team's type, role and organiser flag set. */
  const memberOf = async (
    team: {
      teamTypeId?: string | null;
      standShareRole?: 'parent' | 'child' | null;
      isOrganiser?: boolean;
    } | null,
  ): Promise<User> => {
    const user = await t.buildUser(event.id);
    if (team) {
      const owner = await t.buildUser(event.id);
      const teamId = await t.buildTeam(event.id, owner.userId, [user.userId]);
      await updateTeam(t, event.id, teamId, team);
    }
    return user;
  };
  const namesSeenBy = async (user: User) => {
    const caller: Caller = await callerFor(t, event, user);
    const response = await caller.get('/member/downloads');
    expect(response.statusCode).toBe(200);
    return response.json().downloads.map((d: Download) => d.name);
  };
  const fileStatusFor = async (user: User | null, download: Download) => {
    const headers: Record<string, string> = { host: event.hostnames[0]! };
    if (user) headers.cookie = await t.login(event, user);
    return (await t.app.inject({ url: download.data, headers })).statusCode;
  };

  let everyone: Download;
  let hallOnly: Download;
  let notPress: Download;
  let hidden: Download;
  let childTeams: Download;

  beforeAll(async () => {
    event = await t.buildEvent();
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    organiserHeaders = { host: event.hostnames[0]!, cookie: await t.login(event, moderator) };
    const admin = await callerForNewUser(t, event, { permissions: 'admin' });
    hallType = await addTeamType(admin, 'Hall');
    pressType = await addTeamType(admin, 'Press');
    // Added out of order: the list is sorted by name.
    notPress = await add({ name: 'd Not for press', hideFromTeamTypeIds: pressType });
    hallOnly = await add({ name: 'b Hall only', showToTeamTypeIds: hallType });
    everyone = await add({ name: 'A For everyone' });
    hidden = await add({ name: 'c Hidden', showDownload: 'false' });
    childTeams = await add({ name: 'E Child teams too', showToChildTeams: 'true' });
  });

  it('shows a member of a team type what is for every type, for theirs, and not hidden from it', async () => {
    const hall = await memberOf({ teamTypeId: hallType });
    expect(await namesSeenBy(hall)).toEqual([
      'A For everyone',
      'b Hall only',
      'd Not for press',
      'E Child teams too',
    ]);
  });

  it('hides a download from a type it is hidden from, and one limited to other types', async () => {
    const press = await memberOf({ teamTypeId: pressType });
    expect(await namesSeenBy(press)).toEqual(['A For everyone', 'E Child teams too']);
  });

  it('shows a member of no team, or a team of no type, only the unlimited downloads', async () => {
    const expected = ['A For everyone', 'd Not for press', 'E Child teams too'];
    expect(await namesSeenBy(await memberOf(null))).toEqual(expected);
    expect(await namesSeenBy(await memberOf({ teamTypeId: null }))).toEqual(expected);
  });

  it('shows a stand share (child team) only the downloads shown to child teams', async () => {
    const child = await memberOf({ teamTypeId: hallType, standShareRole: 'child' });
    expect(await namesSeenBy(child)).toEqual(['E Child teams too']);
    const parent = await memberOf({ teamTypeId: hallType, standShareRole: 'parent' });
    expect(await namesSeenBy(parent)).toHaveLength(4);
  });

  it('shows organisers (an organiser team, or moderator and up) every shown download', async () => {
    const all = ['A For everyone', 'b Hall only', 'd Not for press', 'E Child teams too'];
    const organiserTeam = await memberOf({ teamTypeId: pressType, isOrganiser: true });
    expect(await namesSeenBy(organiserTeam)).toEqual(all);
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    expect(await namesSeenBy(moderator)).toEqual(all);
  });

  it('never lists a download whose showDownload is false', async () => {
    for (const user of [await memberOf(null), await memberOf({ teamTypeId: hallType })]) {
      expect(await namesSeenBy(user)).not.toContain(hidden.name);
    }
  });

  describe('its file', () => {
    it('is served to a member who sees the download', async () => {
      const hall = await memberOf({ teamTypeId: hallType });
      expect(await fileStatusFor(hall, hallOnly)).toBe(200);
      expect(await fileStatusFor(hall, everyone)).toBe(200);
    });

    it('is a 404 to a member who does not see it, and to a guest', async () => {
      const press = await memberOf({ teamTypeId: pressType });
      expect(await fileStatusFor(press, hallOnly)).toBe(404);
      expect(await fileStatusFor(press, notPress)).toBe(404);
      expect(await fileStatusFor(press, hidden)).toBe(404);
      const child = await memberOf({ standShareRole: 'child' });
      expect(await fileStatusFor(child, everyone)).toBe(404);
      expect(await fileStatusFor(child, childTeams)).toBe(200);
      expect(await fileStatusFor(null, everyone)).toBe(404);
    });

    it('is served to moderators and up, even when the download is not shown', async () => {
      for (const permissions of ['moderator', 'admin'] as const) {
        const user = await t.buildUser(event.id, { permissions });
        expect(await fileStatusFor(user, hidden)).toBe(200);
        expect(await fileStatusFor(user, hallOnly)).toBe(200);
      }
    });

    it('is a 404 to a member of another event', async () => {
      const other = await t.buildEvent();
      const stranger = await t.buildUser(other.id);
      const headers = { host: other.hostnames[0]!, cookie: await t.login(other, stranger) };
      const response = await t.app.inject({ url: everyone.data, headers });
      expect(response.statusCode).toBe(404);
    });
  });
});
