import { describe, expect, it } from 'vitest';
import { defaultBranding } from './branding.ts';
import { defaultEventSettings, defaultOnboardingSettings } from './settings.ts';
import {
  mergeSettingsDocument,
  readSettingsDocument,
  replaceSettingsDocument,
  settingsKinds,
  settingsRules,
} from './settings-kinds.ts';

describe('settings defaults (spec section 9)', () => {
  it('are valid documents of their kind', () => {
    for (const kind of settingsKinds) {
      expect(settingsRules[kind].schema.safeParse(settingsRules[kind].defaults).success).toBe(true);
    }
  });
  it('carry the spec values', () => {
    expect(settingsRules.variables.defaults).toEqual({
      teamMemberLimit: 10,
      dueSoonDays: 30,
      currencyId: 'GBP',
    });
    expect(defaultBranding).toMatchObject({ navBgColor: '#029e66', navTheme: 'dark' });
    expect(defaultOnboardingSettings).toMatchObject({
      title: 'Welcome!',
      salutation: 'Dear',
      videoSourceType: 'youTube',
    });
    expect(defaultEventSettings).toMatchObject({ startDate: '2023-11-15', endDate: '2023-11-16' });
    expect(settingsRules.emails.defaults).toMatchObject({
      taskRemindersEnabled: false,
      sendTaskRemindersTo: 'all-users',
    });
  });
  it('let members read what the app needs, and only admins the email settings', () => {
    expect(settingsRules.emails.readPermission).toBe('admin');
    expect(settingsRules.welcomeEmail.readPermission).toBe('admin');
    expect(settingsRules.branding.readPermission).toBe('user');
    expect(settingsRules.variables.readPermission).toBe('user');
  });
});

describe('replaceSettingsDocument', () => {
  it('derives the nav theme from the colour, whatever the body says', () => {
    const { id: _id, navTheme: _theme, ...body } = defaultBranding;
    const dark = replaceSettingsDocument('branding', { ...body, navBgColor: '#111111' });
    expect(dark).toEqual({
      success: true,
      data: { ...defaultBranding, navBgColor: '#111111', navTheme: 'dark' },
    });
    const light = replaceSettingsDocument('branding', {
      ...defaultBranding,
      navBgColor: '#fafafa',
      navTheme: 'dark',
    });
    expect(light.success && light.data.navTheme).toBe('light');
  });

  it("refuses a bad document with the kind's message and the field paths", () => {
    const result = replaceSettingsDocument('branding', { ...defaultBranding, navBgColor: 'green' });
    expect(result).toMatchObject({
      success: false,
      message: 'Invalid branding settings data.',
      issues: [{ path: 'navBgColor' }],
    });
    const emails = replaceSettingsDocument('emails', {
      ...settingsRules.emails.defaults,
      sendTaskRemindersTo: 'everyone',
    });
    expect(emails).toMatchObject({ success: false, message: 'Invalid emails values' });
  });

  it('rejects unknown keys and missing fields', () => {
    const extra = replaceSettingsDocument('terminology', {
      ...settingsRules.terminology.defaults,
      colour: 'red',
    });
    expect(extra).toMatchObject({ success: false, message: 'Invalid terminology settings' });
    const missing = replaceSettingsDocument('variables', { teamMemberLimit: 3 });
    expect(missing).toMatchObject({ success: false, message: 'Invalid variables settings' });
  });

  it('lower-cases emails', () => {
    const result = replaceSettingsDocument('emails', {
      ...settingsRules.emails.defaults,
      supportEmail: ' Help@Expo.COM ',
    });
    expect(result.success && result.data.supportEmail).toBe('help@expo.com');
  });

  it('accepts only non-negative whole numbers and listed currencies in variables', () => {
    const base = settingsRules.variables.defaults;
    const ok = (value: object) =>
      replaceSettingsDocument('variables', { ...base, ...value }).success;
    expect(ok({ teamMemberLimit: 0, currencyId: 'EUR' })).toBe(true);
    expect(ok({ teamMemberLimit: -1 })).toBe(false);
    expect(ok({ dueSoonDays: 2.5 })).toBe(false);
    expect(ok({ dueSoonDays: '30' })).toBe(false);
    expect(ok({ currencyId: 'XYZ' })).toBe(false);
    // Known for display, but not accepted as an event's currency.
    expect(ok({ currencyId: 'KPW' })).toBe(false);
  });

  it('keeps event dates in order', () => {
    const result = replaceSettingsDocument('event', {
      ...defaultEventSettings,
      eventName: 'Spring Fair',
      startDate: '2027-05-02',
      endDate: '2027-05-01',
    });
    expect(result).toMatchObject({
      success: false,
      message: 'Invalid event settings data.',
      issues: [{ path: 'endDate' }],
    });
  });

  it('requires an event name on a write, while a stored document may have none', () => {
    expect(
      replaceSettingsDocument('event', { ...defaultEventSettings, eventName: ' ' }),
    ).toMatchObject({
      success: false,
      issues: [{ path: 'eventName', message: 'Enter the event name' }],
    });
    expect(readSettingsDocument('event', defaultEventSettings).success).toBe(true);
  });

  it('checks that an onboarding video is a link of the chosen source', () => {
    const ok = (videoUrl: string, videoSourceType: string) =>
      replaceSettingsDocument('onboarding', {
        ...defaultOnboardingSettings,
        videoUrl,
        videoSourceType,
      }).success;
    expect(ok('https://youtu.be/dQw4w9WgXcQ', 'youTube')).toBe(true);
    expect(ok('https://vimeo.com/76979871', 'vimeo')).toBe(true);
    expect(ok('https://vimeo.com/76979871', 'youTube')).toBe(false);
    expect(ok('https://youtu.be/dQw4w9WgXcQ', 'dailymotion')).toBe(false);
  });
});

describe('mergeSettingsDocument', () => {
  it('sets the given fields over the current document', () => {
    const current = { ...settingsRules.terminology.defaults, forms: 'Paperwork' };
    const result = mergeSettingsDocument('terminology', current, { tasks: 'Actions' });
    expect(result.success && result.data).toEqual({
      ...current,
      tasks: 'Actions',
    });
  });
  it('re-derives the nav theme when only the colour changes', () => {
    const result = mergeSettingsDocument('branding', defaultBranding, { navBgColor: '#ffffff' });
    expect(result.success && result.data.navTheme).toBe('light');
  });
  it('rejects unknown keys and checks the merged document whole', () => {
    expect(mergeSettingsDocument('featured', { contentIds: [] }, { ids: [] }).success).toBe(false);
    const backwards = mergeSettingsDocument('event', defaultEventSettings, {
      endDate: '2023-11-01',
    });
    expect(backwards).toMatchObject({ success: false, issues: [{ path: 'endDate' }] });
  });
});

describe('readSettingsDocument', () => {
  it('fills fields a stored document predates with their defaults', () => {
    const result = readSettingsDocument('onboarding', { title: 'Hello' });
    expect(result.success && result.data).toEqual({ ...defaultOnboardingSettings, title: 'Hello' });
  });
  it('fails a stored document with a bad or unknown field', () => {
    expect(readSettingsDocument('variables', { currencyId: 'XYZ' }).success).toBe(false);
    expect(readSettingsDocument('featured', { contentIds: [], legacy: true }).success).toBe(false);
    expect(readSettingsDocument('branding', 'nonsense').success).toBe(false);
  });
});
