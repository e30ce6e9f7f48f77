import { defaultBranding } from '@showdesk/domain/platform/branding';
import { eventLanguageMessages } from '@showdesk/domain/platform/settings';
import { settingsKinds, settingsRules } from '@showdesk/domain/platform/settings-kinds';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callOnce, expectRefusal } from '../../../../test/support/caller.ts';
import { newEventWithAdmin } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { events } from '../../../db/schema/events.ts';
import { eventSettings } from '../../../db/schema/settings.ts';
import type { EventRow } from '../events/queries.ts';

type Login = { email: string; password: string };

describe.each(testDatabases)('settings documents on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let admin: Login & { userId: string };
  let member: Login & { userId: string };

  const call = (
    method: 'GET' | 'PUT' | 'PATCH',
    path: string,
    user?: Login,
    payload?: unknown,
    ev = event,
  ) => callOnce(t, ev, { method, path: `/settings/${path}`, user, payload });
  /** Makes a new event with an admin, who sends the one call: the event and the answer. */
  const callOnNewEvent = async (method: 'PUT' | 'PATCH', path: string, payload: unknown) => {
    const { event: ev, admin: evAdmin } = await newEventWithAdmin(t);
    return { ev, response: await call(method, path, evAdmin, payload, ev) };
  };

  const storedRow = async (eventId: string, settingsKind: string) => {
    const [row] = await t.deps.db
      .select()
      .from(eventSettings)
      .where(and(eq(eventSettings.eventId, eventId), eq(eventSettings.kind, settingsKind)));
    return row ?? null;
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    admin = await t.buildUser(event.id, { permissions: 'admin' });
    member = await t.buildUser(event.id);
  });

  describe('GET /api/v1/events/:eventId/settings/:kind', () => {
    it('requires authentication', async () => {
      const response = await call('GET', 'branding');
      expect(response.statusCode).toBe(401);
    });

    it('gives a new event the spec defaults for every kind, without stored rows', async () => {
      for (const settingsKind of settingsKinds) {
        const response = await call('GET', settingsKind, admin);
        expect(response.statusCode, settingsKind).toBe(200);
        // The event document names the event it belongs to, which always has a name.
        const defaults =
          settingsKind === 'event'
            ? { ...settingsRules.event.defaults, eventName: event.name }
            : settingsRules[settingsKind].defaults;
        expect(response.json()).toEqual(defaults);
      }
      expect((await call('GET', 'variables', admin)).json()).toEqual({
        teamMemberLimit: 10,
        dueSoonDays: 30,
        currencyId: 'GBP',
      });
    });

    it('lets a member read what the app needs, but not the email settings', async () => {
      for (const readable of ['branding', 'terminology', 'event', 'variables', 'onboarding']) {
        expect((await call('GET', readable, member)).statusCode, readable).toBe(200);
      }
      for (const adminOnly of ['emails', 'welcomeEmail']) {
        const response = await call('GET', adminOnly, member);
        expect(response.statusCode, adminOnly).toBe(403);
      }
    });

    it("cannot reach another event's settings: it answers like a missing event", async () => {
      const cookie = await t.login(event, admin);
      const stranger = await t.app.inject({
        url: `/api/v1/events/${otherEvent.id}/settings/branding`,
        headers: { host: event.hostnames[0]!, cookie },
      });
      const missing = await t.app.inject({
        url: '/api/v1/events/no-such-event/settings/branding',
        headers: { host: event.hostnames[0]!, cookie },
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual(missing.json());
    });

    it("answers an unknown kind with 'No <kind> settings found.'", async () => {
      for (const method of ['GET', 'PUT', 'PATCH'] as const) {
        const response = await call(method, 'colours', admin, method === 'GET' ? undefined : {});
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('No colours settings found.');
      }
    });

    it('drops an invalid stored document, reads the defaults and reports it', async () => {
      const { event: ev, admin: evAdmin } = await newEventWithAdmin(t);
      await t.deps.db
        .insert(eventSettings)
        .values({ eventId: ev.id, kind: 'variables', data: { currencyId: 'XYZ' } });
      const capture = vi.spyOn(t.deps.reporter, 'capture');
      const response = await call('GET', 'variables', evAdmin, undefined, ev);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(settingsRules.variables.defaults);
      expect(capture).toHaveBeenCalledWith(
        expect.any(Error),
        expect.objectContaining({ entity: 'settings:variables', eventId: ev.id }),
      );
      capture.mockRestore();
    });
  });

  it('documents each kind with its own schema in the API reference', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const branding = doc.paths['/api/v1/events/{eventId}/settings/branding'];
    expect(branding.put.requestBody).toBeDefined();
    expect(branding.patch.requestBody).toBeDefined();
    expect(doc.paths['/api/v1/events/{eventId}/settings/{kind}']).toBeUndefined();
  });

  describe('PUT /api/v1/events/:eventId/settings/:kind', () => {
    it('rejects a user below admin', async () => {
      const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
      const response = await call(
        'PUT',
        'terminology',
        moderator,
        settingsRules.terminology.defaults,
      );
      expect(response.statusCode).toBe(403);
    });

    it('replaces the document, derives the nav theme and records who saved it', async () => {
      const { navTheme: _theme, id: _id, ...body } = defaultBranding;
      const response = await call('PUT', 'branding', admin, {
        ...body,
        navBgColor: '#fafafa',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...defaultBranding,
        navBgColor: '#fafafa',
        navTheme: 'light',
      });
      expect((await call('GET', 'branding', member)).json().navTheme).toBe('light');
      const row = await storedRow(event.id, 'branding');
      expect(row).toMatchObject({ createdBy: admin.userId, updatedBy: admin.userId });
    });

    it("refuses bad branding with the spec's message and field details, writing nothing", async () => {
      const { ev, response } = await callOnNewEvent('PUT', 'branding', {
        ...defaultBranding,
        navBgColor: 'green',
      });
      expectRefusal(response, 400, 'Invalid branding settings data.', [
        expect.objectContaining({ path: 'navBgColor' }),
      ]);
      expect(await storedRow(ev.id, 'branding')).toBeNull();
    });

    it('is strict: unknown keys and missing fields are refused', async () => {
      const extra = await call('PUT', 'terminology', admin, {
        ...settingsRules.terminology.defaults,
        colour: 'red',
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().error.message).toBe('Invalid terminology settings');
      const missing = await call('PUT', 'variables', admin, { teamMemberLimit: 5 });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe('Invalid variables settings');
    });

    it('lower-cases emails and names each kind in its error', async () => {
      const saved = await call('PUT', 'emails', admin, {
        ...settingsRules.emails.defaults,
        supportEmail: 'Help@Expo.COM',
      });
      expect(saved.json().supportEmail).toBe('help@expo.com');
      const emails = await call('PUT', 'emails', admin, {
        ...settingsRules.emails.defaults,
        sendTaskRemindersTo: 'everyone',
      });
      expect(emails.json().error.message).toBe('Invalid emails values');
      const welcome = await call('PUT', 'welcomeEmail', admin, { paragraph1: 1 });
      expect(welcome.json().error.message).toBe('Invalid welcome text');
      const onboarding = await call('PUT', 'onboarding', admin, {
        ...settingsRules.onboarding.defaults,
        videoSourceType: 'dailymotion',
      });
      expect(onboarding.json().error.message).toBe('Invalid onboarding settings');
    });

    it("renames the event with the event settings' eventName", async () => {
      const { ev, response } = await callOnNewEvent('PUT', 'event', {
        ...settingsRules.event.defaults,
        eventName: 'Spring Fair 2027',
      });
      expect(response.statusCode).toBe(200);
      const publicEvent = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: ev.hostnames[0]! },
      });
      expect(publicEvent.json().event.name).toBe('Spring Fair 2027');
    });
  });

  describe('the event name', () => {
    it("shows the event's own name while the document has none", async () => {
      const ev = await t.buildEvent({ name: 'Harbour Show' });
      const evAdmin = await t.buildUser(ev.id, { permissions: 'admin' });
      const response = await call('GET', 'event', evAdmin, undefined, ev);
      expect(response.json()).toMatchObject({ eventName: 'Harbour Show' });
    });

    it('refuses an empty event name, on a replace and on a merge-set, and writes nothing', async () => {
      const ev = await t.buildEvent({ name: 'Harbour Show' });
      const evAdmin = await t.buildUser(ev.id, { permissions: 'admin' });
      for (const [method, body] of [
        ['PUT', { ...settingsRules.event.defaults, eventName: '   ' }],
        ['PATCH', { eventName: '' }],
      ] as const) {
        const response = await call(method, 'event', evAdmin, body, ev);
        expect(response.statusCode, method).toBe(400);
        expect(response.json().error).toMatchObject({
          message: 'Invalid event settings data.',
          details: [{ path: 'eventName', message: 'Enter the event name' }],
        });
      }
      expect(await storedRow(ev.id, 'event')).toBeNull();
      const publicEvent = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: ev.hostnames[0]! },
      });
      expect(publicEvent.json().event.name).toBe('Harbour Show');
    });

    it('keeps the name when another field is merged', async () => {
      const ev = await t.buildEvent({ name: 'Harbour Show' });
      const evAdmin = await t.buildUser(ev.id, { permissions: 'admin' });
      const response = await call('PATCH', 'event', evAdmin, { shortName: 'Harbour' }, ev);
      expect(response.json()).toMatchObject({ eventName: 'Harbour Show', shortName: 'Harbour' });
    });
  });

  describe('the event’s languages', () => {
    it('start as English alone, and keep the chosen ones in the app’s order on the event row', async () => {
      const { event: ev, admin: evAdmin } = await newEventWithAdmin(t);
      expect((await call('GET', 'event', evAdmin, undefined, ev)).json()).toMatchObject({
        languages: ['en-GB'],
        defaultLanguage: 'en-GB',
      });
      const saved = await call(
        'PATCH',
        'event',
        evAdmin,
        { languages: ['de', 'en-GB', 'de'], defaultLanguage: 'de' },
        ev,
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ languages: ['en-GB', 'de'], defaultLanguage: 'de' });
      const [row] = await t.deps.db.select().from(events).where(eq(events.id, ev.id));
      expect(row).toMatchObject({ languages: ['en-GB', 'de'], defaultLanguage: 'de' });
    });

    it('refuses no language, one the app lacks, or a default the event does not offer, writing nothing', async () => {
      const { event: ev, admin: evAdmin } = await newEventWithAdmin(t);
      for (const [body, path, message] of [
        [{ languages: [] }, 'languages', eventLanguageMessages.none],
        [{ languages: ['en-GB', 'it'] }, 'languages.1', 'Choose one of the languages offered'],
        [{ languages: ['de', 'fr'] }, 'defaultLanguage', eventLanguageMessages.defaultNotOffered],
        [{ defaultLanguage: 'fr' }, 'defaultLanguage', eventLanguageMessages.defaultNotOffered],
      ] as const) {
        const response = await call('PATCH', 'event', evAdmin, body, ev);
        expectRefusal(response, 400, 'Invalid event settings data.', [
          expect.objectContaining({ path, message }),
        ]);
      }
      expect(await storedRow(ev.id, 'event')).toBeNull();
      const [row] = await t.deps.db.select().from(events).where(eq(events.id, ev.id));
      expect(row).toMatchObject({ languages: ['en-GB'], defaultLanguage: 'en-GB' });
    });
  });

  describe('PATCH /api/v1/events/:eventId/settings/:kind', () => {
    it('rejects a user below admin', async () => {
      const response = await call('PATCH', 'terminology', member, { tasks: 'Actions' });
      expect(response.statusCode).toBe(403);
    });

    it('merges the given fields over the stored document', async () => {
      const ev = await t.buildEvent();
      const first = await t.buildUser(ev.id, { permissions: 'admin' });
      const second = await t.buildUser(ev.id, { permissions: 'admin' });
      await call('PATCH', 'terminology', first, { tasks: 'Actions' }, ev);
      const response = await call('PATCH', 'terminology', second, { forms: 'Paperwork' }, ev);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...settingsRules.terminology.defaults,
        tasks: 'Actions',
        forms: 'Paperwork',
      });
      const row = await storedRow(ev.id, 'terminology');
      expect(row).toMatchObject({ createdBy: first.userId, updatedBy: second.userId });
    });

    it('checks the merged document and writes nothing when it is refused', async () => {
      const { event: ev, admin: evAdmin } = await newEventWithAdmin(t);
      await call('PATCH', 'event', evAdmin, { startDate: '2027-05-01', endDate: '2027-05-03' }, ev);
      const backwards = await call('PATCH', 'event', evAdmin, { endDate: '2027-04-30' }, ev);
      expectRefusal(backwards, 400, 'Invalid event settings data.', [
        expect.objectContaining({ path: 'endDate' }),
      ]);
      const { event: fresh, admin: freshAdmin } = await newEventWithAdmin(t);
      const early = await call('PATCH', 'event', freshAdmin, { endDate: '2023-11-01' }, fresh);
      expect(early.statusCode).toBe(400);
      expect(await storedRow(fresh.id, 'event')).toBeNull();
      const bad = await call('PATCH', 'variables', evAdmin, { dueSoonDays: -1 }, ev);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Invalid variables settings');
      expect(await storedRow(ev.id, 'variables')).toBeNull();
      expect((await call('GET', 'event', evAdmin, undefined, ev)).json()).toMatchObject({
        startDate: '2027-05-01',
        endDate: '2027-05-03',
      });
    });

    it('loses neither of two merge-sets of the same document made at once', async () => {
      const { event: ev, admin: evAdmin } = await newEventWithAdmin(t);
      const [tasks, forms] = await Promise.all([
        call('PATCH', 'terminology', evAdmin, { tasks: 'Actions' }, ev),
        call('PATCH', 'terminology', evAdmin, { forms: 'Paperwork' }, ev),
      ]);
      expect([tasks.statusCode, forms.statusCode]).toEqual([200, 200]);
      expect((await call('GET', 'terminology', evAdmin, undefined, ev)).json()).toMatchObject({
        tasks: 'Actions',
        forms: 'Paperwork',
      });
    });

    it('re-derives the nav theme when only the colour changes', async () => {
      const { response } = await callOnNewEvent('PATCH', 'branding', { navBgColor: '#ffffff' });
      expect(response.json()).toMatchObject({ navBgColor: '#ffffff', navTheme: 'light' });
    });
  });
});
