import type { Messages } from '@lingui/core';
import { messages as authMessages } from '@showdesk/domain/common/errors';
import { loginInputSchema } from '@showdesk/domain/people/auth';
import { teamMessages } from '@showdesk/domain/people/teams';
import { afterEach, describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../lib/field-errors.ts';
import { i18n, isMessage, said } from './i18n.ts';

const speakGerman = async () => {
  const { messages } = (await import('../../../../packages/domain/src/locales/de.po')) as {
    messages: Messages;
  };
  i18n.loadAndActivate({ locale: 'de', messages });
};

describe('the domain’s messages on a screen', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en-GB', messages: {} }));

  it('says a form’s own check in the app’s language, as the server would', async () => {
    await speakGerman();
    const parsed = loginInputSchema.safeParse({ email: 'lena@example.com', password: '' });
    expect(parsed.success).toBe(false);
    expect(zodFieldErrors(parsed.error!).password).toBe('Geben Sie Ihr Passwort ein');
    // A text that is not one of the domain's messages stays as it is.
    expect(said('Stand 12B')).toBe('Stand 12B');
  });

  it('knows the API’s answer in English and in the app’s language', async () => {
    expect(isMessage(teamMessages.teamFull, teamMessages.teamFull)).toBe(true);
    await speakGerman();
    const german = said(teamMessages.teamFull);
    expect(german).not.toBe(teamMessages.teamFull);
    expect(isMessage(german, teamMessages.teamFull)).toBe(true);
    expect(isMessage(teamMessages.teamFull, teamMessages.teamFull)).toBe(true);
    expect(isMessage(said(authMessages.notFound), teamMessages.teamFull)).toBe(false);
  });
});
