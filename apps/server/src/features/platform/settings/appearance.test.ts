import { defaultCorePages } from '@showdesk/domain/content/core-pages';
import { defaultBranding } from '@showdesk/domain/platform/branding';
import { defaultTerminology } from '@showdesk/domain/platform/terminology';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { sendMultipart } from '../../../../test/support/multipart.ts';
import { pngImage } from '../../../../test/support/sample-files.ts';
import { corePages, eventSettings } from '../../../db/schema/settings.ts';
import type { EventRow } from '../events/queries.ts';

type Login = { email: string; password: string };

describe.each(testDatabases)('saved branding and terminology applied everywhere on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let admin: Login;
  let member: Login;
  let stranger: Login;

  const session = async (user: Login, ev: EventRow) =>
    (
      await t.app.inject({
        url: '/api/v1/session',
        headers: { host: ev.hostnames[0]!, cookie: await t.login(ev, user) },
      })
    ).json();

  const publicEvent = async (ev: EventRow) =>
    (
      await t.app.inject({ url: '/api/v1/public/event', headers: { host: ev.hostnames[0]! } })
    ).json();

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    admin = await t.buildUser(event.id, { permissions: 'admin' });
    member = await t.buildUser(event.id);
    stranger = await t.buildUser(otherEvent.id);
  });

  it('shows a saved nav colour and "Actions" for "Tasks" to that event only', async () => {
    // Read first, so a remembered session would show if it were not renewed by the save.
    expect((await session(member, event)).terminology.tasks).toBe('Tasks');
    const cookie = await t.login(event, admin);
    const headers = { host: event.hostnames[0]!, cookie };
    const uploaded = await sendMultipart(
      t,
      { url: `/api/v1/events/${event.id}/settings/branding/images/loginImage`, headers },
      { fileName: 'login.png', data: await pngImage(400, 300) },
    );
    expect(uploaded.statusCode).toBe(200);
    const loginImage = uploaded.json().url as string;
    const branding = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${event.id}/settings/branding`,
      headers,
      payload: { navBgColor: '#1a1b3a', loginImage },
    });
    expect(branding.statusCode).toBe(200);
    const terminology = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/${event.id}/settings/terminology`,
      headers,
      payload: { tasks: 'Actions' },
    });
    expect(terminology.statusCode).toBe(200);

    const mine = await session(member, event);
    expect(mine.branding).toMatchObject({ navBgColor: '#1a1b3a', navTheme: 'dark' });
    expect(mine.terminology).toEqual({ ...defaultTerminology, tasks: 'Actions' });
    const login = await publicEvent(event);
    expect(login.branding).toMatchObject({
      navBgColor: '#1a1b3a',
      loginImage,
    });
    expect(login.terminology.tasks).toBe('Actions');

    const theirs = await session(stranger, otherEvent);
    expect(theirs.branding).toEqual(defaultBranding);
    expect(theirs.terminology).toEqual(defaultTerminology);
    expect((await publicEvent(otherEvent)).terminology.tasks).toBe('Tasks');
  });

  it('drops invalid stored records from the session, reads defaults and reports them', async () => {
    const ev = await t.buildEvent();
    const user = await t.buildUser(ev.id);
    await t.deps.db.insert(eventSettings).values([
      { eventId: ev.id, kind: 'branding', data: { navBgColor: 'not a colour' } },
      { eventId: ev.id, kind: 'terminology', data: { tasks: 'Actions', extra: 1 } },
    ]);
    await t.deps.db.insert(corePages).values([
      { eventId: ev.id, id: 'forms', title: ' ', icon: 'forms', isPublished: true },
      { eventId: ev.id, id: 'downloads', title: 'Files', icon: 'download', isPublished: false },
    ]);
    const capture = vi.spyOn(t.deps.reporter, 'capture');
    const mine = await session(user, ev);
    expect(mine.branding).toEqual(defaultBranding);
    expect(mine.terminology).toEqual(defaultTerminology);
    expect(mine.corePages).toEqual(
      defaultCorePages.map((page) =>
        page.id === 'downloads' ? { ...page, title: 'Files', isPublished: false } : page,
      ),
    );
    const reported = capture.mock.calls.map(([, context]) => context?.entity);
    expect(reported).toEqual(
      expect.arrayContaining(['settings:branding', 'settings:terminology', 'corePage']),
    );
    capture.mockRestore();
  });
});
