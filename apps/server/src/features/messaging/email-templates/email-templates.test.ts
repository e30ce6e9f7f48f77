import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { buildCast } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import { teamOwnedBy } from '../../../../test/support/team-bodies.ts';
import { emailTemplates } from '../../../db/schema/email-templates.ts';
import { PoolTaskError } from '../../../lib/worker-pool.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { loadEmailTemplates } from './template-set.ts';

type Template = { id: string; subject: string; body: string; isCustomised: boolean };
type Problem = { path: string; message: string; line?: number; column?: number };

describe.each(testDatabases)('email templates on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let adminEmail: string;
  let asAdmin: Caller;
  let asModerator: Caller;
  let asMember: Caller;
  let asGuest: Caller;
  let asStranger: Caller;

  const edited = {
    subject: 'Your place at {{ eventName }}, {{ firstName }}',
    body: '<p>Hello {{ firstName }}</p>{% button setPasswordUrl "Start" %}',
  };
  const storedRows = () =>
    t.deps.db.select().from(emailTemplates).where(eq(emailTemplates.eventId, event.id));
  const outbox = (template: string) => outboxRows(t, { eventId: event.id, template });
  const problems = (response: { json(): unknown }) =>
    (response.json() as { error: { message: string; details: Problem[] } }).error;
  /** The admin saves the welcome email with this subject and body. */
  const saveWelcome = (subject: string, body: string) =>
    asAdmin.put('/email-templates/welcome', { subject, body });
  /** The admin tries an unsaved subject and body of `emailId`: a preview, or a test send. */
  const tryTemplate = (
    emailId: string,
    action: 'preview' | 'test',
    subject: string,
    body: string,
  ) => asAdmin.post(`/email-templates/${emailId}/${action}`, { subject, body });

  beforeAll(async () => {
    const cast = await buildCast(t, { eventNames: ['Harbour Expo', 'Other Expo'] });
    ({ event, otherEvent, asAdmin, asModerator, asGuest, asStranger } = cast);
    // A team owner: a member of the event, below moderator.
    asMember = cast.asOwner;
    adminEmail = cast.admin.email;
  });

  describe('access', () => {
    const calls = (caller: Caller, on?: EventRow) => [
      caller.get('/email-templates', on),
      caller.get('/email-templates/welcome', on),
      caller.put('/email-templates/welcome', edited, on),
      caller.post('/email-templates/welcome/preview', edited, on),
      caller.post('/email-templates/welcome/test', edited, on),
      caller.delete('/email-templates/welcome', on),
    ];

    it('requires authentication', async () => {
      for (const response of await Promise.all(calls(asGuest)))
        expect(response.statusCode).toBe(401);
    });

    it('rejects a user and a moderator (admin only), writing and sending nothing', async () => {
      for (const caller of [asMember, asModerator])
        for (const response of await Promise.all(calls(caller)))
          expect(response.statusCode, response.body).toBe(403);
      expect(await storedRows()).toHaveLength(0);
      expect(await outbox('welcome')).toHaveLength(0);
    });

    it("cannot reach another event's templates", async () => {
      for (const response of await Promise.all(calls(asStranger, event)))
        expect(response.statusCode).toBe(404);
      expect(await storedRows()).toHaveLength(0);
      // The stranger's own event keeps its own templates.
      expect(
        (
          await asStranger.put('/email-templates/welcome', {
            subject: 'Theirs',
            body: '<p>x</p>{% button setPasswordUrl %}',
          })
        ).statusCode,
      ).toBe(200);
      const mine = (await asAdmin.get('/email-templates/welcome')).json() as Template;
      expect(mine).toMatchObject({ subject: 'Welcome to {{ eventName }}', isCustomised: false });
    });
  });

  describe('GET /email-templates', () => {
    it('lists every kind of spec calls 7.5 with its subject and whether it is customised', async () => {
      const response = await asAdmin.get('/email-templates');
      expect(response.statusCode).toBe(200);
      const list = response.json() as Template[];
      expect(list.map((x) => x.id)).toEqual(
        expect.arrayContaining([
          'welcome',
          'welcomeTeamMember',
          'standShareWelcome',
          'existingWelcome',
          'existingWelcomeTeamMember',
          'existingStandShareWelcome',
          'welcomeChaser',
          'adminNotification',
          'commentNotification',
          'formNotification',
          'taskReminder',
          'taskStatus',
          'confirmEmailChange',
          'confirmPasswordChange',
          'verifyEmailChange',
          'verifyPasswordChange',
          'newDeviceLogin',
        ]),
      );
      expect(list).toHaveLength(17);
      expect(list.every((x) => !x.isCustomised)).toBe(true);
    });

    it('shows each subject rendered with the sample data (one render task for the whole list), keeping the raw one', async () => {
      const tasks = vi.spyOn(t.deps.emailRenderer, 'sampleSubjects');
      const response = await asAdmin.get('/email-templates');
      expect(response.statusCode).toBe(200);
      const list = response.json() as (Template & { sampleSubject: string | null })[];
      const byId = new Map(list.map((x) => [x.id, x]));
      expect(byId.get('welcome')).toMatchObject({
        subject: 'Welcome to {{ eventName }}',
        sampleSubject: 'Welcome to Harbour Expo',
      });
      expect(byId.get('taskStatus')).toMatchObject({
        subject:
          '{% if isApproved %}{{ taskTitle }}: approved{% else %}{{ taskTitle }}: needs changes{% endif %}',
        sampleSubject: 'Upload your risk assessment: approved',
      });
      expect(list.every((x) => x.sampleSubject && !x.sampleSubject.includes('{'))).toBe(true);
      // The event's own subject is rendered too; seventeen rows, one task on the render thread.
      const saved = await asAdmin.put('/email-templates/welcome', edited);
      expect(saved.statusCode, saved.body).toBe(200);
      const after = (await asAdmin.get('/email-templates')).json() as typeof list;
      expect(after.find((x) => x.id === 'welcome')).toMatchObject({
        subject: edited.subject,
        sampleSubject: 'Your place at Harbour Expo, Alex',
      });
      expect(tasks).toHaveBeenCalledTimes(2);
      expect(tasks.mock.calls[0]?.[0]).toHaveLength(17);
      tasks.mockRestore();
      await asAdmin.delete('/email-templates/welcome');
    });

    it('lists the raw subjects when the render thread is too busy', async () => {
      const busy = vi
        .spyOn(t.deps.emailRenderer, 'sampleSubjects')
        .mockRejectedValue(new PoolTaskError('busy', 'busy'));
      const response = await asAdmin.get('/email-templates');
      busy.mockRestore();
      expect(response.statusCode).toBe(200);
      const list = response.json() as (Template & { sampleSubject: string | null })[];
      expect(list.find((x) => x.id === 'welcome')).toMatchObject({
        subject: 'Welcome to {{ eventName }}',
        sampleSubject: null,
      });
    });

    it("answers one kind with its body and variables; an unknown kind is 404 'Email template not found'", async () => {
      const response = await asAdmin.get('/email-templates/taskReminder');
      expect(response.statusCode).toBe(200);
      const template = response.json() as Template & { variables: { name: string }[] };
      expect(template.body).toContain('{% for task in tasks %}');
      expect(template.variables.map((v) => v.name)).toEqual(
        expect.arrayContaining(['eventName', 'firstName', 'tasks', 'isSingleTask']),
      );
      const unknown = await asAdmin.get('/email-templates/nope');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('Email template not found');
    });
  });

  describe('PUT /email-templates/:emailId', () => {
    it('saves the event’s version, then reset to default deletes it', async () => {
      const saved = await asAdmin.put('/email-templates/welcome', edited);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ ...edited, isCustomised: true });
      const list = (await asAdmin.get('/email-templates')).json() as Template[];
      expect(list.find((x) => x.id === 'welcome')).toMatchObject({
        subject: edited.subject,
        isCustomised: true,
      });
      const reset = await asAdmin.delete('/email-templates/welcome');
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({
        subject: 'Welcome to {{ eventName }}',
        isCustomised: false,
      });
      expect(await storedRows()).toHaveLength(0);
    });

    it('refuses a template that does not parse, naming the line and column; nothing saved', async () => {
      const response = await saveWelcome('Hi', '<p>Hi</p>\n<p>{% if firstName %}open</p>');
      expect(response.statusCode).toBe(400);
      const error = problems(response);
      expect(error.message).toMatch(/^Body, line 2, column \d+: /);
      expect(error.details[0]).toMatchObject({ path: 'body.body', line: 2 });
      expect(await storedRows()).toHaveLength(0);
    });

    it('refuses an unknown variable, filter or tag, naming where it is; nothing saved', async () => {
      const unknownVariable = await saveWelcome('Hi {{ lastName }}', '<p>x</p>');
      expect(unknownVariable.statusCode).toBe(400);
      expect(problems(unknownVariable).message).toBe(
        'Subject, line 1, column 7: Unknown variable "lastName"',
      );
      // resetUrl belongs to the password reset, not to the welcome.
      const otherKinds = await saveWelcome('Hi', '<p>x</p>\n\n{{ resetUrl }}');
      expect(problems(otherKinds).message).toBe(
        'Body, line 3, column 4: Unknown variable "resetUrl"',
      );
      const filter = await saveWelcome('Hi', '{{ firstName | raw }}');
      expect(filter.statusCode).toBe(400);
      expect(problems(filter).message).toContain('raw');
      const include = await saveWelcome('Hi', '{% include "secrets.liquid" %}');
      expect(problems(include).message).toContain('The include tag is not available');
      expect(await storedRows()).toHaveLength(0);
    });

    it('refuses an empty subject with its path', async () => {
      const response = await saveWelcome(' ', 'x');
      expect(response.statusCode).toBe(400);
      expect(problems(response).details[0]?.path).toContain('subject');
    });
  });

  describe('POST /email-templates/:emailId/preview', () => {
    it('renders the editor’s text with sample data in the branded layout, escaped', async () => {
      const response = await tryTemplate(
        'welcome',
        'preview',
        '{{ firstName }} & {{ eventName }}',
        '<p>{{ teamName }}</p>{% for p in paragraphs %}<p>{{ p }}</p>{% endfor %}{% button setPasswordUrl %}',
      );
      expect(response.statusCode, response.body).toBe(200);
      const preview = response.json() as { subject: string; html: string; text: string };
      expect(preview.subject).toBe('Alex & Harbour Expo');
      expect(preview.html).toContain('Harbour Expo');
      expect(preview.html).toContain('Acme Stands');
      expect(preview.text).toContain('Build-up starts on Monday');
      expect(await storedRows()).toHaveLength(0);
    });

    it('answers a parse error with its line, like a save', async () => {
      const response = await tryTemplate(
        'taskStatus',
        'preview',
        'x',
        '\n\n{{ taskTitle | nosuchfilter }}',
      );
      expect(response.statusCode).toBe(400);
      expect(problems(response).details[0]).toMatchObject({ path: 'body.body', line: 3 });
    });
  });

  describe('POST /email-templates/:emailId/test', () => {
    it("queues the rendered sample to the caller's own address, recorded as the kind", async () => {
      const response = await tryTemplate(
        'verifyPasswordChange',
        'test',
        'Reset for {{ firstName }}',
        '{% button resetUrl "Reset" %}',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ to: adminEmail.toLowerCase() });
      const [sent, ...more] = await outbox('verifyPasswordChange');
      expect(more).toHaveLength(0);
      expect(sent).toMatchObject({
        toAddress: adminEmail.toLowerCase(),
        subject: '[Test] Reset for Alex',
      });
      // A secret link stays hidden from the log even in a test.
      expect(sent!.logText).not.toContain('token=sample-token');
    });

    it('sends nothing for a template that does not render', async () => {
      const response = await tryTemplate('taskStatus', 'test', '{{ nope }}', 'x');
      expect(response.statusCode).toBe(400);
      expect(await outbox('taskStatus')).toHaveLength(0);
    });
  });

  describe('the emails sent use the event’s version', () => {
    it('welcomes the next new team owner with the edited subject and body', async () => {
      expect((await asAdmin.put('/email-templates/welcome', edited)).statusCode).toBe(200);
      const added = await asAdmin.post(
        '/teams',
        teamOwnedBy('Anchor Co', 'nia.owner@example.com', ['Nia', 'Owner']),
      );
      expect(added.statusCode, added.body).toBe(201);
      const [welcome] = await outbox('welcome');
      expect(welcome!.subject).toBe('Your place at Harbour Expo, Nia');
      // The button stands where the template put it; the set-password link is the recipient's
      // secret, so the log's copy hides it (the delivery may have replaced the body by then).
      expect(welcome!.logText).toMatch(/^Hello Nia\n\nStart: \[link sent to the recipient only\]/);
      expect(welcome!.logText).not.toContain('set-password');
      // Other events keep the default.
      const theirs = await asStranger.post(
        '/teams',
        teamOwnedBy('Theirs Co', 'theirs.owner@example.com', ['Tia', 'Owner']),
      );
      expect(theirs.statusCode).toBe(201);
      const [other] = await outboxRows(t, { eventId: otherEvent.id, template: 'welcome' });
      expect(other!.subject).toBe('Theirs');
    });

    it('sends the default when a saved template fails for a real recipient', async () => {
      // A property the samples have but a real reminder could lack is caught at send time.
      await t.deps.db.insert(emailTemplates).values({
        eventId: event.id,
        kind: 'existingWelcome',
        subject: '{{ paragraphs.first.missing }}',
        body: 'x',
      });
      const existing = await t.buildUser(otherEvent.id);
      const added = await asAdmin.post(
        '/teams',
        teamOwnedBy('Bay Co', existing.email, ['Bo', 'Bay']),
      );
      expect(added.statusCode, added.body).toBe(201);
      const [welcome] = await outbox('existingWelcome');
      expect(welcome!.subject).toBe('Welcome to Harbour Expo');
    });
  });

  describe('the built-in emails in the recipient’s language', () => {
    const layout = { eventName: 'Harbour Expo', navBgColor: '#1f3a5f' };
    const setPasswordUrl = 'https://expo.example.com/auth/set-password?token=for-lena';
    /** A new event offering `languages`, written in `defaultLanguage`, and its admin. */
    async function eventIn(languages: string[], defaultLanguage: string) {
      const ev = await t.buildEvent({ name: `Expo ${defaultLanguage}` });
      const admin = await callerFor(t, ev, await t.buildUser(ev.id, { permissions: 'admin' }));
      const settings = await admin.patch('/settings/event', { languages, defaultLanguage });
      expect(settings.statusCode, settings.body).toBe(200);
      return { ev, admin };
    }
    /** A person of another event whose profile reads `locale`. */
    async function personReading(locale: string | null, firstName: string) {
      const elsewhere = await t.buildEvent();
      const person = await t.buildUser(elsewhere.id, { firstName });
      if (locale) {
        const caller = await callerFor(t, elsewhere, person);
        expect((await caller.patch('/me', { locale })).statusCode).toBe(200);
      }
      return person;
    }

    it('welcomes a German recipient of an event offering German with the German default, an English one in English', async () => {
      const { ev, admin } = await eventIn(['en-GB', 'de'], 'en-GB');
      const lena = await personReading('de', 'Lena');
      const tom = await personReading(null, 'Tom');
      for (const [name, person] of [
        ['Lena', lena],
        ['Tom', tom],
      ] as const) {
        const added = await admin.post(
          '/teams',
          teamOwnedBy(`${name} Co`, person.email, [name, 'X']),
        );
        expect(added.statusCode, added.body).toBe(201);
      }
      const [german] = await outboxRows(t, { eventId: ev.id, toAddress: lena.email });
      expect(german).toMatchObject({
        template: 'existingWelcome',
        subject: `Willkommen bei ${ev.name}`,
      });
      expect(german!.logText).toMatch(/^Hallo Lena,\n\nSie wurden als Inhaber von Lena Co bei /);
      expect(german!.logText).toMatch(/\n\nAnmelden: https?:\/\/\S+\/auth\/login/);
      expect(german!.logHtml).toContain('Falls die Schaltfläche nicht funktioniert');
      const [english] = await outboxRows(t, { eventId: ev.id, toAddress: tom.email });
      expect(english!.subject).toBe(`Welcome to ${ev.name}`);
      expect(english!.logText).toMatch(/^Hi Tom,\n\nYou've been set up as the owner of Tom Co at /);
      expect(english!.logText).toContain('Log in: ');

      // The new-account welcome: the German default with its set-password button, working.
      const templates = await loadEmailTemplates(t.deps.db, t.deps, ev.id);
      expect(templates.languageOf('de')).toBe('de');
      const email = await templates.render(
        'welcome',
        layout,
        { firstName: 'Lena', teamName: 'Lena Co', paragraphs: [], setPasswordUrl },
        'de',
      );
      expect(email.subject).toBe('Willkommen bei Harbour Expo');
      expect(email.text).toMatch(
        /^Hallo Lena,\n\nSie wurden als Inhaber von Lena Co bei Harbour Expo eingetragen\./,
      );
      expect(email.text).toContain(`Passwort festlegen: ${setPasswordUrl}`);
      expect(email.html).toContain(
        `<a data-button href="${setPasswordUrl.replace(/&/g, '&#38;')}"`,
      );
      expect(email.html).toMatch(/>Passwort festlegen<\/a>/);
      expect(email.secrets).toEqual([setPasswordUrl]);
      // A language the event does not offer reads the event's default.
      const french = await templates.render(
        'welcome',
        layout,
        { firstName: 'Léa', teamName: 'Léa Co', paragraphs: [], setPasswordUrl },
        'fr',
      );
      expect(french.subject).toBe('Welcome to Harbour Expo');
    });

    it('sends the French defaults of an event written in French, and shows them in its editor', async () => {
      const { ev, admin } = await eventIn(['en-GB', 'fr'], 'fr');
      const added = await admin.post(
        '/teams',
        teamOwnedBy('Quai SA', 'noa.quai@example.com', ['Noa', 'Quai']),
      );
      expect(added.statusCode, added.body).toBe(201);
      const [welcome] = await outboxRows(t, { eventId: ev.id, template: 'welcome' });
      expect(welcome!.subject).toBe(`Bienvenue à ${ev.name}`);
      expect(welcome!.logText).toMatch(/^Bonjour Noa,\n\nVous avez été désigné\(e\) responsable /);
      expect(welcome!.logText).toContain(
        'Définir votre mot de passe: [link sent to the recipient only]',
      );
      expect(welcome!.logText).not.toContain('set-password');

      // The editor shows, previews and lists the default in the event's language.
      const shown = (await admin.get('/email-templates/welcome')).json() as Template;
      expect(shown).toMatchObject({ subject: 'Bienvenue à {{ eventName }}', isCustomised: false });
      expect(shown.body).toContain('{% button setPasswordUrl "Définir votre mot de passe" %}');
      const preview = await admin.post('/email-templates/welcome/preview', {
        subject: shown.subject,
        body: shown.body,
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().subject).toBe(`Bienvenue à ${ev.name}`);
      expect(preview.json().html).toContain('Si le bouton ne fonctionne pas');
      const list = (await admin.get('/email-templates')).json() as (Template & {
        sampleSubject: string;
      })[];
      expect(list.find((x) => x.id === 'welcome')!.sampleSubject).toBe(`Bienvenue à ${ev.name}`);
    });

    it('falls back to the default in the recipient’s language when the own template fails, and for the security emails of a non-member', async () => {
      const { ev } = await eventIn(['en-GB', 'de'], 'en-GB');
      await t.deps.db.insert(emailTemplates).values({
        eventId: ev.id,
        kind: 'existingWelcome',
        subject: '{{ paragraphs.first.missing }}',
        body: 'x',
      });
      const templates = await loadEmailTemplates(t.deps.db, t.deps, ev.id);
      const model = {
        firstName: 'Lena',
        teamName: 'Lena Co',
        paragraphs: [],
        loginUrl: 'https://x.test/auth/login',
      };
      const failed = await templates.render('existingWelcome', layout, model, 'de');
      expect(failed.subject).toBe('Willkommen bei Harbour Expo');
      expect(failed.templateNote).toMatch(/built-in template/);
      // The rest of the send uses the default too, each recipient in their language.
      expect((await templates.render('existingWelcome', layout, model, null)).subject).toBe(
        'Welcome to Harbour Expo',
      );

      const defaultsOnly = await loadEmailTemplates(t.deps.db, t.deps, ev.id, {
        defaultsOnly: true,
      });
      const reset = await defaultsOnly.render(
        'verifyPasswordChange',
        layout,
        { firstName: 'Lena', resetUrl: 'https://x.test/auth/reset-password?token=t' },
        'de',
      );
      expect(reset.subject).toBe('Passwort für Harbour Expo zurücksetzen');
      expect(reset.text).toContain(
        'Passwort zurücksetzen: https://x.test/auth/reset-password?token=t',
      );
    });
  });
});
