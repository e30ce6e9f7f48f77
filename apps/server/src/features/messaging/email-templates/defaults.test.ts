import { appLocales } from '@showdesk/domain/common/locales';
import { bodyToDoc, docToBody } from '@showdesk/domain/messaging/email-body';
import { emailTemplateInfo, sampleModel } from '@showdesk/domain/messaging/email-template-info';
import { emailTemplateKinds } from '@showdesk/domain/messaging/email-templates';
import { describe, expect, it } from 'vitest';
import { defaultTemplates, defaultTemplatesIn } from './defaults.ts';
import { renderTemplate } from './render.ts';

const everyDefault = appLocales.flatMap((language) =>
  emailTemplateKinds.map((kind) => [language, kind, defaultTemplatesIn(language)[kind]] as const),
);

describe('the default emails in the rich text editor', () => {
  it.each(everyDefault)('%s %s reads back unchanged', (_language, _kind, template) => {
    expect(docToBody(bodyToDoc(template.body).doc)).toBe(template.body);
  });

  it.each(appLocales)(
    'opens in rich text (%s) except the Liquid-heavy task reminder',
    (language) => {
      const unsuited = Object.entries(defaultTemplatesIn(language))
        .filter(([, template]) => !bodyToDoc(template.body).richSuits)
        .map(([kind]) => kind);
      expect(unsuited).toEqual(['taskReminder']);
    },
  );
});

describe('the default emails in every app language', () => {
  it('says English by default, and English for a language the app does not speak', () => {
    expect(defaultTemplates.welcome.subject).toBe('Welcome to {{ eventName }}');
    expect(defaultTemplatesIn('es')).toBe(defaultTemplates);
    expect(defaultTemplatesIn(null)).toBe(defaultTemplates);
    expect(defaultTemplatesIn('de').welcome.subject).toBe('Willkommen bei {{ eventName }}');
    expect(defaultTemplatesIn('fr').welcome.subject).toBe('Bienvenue à {{ eventName }}');
  });

  it.each(everyDefault)(
    '%s %s renders with the sample data and keeps its secret links in buttons',
    (language, kind, template) => {
      const layout = { eventName: 'Harbour Expo', navBgColor: '#123456', language };
      const email = renderTemplate(kind, template, layout, sampleModel(kind));
      expect(email.subject).not.toBe('');
      expect(email.subject).not.toMatch(/[{}]/);
      expect(email.text).not.toMatch(/\{\{|\{%/);
      expect(email.text).toContain('— Harbour Expo');
      const secretLinks = emailTemplateInfo[kind].variables.filter((v) => v.type === 'secretLink');
      expect(email.secrets).toEqual(secretLinks.map((v) => v.sample));
      for (const link of secretLinks) {
        const url = String(link.sample).replace(/&/g, '&#38;');
        expect(email.html).toMatch(new RegExp(`<a data-button href="${escapeRegExp(url)}"`));
        expect(email.text).toMatch(new RegExp(`\\S: ${escapeRegExp(String(link.sample))}`));
      }
    },
  );

  it('writes the set-password button, its note and the greeting in German', () => {
    const layout = { eventName: 'Harbour Expo', navBgColor: '#123456', language: 'de' };
    const email = renderTemplate(
      'welcome',
      defaultTemplatesIn('de').welcome,
      layout,
      sampleModel('welcome'),
    );
    expect(email.subject).toBe('Willkommen bei Harbour Expo');
    expect(email.text).toMatch(/^Hallo \S+,\n\nSie wurden als Inhaber von /);
    expect(email.text).toContain('Passwort festlegen: https://expo.example.com/auth/set-password');
    expect(email.html).toContain('Falls die Schaltfläche nicht funktioniert');
    expect(email.html).not.toContain('If the button does not work');
    // No first name: the greeting's own fallback, in the language.
    const nameless = renderTemplate('welcome', defaultTemplatesIn('de').welcome, layout, {
      ...sampleModel('welcome'),
      firstName: '',
    });
    expect(nameless.text).toMatch(/^Hallo zusammen,/);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
