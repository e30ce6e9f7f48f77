import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { contentFixtures } from '../../../../test/support/content-fixtures.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import type { EventRow } from '../events/queries.ts';

describe.each(testDatabases)('translations of an event’s records, on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let admin: Caller;
  let moderator: Caller;
  let german: Caller;
  let english: Caller;
  let pageId: string;
  let untranslatedId: string;
  let richTextId: string;
  let buttonId: string;

  beforeAll(async () => {
    const fx = contentFixtures(t);
    event = await t.buildEvent();
    admin = await callerFor(t, event, await t.buildUser(event.id, { permissions: 'admin' }));
    moderator = await callerFor(
      t,
      event,
      await t.buildUser(event.id, { permissions: 'moderator' }),
    );
    const settings = await admin.patch('/settings/event', {
      languages: ['en-GB', 'de'],
      defaultLanguage: 'en-GB',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    german = await callerFor(t, event, await fx.buildMemberOfTeam(event, {}));
    expect((await german.patch('/me', { locale: 'de' })).statusCode).toBe(200);
    english = await callerFor(t, event, await fx.buildMemberOfTeam(event, {}));

    const page = await fx.addPage(moderator, {
      title: 'Exhibitor manual',
      description: 'All you need',
      isPublished: true,
    });
    pageId = page.id;
    richTextId = (
      await fx.addSection(moderator, pageId, {
        type: 'richText',
        heading: 'Arrival',
        data: '<p>Build-up starts on Monday.</p>',
      })
    ).id;
    buttonId = (
      await fx.addSection(moderator, pageId, {
        type: 'button',
        heading: '',
        data: { text: 'Book a stand', link: 'https://example.com' },
      })
    ).id;
    untranslatedId = (await fx.addPage(moderator, { title: 'Catering', isPublished: true })).id;
  });

  const translate = (texts: Record<string, string>, caller = moderator, language = 'de') =>
    caller.put(`/translations/content/${pageId}/${language}`, { texts });

  it('shows a page’s texts in the default language, each part named, nothing translated yet', async () => {
    const response = await moderator.get(`/translations/content/${pageId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      defaultLanguage: 'en-GB',
      languages: ['de'],
      title: 'Exhibitor manual',
    });
    expect(body.source.map((s: { key: string }) => s.key)).toEqual([
      'title',
      'description',
      `sections.${richTextId}.heading`,
      `sections.${richTextId}.body`,
      `sections.${buttonId}.text`,
    ]);
    expect(body.source[3]).toMatchObject({ part: 'body', format: 'html', context: 'Arrival' });
    expect(body.translations).toEqual({ de: {} });
  });

  it('saves a language whole, sanitising rich text, and members reading German see it', async () => {
    const saved = await translate({
      title: 'Ausstellerhandbuch',
      [`sections.${richTextId}.heading`]: 'Anreise',
      [`sections.${richTextId}.body`]:
        '<p>Der Aufbau beginnt am Montag.</p><script>alert(1)</script>',
      [`sections.${buttonId}.text`]: '  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().translations.de).toEqual({
      title: 'Ausstellerhandbuch',
      [`sections.${richTextId}.heading`]: 'Anreise',
      [`sections.${richTextId}.body`]: '<p>Der Aufbau beginnt am Montag.</p>',
    });

    const page = (await german.get(`/member/content/${pageId}`)).json();
    expect(page.title).toBe('Ausstellerhandbuch');
    // Untranslated texts fall back to the default language's.
    expect(page.description).toBe('All you need');
    expect(page.sections[0]).toMatchObject({
      heading: 'Anreise',
      data: '<p>Der Aufbau beginnt am Montag.</p>',
    });
    expect(page.sections[1].data.text).toBe('Book a stand');
    const list = (await german.get('/member/content'))
      .json()
      .content.map((p: { title: string }) => p.title);
    expect(list).toEqual(['Ausstellerhandbuch', 'Catering']);

    // The same page for an English reader, served from a cache that keeps languages apart.
    expect((await english.get(`/member/content/${pageId}`)).json().title).toBe('Exhibitor manual');
    expect((await german.get(`/member/content/${pageId}`)).json().title).toBe('Ausstellerhandbuch');
  });

  it('follows the browser’s language for a member who chose none', async () => {
    const response = await t.app.inject({
      url: `/api/v1/events/${event.id}/member/content/${pageId}`,
      headers: { ...(await englishHeaders()), 'accept-language': 'de-AT, en;q=0.5' },
    });
    expect(response.json().title).toBe('Ausstellerhandbuch');
  });

  it('lists what each language lacks for the organisers', async () => {
    const overview = (await moderator.get('/translations?kind=content')).json();
    expect(overview).toMatchObject({ defaultLanguage: 'en-GB', languages: ['de'] });
    const byId = new Map(overview.records.map((r: { recordId: string }) => [r.recordId, r]));
    expect(byId.get(pageId)).toMatchObject({ kind: 'content', total: 5, missing: { de: 2 } });
    expect(byId.get(untranslatedId)).toMatchObject({ total: 1, missing: { de: 1 } });
  });

  it('refuses texts the record lacks, the default language and a language the event lacks, writing nothing', async () => {
    const unknown = await translate({ title: 'Neu', 'sections.nope.body': 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([
      { path: 'body.texts.sections.nope.body', message: 'This text is not part of the record' },
    ]);
    expect((await translate({ title: 'Manual' }, moderator, 'en-GB')).json().error.message).toBe(
      'This is the event’s default language: change the record itself to change its text',
    );
    expect((await translate({ title: 'Manuel' }, moderator, 'fr')).json().error.message).toBe(
      'The event does not offer this language',
    );
    const kept = (await moderator.get(`/translations/content/${pageId}`)).json();
    expect(kept.translations.de.title).toBe('Ausstellerhandbuch');
  });

  it('is the organisers’ own: members are refused, and another event’s record is not found', async () => {
    expect((await german.get('/translations')).statusCode).toBe(403);
    expect((await translate({ title: 'X' }, german)).statusCode).toBe(403);
    const other = await t.buildEvent();
    const otherAdmin = await callerFor(
      t,
      other,
      await t.buildUser(other.id, { permissions: 'admin' }),
    );
    expect((await otherAdmin.get(`/translations/content/${pageId}`)).statusCode).toBe(404);
  });

  async function englishHeaders() {
    const fx = contentFixtures(t);
    const user = await fx.buildMemberOfTeam(event, {});
    return { host: event.hostnames[0]!, cookie: await t.login(event, user) };
  }
});
