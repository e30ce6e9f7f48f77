import { beforeAll, describe, expect, it } from 'vitest';
import { apiCallerFor, type Caller, callerFor } from '../../../../test/support/caller.ts';
import { contentFixtures } from '../../../../test/support/content-fixtures.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import {
  addForm,
  dropdownInput,
  saveFieldGroup,
  saveForm,
  templateInput,
  textInput,
} from '../../../../test/support/form-fixtures.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import { teamOwnedBy } from '../../../../test/support/team-bodies.ts';
import type { EventRow } from '../events/queries.ts';

describe.each(testDatabases)('translations of an event’s records, on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let admin: Caller;
  let moderator: Caller;
  let german: Caller;
  let english: Caller;
  let germanUser: { email: string; password: string };
  let englishUser: { email: string; password: string };
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
    germanUser = await fx.buildMemberOfTeam(event, {});
    german = await callerFor(t, event, germanUser);
    expect((await german.patch('/me', { locale: 'de' })).statusCode).toBe(200);
    englishUser = await fx.buildMemberOfTeam(event, {});
    english = await callerFor(t, event, englishUser);

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

  it('shows guests a public page in their browser’s language among the event’s', async () => {
    const fx = contentFixtures(t);
    const open = await fx.addPage(moderator, {
      title: 'Visitor info',
      isPublished: true,
      isPublic: true,
    });
    const put = await moderator.put(`/translations/content/${open.id}/de`, {
      texts: { title: 'Besucherinfo' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const guest = (language?: string) =>
      t.app.inject({
        url: `/api/v1/events/${event.id}/guest/content/${open.id}`,
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await guest('de-CH,de;q=0.9')).json().title).toBe('Besucherinfo');
    expect((await guest('fr')).json().title).toBe('Visitor info');
    expect((await guest()).json().title).toBe('Visitor info');
  });

  it('shows members the event’s words and its welcome in their language; its admins edit the own', async () => {
    expect((await admin.patch('/settings/terminology', { tasks: 'Actions' })).statusCode).toBe(200);
    const welcome = await admin.patch('/settings/onboarding', {
      title: 'Welcome to the show',
      description: 'Start with the manual.',
    });
    expect(welcome.statusCode, welcome.body).toBe(200);
    const source = (await admin.get('/translations/settings/terminology')).json();
    expect(source.source).toContainEqual(
      expect.objectContaining({ key: 'tasks', text: 'Actions', context: 'Tasks' }),
    );
    // The documents are the admins’: a moderator may not translate them.
    const refused = await moderator.put('/translations/settings/terminology/de', {
      texts: { tasks: 'Aufträge' },
    });
    expect(refused.statusCode).toBe(403);
    const words = await admin.put('/translations/settings/terminology/de', {
      texts: { tasks: 'Aufträge' },
    });
    expect(words.statusCode, words.body).toBe(200);
    const title = await admin.put('/translations/settings/onboarding/de', {
      texts: { title: 'Willkommen zur Messe' },
    });
    expect(title.statusCode, title.body).toBe(200);

    const session = async (user: { email: string; password: string }) =>
      (await (await apiCallerFor(t, event, user)).get('/api/v1/session')).json();
    expect((await session(germanUser)).terminology).toMatchObject({ tasks: 'Aufträge' });
    expect((await session(englishUser)).terminology).toMatchObject({ tasks: 'Actions' });
    expect((await german.get('/settings/onboarding')).json()).toMatchObject({
      title: 'Willkommen zur Messe',
      description: 'Start with the manual.',
    });
    expect((await english.get('/settings/onboarding')).json().title).toBe('Welcome to the show');
    // An admin reading German still gets the words they edit.
    expect((await admin.get('/settings/onboarding')).json().title).toBe('Welcome to the show');
    // The login page speaks the guest's browser's language.
    const publicEvent = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/public/event',
        headers: { host: event.hostnames[0]!, 'accept-language': language },
      });
    expect((await publicEvent('de-DE')).json().terminology.tasks).toBe('Aufträge');
    expect((await publicEvent('en-GB')).json().terminology.tasks).toBe('Actions');
  });

  it('shows members the tips in their language, each named by its area', async () => {
    const tips = await admin.patch('/settings/tips', {
      dashboard: 'Start with the tasks due soonest.',
      forms: 'A form keeps your draft.',
    });
    expect(tips.statusCode, tips.body).toBe(200);
    const source = (await admin.get('/translations/settings/tips')).json();
    expect(source.source).toEqual([
      expect.objectContaining({ key: 'dashboard', part: 'text', context: 'Dashboard' }),
      expect.objectContaining({ key: 'forms', part: 'text', context: 'Forms' }),
    ]);
    const saved = await admin.put('/translations/settings/tips/de', {
      texts: { dashboard: 'Beginnen Sie mit den frühesten Aufgaben.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await german.get('/settings/tips')).json()).toMatchObject({
      dashboard: 'Beginnen Sie mit den frühesten Aufgaben.',
      forms: 'A form keeps your draft.', // not translated: the English one
      tasks: '', // no tip: the app says its own words
    });
    expect((await english.get('/settings/tips')).json().dashboard).toBe(
      'Start with the tasks due soonest.',
    );
    expect((await admin.get('/settings/tips')).json().dashboard).toBe(
      'Start with the tasks due soonest.',
    );
  });

  it('shows members the dashboard cards the organisers wrote in their language; the app’s own are not asked for', async () => {
    const { layouts } = (await admin.get('/card-layouts')).json();
    const layout = layouts.find((one: { isDefault: boolean }) => one.isDefault);
    const cards = layout.cards.map(({ id: _id, ...card }: { id: string }) => card);
    cards[0] = { ...cards[0], description: 'Start here before build-up' };
    cards[1] = { ...cards[1], title: 'Order forms' };
    const saved = await admin.put(`/card-layouts/${layout.id}`, {
      name: layout.name,
      teamTypeIds: [],
      cards,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [first, second] = saved.json().cards;
    const { source } = (await admin.get(`/translations/card-layouts/${layout.id}`)).json();
    // Only what the organisers wrote: the default words and descriptions are the app's own.
    expect(source.map((text: { key: string }) => text.key)).toEqual([
      `cards.${first.id}.description`,
      `cards.${second.id}.title`,
    ]);
    expect((await moderator.get(`/translations/card-layouts/${layout.id}`)).statusCode).toBe(403);
    const translated = await admin.put(`/translations/card-layouts/${layout.id}/de`, {
      texts: {
        [`cards.${first.id}.description`]: 'Hier vor dem Aufbau beginnen',
        [`cards.${second.id}.title`]: 'Bestellformulare',
      },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    const shown = async (caller: Caller) =>
      (
        (await caller.get('/dashboard/cards')).json().cards as {
          title: string;
          description: string;
        }[]
      ).slice(0, 3);
    expect(await shown(german)).toEqual([
      expect.objectContaining({ title: 'Tasks', description: 'Hier vor dem Aufbau beginnen' }),
      expect.objectContaining({ title: 'Bestellformulare' }),
      // Untouched: the web says the default word and description in German.
      expect.objectContaining({ title: 'Downloads', description: 'Manuals, plans and guides' }),
    ]);
    expect((await shown(english))[0]!.description).toBe('Start here before build-up');
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

  describe('tasks, forms and emails', () => {
    it('shows a task’s title and description in the reader’s language', async () => {
      const task = await moderator.post('/tasks', {
        title: 'Send your logo',
        description: '<p>As a vector file.</p>',
      });
      expect(task.statusCode, task.body).toBe(201);
      const taskId = task.json().id;
      const saved = await moderator.put(`/translations/tasks/${taskId}/de`, {
        texts: { title: 'Logo senden' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const titles = async (caller: Caller) =>
        (await caller.get('/member/tasks'))
          .json()
          .groups.flatMap((g: { tasks: { title: string }[] }) => g.tasks.map((task) => task.title));
      expect(await titles(german)).toContain('Logo senden');
      expect(await titles(english)).toContain('Send your logo');
      const detail = (await german.get(`/member/tasks/${taskId}`)).json().task;
      expect(detail).toMatchObject({
        title: 'Logo senden',
        description: '<p>As a vector file.</p>',
      });
    });

    it('shows a form’s labels and options in German, keeps the answers’ values, and exports in the default language', async () => {
      const added = await moderator.post('/forms', { title: 'Stand services' });
      expect(added.statusCode, added.body).toBe(201);
      const form = added.json().form;
      const built = await saveForm(moderator, form.id, {
        fieldIds: ['power', 'notes'],
        newFields: [dropdownInput('power', ['yes', 'no']), textInput('notes', 'Notes')],
        expectedUpdatedAt: form.updatedAt,
        isPublished: true,
      });
      expect(built.statusCode, built.body).toBe(200);
      const thanks = await moderator.post(`/forms/${form.id}/confirmations`, {
        name: 'Thanks',
        message: '<p>Thank you, we will be in touch.</p>',
        isDefault: true,
      });
      expect(thanks.statusCode, thanks.body).toBe(201);
      const confirmationId = thanks.json().id;
      const translated = await moderator.put(`/translations/forms/${form.id}/de`, {
        texts: {
          title: 'Standservice',
          'fields.power.label': 'Strom wählen',
          'fields.power.options.yes': 'Ja',
          'fields.notes.label': 'Anmerkungen',
          [`confirmations.${confirmationId}.message`]: '<p>Danke, wir melden uns.</p>',
        },
      });
      expect(translated.statusCode, translated.body).toBe(200);

      const fill = (await german.get(`/member/forms/${form.id}`)).json().form;
      expect(fill.title).toBe('Standservice');
      expect(fill.fields.map((f: { label: string }) => f.label)).toEqual([
        'Strom wählen',
        'Anmerkungen',
      ]);
      expect(fill.fields[0].options).toEqual([
        { label: 'Ja', value: 'yes' },
        { label: 'no', value: 'no' },
      ]);
      expect((await english.get(`/member/forms/${form.id}`)).json().form.title).toBe(
        'Stand services',
      );

      const sent = await german.post(`/member/forms/${form.id}/submissions`, {
        values: { power: 'yes', notes: 'Zwei Steckdosen' },
        isDraft: false,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().submission.values.power).toBe('yes');
      // What the German submitter reads next is the German confirmation; others read the own.
      expect(sent.json().confirmationId).toBe(confirmationId);
      const shown = `/member/forms/${form.id}/confirmations/${confirmationId}`;
      expect((await german.get(shown)).json().message).toBe('<p>Danke, wir melden uns.</p>');
      expect((await english.get(shown)).json().message).toBe(
        '<p>Thank you, we will be in touch.</p>',
      );
      // An organiser reading German still exports the event's own words.
      expect((await moderator.patch('/me', { locale: 'de' })).statusCode).toBe(200);
      const csv = await moderator.get(`/forms/${form.id}/submissions.csv`);
      expect(csv.statusCode, csv.body).toBe(200);
      const header = csv.body.split('\r\n').find((line) => line.includes('Notes'))!;
      expect(header).toContain('Choose power');
      expect(header).not.toContain('Anmerkungen');
      expect(csv.body).toContain('Zwei Steckdosen');
    });

    it('welcomes a German member with the German welcome email, others in English', async () => {
      const saved = await admin.put('/translations/email-templates/existingWelcome/de', {
        texts: { subject: 'Willkommen bei {{ eventName }}' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const elsewhere = await t.buildEvent();
      const lena = await t.buildUser(elsewhere.id, { firstName: 'Lena' });
      const lenaCaller = await callerFor(t, elsewhere, lena);
      expect((await lenaCaller.patch('/me', { locale: 'de' })).statusCode).toBe(200);
      const tom = await t.buildUser(elsewhere.id, { firstName: 'Tom' });
      for (const [name, user] of [
        ['Lena', lena],
        ['Tom', tom],
      ] as const) {
        const added = await admin.post(
          '/teams',
          teamOwnedBy(`${name} GmbH`, user.email, [name, 'X']),
        );
        expect(added.statusCode, added.body).toBe(201);
      }
      const [german] = await outboxRows(t, { eventId: event.id, toAddress: lena.email });
      const [english] = await outboxRows(t, { eventId: event.id, toAddress: tom.email });
      expect(german!.subject).toBe(`Willkommen bei ${event.name}`);
      expect(english!.subject).toBe(`Welcome to ${event.name}`);
    });

    it('lists every kind the caller may translate', async () => {
      for (const kind of ['content', 'downloads', 'forms', 'tasks', 'suppliers', 'notifications']) {
        const response = await moderator.get(`/translations?kind=${kind}`);
        expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      }
      const all = (await admin.get('/translations')).json();
      expect(new Set(all.records.map((r: { kind: string }) => r.kind))).toEqual(
        new Set(['content', 'forms', 'tasks', 'email-templates', 'card-layouts', 'settings']),
      );
      // Email templates, card layouts and the settings documents are their admins'.
      const kinds = (await moderator.get('/translations'))
        .json()
        .records.map((r: { kind: string }) => r.kind);
      expect(kinds).not.toContain('email-templates');
      expect(kinds).not.toContain('settings');
      expect(kinds).not.toContain('card-layouts');
    });

    it('checks an email translation as a template: a secret link out of place is refused', async () => {
      const refused = await admin.put('/translations/email-templates/welcome/de', {
        texts: { body: '<p>{{ setPasswordUrl }}</p>' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details[0].path).toBe('body.texts.body');
      expect((await moderator.get('/translations/email-templates/welcome')).statusCode).toBe(403);
      const kept = (await admin.get('/translations/email-templates/welcome')).json();
      expect(kept.translations.de).toEqual({});
    });

    it('shows a field group’s fields in German in every form placing it, translated once', async () => {
      const group = await admin.post('/field-groups', { title: 'Contact' });
      expect(group.statusCode, group.body).toBe(201);
      const groupId = group.json().id;
      const grouped = await saveFieldGroup(admin, groupId, {
        fieldIds: ['phone', 'role'],
        newFields: [textInput('phone', 'Phone'), dropdownInput('role', ['sales', 'tech'])],
        expectedUpdatedAt: group.json().updatedAt,
        isPublished: true,
      });
      expect(grouped.statusCode, grouped.body).toBe(200);
      const { form } = await addForm(moderator, 'Contacts');
      const built = await saveForm(moderator, form.id, {
        fieldIds: ['contact'],
        newFields: [templateInput('contact', groupId)],
        expectedUpdatedAt: form.updatedAt,
        isPublished: true,
      });
      expect(built.statusCode, built.body).toBe(200);

      // The group's texts are its fields' (admins'); the form's own are the template's label.
      const { source } = (await admin.get(`/translations/field-groups/${groupId}`)).json();
      expect(source.map((text: { key: string }) => text.key)).toEqual([
        'fields.phone.label',
        'fields.role.label',
        'fields.role.options.sales',
        'fields.role.options.tech',
      ]);
      expect((await moderator.get(`/translations/field-groups/${groupId}`)).statusCode).toBe(403);
      const fieldsOf = (body: { fieldGroups: Array<{ id: string; fields: unknown[] }> }) =>
        body.fieldGroups.find((g) => g.id === groupId)!.fields as Array<{
          label: string;
          options?: Array<{ label: string; value: string }>;
        }>;
      // Read in German before the translation (the form is kept per language): English still.
      const before = fieldsOf((await german.get(`/member/forms/${form.id}`)).json());
      expect(before.map((field) => field.label)).toEqual(['Phone', 'Choose role']);
      const saved = await admin.put(`/translations/field-groups/${groupId}/de`, {
        texts: { 'fields.phone.label': 'Telefon', 'fields.role.options.tech': 'Technik' },
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const inGerman = fieldsOf((await german.get(`/member/forms/${form.id}`)).json());
      expect(inGerman.map((field) => field.label)).toEqual(['Telefon', 'Choose role']);
      expect(inGerman[1]!.options).toEqual([
        { label: 'sales', value: 'sales' },
        { label: 'Technik', value: 'tech' },
      ]);
      const inEnglish = fieldsOf((await english.get(`/member/forms/${form.id}`)).json());
      expect(inEnglish.map((field) => field.label)).toEqual(['Phone', 'Choose role']);
      // The overview counts what German still lacks of the group.
      const listed = (await admin.get('/translations?kind=field-groups')).json().records;
      expect(listed).toEqual([
        expect.objectContaining({ recordId: groupId, title: 'Contact', missing: { de: 2 } }),
      ]);
    });
  });

  async function englishHeaders() {
    const fx = contentFixtures(t);
    const user = await fx.buildMemberOfTeam(event, {});
    return { host: event.hostnames[0]!, cookie: await t.login(event, user) };
  }
});
